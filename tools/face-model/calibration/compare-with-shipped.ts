/**
 * Step 5 of protocol version 4: every candidate at its best penalty, with its download and its
 * figures, paired photo by photo against the model engine v4 shipped in the same folds
 * (./compare.ts).
 */
import { comparePaired } from "./compare";
import { cvRows, shippedRun, type CvRun } from "./cross-validate";
import { downloadOf } from "./downloads";
import type { Log } from "./log";
import { comparisonLine, fmt, mb } from "./report";

export function compareWithShipped(runs: readonly CvRun[], log: Log): void {
  log(
    "\ncandidates against the model engine v4 shipped (same folds, photo by photo; 95 % intervals over person groups):",
  );
  for (const run of runs) {
    const download = downloadOf(run.candidate);
    log(
      `${run.candidate.name} [${run.candidate.gender}] penalty ${run.penalty}: score ${run.score.toFixed(1)}, download ${mb(download)}`,
    );
    for (const f of run.figures) log(`    cv ${fmt(f)}`);
    if (!run.candidate.shipped)
      log(`    vs v4: ${comparisonLine(comparePaired(cvRows(run), cvRows(shippedRun(runs, run.candidate.gender))))}`);
  }
}
