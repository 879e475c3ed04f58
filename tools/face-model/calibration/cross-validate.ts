/**
 * Steps 2 and 3 of protocol version 4: repeated person-grouped cross-validation. Each repeat deals
 * the person groups into folds with its own seed; a candidate is fitted on four folds and scores the
 * fifth, and each repeat fits the candidate's calibration (temperature, mix toward equal shares,
 * and the hard-photo temperature) on its own out-of-fold scores. Every photo gets the shares the
 * site would show, so the figures are the site's.
 */
import { blendShapes } from "../../../src/lib/face-shape/blend-shapes";
import { seededRandom } from "../evaluation/seeded-random";
import { setFiguresOverRepeats, type PredictionRow } from "../evaluation/evaluation-figures";
import type { SetFigures } from "../evaluation/set-figures";
import type { FaceShapeModel } from "../../../src/lib/face-shape/face-shape-model";
import type { Gender } from "../../../src/lib/face-shape/types";
import { calibratedShares, fitCalibration, mixForCeiling, shuffledGroupFolds } from "../fit-classifier";
import { fitCandidate, type Candidate } from "./candidates";
import { candidateShares, rawScores } from "./inputs";
import { SHARE_CEILING } from "../../../src/lib/face-shape/share-ceiling";
import { WOMEN_CLASSES, setsOf, type Sample } from "./samples";

export const REPEATS = 5;
export const FOLDS = 5;
/** Repeat r deals its folds with seed FIRST_SEED + r. */
export const FIRST_SEED = 31;

/**
 * The weight of each set in the score and in fitting the calibration: the consensus set counts as
 * much as Pasupa and niten19 together (the rule of version 3, kept in version 4).
 */
export const SET_WEIGHT: Readonly<Record<string, number>> = { pasupa2019: 1, niten19: 1, consensus: 2, men: 1 };

export interface ShareCalibration {
  temperature: number;
  hardTemperature: number;
  mix: number;
}

/** The folds of every repeat for these samples (one fold number per sample). */
export function repeatedFolds(samples: readonly Sample[], repeats = REPEATS): number[][] {
  return Array.from({ length: repeats }, (_, r) =>
    shuffledGroupFolds(
      samples.map((s) => s.person),
      FOLDS,
      seededRandom(FIRST_SEED + r),
    ),
  );
}

/** Weights that make each set count in a calibration fit as in the score, whatever its size. */
function setBalancedWeights(samples: readonly Sample[]): number[] {
  const counts = new Map<string, number>();
  for (const s of samples) counts.set(s.set, (counts.get(s.set) ?? 0) + 1);
  return samples.map((s) => (SET_WEIGHT[s.set] ?? 1) / (counts.get(s.set) ?? 1));
}

/**
 * The calibration of out-of-fold scores: temperature and mix that make the labels most likely,
 * then, with that mix, the temperature that makes the hard photos' labels most likely.
 */
export function fitShareCalibration(
  scored: readonly { sample: Sample; scores: number[]; classes: readonly string[] }[],
): ShareCalibration {
  const labelOf = (e: (typeof scored)[number]) => e.classes.indexOf(WOMEN_CLASSES[e.sample.label] ?? "Oval");
  const { temperature, mix } = fitCalibration(
    scored.map((e) => e.scores),
    scored.map(labelOf),
    setBalancedWeights(scored.map((e) => e.sample)),
    mixForCeiling(SHARE_CEILING, scored[0]?.classes.length ?? WOMEN_CLASSES.length),
  );
  const hard = scored.filter((e) => e.sample.hard);
  let hardTemperature = temperature;
  if (hard.length > 0) {
    let best = Infinity;
    const weights = setBalancedWeights(hard.map((e) => e.sample));
    for (let step = 0; step <= 120; step += 1) {
      const t = 0.05 * (20 / 0.05) ** (step / 120);
      // Never sharper than the other photos: a hard photo earns no more confidence.
      if (t < temperature) continue;
      let loss = 0;
      hard.forEach((e, i) => {
        loss -= (weights[i] ?? 1) * Math.log(calibratedShares(e.scores, t, mix)[labelOf(e)] ?? 1e-300);
      });
      if (loss < best) {
        best = loss;
        hardTemperature = t;
      }
    }
  }
  return { temperature, hardTemperature, mix };
}

const round5 = (v: number) => Number(v.toPrecision(5));

/** A model with its calibration, rounded as the model file stores it. */
export const calibrated = (model: FaceShapeModel, c: ShareCalibration): FaceShapeModel => ({
  ...model,
  temperature: round5(c.temperature),
  hardTemperature: round5(c.hardTemperature),
  mix: round5(c.mix),
});

