/**
 * `npm run calibrate [-- --no-build] [-- --only=<name>]`: fits the face-shape classifiers (one for
 * women, one for men) and measures them honestly.
 *
 * Protocol (README "Face engine"):
 * 1. The real worker of the built site measures every photo of the three labelled sets (cached in
 *    .cache/face-engine/ by tools/face-model/extract-features.ts): landmarks, the landmark
 *    model's description and face-api's recognition descriptor, all from the visitor's pipeline.
 * 2. The locked test part (model/locked-test-split.json, version 2, drawn by person before any
 *    experiment: the two women's sets together, since they share person numbers; the men apart)
 *    is set aside. Everything until step 5 sees only the development part.
 * 3. Every candidate (inputs x model family x how the sets are combined) and each of its penalties
 *    is scored by person-grouped 5-fold cross-validation on the development part. Each gets a
 *    temperature fitted on its out-of-fold scores (the one that makes them most likely), so its
 *    shares are calibrated probabilities.
 *    CHOICE RULE, fixed before any run of this version: per gender, the mean over that gender's
 *    sets of (top-1 + top-2 + consistency) / 3, cross-validated. Consistency (one person, one
 *    shape) weighs as much as accuracy: it is what visitors notice.
 * 4. The chosen candidate of each gender is fitted on the whole development part.
 * 5. Only then is every candidate measured on the locked parts, per set, with 95 % intervals from
 *    a bootstrap over people, consistency over identities, and the reliability of the shares.
 *    The locked figures choose nothing, with one exception the product owner set in DECISIONS.md:
 *    an optional download (the recognition descriptor) ships only where, on the locked parts, it
 *    adds 3 points of top-1 or top-2 on the women's sets together, or 10 points of consistency,
 *    and loses no more than 1 point of top-1 on any set. That gate is applied once, to the
 *    optional candidates chosen in step 3.
 * 6. Writes model/face-shape-model.data.ts (and the optional model's file) with the per-photo
 *    evidence (model/evidence*.csv), from which a unit test recomputes every published figure.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { blendShapes } from "../../src/lib/face-shape/blend-shapes";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import {
  classifyFaceShape,
  diamondShare,
  softmax,
  type ShapeProbabilities,
} from "../../src/lib/face-shape/classify-face-shape";
import { MAX_ROLL_DEGREES, MAX_YAW_DEGREES } from "../../src/lib/face-shape/engine-limits";
import {
  calibrationOf,
  formatEvidence,
  setFigures,
  type PredictionRow,
  type SetFigures,
} from "../../src/lib/face-shape/evaluation/evaluation-figures";
import { rollDegrees, yawDegrees } from "../../src/lib/face-shape/face-geometry";
import { landmarksOutlineAFace } from "../../src/lib/face-shape/landmark-sanity";
import type { FaceShapeModel, LabelledShape } from "../../src/lib/face-shape/face-shape-model";
import {
  CLASSIFIER_FEATURE_NAMES,
  SHAPE_FEATURE_NAMES,
  classifierInputs,
} from "../../src/lib/face-shape/shape-features";
import type { Gender } from "../../src/lib/face-shape/types";
import { DATASETS, readLockedSplit, splitMembership } from "./datasets";
import { REPO_ROOT } from "../../tests/support/engine-harness/engine-runner";
import { extractAllSets } from "./extract-features";
import { extractMobileface, mobilefaceSize } from "./extract-mobileface";
import { measureCropShift } from "./crop-shift";
import {
  fitLda,
  fitLogistic,
  fitStandardiser,
  fitTemperature,
  groupFolds,
  standardise,
  type LinearModel,
  type Matrix,
} from "./fit-classifier";

const FOLDS = 5;
const WOMEN_CLASSES: readonly LabelledShape[] = ["Oval", "Round", "Square", "Heart", "Oblong"];
const MEN_CLASSES: readonly LabelledShape[] = ["Oval", "Round", "Square", "Oblong"];
const GENDERS: readonly Gender[] = ["female", "male"];
const MODEL_DIR = path.join(REPO_ROOT, "src/lib/face-shape/model");
const MODEL_FILE = path.join(MODEL_DIR, "face-shape-model.data.ts");
const EVIDENCE_FILE = path.join(MODEL_DIR, "evidence.csv");
const DESCRIPTOR_MODEL_FILE = path.join(MODEL_DIR, "face-shape-model-descriptor.data.ts");
const DESCRIPTOR_EVIDENCE_FILE = path.join(MODEL_DIR, "evidence-descriptor.csv");
/** DECISIONS.md "Model size": what an optional download must add on the locked parts, and may lose. */
const OPTIONAL_GATE = { topGain: 3, consistencyGain: 10, maxTop1Loss: 1 };
/** Size of face-api's recognition model, the optional download (bytes, gzip), for the record. */
const OPTIONAL_DOWNLOAD = "4.0 MB gzip";
/**
 * What a visitor downloads for the model that answers must stay within this (bytes, gzip), so the
 * analysis stays quick on a phone's connection.
 * The base download (worker, detector and landmark weights, SIMD WASM) is what `npm run
 * bench:analysis` measured for this version: 953,331 bytes, plus the face mesh's files where a
 * shipped model reads the mesh.
 */
const DOWNLOAD_CAP_GZ = 2_500_000;
const BASE_DOWNLOAD_GZ = 953_331;
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(REPO_ROOT, file)), { level: 9 }).length;

/**
 * Diamond, fixed before any run (no labelled Diamond exists to tune it on): it takes half its
 * largest share when the forehead and the jaw are both 1.5 standard deviations narrower, relative
 * to the cheekbones, than the training faces' mean.
 */
const DIAMOND_RULE = { threshold: 1.5, steepness: 4, maxShare: 0.9 };

/** Inputs that carry no information or repeat another: constant, or a ratio of two half-widths. */
const REDUNDANT = new Set(["outlineHeight_8", "foreheadToCheekbone", "jawToCheekbone"]);
const GEOMETRY = SHAPE_FEATURE_NAMES.filter((name) => !REDUNDANT.has(name));
const EMBEDDING = CLASSIFIER_FEATURE_NAMES.filter((name) => name.startsWith("embedding_"));
const DESCRIPTOR = CLASSIFIER_FEATURE_NAMES.filter((name) => name.startsWith("descriptor_"));
/** The face mesh's outline (worker/face-mesh.ts), a candidate that adds the mesh model to the base download. */
const MESH = CLASSIFIER_FEATURE_NAMES.filter((name) => name.startsWith("mesh_"));
/** MobileFace's 256 numbers: measured as a candidate only (the site has no way to compute them). */
const MOBILEFACE = Array.from({ length: 256 }, (_, i) => `mobileface_${i}`);
/** The classifier's inputs, then the measured-only ones. */
const CALIBRATION_FEATURE_NAMES = [...CLASSIFIER_FEATURE_NAMES, ...MOBILEFACE];

