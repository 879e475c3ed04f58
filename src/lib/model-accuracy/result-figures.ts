import type { Gender } from "../face-shape/types";
import type { MiddleHalves } from "../face-shape/labelled-range";
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

/** How often answers were right, in percent, with a 95 % interval over people. */
export interface RightRate {
  right: number;
  low: number;
  high: number;
}

/**
 * Development photos of one doubtful kind (tools/face-model/evaluation/doubtful-chances.ts): how
 * many (photos, people), and how often the top shape (`one`) or one of the top two (`pair`) was right.
 */
export interface DoubtfulRate {
  photos: number;
  people: number;
  one: RightRate;
  pair: RightRate;
}

/** Photos hard to measure, and faces beyond the labelled faces (src/lib/face-shape/labelled-range.ts). */
export interface DoubtfulChances {
  hard: DoubtfulRate;
  beyond: DoubtfulRate;
  /** The labelled shapes' middle halves that "beyond" is judged by, here so the result needs no other data. */
  middleHalves: MiddleHalves;
}

/**
 * The few measured figures a result states beside its answer (RESULT_FIGURES in
 * model/figures.data.ts, worked out by tools/face-model/site-figures.ts), which the page hands the
 * analyzer as they are.
 */
export interface ResultFigures {
  /** How often answers like the one shown were right, per gender (answer-chance.ts). */
  chances: Record<Gender, AnswerChances>;
  /**
   * How often answers were right for development photos like a doubtful one: the result reads a
   * hard photo's or an out-of-range face's confidence from these, never from the ordinary tables.
   */
  doubtful: Record<Gender, DoubtfulChances>;
  steadiness: Record<Gender, Steadiness>;
}

/** A range of percents in words: "66 %" or "50 to 64 %". */
export const percentRange = ([low, high]: readonly [number, number]): string =>
  low === high ? `${low} %` : `${low} to ${high} %`;
