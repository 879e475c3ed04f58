import type { FaceShapeModel } from "../face-shape/face-shape-model";
import type { Gender } from "../face-shape/types";
import type { PredictionRow } from "../face-shape/evaluation/evaluation-figures";
import { answerChances, type AnswerChances } from "./answer-chance";

/**
 * How steady one answer is, per gender: over the labelled sets of that gender, by repeated
 * person-grouped cross-validation (the figures `npm run calibrate` and `npm run bench:steadiness`
 * print), the lowest and highest share of two photos of one person that got the same answer,
 * and of two answers that each combine three photos. Whole percent.
 */
export interface Steadiness {
  twoPhotos: readonly [low: number, high: number];
  threePhotos: readonly [low: number, high: number];
}

/** The few measured figures a result states beside its answer, read from the models and their evidence at build time. */
export interface ResultFigures {
  /** How often answers like the one shown were right, per gender (answer-chance.ts). */
  chances: Record<Gender, AnswerChances>;
  steadiness: Record<Gender, Steadiness>;
}

const range = (values: readonly number[]) =>
  [Math.round(Math.min(...values)), Math.round(Math.max(...values))] as const;

export function steadinessOf(model: FaceShapeModel): Steadiness {
  const sets = model.evaluation.crossValidation;
  return {
    twoPhotos: range(sets.map((set) => set.consistency.percent)),
    threePhotos: range(sets.map((set) => set.threePhoto.percent)),
  };
}

/**
 * So the page hands the analyzer a few numbers instead of the models themselves: `evidence` is the
 * shipped model's per-photo evidence (model/evidence.csv, parsed).
 */
export function resultFigures(base: Record<Gender, FaceShapeModel>, evidence: readonly PredictionRow[]): ResultFigures {
  return {
    chances: { female: answerChances(evidence, "female"), male: answerChances(evidence, "male") },
    steadiness: { female: steadinessOf(base.female), male: steadinessOf(base.male) },
  };
}

/** A range of percents in words: "66 %" or "50 to 64 %". */
export const percentRange = ([low, high]: readonly [number, number]): string =>
  low === high ? `${low} %` : `${low} to ${high} %`;
