import { angleAt, at, levelledPoints } from "./face-geometry";
import type { FacialMetrics, Point } from "./types";

/** Raw widths and lengths in the levelled frame, in the photo's pixel units. */
export interface FaceSpans {
  forehead: number;
  cheekbone: number;
  jawline: number;
  length: number;
}

const span = (level: readonly Point[], a: number, b: number) => Math.abs(at(level, b).x - at(level, a).x);

/**
 * The four spans the result shows, measured with the eyes levelled:
 * - forehead: between the outer ends of the eyebrows (the temples the 68 points can see);
 * - cheekbone: the widest of the three jaw-outline pairs at eye and cheekbone height;
 * - jawline: between the jaw corners (points 4 and 12);
 * - length: chin to an estimated hairline, taking the forehead as tall as the brow-to-nose-base
 *   third of the face (the classic facial thirds), since the model has no hairline point.
 */
export function faceSpans(points: readonly Point[]): FaceSpans {
  const level = levelledPoints(points);
  let browY = 0;
  for (let i = 17; i <= 26; i += 1) browY += at(level, i).y / 10;
  const noseBaseY = at(level, 33).y;
  const chinY = at(level, 8).y;
  return {
    forehead: span(level, 17, 26),
    cheekbone: Math.max(span(level, 0, 16), span(level, 1, 15), span(level, 2, 14)),
    jawline: span(level, 4, 12),
    length: chinY - browY + Math.max(0, noseBaseY - browY),
  };
}

/** Jaw-corner angle, averaged over both sides: smaller means a squarer jaw. */
export function jawAngle(points: readonly Point[]): number {
  const right = angleAt(at(points, 1), at(points, 4), at(points, 8));
  const left = angleAt(at(points, 15), at(points, 12), at(points, 8));
  return (right + left) / 2;
}

/** Chin angle: smaller means a more pointed chin. */
export function chinAngle(points: readonly Point[]): number {
  return angleAt(at(points, 6), at(points, 8), at(points, 10));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The facial measurements of SPEC.md section 3: widths and length as percentages of the face's
 * widest span (one decimal), plus the jaw and chin angles in degrees.
 */
export function facialMetrics(points: readonly Point[]): FacialMetrics {
  const spans = faceSpans(points);
  const widest = Math.max(spans.forehead, spans.cheekbone, spans.jawline) || 1;
  return {
    foreheadWidth: round1((100 * spans.forehead) / widest),
    cheekboneWidth: round1((100 * spans.cheekbone) / widest),
    jawlineWidth: round1((100 * spans.jawline) / widest),
    faceLength: round1((100 * spans.length) / widest),
    jawAngle: round1(jawAngle(points)),
    chinAngle: round1(chinAngle(points)),
  };
}
