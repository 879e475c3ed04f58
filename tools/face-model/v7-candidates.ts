/**
 * `JITI_TSCONFIG_PATHS=true npx jiti tools/face-model/v7-candidates.ts [--only=<text>]`:
 * issue 53's candidates (the forehead read from the photo's pixels, the identity descriptor)
 * (./calibration/candidates.ts V7_CANDIDATES; the inputs: ./calibration/inputs.ts
 * FOREHEAD_FEATURE_NAMES), measured by protocol version 4's steps 1 to 5 on the development people
 * only: the landmark cache (run `npm run extract-features` first, or this runs it), 5 x 5-fold
 * person-grouped cross-validation at each candidate's penalties, its best by the score, and each
 * candidate paired photo by photo against the model engine v5 ships for its gender in the same
 * folds, with 95 % intervals from a bootstrap over person groups. Writes nothing; the locked
 * people are not read.
 */
import { bestRun } from "./calibration/best-runs";
import { V7_CANDIDATES } from "./calibration/candidates";
import { comparePaired } from "./calibration/compare";
import { FOLDS, REPEATS, cvRows, repeatedFolds, type CvRun } from "./calibration/cross-validate";
import { comparisonLine, fmt } from "./calibration/report";
import { inputColumn } from "./calibration/inputs";
import { measureSamples } from "./calibration/samples";

const log = (line: string) => console.log(line);
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);

const { dev } = await measureSamples(false, log);
const withForehead = dev.filter((s) => s.inputs && !Number.isNaN(s.inputs[inputColumn("templesFound")]));
log(
  `development photos with a result: ${dev.filter((s) => s.inputs).length}, the forehead read on ${withForehead.length}`,
);
const folds = repeatedFolds(dev);
log(`\n${REPEATS} x ${FOLDS}-fold person-grouped cross-validation over the development people`);
const runs: CvRun[] = V7_CANDIDATES.filter((c) => c.shipped || !only || c.name.includes(only)).map((c) =>
  bestRun(c, dev, folds, log),
);

log(
  "\ncandidates at their best penalty, against the model engine v5 ships (same folds, photo by photo; 95 % intervals over person groups):",
);
for (const run of runs) {
  log(`${run.candidate.name} [${run.candidate.gender}] penalty ${run.penalty}: score ${run.score.toFixed(1)}`);
  for (const f of run.figures) log(`    cv ${fmt(f)}`);
  const baseline = runs.find((r) => r.candidate.shipped && r.candidate.gender === run.candidate.gender);
  if (baseline && !run.candidate.shipped)
    log(`    vs v5: ${comparisonLine(comparePaired(cvRows(run), cvRows(baseline)))}`);
}
