/**
 * Whether a face lies beyond the labelled faces: each of the three measurements the result charts
 * against the labelled shapes (face length, forehead width, jawline width) falls outside the middle
 * half of every labelled shape of that gender. For such a face the model's shares extrapolate past
 * anything it learned from, so the result does not rate it with the figures of ordinary answers
 * (RESULT_FIGURES.doubtful, tools/face-model/evaluation/doubtful-chances.ts) and its map says the
 * point lies beyond the labelled faces. The site and the figures' tool decide it with this one function.
 */
import type { RangedMeasurement, ShapeEvidenceEntry, TypicalRange } from "./shape-evidence-types";

/** The measurements the result charts against the labelled shapes (ui/measurement-ranges.tsx). */
export const CHARTED_MEASUREMENTS = ["faceLength", "foreheadWidth", "jawlineWidth"] as const satisfies readonly RangedMeasurement[];

/** True when `value` is inside the middle half of at least one of `ranges`. */
const insideAny = (value: number, ranges: readonly TypicalRange[]) =>
  ranges.some((range) => value >= range.low && value <= range.high);

/**
 * True when every charted measurement of `values` is outside every labelled shape's middle half
 * (`shapes`: one gender's labelled shapes' evidence). False where no shape has ranges.
 */
export function beyondLabelledFaces(
  values: Readonly<Record<(typeof CHARTED_MEASUREMENTS)[number], number>>,
  shapes: readonly (ShapeEvidenceEntry | undefined)[],
): boolean {
  const entries = shapes.filter((entry): entry is ShapeEvidenceEntry => entry !== undefined);
  if (entries.length === 0) return false;
  return CHARTED_MEASUREMENTS.every(
    (measurement) =>
      !insideAny(
        values[measurement],
        entries.map((entry) => entry.ranges[measurement]),
      ),
  );
}
