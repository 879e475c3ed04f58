/**
 * The one module of figures the site imports, src/lib/face-shape/model/figures.data.ts, worked out
 * from the calibration's evidence (./evidence/): every photo's prediction (evidence.csv, written by
 * `npm run calibrate`), the development photos' measurements and the why's noise
 * (shape-measurements.csv and term-noise.json, written by `npm run shape-evidence`) and the
 * locked split. It holds only the numbers the site shows:
 *
 * - ACCURACY_FIGURES: per gender and labelled set, the locked part's figures (and the consensus
 *   set's over all its women), the development photos, how often Diamond's rule won, the split;
 * - RESULT_FIGURES: the tables of how often answers like the one shown were right, and how steady
 *   one answer is (two-photo and three-photo agreement over the sets' cross-validation);
 * - SHAPE_EVIDENCE: each labelled shape's typical ranges, the why's noise, and what an open mouth
 *   and a turned head do to the measurements.
 *
 * Both commands write it after their evidence; to write it from the committed evidence alone:
 * `JITI_TSCONFIG_PATHS=true npx jiti tools/face-model/site-figures.ts`. A unit test
 * (./site-figures.test.ts) works it out again and fails when the committed file differs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { Gender } from "../../src/data/face-shapes";
import type { GenderEvidence, ShapeEvidence } from "../../src/lib/face-shape/shape-evidence-types";
import type { FacePart } from "../../src/lib/face-shape/model-reasons";
import type { AccuracyFigures, GenderAccuracy, SetAccuracy } from "../../src/lib/model-accuracy/accuracy-figures";
import type { ResultFigures, Steadiness } from "../../src/lib/model-accuracy/result-figures";
import { REPO_ROOT } from "../../scripts/repo-root";
import { DATASETS, EVIDENCE_DIR, EVIDENCE_FILE, LOCKED_SPLIT_FILE, MODEL_DIR } from "./datasets";
import { answerChances } from "./evaluation/answer-chance";
import { doubtfulChances } from "./evaluation/doubtful-chances";
import { parseEvidence, setFigures, setFiguresOverRepeats, type PredictionRow } from "./evaluation/evaluation-figures";
import type { SetFigures } from "./evaluation/set-figures";
import { hardPhotoEffects, parseMeasured, shapeEntries, type MeasuredRow } from "./evaluation/shape-measurements";

export const FIGURES_FILE = path.join(MODEL_DIR, "figures.data.ts");
export const MEASUREMENTS_FILE = path.join(EVIDENCE_DIR, "shape-measurements.csv");
export const TERM_NOISE_FILE = path.join(EVIDENCE_DIR, "term-noise.json");

/** The why's noise per gender, keyed "First|Second" (src/lib/face-shape/shape-evidence-types.ts termNoise). */
export type TermNoise = Record<Gender, Record<string, Record<FacePart, number>>>;

/** What the figures are worked out from. */
export interface FigureInputs {
  evidence: readonly PredictionRow[];
  split: AccuracyFigures["lockedSplit"];
  measurements: readonly MeasuredRow[];
  termNoise: TermNoise;
}

const GENDERS = ["female", "male"] as const;

/** The labelled sets of a gender, in the calibration's order. */
const setsOf = (gender: Gender) => DATASETS.filter((set) => set.gender === gender).map((set) => set.name);

/** The committed evidence. */
export function readFigureInputs(): FigureInputs {
  const split = JSON.parse(readFileSync(LOCKED_SPLIT_FILE, "utf8")) as AccuracyFigures["lockedSplit"];
  return {
    evidence: parseEvidence(readFileSync(EVIDENCE_FILE, "utf8")),
    split: { version: split.version, seed: split.seed, fraction: split.fraction },
    measurements: parseMeasured(readFileSync(MEASUREMENTS_FILE, "utf8")),
    termNoise: JSON.parse(readFileSync(TERM_NOISE_FILE, "utf8")) as TermNoise,
  };
}

/** The repeats of a cross-validation in the evidence ("cv1", "cv2", ... or "cv-all1", ...), each its rows. */
export function repeatsOf(
  rows: readonly PredictionRow[],
  prefix: "cv" | "cv-all",
  keep: (row: PredictionRow) => boolean = () => true,
): PredictionRow[][] {
  const parts = [...new Set(rows.map((r) => r.part))].filter((p) => new RegExp(`^${prefix}\\d+$`).test(p)).sort();
  return parts.map((part) => rows.filter((r) => r.part === part && keep(r)));
}

