import type { FaceShapeModel } from "../face-shape/face-shape-model";
import type { Gender } from "../face-shape/types";

/**
 * Per gender, the calibration error (in points) of the smaller model and of the full one, or
 * null where no full model ships: how far, on average, the shares shown on people the model
 * never saw were from how often they were right. The result states it beside the confidence.
 */
export type CalibrationErrors = Record<Gender, { base: number; descriptor: number | null }>;

/** The largest expected calibration error of a model's locked sets: the one the result can state. */
const worstSet = (model: FaceShapeModel) => Math.max(...model.evaluation.locked.map((set) => set.calibration.ece));

/**
 * The calibration errors the results state, read from the shipped models at build time, so the
 * page hands the analyzer a few numbers instead of the models themselves.
 */
export function calibrationErrors(
  base: Record<Gender, FaceShapeModel>,
  full: Record<Gender, FaceShapeModel> | null,
): CalibrationErrors {
  const of = (gender: Gender) => ({ base: worstSet(base[gender]), descriptor: full ? worstSet(full[gender]) : null });
  return { female: of("female"), male: of("male") };
}
