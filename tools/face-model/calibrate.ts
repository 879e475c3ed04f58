/**
 * `npm run calibrate [-- --no-build] [-- --only=<text>]`: fits the face-shape classifiers (one for
 * women, one for men) and measures them as the site reports them, by protocol version 4 (docs/face-engine.md
 * "Calibration: the protocol"), whose steps this follows in order:
 *
 * 1. Every labelled photo measured by the real worker of the built site (./extract-features.ts,
 *    cached), as the classifier's inputs (./calibration/samples.ts). The locked part of split
 *    version 3 is set aside: nothing below is fitted, tuned or chosen on it.
 * 2. Repeated person-grouped cross-validation over all development people: 5 repeats of 5 folds
 *    (./calibration/cross-validate.ts), each repeat calibrating the shares on its own out-of-fold
 *    scores.
 * 3. Figures per set over the repeats: top-1, top-2, two- and three-photo agreement, calibration.
 * 4. The score of each candidate (./calibration/candidates.ts) at each penalty; its best penalty.
 * 5. Every candidate paired against the model engine v4 shipped, photo by photo, with intervals
 *    from a bootstrap over person groups (./calibration/compare.ts).
 * 6. The download cap, and a larger download only where it wins over the best smaller one by more
 *    than its interval.
 * 7. The locked part confirms: the chosen model and the v4 model measured once on it; the chosen
 *    one is set aside only if it is worse on some set's top-1 with an interval below zero.
 * 8. The chosen models fitted on every development photo with the median calibration of the
 *    repeats, written to model/face-shape-model.data.ts with the per-photo evidence
 *    (model/evidence.csv), from which a unit test recomputes every published figure.
 *
 * `--only=<text>` measures the candidates whose name contains the text (and the v4 baseline) and
 * writes nothing.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  formatEvidence,
  setFigures,
  setFiguresOverRepeats,
  type PredictionRow,
  type SetFigures,
} from "../../src/lib/face-shape/evaluation/evaluation-figures";
import type { FaceShapeModel } from "../../src/lib/face-shape/face-shape-model";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import type { Gender } from "../../src/lib/face-shape/types";
import { REPO_ROOT } from "../engine-harness/engine-runner";
import { CANDIDATES, DIAMOND_RULE, fitCandidate, type Candidate, type Download } from "./calibration/candidates";
import { comparePaired, type Difference, type PairedComparison } from "./calibration/compare";
import {
  FOLDS,
  REPEATS,
  calibrated,
  crossValidate,
  medianCalibration,
  predictionRow,
  repeatedFolds,
  sortRows,
  type CvRun,
} from "./calibration/cross-validate";
import { hardPhotoCalibration } from "./calibration/hard-photos";
import { loadSamples, setsOf, type Sample } from "./calibration/samples";
import { readLockedSplit } from "./datasets";
import { extractAllSets } from "./extract-features";

const GENDERS: readonly Gender[] = ["female", "male"];
const MODEL_DIR = path.join(REPO_ROOT, "src/lib/face-shape/model");
const MODEL_FILE = path.join(MODEL_DIR, "face-shape-model.data.ts");
const EVIDENCE_FILE = path.join(MODEL_DIR, "evidence.csv");

/** DECISIONS.md "Model size": what a visitor downloads for the model that answers (bytes, gzip). */
const DOWNLOAD_CAP_GZ = 3_000_000;
/**
 * The base download (worker, detector and landmark weights, SIMD WASM), as `npm run bench:analysis`
 * measured it for engine v4 without the face mesh; each candidate adds the files of its downloads.
 */
const BASE_DOWNLOAD_GZ = 953_331;
const DOWNLOAD_FILES: Record<Download, readonly string[]> = {
  mesh: ["node_modules/@vladmandic/human/models/facemesh.bin", "node_modules/@vladmandic/human/models/facemesh.json"],
  appearance: ["src/lib/face-engine/worker/models/face-appearance.bin"],
  descriptor: ["node_modules/@vladmandic/face-api/model/face_recognition_model.bin"],
};
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(REPO_ROOT, file)), { level: 9 }).length;
const downloadOf = (candidate: Candidate) =>
  BASE_DOWNLOAD_GZ + candidate.downloads.flatMap((d) => DOWNLOAD_FILES[d]).reduce((a, f) => a + gzipBytes(f), 0);

