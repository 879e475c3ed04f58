/**
 * `npm run calibrate [-- --no-build]`: fits the face-shape classifier and measures it honestly.
 *
 * Protocol (README "Face engine"):
 * 1. The real worker of the built site measures every photo of both labelled sets (cached in
 *    .cache/face-engine/ by scripts/face-engine/extract-features.ts), so training inputs come from
 *    the same pipeline as a visitor's.
 * 2. Each set's locked test part (model/locked-test-split.json, chosen by person before any
 *    experiment) is set aside. Everything below it, until step 5, sees only the development part.
 * 3. Every candidate (inputs x model family x how the two sets are combined) and each of its
 *    penalties is scored by person-grouped 5-fold cross-validation on the development part.
 *    CHOICE RULE, fixed before any run: the mean over both sets of (top-1 + top-2) / 2.
 *    A candidate that needs the optional face-descriptor download must beat the best base
 *    candidate by at least 3 points of mean top-1 (DECISIONS.md "Model size"), counted only on
 *    sets whose person map passes the identity-leak check below.
 *    IDENTITY-LEAK CHECK (added after the first runs showed the need): the descriptor is made to
 *    recognise people, so where a set's person map splits one real person into several numbers,
 *    person-grouped splits no longer separate people for it. Per set, the label of each
 *    development photo's nearest neighbour by descriptor among *other* person numbers is
 *    compared with its own; far above the share a landmark-only neighbour gets, the map leaks.
 * 4. The chosen candidate is fitted on the whole development part: that is the shipped model.
 * 5. Only then is it measured on the locked parts, per set, with a 95 % interval from a bootstrap
 *    over people, and consistency (how often two photos of a person get the same top shape). The
 *    other candidates' locked figures are printed for the record; they choose nothing.
 * 6. Writes model/face-shape-model.data.ts and the per-photo evidence model/evidence.csv (a unit
 *    test recomputes the model file's figures from it).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import { classifyFaceShape } from "../../src/lib/face-shape/classify-face-shape";
import {
  formatEvidence,
  setFigures,
  type PredictionRow,
  type SetFigures,
} from "../../src/lib/face-shape/evaluation/evaluation-figures";
import type { FaceShapeModel, LabelledShape } from "../../src/lib/face-shape/face-shape-model";
import {
  CLASSIFIER_FEATURE_NAMES,
  SHAPE_FEATURE_NAMES,
  classifierInputs,
} from "../../src/lib/face-shape/shape-features";
import { DATASETS, readLockedSplit, readPeople } from "./datasets";
import { REPO_ROOT } from "./engine-runner";
import { extractAllSets } from "./extract-features";
import { measureCropShift } from "./crop-shift";
import {
  fitLda,
  fitLogistic,
  fitStandardiser,
  groupFolds,
  standardise,
  type LinearModel,
  type Matrix,
} from "./fit-classifier";

const FOLDS = 5;
const CLASSES: readonly LabelledShape[] = ["Oval", "Round", "Square", "Heart", "Oblong"];
const MODEL_DIR = path.join(REPO_ROOT, "src/lib/face-shape/model");
const MODEL_FILE = path.join(MODEL_DIR, "face-shape-model.data.ts");
const EVIDENCE_FILE = path.join(MODEL_DIR, "evidence.csv");
const DESCRIPTOR_MODEL_FILE = path.join(MODEL_DIR, "face-shape-model-descriptor.data.ts");
const DESCRIPTOR_EVIDENCE_FILE = path.join(MODEL_DIR, "evidence-descriptor.csv");
/** Points of mean top-1 an optional download must add to be shipped (DECISIONS.md). */
const OPTIONAL_MODEL_BAR = 3;
/** A set whose descriptor neighbours across person numbers share the label this often leaks identity. */
const LEAK_AGREEMENT = 0.6;

/**
 * Share of photos whose nearest other-person neighbour (by face descriptor) has the same label.
 * On a person map that separates people this stays near what shape alone explains; when one
 * person hides under several numbers, it approaches the labels' own per-person agreement.
 */
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

type Scheme = "balanced" | "pooled" | "indicator" | "pasupa2019-only" | "niten19-only";

interface Candidate {
  name: string;
  inputs: string;
  features: () => readonly string[];
  family: "lda" | "logistic";
  penalties: readonly number[];
  scheme: Scheme;
  /** Needs face-api's recognition model, an optional 4 MB download. */
  optional?: boolean;
}

