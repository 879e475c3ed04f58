/**
 * How sure a result may say it is. An ordinary answer is rated by how often answers as sure were
 * right (answer-chance.ts). A doubtful one (the photo hard to measure, or the face beyond the
 * labelled faces: ../face-shape/labelled-range.ts) is never rated from those tables, which its
 * extrapolated shares would flatter: it is rated by how often answers were right for development
 * photos like it (RESULT_FIGURES.doubtful), or, where too few people's photos were like it to say,
 * not rated at all.
 */
import type { CombinedAnalysis } from "../face-shape/combine-analyses";
import { beyondLabelledFaces } from "../face-shape/labelled-range";
import { measuredUnsurely } from "../face-shape/photo-difficulty";
import { chanceOf } from "./answer-chance";
import type { DoubtfulRate, ResultFigures } from "./result-figures";

/** Fewer people than this with photos like a doubtful one, and the result does not say how sure it is. */
export const MIN_RATED_PEOPLE = 30;

/** Why an answer is doubtful: its photo was hard to measure, or its face lies beyond the labelled faces. */
export type DoubtReason = "hard" | "beyond";

export type AnswerConfidence =
  /** An ordinary answer: how often answers this sure were right (percent). */
  | { kind: "rated"; chance: number }
  /** A doubtful answer rated by development photos like it. */
  | { kind: "doubtful"; reason: DoubtReason; rate: DoubtfulRate; chance: number }
  /** A doubtful answer too few labelled people's photos were like to rate. */
  | { kind: "unrated"; reason: DoubtReason; rate: DoubtfulRate };

/** Whether the answer's face lies beyond its gender's labelled faces (its combined measurements). */
export const isBeyondLabelled = ({ analysis }: CombinedAnalysis, figures: ResultFigures): boolean =>
  beyondLabelledFaces(analysis.facialMetrics, figures.doubtful[analysis.gender].middleHalves);

/** How sure `result` may say it is; `pair` when the headline names two shapes. */
export function answerConfidence(result: CombinedAnalysis, pair: boolean, figures: ResultFigures): AnswerConfidence {
  const { analysis, count } = result;
  const reasons: DoubtReason[] = [
    ...(measuredUnsurely(analysis.hardPhoto) ? (["hard"] as const) : []),
    ...(isBeyondLabelled(result, figures) ? (["beyond"] as const) : []),
  ];
  if (reasons.length > 0) {
    const doubtful = figures.doubtful[analysis.gender];
    const rated = reasons.map((reason) => ({ reason, rate: doubtful[reason] }));
    const tooFew = rated.find(({ rate }) => rate.people < MIN_RATED_PEOPLE);
    if (tooFew) return { kind: "unrated", ...tooFew };
    // The less sure of the two where both apply.
    const chanceIn = ({ rate }: { rate: DoubtfulRate }) => (pair ? rate.pair.right : rate.one.right);
    const lowest = rated.reduce((low, next) => (chanceIn(next) < chanceIn(low) ? next : low));
    return { kind: "doubtful", ...lowest, chance: chanceIn(lowest) };
  }
  const chances = figures.chances[analysis.gender][String(Math.min(3, count)) as "1" | "2" | "3"];
  const [first, second] = analysis.hybridResults;
  return {
    kind: "rated",
    chance:
      pair && first && second
        ? chanceOf(chances.pair, first.percentage + second.percentage)
        : chanceOf(chances.one, first?.percentage ?? 0),
  };
}