const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const signed = (d: Difference) => `${d.diff >= 0 ? "+" : ""}${d.diff} [${d.low}, ${d.high}]`;
const fmt = (f: SetFigures) =>
  `${f.set} top1 ${f.top1.percent} [${f.top1.low}-${f.top1.high}] top2 ${f.top2.percent} [${f.top2.low}-${f.top2.high}] ` +
  `two-photo ${f.consistency.percent} [${f.consistency.low}-${f.consistency.high}] three-photo ${f.threePhoto.percent} ` +
  `[${f.threePhoto.low}-${f.threePhoto.high}] ECE ${f.calibration.ece} (n=${f.photos}, ${f.people} people, ` +
  `${f.consistency.people} repeated identities)`;

/** A confusion matrix (rows: label; columns: top shape) as text lines. */
function confusionLines(rows: readonly PredictionRow[]): string[] {
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

/** Step 3-4: every penalty of a candidate; its best by the score. */
function bestRun(candidate: Candidate, dev: readonly Sample[], folds: readonly number[][]): CvRun {
  let best: CvRun | null = null;
  for (const penalty of candidate.penalties) {
    const run = crossValidate(candidate, penalty, dev, folds);
    const c = run.repeats.map((r) => r.calibration);
    log(
      `  ${candidate.name} [${candidate.gender}] penalty ${penalty}: score ${run.score.toFixed(1)}; ` +
        run.figures
          .map(
            (f) =>
              `${f.set} ${f.top1.percent}/${f.top2.percent} two ${f.consistency.percent} three ${f.threePhoto.percent} ECE ${f.calibration.ece}`,
          )
          .join(", ") +
        `; T ${c.map((x) => x.temperature.toFixed(2)).join("/")} hard T ${c.map((x) => x.hardTemperature.toFixed(2)).join("/")} mix ${c.map((x) => x.mix.toFixed(2)).join("/")}`,
    );
    if (!best || run.score > best.score + 1e-9) best = run;
  }
  if (!best) throw new Error(`${candidate.name}: no penalty`);
  return best;
}

const cvRows = (run: CvRun) => run.repeats.map((r) => r.rows);

/** The comparison's lines: the score and each set's top-1 and two-photo agreement differences. */
function comparisonLine(c: PairedComparison): string {
  return (
    `score ${signed(c.score)}; ` +
    Object.entries(c.perSet)
      .map(([set, d]) => `${set} top1 ${signed(d.top1)} top2 ${signed(d.top2)} two-photo ${signed(d.twoPhoto)}`)
      .join("; ")
  );
}

/** Step 8's model, fitted on every development photo, with the repeats' median calibration. */
function finalModel(run: CvRun, dev: readonly Sample[]): FaceShapeModel {
  return calibrated(
    fitCandidate(run.candidate, run.penalty, dev),
    medianCalibration(run.repeats.map((r) => r.calibration)),
  );
}

const lockedRowsOf = (model: FaceShapeModel, locked: readonly Sample[], gender: Gender) =>
  sortRows(locked.filter((s) => s.gender === gender).map((s) => predictionRow("locked", s, s.inputs ? model : null)));

async function main() {
  // Step 1.
  const sets = await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", log);
  const split = readLockedSplit();
  const samples = loadSamples(sets, split);
  const dev = samples.filter((s) => !s.locked);
  const locked = samples.filter((s) => s.locked);
  for (const set of sets) {
    const of = (list: readonly Sample[]) => list.filter((s) => s.set === set.name);
    log(
      `${set.name}: development ${of(dev).length} photos (${of(dev).filter((s) => s.inputs).length} with a result, ` +
        `${of(dev).filter((s) => s.hard).length} hard), locked ${of(locked).length} (${of(locked).filter((s) => s.inputs).length} with a result)`,
    );
  }

  // Steps 2-4.
  const folds = repeatedFolds(dev);
  log(`\n${REPEATS} x ${FOLDS}-fold person-grouped cross-validation over the development people`);
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  const runs = CANDIDATES.filter((c) => c.shipped || !only || c.name.includes(only)).map((c) => bestRun(c, dev, folds));

  // Step 5.
  const shippedRun = (gender: Gender) => {
    const run = runs.find((r) => r.candidate.gender === gender && r.candidate.shipped);
    if (!run) throw new Error(`no v4 model for ${gender}`);
    return run;
  };
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
      log(`    vs v4: ${comparisonLine(comparePaired(cvRows(run), cvRows(shippedRun(run.candidate.gender))))}`);
  }
  if (only) return;

  // Steps 6-7, per gender.
  const chosen = new Map<Gender, { run: CvRun; model: FaceShapeModel; lockedRows: PredictionRow[] }>();
  for (const gender of GENDERS) {
    const shipped = shippedRun(gender);
    const shippedModel = finalModel(shipped, dev);
    const shippedLocked = lockedRowsOf(shippedModel, locked, gender);
    const eligible = runs
      .filter((r) => r.candidate.gender === gender && downloadOf(r.candidate) <= DOWNLOAD_CAP_GZ)
      .sort((a, b) => b.score - a.score);
    const setAside = new Set<CvRun>();
    for (;;) {
      let pick = eligible.find((r) => !setAside.has(r));
      if (!pick) throw new Error(`no candidate left for ${gender}`);
      // A larger download ships only where it beats the best smaller one by more than its interval.
      for (;;) {
        const current: CvRun = pick;
        const smaller = eligible.find(
          (r) => !setAside.has(r) && downloadOf(r.candidate) < downloadOf(current.candidate),
        );
        if (!smaller) break;
        const against = comparePaired(cvRows(current), cvRows(smaller));
        log(
          `${gender}: ${current.candidate.name} (${mb(downloadOf(current.candidate))}) against the best smaller, ` +
            `${smaller.candidate.name} (${mb(downloadOf(smaller.candidate))}): score ${signed(against.score)}`,
        );
        if (against.score.low > 0) break;
        pick = smaller;
      }
      const model = finalModel(pick, dev);
      const lockedRows = lockedRowsOf(model, locked, gender);
      const confirm = comparePaired([lockedRows], [shippedLocked]);
      log(`${gender}: ${pick.candidate.name} on the locked part against v4: ${comparisonLine(confirm)}`);
      const worse = Object.entries(confirm.perSet).filter(([, d]) => d.top1.high < 0);
      if (worse.length === 0) {
        chosen.set(gender, { run: pick, model, lockedRows });
        break;
      }
      log(
        `${gender}: ${pick.candidate.name} is worse on the locked part (${worse.map(([s]) => s).join(", ")}): set aside`,
      );
      setAside.add(pick);
    }
  }

  // The consensus set across all its women (locked or not), for the record: 5 x 5 folds over all women.
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
  const chosenWomen = chosen.get("female");
  if (!chosenWomen) throw new Error("no women's model");
  const allWomen = consensusAll(chosenWomen.run);
  const allWomenV4 = consensusAll(shippedRun("female"));
  const consensusFigures = setFiguresOverRepeats(cvRows(allWomen));
  log(`\nconsensus set across all its women: ${fmt(consensusFigures)}`);
  log(`  engine v4 in the same folds: ${fmt(setFiguresOverRepeats(cvRows(allWomenV4)))}`);
  log(`  paired: ${comparisonLine(comparePaired(cvRows(allWomen), cvRows(allWomenV4)))}`);
  for (const line of confusionLines(allWomen.repeats[0]?.rows ?? [])) log(line);

  // Step 8.
  const finished = Object.fromEntries(
    GENDERS.map((gender) => {
      const entry = chosen.get(gender);
      if (!entry) throw new Error(`no model for ${gender}`);
      const { run, model, lockedRows } = entry;
      const lockedFigures = setsOf(gender).map((set) => setFigures(lockedRows.filter((r) => r.set === set)));
      const diamondWins = setsOf(gender).map((set) => {
        const rows = [...(run.repeats[0]?.rows ?? []), ...lockedRows].filter((r) => r.set === set && r.top1 !== "none");
        return { set, wins: rows.filter((r) => r.top1 === "diamond").length, photos: rows.length };
      });
      const trained = dev.filter((s) => s.inputs && s.gender === gender).length;
      log(
        `\n${gender}: ${run.candidate.name}, penalty ${run.penalty}, temperature ${model.temperature}, hard ${model.hardTemperature}, mix ${model.mix}`,
      );
      for (const f of lockedFigures) {
        log(`  locked ${fmt(f)}`);
        for (const b of f.calibration.bins)
          log(`    ${b.from}-${b.to} %: ${b.photos}, ${b.meanShare} %, ${b.accuracy} %`);
      }
      log(`  Diamond as top shape: ${diamondWins.map((d) => `${d.set} ${d.wins} of ${d.photos}`).join(", ")}`);
      const hardCv = hardPhotoCalibration(
        run.repeats.flatMap((r) => r.rows),
        dev,
      );
      log(
        `  calibration error, cross-validated: photos measured unsurely ${hardCv.hard.ece} points (${hardCv.hard.photos} predictions), the others ${hardCv.other.ece} (${hardCv.other.photos})`,
      );
      const shippedModel: FaceShapeModel = {
        ...model,
        note: [
          `Model for ${gender === "female" ? "women" : "men"}: ${run.candidate.name} LDA (penalty ${run.penalty}, temperature ${model.temperature}, hard-photo temperature ${model.hardTemperature}, mix toward equal shares ${model.mix}) on ${run.candidate.features.length} inputs, fitted on ${trained} development photos.`,
          `Chosen by ${REPEATS} x ${FOLDS}-fold person-grouped cross-validation over all development people (protocol version 4); measured once on the locked test part.`,
          ...lockedFigures.map(
            (f) =>
              `Locked ${f.set}: top-1 ${f.top1.percent} %, top-2 ${f.top2.percent} %, two-photo agreement ${f.consistency.percent} %, calibration error ${f.calibration.ece} points (${f.photos} photos, ${f.people} people).`,
          ),
          `Diamond is a proportion rule, not a fitted class: forehead and jaw both ${DIAMOND_RULE.threshold} SD narrower than usual relative to the cheekbones.`,
        ].join("\n"),
        evaluation: {
          lockedSplit: { version: split.version, seed: split.seed, fraction: split.fraction },
          locked: lockedFigures,
          crossValidation: run.figures,
          ...(gender === "female" ? { consensusCrossValidation: consensusFigures } : {}),
          diamondWins,
        },
      };
      const rows = [
        ...run.repeats.flatMap((r) => r.rows),
        ...lockedRows,
        ...(gender === "female" ? allWomen.repeats.flatMap((r) => r.rows) : []),
      ];
      return [gender, { model: shippedModel, rows }];
    }),
  ) as Record<Gender, { model: FaceShapeModel; rows: PredictionRow[] }>;

  writeFileSync(
    MODEL_FILE,
    `import type { FaceShapeModel } from "../face-shape-model";
import type { Gender } from "../types";

/**
 * Fitted by \`npm run calibrate\` (tools/face-model/calibrate.ts); do not edit by hand.
 * ${GENDERS.map((g) => finished[g].model.note)
   .join("\n\n")
   .split("\n")
   .join("\n * ")}
 */
export const FACE_SHAPE_MODELS: Record<Gender, FaceShapeModel> = ${JSON.stringify({ female: finished.female.model, male: finished.male.model }, null, 2)};
`,
  );
  writeFileSync(EVIDENCE_FILE, formatEvidence([...finished.female.rows, ...finished.male.rows]));
  spawnSync("npx", ["prettier", "--write", MODEL_FILE], { cwd: REPO_ROOT, stdio: "ignore" });
  log(`wrote ${path.relative(REPO_ROOT, MODEL_FILE)} and ${path.relative(REPO_ROOT, EVIDENCE_FILE)}`);
}

await main();