/** What the site shows for a sample: its top two shapes, their shares and every share ("none" without a result). */
export function predictionRow(part: string, sample: Sample, model: FaceShapeModel | null): PredictionRow {
  const base = {
    part,
    set: sample.set,
    photo: sample.photo,
    person: sample.personNumber,
    identity: sample.identity,
    label: (WOMEN_CLASSES[sample.label] ?? "").toLowerCase(),
  };
  if (!sample.inputs || !model) return { ...base, top1: "none", top2: "none", top1Share: 0, top2Share: 0 };
  const blend = blendShapes(candidateShares(sample.inputs, model, sample.hard));
  return {
    ...base,
    top1: (blend[0]?.shape ?? "").toLowerCase(),
    top2: (blend[1]?.shape ?? "").toLowerCase(),
    top1Share: blend[0]?.percentage ?? 0,
    top2Share: blend[1]?.percentage ?? 0,
    shares: Object.fromEntries(blend.map((s) => [s.shape.toLowerCase(), s.percentage])),
  };
}

export const sortRows = (rows: PredictionRow[]): PredictionRow[] =>
  rows.sort((a, b) => a.set.localeCompare(b.set) || a.photo.localeCompare(b.photo));

export interface CvRun {
  candidate: Candidate;
  penalty: number;
  /** Per repeat: the calibration its out-of-fold scores chose, and its rows (part `cv<r>`). */
  repeats: { calibration: ShareCalibration; rows: PredictionRow[] }[];
  /** Per set of the candidate's gender: the figures over the repeats. */
  figures: SetFigures[];
  score: number;
}

/**
 * The score: the weighted mean over the gender's sets of (top-1 + top-2 + two-photo agreement) / 3,
 * the consensus set weighing as much as the other two women's sets together.
 */
export function score(figures: readonly SetFigures[]): number {
  const weight = (f: SetFigures) => SET_WEIGHT[f.set] ?? 1;
  const total = figures.reduce((a, f) => a + weight(f), 0);
  return (
    figures.reduce((a, f) => a + (weight(f) * (f.top1.percent + f.top2.percent + f.consistency.percent)) / 3, 0) /
    (total || 1)
  );
}

/**
 * Out-of-fold predictions of a candidate at a penalty over every repeat, each scored by the fold's
 * model with the repeat's calibration. `evaluated` says which samples get a row (all of the
 * candidate's gender by default; the consensus photos for the cross-validation over all women);
 * `part` names the rows of repeat r `${part}${r + 1}`.
 */
export function crossValidate(
  candidate: Candidate,
  penalty: number,
  samples: readonly Sample[],
  folds: readonly (readonly number[])[],
  part = "cv",
  evaluated: (s: Sample) => boolean = () => true,
  calibrations?: readonly ShareCalibration[],
): CvRun {
  const gender: Gender = candidate.gender;
  const repeats = folds.map((fold, r) => {
    const scored: { sample: Sample; scores: number[]; classes: readonly string[]; model: FaceShapeModel }[] = [];
    const unscored: Sample[] = [];
    for (let f = 0; f < Math.max(...fold) + 1; f += 1) {
      const model = fitCandidate(
        candidate,
        penalty,
        samples.filter((_, i) => fold[i] !== f),
      );
      samples.forEach((s, i) => {
        if (fold[i] !== f || s.gender !== gender || !evaluated(s)) return;
        if (s.inputs) scored.push({ sample: s, scores: rawScores(model, s.inputs), classes: model.classes, model });
        else unscored.push(s);
      });
    }
    const calibration = calibrations?.[r] ?? fitShareCalibration(scored);
    const rows = sortRows([
      ...scored.map((e) => predictionRow(`${part}${r + 1}`, e.sample, calibrated(e.model, calibration))),
      ...unscored.map((s) => predictionRow(`${part}${r + 1}`, s, null)),
    ]);
    return { calibration, rows };
  });
  const figures = setsOf(gender)
    .map((set) => setFiguresOverRepeats(repeats.map((rep) => rep.rows.filter((row) => row.set === set))))
    .filter((f) => f.photos > 0);
  return { candidate, penalty, repeats, figures, score: score(figures) };
}

/** The median of each calibration number over the repeats: what the shipped model uses. */
export function medianCalibration(list: readonly ShareCalibration[]): ShareCalibration {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] ?? 1) : ((sorted[mid - 1] ?? 1) + (sorted[mid] ?? 1)) / 2;
  };
  return {
    temperature: median(list.map((c) => c.temperature)),
    hardTemperature: median(list.map((c) => c.hardTemperature)),
    mix: median(list.map((c) => c.mix)),
  };
}

/** A run's rows, one list per repeat: what a paired comparison takes. */
export const cvRows = (run: CvRun): PredictionRow[][] => run.repeats.map((r) => r.rows);

/** The run of the model engine v4 shipped for a gender: the baseline of steps 5 to 7. */
export function shippedRun(runs: readonly CvRun[], gender: Gender): CvRun {
  const run = runs.find((r) => r.candidate.gender === gender && r.candidate.shipped);
  if (!run) throw new Error(`no v4 model for ${gender}`);
  return run;
}
