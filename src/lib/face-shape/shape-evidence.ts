/**
 * What the labelled photos show each shape to be, measured the way the site measures a visitor
 * (SHAPE_EVIDENCE in model/figures.data.ts, worked out by tools/face-model/site-figures.ts): per
 * gender and labelled shape, the typical range and median of each measurement, each person counted
 * once, and the why's noise. Every statement of a shape's proportions on the site agrees with these
 * ranges (tests/dist/shape-statements.test.ts).
 */
import type { FaceShape, Gender } from "../../data/face-shapes";
import type { LabelledShape } from "./face-shape-model";
import type { FacePart } from "./model-reasons";
import { SHAPE_EVIDENCE } from "./model/figures.data";
import type { GenderEvidence, RangedMeasurement, TypicalRange } from "./shape-evidence-types";

/** The evidence of one gender. */
export const evidenceOf = (gender: Gender): GenderEvidence => SHAPE_EVIDENCE[gender];

/** A shape's typical range of one measurement for one gender, or null where no labelled photo has that shape. */
export function rangeOf(gender: Gender, shape: FaceShape, measurement: RangedMeasurement): TypicalRange | null {
  return SHAPE_EVIDENCE[gender].shapes[shape as LabelledShape]?.ranges[measurement] ?? null;
}

/** Each part's noise on the score gap between two shapes (either order), or null when not measured. */
export function termNoise(
  gender: Gender,
  a: LabelledShape,
  b: LabelledShape,
): Readonly<Record<FacePart, number>> | null {
  const noise = SHAPE_EVIDENCE[gender].termNoise;
  return noise[`${a}|${b}`] ?? noise[`${b}|${a}`] ?? null;
}

/** The share (0 to 1) of a gender's labelled people whose label is this shape. */
export function peopleShare(gender: Gender, shape: FaceShape): number {
  const shapes = Object.values(SHAPE_EVIDENCE[gender].shapes);
  const total = shapes.reduce((sum, entry) => sum + (entry?.people ?? 0), 0);
  return total ? (SHAPE_EVIDENCE[gender].shapes[shape as LabelledShape]?.people ?? 0) / total : 0;
}