/**
 * How a candidate is fitted: on one gender's sets ("women": both women's sets, weighted to count
 * equally; "women, set indicator": the same plus an input saying which set, read as halfway at
 * run time; "pooled": every photo counts once), or on all three sets with the visitor's
 * male/female choice as an input ("joint").
 */
type Scheme = "balanced" | "indicator" | "pooled" | "joint";

interface Candidate {
  name: string;
  features: () => readonly string[];
  family: "lda" | "logistic";
  penalties: readonly number[];
  scheme: Scheme;
  /** Which genders it is a candidate for (a joint model is one fit, exported per gender). */
  genders: readonly Gender[];
  /** Needs face-api's recognition model, an optional download. */
  optional?: boolean;
  /** Reads the descriptor of the face alone, without averaging in its mirror image. */
  noMirror?: boolean;
  /** Reads inputs the site cannot compute: measured for the record, never chosen or shipped. */
  measureOnly?: boolean;
  /**
   * Trains on the consensus label where a woman has one (her photos in niten19 and Pasupa take the
   * shape the style sites agree on), instead of each set's own label. Measured on each set's own
   * labels either way.
   */
  consensusLabels?: boolean;
  /** Each identity counts once within its set (its photos share one unit of weight), not each photo. */
  perIdentity?: boolean;
  /** Reads the face mesh's outline: its model joins the base download (about 1.4 MB gzip). */
  mesh?: boolean;
}

interface Sample {
  set: string;
  gender: Gender;
  photo: string;
  person: string;
  personNumber: number;
  identity: number;
  /** Index into WOMEN_CLASSES (the men's labels are a subset). */
  label: number;
  /** The consensus set's label for this woman, where she has one (index into WOMEN_CLASSES). */
  consensusLabel?: number;
  locked: boolean;
  /** classifierInputs of the photo (descriptor averaged with its mirror's), or null without a usable face. */
  inputs: number[] | null;
  /** The same with the descriptor of the face alone. */
  inputsNoMirror: number[] | null;
  /** face-api's descriptor (mean of the face's and its mirror's), wherever a face was measured: to match women across sets. */
  descriptor?: number[];
}

const log = (line: string) => console.log(line);
const round5 = (v: number) => Number(v.toPrecision(5));
const classesFor = (gender: Gender) => (gender === "female" ? WOMEN_CLASSES : MEN_CLASSES);
const setsOf = (gender: Gender) => DATASETS.filter((set) => set.gender === gender).map((set) => set.name);

/**
 * Sample weights: each set weighs the same in total, whatever its size (except when pooled); with
 * `perIdentity`, each identity's photos share one unit of weight within its set.
 */
function weightsFor(train: readonly Sample[], scheme: Scheme, perIdentity = false): number[] {
  const unit = (s: Sample) => (perIdentity ? `${s.set}:${s.identity}` : `${s.set}:${s.photo}`);
  const photosOf = new Map<string, number>();
  for (const s of train) photosOf.set(unit(s), (photosOf.get(unit(s)) ?? 0) + 1);
  const raw = train.map((s) => 1 / (photosOf.get(unit(s)) ?? 1));
  if (scheme === "pooled") {
    const total = raw.reduce((a, b) => a + b, 0);
    return raw.map((w) => (w * train.length) / total);
  }
  const totals = new Map<string, number>();
  train.forEach((s, i) => totals.set(s.set, (totals.get(s.set) ?? 0) + (raw[i] ?? 0)));
  return train.map((s, i) => ((raw[i] ?? 0) * train.length) / (totals.size * (totals.get(s.set) ?? 1)));
}

/** The label a candidate trains on: the set's own, or the consensus label where the candidate reads it. */
const trainingLabel = (candidate: Candidate, s: Sample) =>
  candidate.consensusLabels && s.consensusLabel !== undefined ? s.consensusLabel : s.label;

/**
 * The weight of each set in the choice rule and in fitting the temperature: the consensus set
 * counts as much as Pasupa and niten19 together (the rule was written down before the first run, so no result could choose it).
 */
const SET_WEIGHT: Record<string, number> = { pasupa2019: 1, niten19: 1, consensus: 2, men: 1 };

interface FittedCandidate {
  /** One exported model per gender the candidate is for, before its temperature is set. */
  models: Partial<Record<Gender, FaceShapeModel>>;
}

/**
 * Fits a candidate and returns it in the shipped model format, rounded as the model file stores
 * it (so figures are those of the numbers actually shipped). Extra inputs used only in fitting
 * (the set indicator; the gender of a joint model) are folded into the bias: the set indicator as
 * halfway between the women's sets (a visitor belongs to neither), the gender as the visitor's
 * choice.
 */
