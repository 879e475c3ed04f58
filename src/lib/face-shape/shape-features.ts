import { at, distance, eyeCentres, levelledPoints } from "./face-geometry";
import { FOREHEAD_SCALE, chinAngle, faceSpans, jawAngle } from "./facial-metrics";
import { MIRROR_INDEX } from "./landmark-groups";
import type { Point } from "./types";

/** Left-right pairs of the 68-point scheme (image-left index first); points on the midline pair with themselves. */
const MIRROR_PAIRS: readonly (readonly [number, number])[] = [
  [0, 16], [1, 15], [2, 14], [3, 13], [4, 12], [5, 11], [6, 10], [7, 9], [8, 8],
  [17, 26], [18, 25], [19, 24], [20, 23], [21, 22],
  [27, 27], [28, 28], [29, 29], [30, 30], [31, 35], [32, 34], [33, 33],
  [36, 45], [37, 44], [38, 43], [39, 42], [40, 47], [41, 46],
  [48, 54], [49, 53], [50, 52], [51, 51], [55, 59], [56, 58], [57, 57],
]; // prettier-ignore

/** Pairs whose half-width is a feature (midline points have none; the outermost jaw pair is the unit). */
const WIDTH_PAIRS = MIRROR_PAIRS.filter(([a, b]) => a !== b && a !== 0);
/** Pairs whose height is a feature. */
const HEIGHT_PAIRS = MIRROR_PAIRS.filter(([a]) => a <= 35 || a === 48 || a === 51 || a === 57);

/** Every point once, with its mirror partner (image-left first), for the whole-face outline block. */
const OUTLINE_POINTS = MIRROR_INDEX.map((m, i) => [i, m] as const).filter(([i, m]) => i <= m);

/** Names of the features, in the order `shapeFeatures` returns them. */
export const SHAPE_FEATURE_NAMES: readonly string[] = [
  ...WIDTH_PAIRS.map(([a, b]) => `halfWidth_${a}_${b}`),
  ...HEIGHT_PAIRS.map(([a, b]) => `height_${a}_${b}`),
  "foreheadToCheekbone",
  "jawToCheekbone",
  "lengthToCheekbone",
  "jawAngle",
  "chinAngle",
  "widthToEyeDistance",
  "chinDropToEyeDistance",
  ...OUTLINE_POINTS.filter(([i, m]) => i !== m).map(([i]) => `outlineHalfWidth_${i}`),
  ...OUTLINE_POINTS.map(([i]) => `outlineHeight_${i}`),
];

/**
 * The numbers the classifier reads: the face outline and features in a frame with the eyes
 * levelled and scaled by the widest jaw span, made symmetric (each
 * left-right pair averaged) so a mirrored photo gives the same numbers; then the measurement
 * ratios and angles; then every point again (symmetrised) in units of the eye-to-chin height, so
 * the classifier sees the whole outline against the face's length as well as its width.
 * Independent of the photo's size, position and the head's roll. `foreheadScale` moves the
 * estimated hairline (see FOREHEAD_SCALE), which changes the face length.
 */
export function shapeFeatures(points: readonly Point[], foreheadScale: number = FOREHEAD_SCALE.estimate): number[] {
  const level = levelledPoints(points);
  const unit = at(level, 16).x - at(level, 0).x || 1;
  const halfWidths = WIDTH_PAIRS.map(([a, b]) => (at(level, b).x - at(level, a).x) / 2 / unit);
  const heights = HEIGHT_PAIRS.map(([a, b]) => (at(level, a).y + at(level, b).y) / 2 / unit);

  const spans = faceSpans(points, foreheadScale);
  const { right, left } = eyeCentres(points);
  const outline = OUTLINE_POINTS;
  const height = at(level, 8).y || 1;
  const eyeDistance = distance(right, left) || 1;
  return [
    ...halfWidths,
    ...heights,
    spans.forehead / spans.cheekbone,
    spans.jawline / spans.cheekbone,
    spans.length / spans.cheekbone,
    jawAngle(points) / 100,
    chinAngle(points) / 100,
    spans.cheekbone / eyeDistance,
    at(level, 8).y / eyeDistance,
    ...outline.filter(([i, m]) => i !== m).map(([i, m]) => (at(level, m).x - at(level, i).x) / 2 / height),
    ...outline.map(([i, m]) => (at(level, i).y + at(level, m).y) / 2 / height),
  ];
}

/** Length of the landmark model's face description (its bottleneck layer). */
export const EMBEDDING_SIZE = 256;

/** Length of the appearance features (src/lib/face-engine/worker/face-appearance.ts). */
export const APPEARANCE_SIZE = 128;

/**
 * Names of every classifier input: the shape features, the landmark model's face description and
 * the appearance features.
 */
export const CLASSIFIER_FEATURE_NAMES: readonly string[] = [
  ...SHAPE_FEATURE_NAMES,
  ...Array.from({ length: EMBEDDING_SIZE }, (_, i) => `embedding_${i}`),
  ...Array.from({ length: APPEARANCE_SIZE }, (_, i) => `appearance_${i}`),
];

const missing = (size: number) => new Array<number>(size).fill(Number.NaN);

/** What the worker measured of a face besides its 68 points, each where it was measured. */
export interface MeasuredInputs {
  /** The landmark model's 256-number description. */
  embedding?: readonly number[] | undefined;
  /** The appearance network's 128 features. */
  appearance?: readonly number[] | undefined;
}

const block = (values: readonly number[] | undefined, size: number) =>
  values?.length === size ? values : missing(size);

/**
 * Everything the classifier may read, in the order of CLASSIFIER_FEATURE_NAMES. A missing block
 * (fixture landmarks have no description) is NaN, which the classifier reads as "average".
 */
export function classifierInputs(
  points: readonly Point[],
  measured: MeasuredInputs = {},
  foreheadScale: number = FOREHEAD_SCALE.estimate,
): number[] {
  return [
    ...shapeFeatures(points, foreheadScale),
    ...block(measured.embedding, EMBEDDING_SIZE),
    ...block(measured.appearance, APPEARANCE_SIZE),
  ];
}