interface Sample {
  set: string;
  photo: string;
  person: number;
  label: number;
  locked: boolean;
  /** classifierInputs of the photo, or null when the engine gave no result. */
  inputs: number[] | null;
}

const log = (line: string) => console.log(line);
const round5 = (v: number) => Number(v.toPrecision(5));

/** Sample weights: "balanced" makes each set weigh the same in total, whatever its size. */
function weightsFor(train: readonly Sample[], scheme: Scheme): number[] {
  if (scheme !== "balanced" && scheme !== "indicator") return train.map(() => 1);
  const counts = new Map<string, number>();
  for (const s of train) counts.set(s.set, (counts.get(s.set) ?? 0) + 1);
  return train.map((s) => train.length / (counts.size * (counts.get(s.set) ?? 1)));
}

/**
 * Fits a candidate and returns it in the shipped model format, rounded as the model file stores
 * it (so figures are those of the numbers actually shipped). The set indicator, when used, is an
 * extra input during fitting; the shipped model reads it as halfway between the sets (folded
 * into the bias), since a visitor belongs to neither.
 */
function fitCandidate(candidate: Candidate, penalty: number, all: readonly Sample[]): FaceShapeModel {
  const train = all.filter(
    (s) =>
      s.inputs &&
      (candidate.scheme === "pasupa2019-only"
        ? s.set === "pasupa2019"
        : candidate.scheme === "niten19-only"
          ? s.set === "niten19"
          : true),
  );
  const names = candidate.features();
  const cols = names.map((name) => CLASSIFIER_FEATURE_NAMES.indexOf(name));
  const indicator = candidate.scheme === "indicator";
  const raw: Matrix = train.map((s) => {
    const row = cols.map((c) => s.inputs?.[c] ?? 0);
    return indicator ? [...row, s.set === "niten19" ? 1 : 0] : row;
  });
  const weights = weightsFor(train, candidate.scheme);
  const standardiser = fitStandardiser(raw, weights);
  const z = standardise(raw, standardiser);
  const y = train.map((s) => s.label);
  const linear: LinearModel =
    candidate.family === "lda"
      ? fitLda(z, y, CLASSES.length, penalty, weights)
      : fitLogistic(z, y, CLASSES.length, penalty, weights);
  let bias = linear.bias;
  let modelWeights = linear.weights;
  let mean = standardiser.mean;
  let scale = standardiser.scale;
  if (indicator) {
    const d = names.length;
    const halfway = (0.5 - (mean[d] ?? 0)) / (scale[d] || 1);
    bias = bias.map((b, k) => b + (linear.weights[k]?.[d] ?? 0) * halfway);
    modelWeights = modelWeights.map((row) => row.slice(0, d));
    mean = mean.slice(0, d);
    scale = scale.slice(0, d);
  }
  const fi = SHAPE_FEATURE_NAMES.indexOf("foreheadToCheekbone");
  const ji = SHAPE_FEATURE_NAMES.indexOf("jawToCheekbone");
  const ratios = fitStandardiser(
    train.map((s) => [s.inputs?.[fi] ?? 0, s.inputs?.[ji] ?? 0]),
    weights,
  );
  return {
    note: "",
    evaluation: { lockedSplit: { seed: 0, fraction: 0 }, locked: [], crossValidation: [], diamondWins: [] },
    features: names,
    mean: mean.map(round5),
    scale: scale.map(round5),
    classes: CLASSES,
    weights: modelWeights.map((row) => row.map(round5)),
    bias: bias.map(round5),
    diamond: {
      foreheadMean: round5(ratios.mean[0] ?? 0),
      foreheadStd: round5(ratios.scale[0] ?? 1),
      jawMean: round5(ratios.mean[1] ?? 0),
      jawStd: round5(ratios.scale[1] ?? 1),
      ...DIAMOND_RULE,
    },
  };
}

/** The model's top two shapes for a sample, lowercase, "none" without a result. */
function predict(model: FaceShapeModel, sample: Sample): { top1: string; top2: string } {
  if (!sample.inputs) return { top1: "none", top2: "none" };
  const p = classifyFaceShape(sample.inputs, model);
  const ranked = [...FACE_SHAPES].sort((a, b) => p[b] - p[a] || FACE_SHAPES.indexOf(a) - FACE_SHAPES.indexOf(b));
  return { top1: (ranked[0] ?? "").toLowerCase(), top2: (ranked[1] ?? "").toLowerCase() };
}

function row(part: string, sample: Sample, prediction: { top1: string; top2: string }): PredictionRow {
  return {
    part,
    set: sample.set,
    photo: sample.photo,
    person: sample.person,
    label: (CLASSES[sample.label] ?? "").toLowerCase(),
    ...prediction,
  };
}

