/**
 * The calibration's inputs from the face mesh's outline (tools/engine-harness/face-mesh.ts, which
 * only the calibration's worker runs: no shipped classifier reads the mesh): the 36 outline
 * points run from the top of the forehead round the face and back, so unlike the 68 points they
 * see the forehead and the hairline's width. The outline is levelled by the eyes, centred between
 * them and scaled by its own width; each left-right pair gives its half-width and mean height, the
 * top of the forehead and the chin their heights.
 */
import type { Point } from "../../../src/lib/face-shape/types";

/** Outline points in the mesh's list (36, then four eye corners: right outer, right inner, left inner, left outer). */
const OUTLINE = 36;
const PAIRS = 17;

export const MESH_FEATURE_NAMES: readonly string[] = [
  ...Array.from({ length: PAIRS }, (_, k) => `mesh_halfWidth_${k + 1}`),
  ...Array.from({ length: PAIRS }, (_, k) => `mesh_height_${k + 1}`),
  "mesh_top",
  "mesh_chin",
];

/** The mesh inputs of MESH_FEATURE_NAMES, or NaN for each where no mesh was measured. */
export function meshFeatures(points: readonly Point[] | undefined): number[] {
  if (!points || points.length < OUTLINE + 4) return MESH_FEATURE_NAMES.map(() => Number.NaN);
  const at = (i: number) => points[i] ?? { x: 0, y: 0 };
  const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const right = mid(at(OUTLINE), at(OUTLINE + 1));
  const left = mid(at(OUTLINE + 2), at(OUTLINE + 3));
  const origin = mid(right, left);
  const angle = Math.atan2(left.y - right.y, left.x - right.x);
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const level = points.slice(0, OUTLINE).map((p) => {
    const dx = p.x - origin.x;
    const dy = p.y - origin.y;
    return { x: dx * cos - dy * sin, y: dx * sin + dy * cos };
  });
  const xs = level.map((p) => p.x);
  const width = Math.max(...xs) - Math.min(...xs) || 1;
  const pair = (k: number) => [level[k] ?? { x: 0, y: 0 }, level[OUTLINE - k] ?? { x: 0, y: 0 }] as const;
  return [
    ...Array.from({ length: PAIRS }, (_, k) => {
      const [a, b] = pair(k + 1);
      return Math.abs(a.x - b.x) / 2 / width;
    }),
    ...Array.from({ length: PAIRS }, (_, k) => {
      const [a, b] = pair(k + 1);
      return (a.y + b.y) / 2 / width;
    }),
    (level[0]?.y ?? 0) / width,
    (level[OUTLINE / 2]?.y ?? 0) / width,
  ];
}
