/**
 * `npm run bench:accuracy -- <folder> [--gender female|male] [--predictions <file.csv>] [--no-build]`:
 * runs the real worker and classifier of the built site over labelled photos (one subfolder per
 * shape, lowercase names) in headless Chromium, as a visitor of the given gender (the classifier
 * is fitted per gender; default female, or the gender of a calibration folder). Skips the upload
 * size rules (it measures the analysis). Prints a
 * confusion matrix, per-class recall, the photos without a result and why, consistency when the
 * folder has a people.csv (`identity` where present, else `person`), the reliability table of the
 * top share (top share in 10-point bins against how often right) and the expected calibration
 * error, and as its last line:
 * `accuracy top1=<percent> top2=<percent> analysed=<n> total=<n>` (no result counts as wrong).
 * With --predictions it also writes one CSV row per photo:
 * `photo,label,top1,top2,top1_share,outcome,oval,round,square,heart,diamond,oblong,forehead,cheekbone,jaw,length`,
 * where photo is `<label>/<file>`, top1 and top2 are lowercase shapes (empty without a result),
 * top1_share is the top shape's shown percentage, outcome is `top1`, `top2`, `miss`, or why
 * there was no result, then the six shown shares (whole percent) and the four shown measurements
 * (percent of the widest span), all empty where there is no result.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import { REPO_ROOT } from "../../scripts/repo-root";
import { DEFAULT_DATASET, listLabelledPhotos, photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { calibrationOf } from "../face-model/evaluation/evaluation-figures";
import type { Gender } from "../../src/lib/face-shape/types";
import { DATASETS, readPeople } from "../face-model/datasets";
import { analyzeOnPage } from "../face-model/extract-landmarks";

const folder = path.resolve(
  process.argv
    .slice(2)
    .find((arg, i, args) => !arg.startsWith("--") && args[i - 1] !== "--predictions" && args[i - 1] !== "--gender") ??
    DEFAULT_DATASET,
);
const genderIndex = process.argv.indexOf("--gender");
const genderArgument = genderIndex > 0 ? process.argv[genderIndex + 1] : undefined;
if (genderArgument !== undefined && genderArgument !== "female" && genderArgument !== "male") {
  console.error("--gender must be female or male");
  process.exit(1);
}
const gender: Gender =
  genderArgument ?? DATASETS.find((set) => path.resolve(folder) === set.folder)?.gender ?? "female";
const predictionsIndex = process.argv.indexOf("--predictions");
const predictionsFile = predictionsIndex > 0 ? process.argv[predictionsIndex + 1] : undefined;
if (predictionsIndex > 0 && (!predictionsFile || predictionsFile.startsWith("--"))) {
  console.error("--predictions needs a file name, for example --predictions predictions.csv");
  process.exit(1);
}
const photos = listLabelledPhotos(folder).filter((p) =>
  FACE_SHAPES.some((shape) => shape.toLowerCase() === p.label.toLowerCase()),
);
if (photos.length === 0) {
  console.error(
    `no labelled photos in ${folder} (expected subfolders named ${FACE_SHAPES.map((s) => s.toLowerCase()).join(", ")})`,
  );
  process.exit(1);
}
if (DATASETS.some((set) => path.resolve(folder) === set.folder)) {
  console.log(
    "NOTE: this is a calibration folder; the classifier was fitted on most of these photos, so this is NOT an accuracy\n" +
      "figure for unseen people. The locked-test figures are printed by `npm run calibrate`.",
  );
}
const confusion = new Map<string, number>();
const failures = new Map<string, number>();
let top1 = 0;
let top2 = 0;
let analysed = 0;
/** The shown measurements written to --predictions, by column name. */
const MEASUREMENT_COLUMNS = [
  ["forehead", "foreheadWidth"],
  ["cheekbone", "cheekboneWidth"],
  ["jaw", "jawlineWidth"],
  ["length", "faceLength"],
] as const;
const predictions: {
  photo: string;
  label: string;
  top1: string;
  top2: string;
  top1Share: number;
  outcome: string;
  shares?: Record<string, number>;
  measurements?: Record<string, number>;
}[] = [];
const build = !process.argv.includes("--no-build");
await withEngineHarness({ build, mounts: { "/__photos/": folder } }, async ({ page }) => {
  console.log(`analysing as a ${gender === "female" ? "woman" : "man"}`);
  for (const [i, photo] of photos.entries()) {
    const truth = FACE_SHAPES.find((shape) => shape.toLowerCase() === photo.label.toLowerCase()) ?? "Oval";
    const { outcome } = await analyzeOnPage(page, photoUrl(photo), "original", undefined, "site", gender);
    const label = truth.toLowerCase();
    if (outcome.kind !== "ok") {
      predictions.push({ photo: photo.relativePath, label, top1: "", top2: "", top1Share: 0, outcome: outcome.kind });
      failures.set(outcome.kind, (failures.get(outcome.kind) ?? 0) + 1);
      console.log(`  no result: ${photo.relativePath} (${outcome.kind})`);
      continue;
    }
    analysed += 1;
    const ranked = outcome.analysis.hybridResults.map((share) => share.shape);
    if (ranked[0] === truth) top1 += 1;
    if (ranked.slice(0, 2).includes(truth)) top2 += 1;
    predictions.push({
      photo: photo.relativePath,
      label,
      top1: (ranked[0] ?? "").toLowerCase(),
      top2: (ranked[1] ?? "").toLowerCase(),
      top1Share: outcome.analysis.hybridResults[0]?.percentage ?? 0,
      outcome: ranked[0] === truth ? "top1" : ranked[1] === truth ? "top2" : "miss",
      shares: Object.fromEntries(outcome.analysis.hybridResults.map((s) => [s.shape.toLowerCase(), s.percentage])),
      measurements: Object.fromEntries(
        MEASUREMENT_COLUMNS.map(([column, key]) => [column, outcome.analysis.facialMetrics[key]]),
      ),
    });
    const key = `${truth}>${outcome.analysis.detectedShape}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
    if ((i + 1) % 50 === 0) console.log(`  ${i + 1}/${photos.length} photos...`);
  }
});

const total = photos.length;
const pct = (n: number, d: number) => (d === 0 ? "0.0" : ((100 * n) / d).toFixed(1));
const labels = FACE_SHAPES.filter((shape) => photos.some((p) => p.label.toLowerCase() === shape.toLowerCase()));
console.log(`\nfolder: ${path.relative(REPO_ROOT, folder) || folder}`);
console.log("confusion (rows: label, columns: detected shape):");
console.log(`${"".padEnd(8)}${FACE_SHAPES.map((s) => s.padStart(8)).join("")}`);
for (const truth of labels) {
  const row = FACE_SHAPES.map((p) => String(confusion.get(`${truth}>${p}`) ?? 0).padStart(8));
  const count = photos.filter((p) => p.label.toLowerCase() === truth.toLowerCase()).length;
  console.log(
    `${truth.padEnd(8)}${row.join("")}   recall ${pct(confusion.get(`${truth}>${truth}`) ?? 0, count)} % of ${count}`,
  );
}
console.log(
  `no result: ${total - analysed}${failures.size ? ` (${[...failures].map(([k, n]) => `${k}=${n}`).join(", ")})` : ""}`,
);
const reliability = calibrationOf(
  predictions.map((p) => ({ label: p.label, top1: p.top1 || "none", top1Share: p.top1Share })),
);
console.log("reliability (top share bin: photos, mean top share, how often right):");
for (const bin of reliability.bins) {
  console.log(`  ${bin.from}-${bin.to} %: ${bin.photos}, ${bin.meanShare} %, ${bin.accuracy} %`);
}
console.log(
  `calibration error ${reliability.ece} points (expected gap between the shown top share and how often right)`,
);
if (existsSync(path.join(folder, "people.csv"))) {
  // How often two photos of the same person get the same top shape (pairs, averaged per person):
  // by identity (one person almost surely) where the file has it, else by person.
  const personOf = new Map(readPeople(folder).map((r) => [r.photo, r.identity]));
  const byPerson = new Map<number, string[]>();
  for (const p of predictions) {
    const person = personOf.get(p.photo);
    if (person !== undefined) byPerson.set(person, [...(byPerson.get(person) ?? []), p.top1]);
  }
  const shares = [...byPerson.values()]
    .filter((tops) => tops.length > 1)
    .map((tops) => {
      let agree = 0;
      let pairs = 0;
      tops.forEach((a, i) =>
        tops.slice(i + 1).forEach((b) => {
          pairs += 1;
          if (a && a === b) agree += 1;
        }),
      );
      return agree / pairs;
    });
  console.log(
    `consistency ${pct(
      shares.reduce((a, b) => a + b, 0),
      shares.length,
    )} % (people with several photos: ${shares.length})`,
  );
}
if (predictionsFile) {
  const field = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const shapes = FACE_SHAPES.map((shape) => shape.toLowerCase());
  const header = [
    "photo,label,top1,top2,top1_share,outcome",
    ...shapes,
    ...MEASUREMENT_COLUMNS.map(([column]) => column),
  ].join(",");
  const lines = predictions.map((p) =>
    [
      p.photo,
      p.label,
      p.top1,
      p.top2,
      String(p.top1Share),
      p.outcome,
      ...shapes.map((shape) => (p.shares ? String(p.shares[shape] ?? 0) : "")),
      ...MEASUREMENT_COLUMNS.map(([column]) => (p.measurements ? String(p.measurements[column] ?? "") : "")),
    ]
      .map(field)
      .join(","),
  );
  writeFileSync(predictionsFile, `${[header, ...lines].join("\n")}\n`);
  console.log(`wrote ${predictions.length} rows to ${predictionsFile}`);
}
console.log(`accuracy top1=${pct(top1, total)} top2=${pct(top2, total)} analysed=${analysed} total=${total}`);
