import type { LandmarkGroups, Point } from "./types";

/**
 * Index ranges of the 68-point (iBUG 300-W) scheme that face-api's landmark model outputs.
 * "Right" and "left" are the person's own sides, so the right eye appears on the image's left.
 */
export const LANDMARK_INDEX = {
  jaw: [0, 16],
  rightBrow: [17, 21],
  leftBrow: [22, 26],
  noseBridge: [27, 30],
  noseBase: [31, 35],
  rightEye: [36, 41],
  leftEye: [42, 47],
  mouth: [48, 67],
} as const satisfies Record<string, readonly [number, number]>;

/** Number of points the landmark model gives. */
export const LANDMARK_COUNT = 68;

/** For each point, the index of its mirror image across the face's midline (midline points map to themselves). */
export const MIRROR_INDEX: readonly number[] = (() => {
  const pairs: [number, number][] = [
    [17, 26], [18, 25], [19, 24], [20, 23], [21, 22], [31, 35], [32, 34],
    [36, 45], [37, 44], [38, 43], [39, 42], [40, 47], [41, 46],
    [48, 54], [49, 53], [50, 52], [55, 59], [56, 58], [60, 64], [61, 63], [65, 67],
  ]; // prettier-ignore
  for (let i = 0; i < 8; i += 1) pairs.push([i, 16 - i]);
  const map = Array.from({ length: 68 }, (_, i) => i);
  for (const [a, b] of pairs) {
    map[a] = b;
    map[b] = a;
  }
  return map;
})();

/** Jaw points at cheekbone height on each side (where the cheekbone width is measured). */
export const CHEEKBONE_INDICES = [1, 2, 14, 15] as const;

/** The points from `first` to `last` inclusive. */
export function pointRange(points: readonly Point[], [first, last]: readonly [number, number]): Point[] {
  return points.slice(first, last + 1).map(({ x, y }) => ({ x, y }));
}

/** Groups the 68 points for the overlay legend (Jawline, Eyebrows, Eyes, Nose, Mouth, Cheekbones). */
export function groupLandmarks(points: readonly Point[]): LandmarkGroups {
  if (points.length !== LANDMARK_COUNT) throw new RangeError(`expected ${LANDMARK_COUNT} points, got ${points.length}`);
  return {
    jawline: pointRange(points, LANDMARK_INDEX.jaw),
    eyebrows: [...pointRange(points, LANDMARK_INDEX.rightBrow), ...pointRange(points, LANDMARK_INDEX.leftBrow)],
    eyes: [...pointRange(points, LANDMARK_INDEX.rightEye), ...pointRange(points, LANDMARK_INDEX.leftEye)],
    nose: [...pointRange(points, LANDMARK_INDEX.noseBridge), ...pointRange(points, LANDMARK_INDEX.noseBase)],
    mouth: pointRange(points, LANDMARK_INDEX.mouth),
    cheekbones: CHEEKBONE_INDICES.map((i) => ({ x: points[i]?.x ?? 0, y: points[i]?.y ?? 0 })),
  };
}
