/**
 * `npm run bench:accuracy -- <folder> [--no-build]`: runs the real worker and classifier of the
 * built site over labelled photos (one subfolder per shape, lowercase names) in headless
 * Chromium. Skips the upload size and aspect rules (it measures the analysis). Prints a confusion
 * matrix, per-class recall, the photos without a result and why, and as its last line:
 * `accuracy top1=<percent> top2=<percent> analysed=<n> total=<n>` (no result counts as wrong).
 */
import path from "node:path";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import {
  DEFAULT_DATASET,
  REPO_ROOT,
  ensureEngineBuild,
  folderArgument,
  launchChromium,
  listLabelledPhotos,
  openHarness,
  photoUrl,
  startEngineServer,
} from "./engine-runner";
import { analyzeOnPage } from "./extract-landmarks";

const folder = folderArgument(DEFAULT_DATASET);
const photos = listLabelledPhotos(folder).filter((p) =>
  FACE_SHAPES.some((shape) => shape.toLowerCase() === p.label.toLowerCase()),
);
if (photos.length === 0) {
  console.error(
    `no labelled photos in ${folder} (expected subfolders named ${FACE_SHAPES.map((s) => s.toLowerCase()).join(", ")})`,
  );
  process.exit(1);
}
if (path.resolve(folder) === path.resolve(DEFAULT_DATASET)) {
  console.log(
    "NOTE: this is the calibration folder; the classifier was fitted on these photos, so this is NOT an accuracy\n" +
      "figure for unseen people. The person-grouped cross-validated figure is printed by `npm run calibrate`.",
  );
}
ensureEngineBuild(!process.argv.includes("--no-build"));
const server = await startEngineServer({ "/__photos/": folder });
const browser = await launchChromium();
const confusion = new Map<string, number>();
const failures = new Map<string, number>();
let top1 = 0;
let top2 = 0;
let analysed = 0;
try {
  const page = await openHarness(browser, server.origin);
  for (const [i, photo] of photos.entries()) {
    const truth = FACE_SHAPES.find((shape) => shape.toLowerCase() === photo.label.toLowerCase()) ?? "Oval";
    const { outcome } = await analyzeOnPage(page, photoUrl(photo));
    if (outcome.kind !== "ok") {
      failures.set(outcome.kind, (failures.get(outcome.kind) ?? 0) + 1);
      console.log(`  no result: ${photo.relativePath} (${outcome.kind})`);
      continue;
    }
    analysed += 1;
    const ranked = outcome.analysis.hybridResults.map((share) => share.shape);
    if (ranked[0] === truth) top1 += 1;
    if (ranked.slice(0, 2).includes(truth)) top2 += 1;
    const key = `${truth}>${outcome.analysis.detectedShape}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
    if ((i + 1) % 50 === 0) console.log(`  ${i + 1}/${photos.length} photos...`);
  }
} finally {
  await browser.close();
  await server.close();
}

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
console.log(`accuracy top1=${pct(top1, total)} top2=${pct(top2, total)} analysed=${analysed} total=${total}`);