function fitCandidate(candidate: Candidate, penalty: number, all: readonly Sample[]): FittedCandidate {
  const joint = candidate.scheme === "joint";
  const train = all.filter((s) => s.inputs && (joint || candidate.genders.includes(s.gender)));
  const classes = joint ? WOMEN_CLASSES : classesFor(candidate.genders[0] ?? "female");
  const names = candidate.features();
  const cols = names.map((name) => CALIBRATION_FEATURE_NAMES.indexOf(name));
  const extras = candidate.scheme === "indicator" ? ["set"] : joint ? ["gender"] : [];
  const raw: Matrix = train.map((s) => {
    const inputs = (candidate.noMirror ? s.inputsNoMirror : s.inputs) ?? [];
    const row = cols.map((c) => inputs[c] ?? 0);
    if (candidate.scheme === "indicator") row.push(s.set === "niten19" ? 1 : 0);
    if (joint) row.push(s.gender === "male" ? 1 : 0);
    return row;
  });
  const weights = weightsFor(train, candidate.scheme, candidate.perIdentity);
  const standardiser = fitStandardiser(raw, weights);
  const z = standardise(raw, standardiser);
  const y = train.map((s) => classes.indexOf(WOMEN_CLASSES[trainingLabel(candidate, s)] ?? "Oval"));
  const linear: LinearModel =
    candidate.family === "lda"
      ? fitLda(z, y, classes.length, penalty, weights)
      : fitLogistic(z, y, classes.length, penalty, weights);
  const d = names.length;
  const fi = SHAPE_FEATURE_NAMES.indexOf("foreheadToCheekbone");
  const ji = SHAPE_FEATURE_NAMES.indexOf("jawToCheekbone");
  const models: Partial<Record<Gender, FaceShapeModel>> = {};
  for (const gender of candidate.genders) {
    // The value each extra input takes for a visitor of this gender.
    const extraValue = (name: string) => (name === "set" ? 0.5 : gender === "male" ? 1 : 0);
    let bias = linear.bias;
    extras.forEach((name, e) => {
      const j = d + e;
      const z0 = (extraValue(name) - (standardiser.mean[j] ?? 0)) / (standardiser.scale[j] || 1);
      bias = bias.map((b, k) => b + (linear.weights[k]?.[j] ?? 0) * z0);
    });
    const own = train.filter((s) => s.gender === gender);
    const ratios = fitStandardiser(
      own.map((s) => [s.inputs?.[fi] ?? 0, s.inputs?.[ji] ?? 0]),
      weightsFor(own, candidate.scheme),
    );
    // A man's model has no Heart: the men's set has no such label, so the joint model's Heart
    // class is dropped from his export (the other shapes share what it would have taken).
    const keep = classes.map((shape, k) => (gender === "male" && shape === "Heart" ? -1 : k)).filter((k) => k >= 0);
    models[gender] = {
      note: "",
      evaluation: {
        lockedSplit: { version: 0, seed: 0, fraction: 0 },
        locked: [],
        crossValidation: [],
        diamondWins: [],
      },
      features: names,
      mean: standardiser.mean.slice(0, d).map(round5),
      scale: standardiser.scale.slice(0, d).map(round5),
      classes: keep.map((k) => classes[k] as LabelledShape),
      weights: keep.map((k) => (linear.weights[k] ?? []).slice(0, d).map(round5)),
      bias: keep.map((k) => round5(bias[k] ?? 0)),
      temperature: 1,
      diamond: {
        foreheadMean: round5(ratios.mean[0] ?? 0),
        foreheadStd: round5(ratios.scale[0] ?? 1),
        jawMean: round5(ratios.mean[1] ?? 0),
        jawStd: round5(ratios.scale[1] ?? 1),
        ...DIAMOND_RULE,
      },
    };
  }
  return { models };
}

/** The inputs a candidate reads for a sample. */
const inputsOf = (candidate: Candidate, sample: Sample) => (candidate.noMirror ? sample.inputsNoMirror : sample.inputs);

/** The model's top two shapes and the top share as the site shows it ("none" without a result). */
function predict(model: FaceShapeModel, inputs: readonly number[] | null) {
  if (!inputs) return { top1: "none", top2: "none", top1Share: 0, top2Share: 0 };
  const blend = blendShapes(
    model.features.every((name) => CLASSIFIER_FEATURE_NAMES.includes(name))
      ? classifyFaceShape(inputs, model)
      : measuredOnlyProbabilities(model, inputs),
  );
  return {
    top1: (blend[0]?.shape ?? "").toLowerCase(),
    top2: (blend[1]?.shape ?? "").toLowerCase(),
    top1Share: blend[0]?.percentage ?? 0,
    top2Share: blend[1]?.percentage ?? 0,
  };
}

/** classifyFaceShape for a model that reads measured-only inputs (same softmax, temperature and Diamond rule). */
function measuredOnlyProbabilities(model: FaceShapeModel, inputs: readonly number[]) {
  const labelled = softmax(rawScores(model, inputs).map((score) => score / (model.temperature || 1)));
  const diamond = diamondShare(inputs, model);
  const probabilities = Object.fromEntries(FACE_SHAPES.map((shape) => [shape, 0])) as ShapeProbabilities;
  model.classes.forEach((shape, k) => {
    probabilities[shape] = (labelled[k] ?? 0) * (1 - diamond);
  });
  probabilities.Diamond = diamond;
  return probabilities;
}

/** The labelled classes' raw scores (before the temperature), for fitting the temperature. */
function rawScores(model: FaceShapeModel, inputs: readonly number[]): number[] {
  const z = model.features.map((name, j) => {
    const value = inputs[CALIBRATION_FEATURE_NAMES.indexOf(name)] ?? Number.NaN;
    return Number.isNaN(value) ? 0 : (value - (model.mean[j] ?? 0)) / (model.scale[j] || 1);
  });
  return model.classes.map(
    (_, k) => (model.bias[k] ?? 0) + z.reduce((sum, value, j) => sum + value * (model.weights[k]?.[j] ?? 0), 0),
  );
}

function row(part: string, sample: Sample, prediction: ReturnType<typeof predict>): PredictionRow {
  return {
    part,
    set: sample.set,
    photo: sample.photo,
    person: sample.personNumber,
    identity: sample.identity,
    label: (WOMEN_CLASSES[sample.label] ?? "").toLowerCase(),
    ...prediction,
  };
}

const sortRows = (rows: PredictionRow[]) =>
  rows.sort((a, b) => a.set.localeCompare(b.set) || a.photo.localeCompare(b.photo));

const perSet = (rows: readonly PredictionRow[], sets: readonly string[]): SetFigures[] =>
  sets.map((set) => setFigures(rows.filter((r) => r.set === set)));

/**
 * The choice rule: the weighted mean over the gender's sets of (top-1 + top-2 + consistency) / 3,
 * the consensus set weighing as much as the two other women's sets together (SET_WEIGHT).
 */
const choiceScore = (figures: readonly SetFigures[]) => {
  const weight = (f: SetFigures) => SET_WEIGHT[f.set] ?? 1;
  const total = figures.reduce((a, f) => a + weight(f), 0);
  return (
    figures.reduce((a, f) => a + (weight(f) * (f.top1.percent + f.top2.percent + f.consistency.percent)) / 3, 0) /
    (total || 1)
  );
};

