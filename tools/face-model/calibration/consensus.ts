/**
 * For the record, between steps 7 and 8: the consensus set (the labels this site is judged by)
 * across all its women, locked or not, by 5 x 5-fold cross-validation over all women, for the
 * chosen women's model and the v4 model in the same folds, each at its repeats' calibrations.
 * It chooses nothing; the shipped model's evaluation and the evidence carry it.
 */
import { setFiguresOverRepeats, type PredictionRow } from "../evaluation/evaluation-figures";
import type { SetFigures } from "../evaluation/set-figures";
import { comparePaired } from "./compare";
import { crossValidate, cvRows, repeatedFolds, type CvRun } from "./cross-validate";
import type { Log } from "./log";
import { comparisonLine, confusionLines, fmt } from "./report";
import type { Sample } from "./samples";

export interface ConsensusRecord {
  /** The chosen model's consensus figures over the repeats. */
  figures: SetFigures;
  /** Its rows of every repeat (parts `cv-all1` to `cv-all5`). */
  rows: PredictionRow[];
}

/** The consensus set across all its women for the chosen women's run, logged beside the v4 run's. */
export function consensusRecord(samples: readonly Sample[], chosen: CvRun, shipped: CvRun, log: Log): ConsensusRecord {
  const women = samples.filter((s) => s.gender === "female");
  const womenFolds = repeatedFolds(women);
  const consensusAll = (run: CvRun) =>
    crossValidate(
      run.candidate,
      run.penalty,
      women,
      womenFolds,
      "cv-all",
      (s) => s.set === "consensus",
      run.repeats.map((r) => r.calibration),
    );
  const allWomen = consensusAll(chosen);
  const allWomenV4 = consensusAll(shipped);
  const figures = setFiguresOverRepeats(cvRows(allWomen));
  log(`\nconsensus set across all its women: ${fmt(figures)}`);
  log(`  engine v4 in the same folds: ${fmt(setFiguresOverRepeats(cvRows(allWomenV4)))}`);
  log(`  paired: ${comparisonLine(comparePaired(cvRows(allWomen), cvRows(allWomenV4)))}`);
  for (const line of confusionLines(allWomen.repeats[0]?.rows ?? [])) log(line);
  return { figures, rows: allWomen.repeats.flatMap((r) => r.rows) };
}
