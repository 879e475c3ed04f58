import { angleAt, at, eyeCentres, levelledPoints, rotatePoint } from "./face-geometry";
import type { FacialMetrics, Point } from "./types";

/**
 * How tall the forehead is (eyebrows to hairline) as a multiple of the eyebrows-to-nose-base
 * height. 1 is the estimate (the classic facial thirds); the visitor may move it to their real
 * hairline on the landmark view, within these bounds.
 */
export const FOREHEAD_SCALE = { estimate: 1, min: 0.5, max: 2 } as const;

/** Keeps a forehead scale within FOREHEAD_SCALE's bounds (NaN becomes the estimate). */
export function clampForeheadScale(scale: number): number {
  if (!Number.isFinite(scale)) return FOREHEAD_SCALE.estimate;
  return Math.min(FOREHEAD_SCALE.max, Math.max(FOREHEAD_SCALE.min, scale));
}

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
 *   third of the face (the classic facial thirds) times `foreheadScale`, since the model has no
 *   hairline point.
 */
export function faceSpans(points: readonly Point[], foreheadScale: number = FOREHEAD_SCALE.estimate): FaceSpans {
  const level = levelledPoints(points);
  let browY = 0;
  for (let i = 17; i <= 26; i += 1) browY += at(level, i).y / 10;
  const noseBaseY = at(level, 33).y;
  const chinY = at(level, 8).y;
  return {
    forehead: span(level, 17, 26),
    cheekbone: Math.max(span(level, 0, 16), span(level, 1, 15), span(level, 2, 14)),
    jawline: span(level, 4, 12),
    length: chinY - browY + clampForeheadScale(foreheadScale) * Math.max(0, noseBaseY - browY),
  };
}

/** Where the hairline is taken to be, in photo pixels, and how to move it. */
export interface HairlineGeometry {
  /** The hairline's middle, above the eyebrows on the face's midline. */
  center: Point;
  /** Unit vector along the hairline (the eye line, towards the image's right). */
  along: Point;
  /** Unit vector up the face (from chin to forehead). */
  up: Point;
  /** Middle of the eyebrows, where the forehead is measured from. */
  brow: Point;
  /** Photo pixels of forehead height per unit of forehead scale (the brow-to-nose-base height). */
  pxPerScale: number;
  /** Half the width of the face at the cheekbones, for drawing the line. */
  halfWidth: number;
}

/** The hairline line for a forehead scale, in photo pixels (for drawing and dragging it). */
export function hairlineGeometry(
  points: readonly Point[],
  foreheadScale: number = FOREHEAD_SCALE.estimate,
): HairlineGeometry {
  const level = levelledPoints(points);
  const { right, left } = eyeCentres(points);
  const middle = { x: (right.x + left.x) / 2, y: (right.y + left.y) / 2 };
  const radians = Math.atan2(left.y - right.y, left.x - right.x);
  // Back from the levelled frame (origin between the eyes) to photo pixels.
  const toPhoto = (p: Point) => rotatePoint({ x: p.x + middle.x, y: p.y + middle.y }, middle, radians);
  let browX = 0;
  let browY = 0;
  for (let i = 17; i <= 26; i += 1) {
    browX += at(level, i).x / 10;
    browY += at(level, i).y / 10;
  }
  const pxPerScale = Math.max(0, at(level, 33).y - browY);
  const scale = clampForeheadScale(foreheadScale);
  const spans = faceSpans(points);
  return {
    center: toPhoto({ x: browX, y: browY - scale * pxPerScale }),
    along: { x: Math.cos(radians), y: Math.sin(radians) },
    up: { x: Math.sin(radians), y: -Math.cos(radians) },
    brow: toPhoto({ x: browX, y: browY }),
    pxPerScale,
    halfWidth: spans.cheekbone / 2,
  };
}

/** The forehead scale that puts the hairline through a photo point (projected on the face's midline). */
export function foreheadScaleAt(geometry: HairlineGeometry, point: Point): number {
  if (geometry.pxPerScale <= 0) return FOREHEAD_SCALE.estimate;
  const height = (point.x - geometry.brow.x) * geometry.up.x + (point.y - geometry.brow.y) * geometry.up.y;
  return clampForeheadScale(height / geometry.pxPerScale);
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
 * The facial measurements of docs/product.md, "The result": widths and length as percentages of the face's
 * widest span (one decimal), plus the jaw and chin angles in degrees.
 */
export function facialMetrics(
  points: readonly Point[],
  foreheadScale: number = FOREHEAD_SCALE.estimate,
): FacialMetrics {
  const spans = faceSpans(points, foreheadScale);
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
