/**
 * How the calibration writes its figures into its log: one line per set's figures, a difference
 * with its interval, a paired comparison, a confusion matrix. Text only; every step passes its
 * lines to the `log` it is given (log.ts).
 */
import { FACE_SHAPES } from "../../../src/data/face-shapes";
import type { PredictionRow } from "../evaluation/evaluation-figures";
import type { SetFigures } from "../evaluation/set-figures";
import type { Difference, PairedComparison } from "./compare";
import type { CvRun } from "./cross-validate";

export const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;

/** A difference in points with its 95 % interval: `+1.5 [-0.2, 3.1]`. */
export const signed = (d: Difference): string => `${d.diff >= 0 ? "+" : ""}${d.diff} [${d.low}, ${d.high}]`;

/** A set's figures with their intervals, on one line. */
export const fmt = (f: SetFigures): string =>
  `${f.set} top1 ${f.top1.percent} [${f.top1.low}-${f.top1.high}] top2 ${f.top2.percent} [${f.top2.low}-${f.top2.high}] ` +
  `two-photo ${f.consistency.percent} [${f.consistency.low}-${f.consistency.high}] three-photo ${f.threePhoto.percent} ` +
  `[${f.threePhoto.low}-${f.threePhoto.high}] ECE ${f.calibration.ece} (n=${f.photos}, ${f.people} people, ` +
  `${f.consistency.people} repeated identities)`;

/** A candidate at one penalty: its score, each set's figures, and each repeat's calibration. */
export function penaltyLine(run: CvRun): string {
  const c = run.repeats.map((r) => r.calibration);
  return (
    `  ${run.candidate.name} [${run.candidate.gender}] penalty ${run.penalty}: score ${run.score.toFixed(1)}; ` +
    run.figures
      .map(
        (f) =>
          `${f.set} ${f.top1.percent}/${f.top2.percent} two ${f.consistency.percent} three ${f.threePhoto.percent} ECE ${f.calibration.ece}`,
      )
      .join(", ") +
    `; T ${c.map((x) => x.temperature.toFixed(2)).join("/")} hard T ${c.map((x) => x.hardTemperature.toFixed(2)).join("/")} mix ${c.map((x) => x.mix.toFixed(2)).join("/")}`
  );
}

/** The comparison's lines: the score and each set's top-1 and two-photo agreement differences. */
export function comparisonLine(c: PairedComparison): string {
  return (
    `score ${signed(c.score)}; ` +
    Object.entries(c.perSet)
      .map(([set, d]) => `${set} top1 ${signed(d.top1)} top2 ${signed(d.top2)} two-photo ${signed(d.twoPhoto)}`)
      .join("; ")
  );
}

/** A confusion matrix (rows: label; columns: top shape) as text lines. */
export function confusionLines(rows: readonly PredictionRow[]): string[] {
  const labels = [...new Set(rows.map((r) => r.label))].sort();
  const shapes = [...FACE_SHAPES.map((f) => f.toLowerCase()), "none"];
  return [
    `      label \\ top1 ${shapes.map((x) => x.slice(0, 7).padStart(8)).join("")}`,
    ...labels.map(
      (label) =>
        `      ${label.padEnd(12)}${shapes.map((shape) => String(rows.filter((r) => r.label === label && r.top1 === shape).length).padStart(8)).join("")}`,
    ),
  ];
}
