/**
 * Whether a face lies beyond the labelled faces: each of the three measurements the result charts
 * against the labelled shapes (face length, forehead width, jawline width) falls outside the middle
 * half of every labelled shape of that gender. For such a face the model's shares extrapolate past
 * anything it learned from, so the result does not rate it with the figures of ordinary answers
 * (RESULT_FIGURES.doubtful, tools/face-model/evaluation/doubtful-chances.ts) and its map says the
 * point lies beyond the labelled faces. The site and the figures' tool decide it with this one function.
 */
import type { RangedMeasurement, ShapeEvidenceEntry } from "./shape-evidence-types";

/** The measurements the result charts against the labelled shapes (ui/measurement-ranges.tsx). */
export const CHARTED_MEASUREMENTS = [
  "faceLength",
  "foreheadWidth",
  "jawlineWidth",
] as const satisfies readonly RangedMeasurement[];

/** Each charted measurement's middle halves, one per labelled shape of a gender (in RESULT_FIGURES.doubtful too). */
export type MiddleHalves = Readonly<Record<ChartedMeasurement, readonly { low: number; high: number }[]>>;
export type ChartedMeasurement = (typeof CHARTED_MEASUREMENTS)[number];

/** The middle halves of one gender's labelled shapes (`shapes`: their evidence entries). */
export function middleHalvesOf(shapes: readonly (ShapeEvidenceEntry | undefined)[]): MiddleHalves {
  const entries = shapes.filter((entry): entry is ShapeEvidenceEntry => entry !== undefined);
  const of = (measurement: ChartedMeasurement) =>
    entries.map(({ ranges }) => ({ low: ranges[measurement].low, high: ranges[measurement].high }));
  return { faceLength: of("faceLength"), foreheadWidth: of("foreheadWidth"), jawlineWidth: of("jawlineWidth") };
}

/**
 * True when every charted measurement of `values` is outside every labelled shape's middle half
 * (`halves`: one gender's, middleHalvesOf). False where no shape has ranges.
 */
export function beyondLabelledFaces(
  values: Readonly<Record<ChartedMeasurement, number>>,
  halves: MiddleHalves,
): boolean {
  return CHARTED_MEASUREMENTS.every(
    (measurement) =>
      halves[measurement].length > 0 &&
      !halves[measurement].some((range) => values[measurement] >= range.low && values[measurement] <= range.high),
  );
}
