/**
 * The box the landmark model expects around a face, worked out from the face's own 68 points.
 * The detector's box jitters by a few per cent with the framing; a box fitted to the points moves
 * only as much as the points do, so measuring again in it gives the same points whatever the
 * photo's framing.
 */
import type { DetectedFace } from "../../face-shape/screen-faces";
import type { Point } from "../../face-shape/types";

/**
 * Where each of the 68 points sits in the detector's box, as fractions of its width and height
 * (0 = left or top edge): the mean over 317 development photos of the four labelled sets (none
 * locked), measured in the face window, made left-right symmetric.
 */
export const POINTS_IN_BOX: readonly (readonly [number, number])[] = [
  [0.112, 0.228], [0.12, 0.341], [0.138, 0.446], [0.157, 0.541], [0.19, 0.646], [0.242, 0.731], [0.303, 0.791], [0.381, 0.854], [0.5, 0.89], [0.619, 0.854], [0.697, 0.791], [0.758, 0.731], [0.81, 0.646], [0.843, 0.541], [0.862, 0.446], [0.88, 0.341], [0.888, 0.228], [0.19, 0.142], [0.234, 0.111], [0.296, 0.104], [0.351, 0.113], [0.401, 0.133], [0.599, 0.133], [0.649, 0.113], [0.704, 0.104], [0.766, 0.111], [0.81, 0.142], [0.5, 0.25], [0.5, 0.327], [0.5, 0.4], [0.5, 0.465], [0.435, 0.497], [0.464, 0.508], [0.5, 0.518], [0.536, 0.508], [0.565, 0.497], [0.266, 0.231], [0.3, 0.212], [0.351, 0.212], [0.396, 0.241], [0.355, 0.256], [0.303, 0.254], [0.604, 0.241], [0.649, 0.212], [0.7, 0.212], [0.734, 0.231], [0.697, 0.254], [0.645, 0.256], [0.353, 0.618], [0.405, 0.601], [0.468, 0.585], [0.5, 0.593], [0.532, 0.585], [0.595, 0.601], [0.647, 0.618], [0.593, 0.667], [0.546, 0.691], [0.5, 0.698], [0.454, 0.691], [0.407, 0.667], [0.364, 0.618], [0.456, 0.62], [0.5, 0.621], [0.544, 0.62], [0.636, 0.618], [0.543, 0.643], [0.5, 0.647], [0.457, 0.643],
]; // prettier-ignore

/** Least-squares fit of offset and size along one axis: value = offset + fraction * size. */
function fitAxis(values: readonly number[], fractions: readonly number[]): { offset: number; size: number } {
  const n = values.length;
  const mf = fractions.reduce((a, b) => a + b, 0) / n;
  const mv = values.reduce((a, b) => a + b, 0) / n;
  let sff = 0;
  let sfv = 0;
  for (let i = 0; i < n; i += 1) {
    const df = (fractions[i] ?? 0) - mf;
    sff += df * df;
    sfv += df * ((values[i] ?? 0) - mv);
  }
  const size = sfv / sff;
  return { offset: mv - mf * size, size };
}

/** The detector-like box that best explains the 68 points (same pixels as the points). */
export function boxFromPoints(points: readonly Point[]): DetectedFace["box"] {
  const x = fitAxis(
    points.map((p) => p.x),
    POINTS_IN_BOX.map(([fx]) => fx),
  );
  const y = fitAxis(
    points.map((p) => p.y),
    POINTS_IN_BOX.map(([, fy]) => fy),
  );
  return { x: x.offset, y: y.offset, width: x.size, height: y.size };
}