/** What the site states of a set's figures. */
const stated = (f: SetFigures): SetAccuracy => ({
  set: f.set,
  photos: f.photos,
  people: f.people,
  repeats: f.repeats,
  top1: f.top1,
  top2: f.top2,
  consistency: f.consistency,
  threePhoto: f.threePhoto,
  calibrationError: f.calibration.ece,
});

const range = (values: readonly number[]) =>
  [Math.round(Math.min(...values)), Math.round(Math.max(...values))] as const;

/** Every figure of the module, from the evidence. */
export function siteFigures({ evidence, split, measurements, termNoise }: FigureInputs): {
  accuracy: AccuracyFigures;
  result: ResultFigures;
  shapes: ShapeEvidence;
} {
  const perGender = GENDERS.map((gender) => {
    const sets = setsOf(gender);
    const locked = sets.map((set) => setFigures(evidence.filter((r) => r.part === "locked" && r.set === set)));
    const crossValidation = sets.map((set) => setFiguresOverRepeats(repeatsOf(evidence, "cv", (r) => r.set === set)));
    const across = repeatsOf(evidence, "cv-all", (r) => sets.includes(r.set)).filter((rows) => rows.length > 0);
    // Each photo once: the first repeat's development rows and the locked rows.
    const analysed = evidence.filter(
      (r) => (r.part === "cv1" || r.part === "locked") && sets.includes(r.set) && r.top1 !== "none",
    );
    const accuracy: GenderAccuracy = {
      locked: locked.map(stated),
      ...(across.length > 0 ? { acrossAll: stated(setFiguresOverRepeats(across)) } : {}),
      developmentPhotos: crossValidation.reduce((sum, f) => sum + f.photos, 0),
    };
    const steadiness: Steadiness = {
      twoPhotos: range(crossValidation.map((f) => f.consistency.percent)),
      threePhotos: range(crossValidation.map((f) => f.threePhoto.percent)),
    };
    const own = measurements.filter((row) => row.gender === gender);
    const shapes: GenderEvidence = {
      shapes: shapeEntries(own),
      termNoise: termNoise[gender],
      effects: hardPhotoEffects(own),
    };
    const wins = { wins: analysed.filter((r) => r.top1 === "diamond").length, photos: analysed.length };
    const doubtful = doubtfulChances(evidence, measurements, gender, Object.values(shapes.shapes));
    return { gender, accuracy, steadiness, shapes, wins, doubtful };
  });
  const of = <T>(pick: (g: (typeof perGender)[number]) => T) =>
    Object.fromEntries(perGender.map((g) => [g.gender, pick(g)])) as Record<Gender, T>;
  return {
    accuracy: {
      lockedSplit: split,
      diamondWins: {
        wins: perGender.reduce((sum, g) => sum + g.wins.wins, 0),
        photos: perGender.reduce((sum, g) => sum + g.wins.photos, 0),
      },
      byGender: of((g) => g.accuracy),
    },
    result: {
      chances: { female: answerChances(evidence, "female"), male: answerChances(evidence, "male") },
      doubtful: of((g) => g.doubtful),
      steadiness: of((g) => g.steadiness),
    },
    shapes: of((g) => g.shapes),
  };
}

/** The module's text, formatted as the repository formats it. */
export async function siteFiguresSource(inputs: FigureInputs = readFigureInputs()): Promise<string> {
  const { accuracy, result, shapes } = siteFigures(inputs);
  const text = `import type { ShapeEvidence } from "../shape-evidence-types";
import type { AccuracyFigures } from "../../model-accuracy/accuracy-figures";
import type { ResultFigures } from "../../model-accuracy/result-figures";

/**
 * Generated by tools/face-model/site-figures.ts (npm run calibrate, npm run shape-evidence) from the
 * calibration's evidence in tools/face-model/evidence/; do not edit. The numbers the site shows:
 * the accuracy section's, the result's (how often answers like it were right, how steady it is)
 * and the labelled shapes' ranges.
 */
export const ACCURACY_FIGURES: AccuracyFigures = ${JSON.stringify(accuracy)};

export const RESULT_FIGURES: ResultFigures = ${JSON.stringify(result)};

export const SHAPE_EVIDENCE: ShapeEvidence = ${JSON.stringify(shapes)};
`;
  return format(text, { ...(await resolveConfig(FIGURES_FILE)), filepath: FIGURES_FILE });
}

/** Writes the module from the committed evidence. */
export async function writeSiteFigures(log: (line: string) => void = console.log): Promise<void> {
  writeFileSync(FIGURES_FILE, await siteFiguresSource());
  log(`wrote ${path.relative(REPO_ROOT, FIGURES_FILE)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await writeSiteFigures();
