/**
 * `npm run calibrate [-- --no-build] [-- --only=<text>]`: fits the face-shape classifiers (one for
 * women, one for men) and measures them as the site reports them, by protocol version 4 (docs/face-engine.md
 * "Calibration: the protocol"), whose steps this follows in order, one function each:
 *
 * 1. Every labelled photo measured by the real worker of the built site (./extract-features.ts,
 *    cached), as the classifier's inputs (./calibration/samples.ts). The locked part of split
 *    version 3 is set aside: nothing below is fitted, tuned or chosen on it.
 * 2. Repeated person-grouped cross-validation over all development people: 5 repeats of 5 folds
 *    (./calibration/cross-validate.ts), each repeat calibrating the shares on its own out-of-fold
 *    scores.
 * 3. Figures per set over the repeats: top-1, top-2, two- and three-photo agreement, calibration.
 * 4. The score of each candidate (./calibration/candidates.ts) at each penalty; its best penalty
 *    (steps 2 to 4: ./calibration/best-runs.ts).
 * 5. Every candidate paired against the model engine v4 shipped, photo by photo, with intervals
 *    from a bootstrap over person groups (./calibration/compare.ts, reported by
 *    ./calibration/compare-with-shipped.ts).
 * 6. The download cap, and a larger download only where it wins over the best smaller one by more
 *    than its interval (./calibration/choose-model.ts, its downloads measured by
 *    ./calibration/downloads.ts).
 * 7. The locked part confirms: the chosen model and the v4 model measured once on it; the chosen
 *    one is set aside only if it is worse on some set's top-1 with an interval below zero
 *    (./calibration/choose-model.ts).
 * 8. The chosen models fitted on every development photo with the median calibration of the
 *    repeats, written to src/lib/face-shape/model/face-shape-model.data.ts with the per-photo
 *    evidence (./evidence/evidence.csv), from which the site's figures are worked out
 *    (./calibration/write-model.ts, ./site-figures.ts).
 *
 * Between steps 7 and 8, for the record, the consensus set across all its women, locked or not
 * (./calibration/consensus.ts). Each step logs through the `log` it is given, in the formats of
 * ./calibration/report.ts.
 *
 * `--only=<text>` measures the candidates whose name contains the text (and the v4 baseline) and
 * writes nothing.
 */
import { bestRuns } from "./calibration/best-runs";
import { chooseModels } from "./calibration/choose-model";
import { compareWithShipped } from "./calibration/compare-with-shipped";
import { consensusRecord } from "./calibration/consensus";
import { shippedRun } from "./calibration/cross-validate";
import { measureSamples } from "./calibration/samples";
import { writeModel } from "./calibration/write-model";

const log = (line: string) => console.log(line);

async function main() {
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  // Step 1.
  const { samples, dev, locked } = await measureSamples(process.argv.includes("--no-build") ? false : "if-stale", log);
  // Steps 2-4.
  const runs = bestRuns(dev, only, log);
  // Step 5.
  compareWithShipped(runs, log);
  if (only) return;
  // Steps 6-7, per gender.
  const chosen = chooseModels(runs, dev, locked, log);
  // For the record: the consensus set across all its women.
  const consensus = consensusRecord(samples, chosen.female.run, shippedRun(runs, "female"), log);
  // Step 8.
  await writeModel(chosen, { dev, consensus }, log);
}

await main();