/** Weights that make each set count in the temperature as in the choice rule, whatever its size. */
function setBalancedWeights(samples: readonly Sample[]): number[] {
  const counts = new Map<string, number>();
  for (const s of samples) counts.set(s.set, (counts.get(s.set) ?? 0) + 1);
  return samples.map((s) => (SET_WEIGHT[s.set] ?? 1) / (counts.get(s.set) ?? 1));
}

interface CvResult {
  candidate: Candidate;
  penalty: number;
  /** Per gender: the fitted temperature and the out-of-fold rows (with it applied). */
  byGender: Partial<Record<Gender, { temperature: number; rows: PredictionRow[]; cv: SetFigures[] }>>;
}

/** Out-of-fold predictions of one candidate and penalty on the development part, with its temperature. */
function crossValidate(
  candidate: Candidate,
  penalty: number,
  dev: readonly Sample[],
  folds: readonly number[],
): CvResult {
  const scored = new Map<Gender, { sample: Sample; scores: number[]; model: FaceShapeModel }[]>();
  for (let f = 0; f < FOLDS; f += 1) {
    const { models } = fitCandidate(
      candidate,
      penalty,
      dev.filter((_, i) => folds[i] !== f),
    );
    dev.forEach((s, i) => {
      const model = models[s.gender];
      if (folds[i] !== f || !model) return;
      const inputs = inputsOf(candidate, s);
      const list = scored.get(s.gender) ?? [];
      list.push({ sample: s, scores: inputs ? rawScores(model, inputs) : [], model });
      scored.set(s.gender, list);
    });
  }
  const byGender: CvResult["byGender"] = {};
  for (const [gender, list] of scored) {
    const classes = classesFor(gender);
    const withResult = list.filter((e) => e.scores.length > 0);
    const temperature = fitTemperature(
      withResult.map((e) => e.scores),
      withResult.map((e) => e.model.classes.indexOf(WOMEN_CLASSES[e.sample.label] ?? "Oval")),
      setBalancedWeights(withResult.map((e) => e.sample)),
    );
    void classes;
    const rows = sortRows(
      list.map((e) => row("cv", e.sample, predict({ ...e.model, temperature }, inputsOf(candidate, e.sample)))),
    );
    byGender[gender] = { temperature, rows, cv: perSet(rows, setsOf(gender)) };
  }
  return { candidate, penalty, byGender };
}

const fmt = (f: SetFigures) =>
  `${f.set} top1 ${f.top1.percent} [${f.top1.low}-${f.top1.high}] top2 ${f.top2.percent} [${f.top2.low}-${f.top2.high}] ` +
  `consistency ${f.consistency.percent} [${f.consistency.low}-${f.consistency.high}] ECE ${f.calibration.ece} ` +
  `(n=${f.photos}, ${f.people} people, ${f.consistency.people} repeated identities)`;

/** The model file: one model per gender (the optional one: null when none earned its download). */
function formatModelFile(models: Record<Gender, FaceShapeModel> | null, optional: boolean): string {
  const constant = optional ? "FACE_SHAPE_MODELS_WITH_DESCRIPTOR" : "FACE_SHAPE_MODELS";
  const type = `Record<Gender, FaceShapeModel>${optional ? " | null" : ""}`;
  const note = models
    ? GENDERS.map((g) => models[g].note)
        .join("\n\n")
        .split("\n")
        .join("\n * ")
    : "No model with the face descriptor earned its download.";
  return `import type { FaceShapeModel } from "../face-shape-model";
import type { Gender } from "../types";

/**
 * Fitted by \`npm run calibrate\` (tools/face-model/calibrate.ts); do not edit by hand.
 * ${note}
 */
export const ${constant}: ${type} = ${JSON.stringify(models, null, 2)};
`;
}

/** True when the landmarks give a pose the analysis accepts (as analysisFromLandmarks decides). */
function poseAccepted(points: readonly { x: number; y: number }[], rollCorrected: boolean): boolean {
  if (Math.abs(yawDegrees(points)) > MAX_YAW_DEGREES) return false;
  return rollCorrected || Math.abs(rollDegrees(points)) <= MAX_ROLL_DEGREES;
}

/** Share of photos whose nearest other-person neighbour (by face descriptor) has the same label. */
function neighbourAgreement(samples: readonly Sample[]): number {
  const first = CLASSIFIER_FEATURE_NAMES.indexOf("descriptor_0");
  const rows = samples
    .map((s) => ({ s, d: s.inputs?.slice(first, first + 128) ?? [] }))
    .filter((r) => r.d.length === 128 && !r.d.some((v) => Number.isNaN(v)));
  let agree = 0;
  for (const a of rows) {
    let best = Infinity;
    let label = -1;
    for (const b of rows) {
      if (b.s.person === a.s.person) continue;
      let sum = 0;
      for (let j = 0; j < 128; j += 1) sum += ((a.d[j] ?? 0) - (b.d[j] ?? 0)) ** 2;
      if (sum < best) {
        best = sum;
        label = b.s.label;
      }
    }
    if (label === a.s.label) agree += 1;
  }
  return rows.length ? agree / rows.length : 0;
}

/** Descriptor distance under which two identities' mean faces are taken to be the same woman. */
const SAME_WOMAN_DISTANCE = 0.5;

/**
 * Gives each photo of niten19 and Pasupa whose woman is in the consensus set that woman's
 * consensus label. Person groups are shared between the sets but can hold look-alikes, and
 * identities are numbered per set, so a woman is matched by face: an identity of niten19 or Pasupa
 * takes the label of the consensus woman of the same person group whose mean descriptor is nearest
 * hers, if nearer than SAME_WOMAN_DISTANCE.
 */