const perSet = (rows: readonly PredictionRow[]): SetFigures[] =>
  DATASETS.map((set) => setFigures(rows.filter((r) => r.set === set.name)));

/** The choice rule: mean over sets of (top-1 + top-2) / 2. */
const choiceScore = (figures: readonly SetFigures[]) =>
  figures.reduce((a, f) => a + (f.top1.percent + f.top2.percent) / 2, 0) / (figures.length || 1);
const meanTop1 = (figures: readonly SetFigures[]) =>
  figures.reduce((a, f) => a + f.top1.percent, 0) / (figures.length || 1);

/** Out-of-fold predictions of one candidate and penalty on the development part. */
function crossValidate(candidate: Candidate, penalty: number, dev: readonly Sample[], folds: readonly number[]) {
  const rows: PredictionRow[] = [];
  for (let f = 0; f < FOLDS; f += 1) {
    const model = fitCandidate(
      candidate,
      penalty,
      dev.filter((_, i) => folds[i] !== f),
    );
    dev.forEach((s, i) => {
      if (folds[i] === f) rows.push(row("cv", s, predict(model, s)));
    });
  }
  rows.sort((a, b) => a.set.localeCompare(b.set) || a.photo.localeCompare(b.photo));
  return rows;
}

const fmt = (f: SetFigures) =>
  `${f.set} top1 ${f.top1.percent} [${f.top1.low}-${f.top1.high}] top2 ${f.top2.percent} [${f.top2.low}-${f.top2.high}] ` +
  `consistency ${f.consistency.percent} [${f.consistency.low}-${f.consistency.high}] (n=${f.photos}, ${f.people} people)`;

/** The model file: FACE_SHAPE_MODEL (base) or FACE_SHAPE_MODEL_WITH_DESCRIPTOR (null when none earned its download). */
function formatModelFile(model: FaceShapeModel | null, name: string): string {
  const constant = name.endsWith("descriptor") ? "FACE_SHAPE_MODEL_WITH_DESCRIPTOR" : "FACE_SHAPE_MODEL";
  return `import type { FaceShapeModel } from "../face-shape-model";

/**
 * Fitted by \`npm run calibrate\` (scripts/face-engine/calibrate.ts); do not edit by hand.
 * ${(model?.note ?? "No model with the face descriptor earned its download.").split("\n").join("\n * ")}
 */
export const ${constant}: FaceShapeModel${model ? "" : " | null"} = ${JSON.stringify(model, null, 2)};
`;
}

