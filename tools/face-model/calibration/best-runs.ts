/**
 * Steps 2 to 4 of protocol version 4: every candidate (./candidates.ts) cross-validated at each of
 * its penalties in the same repeated folds (./cross-validate.ts), each penalty's figures logged,
 * and the candidate kept at its best penalty by the score.
 */
import { CANDIDATES, type Candidate } from "./candidates";
import { FOLDS, REPEATS, crossValidate, repeatedFolds, type CvRun } from "./cross-validate";
import type { Log } from "./log";
import { penaltyLine } from "./report";
import type { Sample } from "./samples";

/** Every penalty of a candidate; its best by the score (the first of equals). */
export function bestRun(candidate: Candidate, dev: readonly Sample[], folds: readonly number[][], log: Log): CvRun {
  let best: CvRun | null = null;
  for (const penalty of candidate.penalties) {
    const run = crossValidate(candidate, penalty, dev, folds);
    log(penaltyLine(run));
    if (!best || run.score > best.score + 1e-9) best = run;
  }
  if (!best) throw new Error(`${candidate.name}: no penalty`);
  return best;
}

/**
 * Each candidate at its best penalty, over the development samples; with `only`, just the
 * candidates whose name contains it, and the models engine v4 shipped.
 */
export function bestRuns(dev: readonly Sample[], only: string | undefined, log: Log): CvRun[] {
  const folds = repeatedFolds(dev);
  log(`\n${REPEATS} x ${FOLDS}-fold person-grouped cross-validation over the development people`);
  return CANDIDATES.filter((c) => c.shipped || !only || c.name.includes(only)).map((c) => bestRun(c, dev, folds, log));
}