function assignConsensusLabels(samples: Sample[]): void {
  const meanOf = (list: readonly Sample[]) => {
    const with128 = list.filter((s) => s.descriptor);
    if (with128.length === 0) return null;
    return Array.from(
      { length: 128 },
      (_, j) => with128.reduce((a, s) => a + (s.descriptor?.[j] ?? 0), 0) / with128.length,
    );
  };
  const byIdentity = (list: readonly Sample[]) => {
    const map = new Map<string, Sample[]>();
    for (const s of list) map.set(`${s.set}:${s.identity}`, [...(map.get(`${s.set}:${s.identity}`) ?? []), s]);
    return [...map.values()];
  };
  const consensusWomen = byIdentity(samples.filter((s) => s.set === "consensus")).map((list) => ({
    person: list[0]?.person ?? "",
    label: list[0]?.label ?? 0,
    mean: meanOf(list),
  }));
  for (const s of samples) if (s.set === "consensus") s.consensusLabel = s.label;
  let identities = 0;
  let photos = 0;
  let changed = 0;
  for (const list of byIdentity(samples.filter((s) => s.gender === "female" && s.set !== "consensus"))) {
    const mean = meanOf(list);
    const person = list[0]?.person;
    if (!mean) continue;
    const nearest = consensusWomen
      .filter((w) => w.person === person && w.mean)
      .map((w) => ({ w, d: Math.hypot(...mean.map((v, j) => v - (w.mean?.[j] ?? 0))) }))
      .sort((a, b) => a.d - b.d)[0];
    if (!nearest || nearest.d >= SAME_WOMAN_DISTANCE) continue;
    identities += 1;
    for (const s of list) {
      s.consensusLabel = nearest.w.label;
      photos += 1;
      if (s.label !== nearest.w.label) changed += 1;
    }
  }
  log(
    `consensus labels: ${identities} identities of niten19 and Pasupa matched to a consensus woman (${photos} photos; ${changed} take a label other than their set's)`,
  );
}

/** A confusion matrix (rows: label; columns: top shape) as text lines. */
function confusionLines(rows: readonly PredictionRow[]): string[] {
  const labels = [...new Set(rows.map((r) => r.label))].sort();
  const shapes = [...FACE_SHAPES.map((f) => f.toLowerCase()), "none"];
  const head = `      label \\ top1 ${shapes.map((x) => x.slice(0, 7).padStart(8)).join("")}`;
  return [
    head,
    ...labels.map(
      (label) =>
        `      ${label.padEnd(12)}${shapes
          .map((shape) => String(rows.filter((r) => r.label === label && r.top1 === shape).length).padStart(8))
          .join("")}`,
    ),
  ];
}

/**
 * The consensus set by person-grouped cross-validation over all its women: every woman
 * of the three women's sets, locked or not, in folds by person; each fold's people are left out of
 * every set, the candidate is fitted on everyone else and measured on the fold's consensus photos,
 * with the temperature its development cross-validation chose. Reported beside the locked part;
 * it chooses nothing.
 */
function consensusCrossValidate(
  candidate: Candidate,
  penalty: number,
  temperature: number,
  samples: readonly Sample[],
): PredictionRow[] {
  const women = samples.filter((s) => s.gender === "female");
  const folds = groupFolds(
    women.map((s) => s.person),
    FOLDS,
  );
  const foldOf = new Map(women.map((s, i) => [s, folds[i] ?? 0]));
  const rows: PredictionRow[] = [];
  for (let f = 0; f < FOLDS; f += 1) {
    const held = new Set(women.filter((s) => foldOf.get(s) === f).map((s) => s.person));
    const { models } = fitCandidate(
      candidate,
      penalty,
      samples.filter((s) => !held.has(s.person)),
    );
    const model = models.female;
    if (!model) continue;
    for (const s of women) {
      if (s.set !== "consensus" || foldOf.get(s) !== f) continue;
      rows.push(row("cv-all", s, predict({ ...model, temperature }, inputsOf(candidate, s))));
    }
  }
  return sortRows(rows);
}

const pooledShare = (rows: readonly PredictionRow[], k: 1 | 2) =>
  (100 * rows.filter((r) => r.top1 === r.label || (k === 2 && r.top2 === r.label)).length) / (rows.length || 1);