async function main() {
  const withDescriptors = !process.argv.includes("--without-descriptor");
  const sets = await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", log, {
    descriptors: withDescriptors,
  });
  const split = readLockedSplit();
  const samples: Sample[] = [];
  for (const set of sets) {
    const people = new Map(readPeople(set.folder).map((r) => [r.photo, r.person]));
    const locked = new Set(split.sets[set.name]?.lockedPeople ?? []);
    for (const photo of set.photos) {
      const label = CLASSES.findIndex((c) => c.toLowerCase() === photo.label.toLowerCase());
      const person = people.get(photo.relativePath);
      if (label < 0 || person === undefined) throw new Error(`${set.name}/${photo.relativePath}: no label or person`);
      samples.push({
        set: set.name,
        photo: photo.relativePath,
        person,
        label,
        locked: locked.has(person),
        inputs:
          photo.kind === "ok" && photo.points
            ? classifierInputs(photo.points, photo.embedding, set.descriptors.get(photo.relativePath))
            : null,
      });
    }
  }
  const dev = samples.filter((s) => !s.locked);
  const lockedSamples = samples.filter((s) => s.locked);
  for (const set of DATASETS) {
    const of = (list: Sample[]) => list.filter((s) => s.set === set.name);
    log(
      `${set.name}: development ${of(dev).length} photos (${of(dev).filter((s) => s.inputs).length} with a result), ` +
        `locked ${of(lockedSamples).length} photos (${of(lockedSamples).filter((s) => s.inputs).length} with a result)`,
    );
  }

  // Which inputs move when a face is cropped tightly (chin and hairline cut), on development photos.
  const cropShift = await measureCropShift(sets, new Set(dev.map((s) => `${s.set}/${s.photo}`)), log);
  const CROP_ROBUST = GEOMETRY.filter((name) => (cropShift.get(name) ?? Infinity) < 0.25);
  log(`crop-robust geometry: ${CROP_ROBUST.length} of ${GEOMETRY.length} inputs shift under 0.25 SD`);

  const candidates: Candidate[] = [
    { name: "geometry LDA", inputs: "geometry", features: () => GEOMETRY, family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced" },
    { name: "geometry logistic", inputs: "geometry", features: () => GEOMETRY, family: "logistic", penalties: [0.003], scheme: "balanced" },
    { name: "crop-robust geometry LDA", inputs: "crop-robust geometry", features: () => CROP_ROBUST, family: "lda", penalties: [0.05, 0.2, 0.5], scheme: "balanced" },
    { name: "description LDA", inputs: "landmark-model description", features: () => EMBEDDING, family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced" },
    { name: "geometry+description LDA", inputs: "geometry + description", features: () => [...GEOMETRY, ...EMBEDDING], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced" },
    { name: "geometry+description logistic", inputs: "geometry + description", features: () => [...GEOMETRY, ...EMBEDDING], family: "logistic", penalties: [0.01], scheme: "balanced" },
    { name: "geometry+description LDA, sets pooled", inputs: "geometry + description", features: () => [...GEOMETRY, ...EMBEDDING], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "pooled" },
    { name: "geometry+description LDA, set indicator", inputs: "geometry + description", features: () => [...GEOMETRY, ...EMBEDDING], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "indicator" },
    { name: "geometry+description LDA, Pasupa only", inputs: "geometry + description", features: () => [...GEOMETRY, ...EMBEDDING], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "pasupa2019-only" },
    { name: "geometry+description LDA, niten only", inputs: "geometry + description", features: () => [...GEOMETRY, ...EMBEDDING], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "niten19-only" },
    { name: "geometry+descriptor LDA", inputs: "geometry + face descriptor", features: () => [...GEOMETRY, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", optional: true },
    { name: "geometry+description+descriptor LDA", inputs: "geometry + description + face descriptor", features: () => [...GEOMETRY, ...EMBEDDING, ...DESCRIPTOR], family: "lda", penalties: [0.2, 0.5, 0.8], scheme: "balanced", optional: true },
  ]; // prettier-ignore
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);

  const folds = groupFolds(
    dev.map((s) => `${s.set}:${s.person}`),
    FOLDS,
  );
  interface Result {
    candidate: Candidate;
    penalty: number;
    cvRows: PredictionRow[];
    cv: SetFigures[];
  }
  const results: Result[] = [];
  const tried = candidates.filter((c) => (!only || c.name.includes(only)) && (withDescriptors || !c.optional));
  for (const candidate of tried) {
    let best: Result | null = null;
    for (const penalty of candidate.penalties) {
      const cvRows = crossValidate(candidate, penalty, dev, folds);
      const cv = perSet(cvRows);
      log(
        `  ${candidate.name} penalty=${penalty}: cv ${cv.map((f) => `${f.set} ${f.top1.percent}/${f.top2.percent}`).join(", ")}`,
      );
      if (!best || choiceScore(cv) > choiceScore(best.cv) + 1e-9) best = { candidate, penalty, cvRows, cv };
    }
    if (best) results.push(best);
  }

  const best = (list: readonly Result[]) =>
    list.length ? list.reduce((a, b) => (choiceScore(b.cv) > choiceScore(a.cv) + 1e-9 ? b : a)) : null;
  const bestBase = best(results.filter((r) => !r.candidate.optional));
  const bestOptional = best(results.filter((r) => r.candidate.optional));
  if (bestBase) {
    log(
      `\nbase model chosen by cross-validation: ${bestBase.candidate.name} penalty=${bestBase.penalty} (score ${choiceScore(bestBase.cv).toFixed(1)})`,
    );
  }
  const cleanSets = withDescriptors
    ? DATASETS.filter((set) => {
        const agreement = neighbourAgreement(dev.filter((s) => s.set === set.name));
        const leaks = agreement > LEAK_AGREEMENT;
        log(
          `identity-leak check ${set.name}: nearest other-person descriptor shares the label for ${(100 * agreement).toFixed(1)} % ` +
            `of development photos: ${leaks ? "LEAKS (person map splits people; descriptor figures on it are not trusted)" : "passes"}`,
        );
        return !leaks;
      }).map((set) => set.name)
    : [];
  const onClean = (figures: readonly SetFigures[]) => figures.filter((f) => cleanSets.includes(f.set));
  const optionalEarns =
    bestOptional !== null &&
    bestBase !== null &&
    cleanSets.length > 0 &&
    meanTop1(onClean(bestOptional.cv)) >= meanTop1(onClean(bestBase.cv)) + OPTIONAL_MODEL_BAR;
  if (bestOptional && bestBase) {
    log(
      `optional descriptor model: best ${bestOptional.candidate.name} penalty=${bestOptional.penalty}, mean cv top-1 ` +
        `on sets that pass the leak check (${cleanSets.join(", ") || "none"}) ` +
        `${meanTop1(onClean(bestOptional.cv)).toFixed(1)} vs base ${meanTop1(onClean(bestBase.cv)).toFixed(1)}: ` +
        `${optionalEarns ? "earns" : "does not earn"} its download (bar +${OPTIONAL_MODEL_BAR})`,
    );
  }

  // Step 5: the locked parts, measured once per candidate for the record; the choice is made above.
  log("\ncandidate | cv (development) | locked (never seen)");
  const measured = new Map<Result, { model: FaceShapeModel; lockedRows: PredictionRow[]; locked: SetFigures[] }>();
  for (const result of results) {
    const model = fitCandidate(result.candidate, result.penalty, dev);
    const lockedRows = lockedSamples.map((s) => row("locked", s, predict(model, s)));
    lockedRows.sort((a, b) => a.set.localeCompare(b.set) || a.photo.localeCompare(b.photo));
    const locked = perSet(lockedRows);
    log(`${result.candidate.name} (penalty ${result.penalty}${result.candidate.optional ? ", optional 4 MB" : ""})`);
    for (const f of result.cv) log(`    cv     ${fmt(f)}`);
    for (const f of locked) log(`    locked ${fmt(f)}`);
    measured.set(result, { model, lockedRows, locked });
  }
  if (only || !bestBase) return;

  const finish = (result: Result, file: string, evidence: string, role: string): FaceShapeModel => {
    const shipped = measured.get(result);
    if (!shipped) throw new Error("model not measured");
    const diamondWins = DATASETS.map((set) => {
      const rows = [...result.cvRows, ...shipped.lockedRows].filter((r) => r.set === set.name && r.top1 !== "none");
      return { set: set.name, wins: rows.filter((r) => r.top1 === "diamond").length, photos: rows.length };
    });
    log(`${role}: Diamond as top shape ${diamondWins.map((d) => `${d.set} ${d.wins} of ${d.photos}`).join(", ")}`);
    const model: FaceShapeModel = {
      ...shipped.model,
      note: [
        `${role}: ${result.candidate.name} (penalty ${result.penalty}) on ${result.candidate.features().length} inputs, fitted on the development part of both labelled sets (${dev.length} photos).`,
        `Chosen by person-grouped ${FOLDS}-fold cross-validation on the development part; measured once on the locked test part.`,
        ...shipped.locked.map(
          (f) =>
            `Locked ${f.set}: top-1 ${f.top1.percent} %, top-2 ${f.top2.percent} % (${f.photos} photos, ${f.people} people).`,
        ),
        `Diamond is a proportion rule, not a fitted class: forehead and jaw both ${DIAMOND_RULE.threshold} SD narrower than usual relative to the cheekbones.`,
      ].join("\n"),
      evaluation: {
        lockedSplit: { seed: split.seed, fraction: split.fraction },
        locked: shipped.locked,
        crossValidation: result.cv,
        diamondWins,
      },
    };
    writeFileSync(file, formatModelFile(model, path.basename(file, ".data.ts")));
    writeFileSync(evidence, formatEvidence([...result.cvRows, ...shipped.lockedRows]));
    spawnSync("npx", ["prettier", "--write", file], { cwd: REPO_ROOT, stdio: "ignore" });
    log(`wrote ${path.relative(REPO_ROOT, file)} and ${path.relative(REPO_ROOT, evidence)}`);
    log(
      `locked ${role}: ${shipped.locked.map((f) => `${f.set} top1=${f.top1.percent} top2=${f.top2.percent} consistency=${f.consistency.percent}`).join(" ")}`,
    );
    return model;
  };
  finish(bestBase, MODEL_FILE, EVIDENCE_FILE, "Base model");
  if (bestOptional && optionalEarns) {
    finish(bestOptional, DESCRIPTOR_MODEL_FILE, DESCRIPTOR_EVIDENCE_FILE, "Model with the face descriptor");
  } else {
    writeFileSync(DESCRIPTOR_MODEL_FILE, formatModelFile(null, "face-shape-model-descriptor"));
    log("no optional model earns its download: wrote an empty descriptor model file");
  }
}

await main();
