/**
 * Steps 6 and 7 of protocol version 4, per gender. Step 6: only candidates within the download cap,
 * best score first, and a larger download only where it wins over the best smaller one by more
 * than its interval. Step 7: the locked part confirms; the chosen model and the v4 model are
 * measured once on it, and the chosen one is set aside (the next best takes its place) only if it
 * is worse on some set's top-1 with an interval below zero.
 */
import type { PredictionRow } from "../evaluation/evaluation-figures";
import type { FaceShapeModel } from "../../../src/lib/face-shape/face-shape-model";
import type { Gender } from "../../../src/lib/face-shape/types";
import { fitCandidate, type Candidate } from "./candidates";
import { comparePaired } from "./compare";
import {
  calibrated,
  cvRows,
  medianCalibration,
  predictionRow,
  shippedRun,
  sortRows,
  type CvRun,
} from "./cross-validate";
import { downloadOf } from "./downloads";
import type { Log } from "./log";
import { comparisonLine, mb, signed } from "./report";
import { perGender, type Sample } from "./samples";

/** docs/decisions.md "Model size": what a visitor downloads for the model that answers (bytes, gzip). */
export const DOWNLOAD_CAP_GZ = 3_000_000;

/** A run's model as it would ship, and its rows on the locked part. */
export interface LockedMeasure<Model = FaceShapeModel> {
  model: Model;
  lockedRows: PredictionRow[];
}

export interface ChosenModel<Model = FaceShapeModel> extends LockedMeasure<Model> {
  run: CvRun;
}

export interface ChoiceInputs<Model> {
  /** What a visitor downloads for a candidate (bytes, gzip). */
  download: (candidate: Candidate) => number;
  /** Fits a run on every development photo and measures it on the locked part. */
  measureLocked: (run: CvRun) => LockedMeasure<Model>;
  log: Log;
}

/** Steps 6 and 7 for one gender, among the runs of every candidate (the v4 model's among them). */
export function chooseModel<Model>(
  gender: Gender,
  runs: readonly CvRun[],
  { download, measureLocked, log }: ChoiceInputs<Model>,
): ChosenModel<Model> {
  const shippedLocked = measureLocked(shippedRun(runs, gender)).lockedRows;
  const eligible = runs
    .filter((r) => r.candidate.gender === gender && download(r.candidate) <= DOWNLOAD_CAP_GZ)
    .sort((a, b) => b.score - a.score);
  const setAside = new Set<CvRun>();
  for (;;) {
    let pick = eligible.find((r) => !setAside.has(r));
    if (!pick) throw new Error(`no candidate left for ${gender}`);
    // A larger download ships only where it beats the best smaller one by more than its interval.
    for (;;) {
      const current: CvRun = pick;
      const smaller = eligible.find((r) => !setAside.has(r) && download(r.candidate) < download(current.candidate));
      if (!smaller) break;
      const against = comparePaired(cvRows(current), cvRows(smaller));
      log(
        `${gender}: ${current.candidate.name} (${mb(download(current.candidate))}) against the best smaller, ` +
          `${smaller.candidate.name} (${mb(download(smaller.candidate))}): score ${signed(against.score)}`,
      );
      if (against.score.low > 0) break;
      pick = smaller;
    }
    const { model, lockedRows } = measureLocked(pick);
    const confirm = comparePaired([lockedRows], [shippedLocked]);
    log(`${gender}: ${pick.candidate.name} on the locked part against v4: ${comparisonLine(confirm)}`);
    const worse = Object.entries(confirm.perSet).filter(([, d]) => d.top1.high < 0);
    if (worse.length === 0) return { run: pick, model, lockedRows };
    log(
      `${gender}: ${pick.candidate.name} is worse on the locked part (${worse.map(([s]) => s).join(", ")}): set aside`,
    );
    setAside.add(pick);
  }
}

/**
 * A run fitted on every development photo with the repeats' median calibration (the model step 8
 * ships), and its rows on the locked photos of its gender.
 */
export const measuredOnLocked =
  (dev: readonly Sample[], locked: readonly Sample[]) =>
  (run: CvRun): LockedMeasure => {
    const model = calibrated(
      fitCandidate(run.candidate, run.penalty, dev),
      medianCalibration(run.repeats.map((r) => r.calibration)),
    );
    const lockedRows = sortRows(
      locked
        .filter((s) => s.gender === run.candidate.gender)
        .map((s) => predictionRow("locked", s, s.inputs ? model : null)),
    );
    return { model, lockedRows };
  };

/** Steps 6 and 7 for women, then men. */
export function chooseModels(
  runs: readonly CvRun[],
  dev: readonly Sample[],
  locked: readonly Sample[],
  log: Log,
): Record<Gender, ChosenModel> {
  const inputs = { download: downloadOf, measureLocked: measuredOnLocked(dev, locked), log };
  return perGender((gender) => chooseModel(gender, runs, inputs));
}