async function main() {
  const sets = await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", log);
  const split = readLockedSplit();
  // MobileFace (measured for the record in version 2 of the protocol) only on request: it needs a
  // 144 MB package fetched once.
  const withMobileface = process.argv.includes("--mobileface");
  const mobileface = withMobileface
    ? await extractMobileface(sets, log)
    : new Map<string, Map<string, number[] | null>>();
  const mobilefaceBytes = withMobileface ? mobilefaceSize() : null;
  if (mobilefaceBytes) log(`mobileface model: ${mobilefaceBytes.raw} bytes raw, ${mobilefaceBytes.gzip} gzip`);
  const samples: Sample[] = [];
  for (const set of sets) {
    const spec = DATASETS.find((d) => d.name === set.name);
    if (!spec) throw new Error(`unknown set ${set.name}`);
    const { group, people, locked } = splitMembership(set.name, set.folder, split);
    for (const photo of set.photos) {
      const label = WOMEN_CLASSES.findIndex((c) => c.toLowerCase() === photo.label.toLowerCase());
      const who = people.get(photo.relativePath);
      if (label < 0 || !who) throw new Error(`${set.name}/${photo.relativePath}: no label or person`);
      const usable =
        photo.points &&
        photo.rollCorrected !== undefined &&
        landmarksOutlineAFace(photo.points) &&
        poseAccepted(photo.points, photo.rollCorrected);
      const [direct, mirrored] = photo.descriptors ?? [[], []];
      const mean = direct.map((v, i) => (v + (mirrored[i] ?? 0)) / 2);
      const measuredOnly = mobileface.get(set.name)?.get(photo.relativePath) ?? MOBILEFACE.map(() => Number.NaN);
      samples.push({
        set: set.name,
        gender: spec.gender,
        photo: photo.relativePath,
        person: `${group}:${who.person}`,
        personNumber: who.person,
        identity: who.identity,
        label,
        locked: locked.has(who.person),
        inputs:
          usable && photo.points
            ? [...classifierInputs(photo.points, photo.embedding, mean, undefined, photo.meshPoints), ...measuredOnly]
            : null,
        inputsNoMirror:
          usable && photo.points
            ? [...classifierInputs(photo.points, photo.embedding, direct, undefined, photo.meshPoints), ...measuredOnly]
            : null,
        ...(mean.length === 128 ? { descriptor: mean } : {}),
      });
    }
  }
  assignConsensusLabels(samples);
  const dev = samples.filter((s) => !s.locked);
  const lockedSamples = samples.filter((s) => s.locked);
  for (const set of DATASETS) {
    const of = (list: Sample[]) => list.filter((s) => s.set === set.name);
    log(
      `${set.name}: development ${of(dev).length} photos (${of(dev).filter((s) => s.inputs).length} with a result), ` +
        `locked ${of(lockedSamples).length} photos (${of(lockedSamples).filter((s) => s.inputs).length} with a result)`,
    );
  }
  for (const set of DATASETS) {
    const agreement = neighbourAgreement(dev.filter((s) => s.set === set.name));
    log(
      `identity-leak check ${set.name}: nearest other-person descriptor shares the label for ${(100 * agreement).toFixed(1)} % of development photos`,
    );
  }

  // Which inputs move when a face is cropped tightly (chin and hairline cut), on development photos.
  const cropShift = await measureCropShift(sets, new Set(dev.map((s) => `${s.set}/${s.photo}`)), log);
  const CROP_ROBUST = GEOMETRY.filter((name) => (cropShift.get(name) ?? Infinity) < 0.25);
  log(`crop-robust geometry: ${CROP_ROBUST.length} of ${GEOMETRY.length} inputs shift under 0.25 SD`);

  const W: readonly Gender[] = ["female"];
  const M: readonly Gender[] = ["male"];
  const BOTH: readonly Gender[] = ["female", "male"];
  const GEO_DESC = () => [...GEOMETRY, ...EMBEDDING];
  const candidates: Candidate[] = [
    // Base candidates: nothing to download beyond the landmark model.
    { name: "geometry LDA", features: () => GEOMETRY, family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced", genders: W },
    { name: "crop-robust geometry LDA", features: () => CROP_ROBUST, family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced", genders: W },
    { name: "description LDA", features: () => EMBEDDING, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W },
    { name: "geometry+description LDA", features: GEO_DESC, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W },
    { name: "geometry+description LDA, sets pooled", features: GEO_DESC, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "pooled", genders: W },
    { name: "geometry+description LDA, set indicator", features: GEO_DESC, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "indicator", genders: W },
    { name: "geometry+description logistic", features: GEO_DESC, family: "logistic", penalties: [0.01], scheme: "balanced", genders: W },
    { name: "men: geometry LDA", features: () => GEOMETRY, family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced", genders: M },
    { name: "men: description LDA", features: () => EMBEDDING, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: M },
    { name: "men: geometry+description LDA", features: GEO_DESC, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: M },
    { name: "joint (gender an input): geometry+description LDA", features: GEO_DESC, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "joint", genders: BOTH },
    // Optional candidates: need face-api's recognition model.
    { name: "descriptor LDA", features: () => DESCRIPTOR, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true },
    { name: "descriptor LDA, no mirror averaging", features: () => DESCRIPTOR, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true, noMirror: true },
    { name: "geometry+descriptor LDA", features: () => [...GEOMETRY, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true },
    { name: "geometry+description+descriptor LDA", features: () => [...GEOMETRY, ...EMBEDDING, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true },
    { name: "descriptor logistic", features: () => DESCRIPTOR, family: "logistic", penalties: [0.01], scheme: "balanced", genders: W, optional: true },
    { name: "men: descriptor LDA", features: () => DESCRIPTOR, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: M, optional: true },
    { name: "men: geometry+descriptor LDA", features: () => [...GEOMETRY, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: M, optional: true },
    { name: "joint (gender an input): geometry+descriptor LDA", features: () => [...GEOMETRY, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "joint", genders: BOTH, optional: true },
    // The face mesh's outline, which follows the real jaw and cheeks: alone, with the geometry, with geometry and description.
    { name: "mesh outline LDA", features: () => MESH, family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced", genders: W, mesh: true },
    { name: "geometry+mesh LDA", features: () => [...GEOMETRY, ...MESH], family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced", genders: W, mesh: true },
    { name: "geometry+description+mesh LDA", features: () => [...GEOMETRY, ...EMBEDDING, ...MESH], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, mesh: true },
    { name: "geometry+description+mesh+descriptor LDA", features: () => [...GEOMETRY, ...EMBEDDING, ...MESH, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true, mesh: true },
    { name: "men: geometry+mesh LDA", features: () => [...GEOMETRY, ...MESH], family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced", genders: M, mesh: true },
    { name: "men: geometry+description+mesh LDA", features: () => [...GEOMETRY, ...EMBEDDING, ...MESH], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: M, mesh: true },
    // Labels that agree (less label noise to fit): trained on the consensus label where a woman has one.
    { name: "geometry LDA, consensus labels", features: () => GEOMETRY, family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced", genders: W, consensusLabels: true },
    { name: "geometry+description LDA, consensus labels", features: GEO_DESC, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, consensusLabels: true },
    { name: "geometry+description+descriptor LDA, consensus labels", features: () => [...GEOMETRY, ...EMBEDDING, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true, consensusLabels: true },
    { name: "geometry+descriptor LDA, consensus labels", features: () => [...GEOMETRY, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true, consensusLabels: true },
    // Steadier answers (a person photographed often must not dominate): one unit of weight per identity, and stronger regularisation.
    { name: "geometry LDA, one weight per identity", features: () => GEOMETRY, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, perIdentity: true },
    { name: "geometry+description LDA, one weight per identity", features: GEO_DESC, family: "lda", penalties: [0.5, 0.8, 0.95], scheme: "balanced", genders: W, perIdentity: true },
    { name: "geometry+description+descriptor LDA, one weight per identity", features: () => [...GEOMETRY, ...EMBEDDING, ...DESCRIPTOR], family: "lda", penalties: [0.5, 0.8, 0.95], scheme: "balanced", genders: W, optional: true, perIdentity: true },
    { name: "men: geometry LDA, one weight per identity", features: () => GEOMETRY, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: M, perIdentity: true },
    { name: "men: geometry+descriptor LDA, one weight per identity", features: () => [...GEOMETRY, ...DESCRIPTOR], family: "lda", penalties: [0.5, 0.8, 0.95], scheme: "balanced", genders: M, optional: true, perIdentity: true },
    // A smaller embedding an npm package ships (2.2 MB), measured for the record only.
    { name: "mobileface LDA", features: () => MOBILEFACE, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true, measureOnly: true },
    { name: "geometry+mobileface LDA", features: () => [...GEOMETRY, ...MOBILEFACE], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: W, optional: true, measureOnly: true },
    { name: "men: geometry+mobileface LDA", features: () => [...GEOMETRY, ...MOBILEFACE], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", genders: M, optional: true, measureOnly: true },
  ]; // prettier-ignore
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  const meshAt = CALIBRATION_FEATURE_NAMES.indexOf(MESH[0] ?? "");
  const haveMesh = samples.every((s) => !s.inputs || !Number.isNaN(s.inputs[meshAt] ?? Number.NaN));
  if (!haveMesh) {
    log("the landmark cache has no face mesh: mesh candidates left out");
    candidates.splice(0, candidates.length, ...candidates.filter((c) => !c.mesh));
  }
  if (!withMobileface)
    candidates.splice(
      0,
      candidates.length,
      ...candidates.filter((c) => !c.features().some((f) => f.startsWith("mobileface_"))),
    );

  const folds = groupFolds(
    dev.map((s) => s.person),
    FOLDS,
  );
  // Per candidate, its best penalty by the choice rule (per gender, since a joint model serves both).
  const results: { result: CvResult; gender: Gender }[] = [];
  for (const candidate of candidates.filter((c) => !only || c.name.includes(only))) {
    const best = new Map<Gender, CvResult>();
    for (const penalty of candidate.penalties) {
      const result = crossValidate(candidate, penalty, dev, folds);
      for (const gender of candidate.genders) {
        const cv = result.byGender[gender]?.cv ?? [];
        log(
          `  ${candidate.name} penalty=${penalty} [${gender}] T=${result.byGender[gender]?.temperature.toFixed(2)}: cv ` +
            cv
              .map(
                (f) =>
                  `${f.set} ${f.top1.percent}/${f.top2.percent} cons ${f.consistency.percent} ECE ${f.calibration.ece}`,
              )
              .join(", "),
        );
        const previous = best.get(gender);
        if (!previous || choiceScore(cv) > choiceScore(previous.byGender[gender]?.cv ?? []) + 1e-9)
          best.set(gender, result);
      }
    }
    for (const [gender, result] of best) results.push({ result, gender });
  }

  // Step 5: every candidate on the locked parts, for the record.
  log("\ncandidate | cv (development) | locked (never seen)");
  interface Measured {
    model: FaceShapeModel;
    cvRows: PredictionRow[];
    cv: SetFigures[];
    lockedRows: PredictionRow[];
    locked: SetFigures[];
    /** Women only: the consensus set by cross-validation over all its women. */
    consensusRows: PredictionRow[];
    consensusAll: SetFigures | null;
  }
  const measured = new Map<(typeof results)[number], Measured>();
  for (const entry of results) {
    const { result, gender } = entry;
    const fitted = fitCandidate(result.candidate, result.penalty, dev);
    const cvPart = result.byGender[gender];
    const base = fitted.models[gender];
    if (!cvPart || !base) continue;
    const model = { ...base, temperature: round5(cvPart.temperature) };
    const lockedRows = sortRows(
      lockedSamples
        .filter((s) => s.gender === gender)
        .map((s) => row("locked", s, predict(model, inputsOf(result.candidate, s)))),
    );
    const locked = perSet(lockedRows, setsOf(gender));
    log(
      `${result.candidate.name} [${gender}] (penalty ${result.penalty}, T ${model.temperature}${result.candidate.measureOnly ? ", measured only" : result.candidate.optional ? `, optional ${OPTIONAL_DOWNLOAD}` : ""})`,
    );
    for (const f of cvPart.cv) log(`    cv     ${fmt(f)}`);
    for (const f of locked) log(`    locked ${fmt(f)}`);
    const consensusRows =
      gender === "female" && !process.argv.includes("--no-consensus-cv")
        ? consensusCrossValidate(result.candidate, result.penalty, model.temperature, samples)
        : [];
    const consensusAll = consensusRows.length > 0 ? { ...setFigures(consensusRows) } : null;
    if (consensusAll) {
      log(`    cv-all ${fmt(consensusAll)}`);
      log("    consensus, cross-validated over all its women:");
      for (const line of confusionLines(consensusRows)) log(line);
      log("    consensus, locked part:");
      for (const line of confusionLines(lockedRows.filter((r) => r.set === "consensus"))) log(line);
    }
    measured.set(entry, { model, cvRows: cvPart.rows, cv: cvPart.cv, lockedRows, locked, consensusRows, consensusAll });
  }
  if (only) return;

  const bestOf = (list: typeof results) =>
    list.reduce<(typeof results)[number] | null>(
      (a, b) => (!a || choiceScore(measured.get(b)?.cv ?? []) > choiceScore(measured.get(a)?.cv ?? []) + 1e-9 ? b : a),
      null,
    );
  const chosen = (gender: Gender, optional: boolean) =>
    bestOf(
      results.filter(
        (r) =>
          r.gender === gender && Boolean(r.result.candidate.optional) === optional && !r.result.candidate.measureOnly,
      ),
    );

  const finish = (
    gender: Gender,
    entry: (typeof results)[number],
    role: string,
  ): { model: FaceShapeModel; rows: PredictionRow[] } => {
    const shipped = measured.get(entry);
    if (!shipped) throw new Error("model not measured");
    const { candidate, penalty } = entry.result;
    const diamondWins = setsOf(gender).map((set) => {
      const rows = [...shipped.cvRows, ...shipped.lockedRows].filter((r) => r.set === set && r.top1 !== "none");
      // (cv-all rows repeat photos already counted, so they are left out here)
      return { set, wins: rows.filter((r) => r.top1 === "diamond").length, photos: rows.length };
    });
    log(`${role} [${gender}]: ${candidate.name} penalty=${penalty} (cv score ${choiceScore(shipped.cv).toFixed(1)})`);
    log(`  Diamond as top shape ${diamondWins.map((d) => `${d.set} ${d.wins} of ${d.photos}`).join(", ")}`);
    const trained = dev.filter((s) => s.inputs && (candidate.scheme === "joint" || s.gender === gender)).length;
    const model: FaceShapeModel = {
      ...shipped.model,
      note: [
        `${role} for ${gender === "female" ? "women" : "men"}: ${candidate.name} (penalty ${penalty}, temperature ${shipped.model.temperature}) on ${candidate.features().length} inputs, fitted on ${trained} development photos.`,
        `Chosen by person-grouped ${FOLDS}-fold cross-validation on the development part; measured once on the locked test part.`,
        ...shipped.locked.map(
          (f) =>
            `Locked ${f.set}: top-1 ${f.top1.percent} %, top-2 ${f.top2.percent} %, consistency ${f.consistency.percent} %, calibration error ${f.calibration.ece} points (${f.photos} photos, ${f.people} people).`,
        ),
        `Diamond is a proportion rule, not a fitted class: forehead and jaw both ${DIAMOND_RULE.threshold} SD narrower than usual relative to the cheekbones.`,
      ].join("\n"),
      evaluation: {
        lockedSplit: { version: split.version, seed: split.seed, fraction: split.fraction },
        locked: shipped.locked,
        crossValidation: shipped.cv,
        ...(shipped.consensusAll ? { consensusCrossValidation: shipped.consensusAll } : {}),
        diamondWins,
      },
    };
    log(
      `  locked: ${shipped.locked.map((f) => `${f.set} top1=${f.top1.percent} top2=${f.top2.percent} consistency=${f.consistency.percent} ece=${f.calibration.ece}`).join(" ")}`,
    );
    for (const f of shipped.locked) {
      log(`  reliability ${f.set} (top share bin: photos, mean share, right):`);
      for (const b of f.calibration.bins)
        log(`    ${b.from}-${b.to} %: ${b.photos}, ${b.meanShare} %, ${b.accuracy} %`);
    }
    return { model, rows: [...shipped.cvRows, ...shipped.lockedRows, ...shipped.consensusRows] };
  };

  const base = Object.fromEntries(
    GENDERS.map((gender) => {
      const entry = chosen(gender, false);
      if (!entry) throw new Error(`no base candidate for ${gender}`);
      return [gender, finish(gender, entry, "Base model")];
    }),
  ) as Record<Gender, { model: FaceShapeModel; rows: PredictionRow[] }>;

  // The optional download's gate (DECISIONS.md), applied once to the candidates chosen above.
  const optionalEntries = GENDERS.map((gender) => [gender, chosen(gender, true)] as const);
  let optionalEarns = optionalEntries.every(([, entry]) => entry !== null);
  if (optionalEarns) {
    const womenSets = setsOf("female");
    const lockedOf = (entry: (typeof results)[number] | null) => measured.get(entry as (typeof results)[number]);
    const womenOptional = lockedOf(optionalEntries[0]?.[1] ?? null);
    const womenBase = base.female.rows.filter((r) => r.part === "locked" && womenSets.includes(r.set));
    const optRows = womenOptional?.lockedRows ?? [];
    const gain1 = pooledShare(optRows, 1) - pooledShare(womenBase, 1);
    const gain2 = pooledShare(optRows, 2) - pooledShare(womenBase, 2);
    const consistency = (list: readonly SetFigures[]) =>
      list.reduce((a, f) => a + f.consistency.percent, 0) / (list.length || 1);
    const gainC = consistency(womenOptional?.locked ?? []) - consistency(base.female.model.evaluation.locked);
    const losses = GENDERS.flatMap((gender) => {
      const opt = lockedOf(optionalEntries.find(([g]) => g === gender)?.[1] ?? null)?.locked ?? [];
      return base[gender].model.evaluation.locked.map(
        (f) => f.top1.percent - (opt.find((o) => o.set === f.set)?.top1.percent ?? 0),
      );
    });
    const worstLoss = Math.max(...losses);
    const passesGate =
      (gain1 >= OPTIONAL_GATE.topGain || gain2 >= OPTIONAL_GATE.topGain || gainC >= OPTIONAL_GATE.consistencyGain) &&
      worstLoss <= OPTIONAL_GATE.maxTop1Loss;
    const meshFiles = [
      "node_modules/@vladmandic/human/models/facemesh.bin",
      "node_modules/@vladmandic/human/models/facemesh.json",
    ];
    const usesMesh = optionalEntries.some(([, entry]) => entry?.result.candidate.mesh);
    const download =
      BASE_DOWNLOAD_GZ +
      gzipBytes("node_modules/@vladmandic/face-api/model/face_recognition_model.bin") +
      (usesMesh ? meshFiles.reduce((a, f) => a + gzipBytes(f), 0) : 0);
    log(
      `optional models' download: ${download} bytes gzip with the base model (cap ${DOWNLOAD_CAP_GZ}): ${download <= DOWNLOAD_CAP_GZ ? "within" : "over"} the cap`,
    );
    optionalEarns = passesGate && download <= DOWNLOAD_CAP_GZ;
    log(
      `\noptional descriptor models: women's sets together top-1 ${gain1 >= 0 ? "+" : ""}${gain1.toFixed(1)}, top-2 ${gain2 >= 0 ? "+" : ""}${gain2.toFixed(1)}, ` +
        `consistency ${gainC >= 0 ? "+" : ""}${gainC.toFixed(1)}; largest top-1 loss on a set ${worstLoss.toFixed(1)}: ` +
        `${passesGate ? "passes" : "does not pass"} the gate (needs +${OPTIONAL_GATE.topGain} top-1 or top-2, or +${OPTIONAL_GATE.consistencyGain} consistency, losing at most ${OPTIONAL_GATE.maxTop1Loss}); ` +
        `${optionalEarns ? "earns" : "does not earn"} its download`,
    );
  }

  writeFileSync(MODEL_FILE, formatModelFile({ female: base.female.model, male: base.male.model }, false));
  writeFileSync(EVIDENCE_FILE, formatEvidence([...base.female.rows, ...base.male.rows]));
  if (optionalEarns) {
    const optional = Object.fromEntries(
      optionalEntries.map(([gender, entry]) => [
        gender,
        finish(gender, entry as (typeof results)[number], "Model with the face descriptor"),
      ]),
    ) as Record<Gender, { model: FaceShapeModel; rows: PredictionRow[] }>;
    writeFileSync(
      DESCRIPTOR_MODEL_FILE,
      formatModelFile({ female: optional.female.model, male: optional.male.model }, true),
    );
    writeFileSync(DESCRIPTOR_EVIDENCE_FILE, formatEvidence([...optional.female.rows, ...optional.male.rows]));
  } else {
    writeFileSync(DESCRIPTOR_MODEL_FILE, formatModelFile(null, true));
    // No full model ships, so it has no evidence either.
    rmSync(DESCRIPTOR_EVIDENCE_FILE, { force: true });
    log("no optional model earns its download: wrote an empty descriptor model file");
  }
  spawnSync("npx", ["prettier", "--write", MODEL_FILE, DESCRIPTOR_MODEL_FILE], { cwd: REPO_ROOT, stdio: "ignore" });
  log(
    `wrote ${path.relative(REPO_ROOT, MODEL_FILE)}, ${path.relative(REPO_ROOT, DESCRIPTOR_MODEL_FILE)} and the evidence`,
  );
  void calibrationOf;
}

await main();
