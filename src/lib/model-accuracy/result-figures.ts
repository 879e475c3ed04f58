import type { Gender } from "../face-shape/types";
import type { AnswerChances } from "./answer-chance";

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

/**
 * The few measured figures a result states beside its answer (RESULT_FIGURES in
 * model/figures.data.ts, worked out by tools/face-model/site-figures.ts), which the page hands the
 * analyzer as they are.
 */
export interface ResultFigures {
  /** How often answers like the one shown were right, per gender (answer-chance.ts). */
  chances: Record<Gender, AnswerChances>;
  steadiness: Record<Gender, Steadiness>;
}

/** A range of percents in words: "66 %" or "50 to 64 %". */
export const percentRange = ([low, high]: readonly [number, number]): string =>
  low === high ? `${low} %` : `${low} to ${high} %`;
