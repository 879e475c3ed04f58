/**
 * `npm run bench:stability -- [<folder>] [--photos=N] [--no-build] [--demo]`: how often the top
 * shape stays the same, and how far the four measurements move, when a photo is rescaled (70 %,
 * 130 %, half), shifted by 5 % (edge filled grey), mirrored, letterboxed to 16:9 and 9:16 (grey
 * bars), or placed in a quarter of a grey frame twice its size (a small face in a large photo),
 * with the real engine in headless Chromium. Counts only photos whose original gives a result; a
 * variant without a result counts as changed. `--demo` measures two face-api demo faces (a square
 * crop of sample3.jpg, and the face the engine test crops from sample1.jpg) instead of a folder.
 * Last line: `stability unchanged=<percent> within1=<percent> comparisons=<n> photos=<n>`, where
 * within1 is the share of comparisons whose four measurements all stay within 1 point.
 */
import type { FacialMetrics } from "../../src/lib/face-shape/types";
import { DEFAULT_DATASET, folderArgument, listLabelledPhotos, photoUrl } from "../engine-harness/engine-runner";
import { DEMO_PHOTOS, ONE_FACE } from "../engine-harness/face-photos";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { analyzeOnPage } from "../face-model/extract-landmarks";
import type { CropRect, PhotoVariant } from "../engine-harness/engine-harness";

const VARIANTS = [
  "scale70",
  "scale130",
  "shift5",
  "mirror",
  "half",
  "letterbox16x9",
  "letterbox9x16",
  "quarter",
] as const satisfies readonly PhotoVariant[];
const MEASUREMENTS = [
  "foreheadWidth",
  "cheekboneWidth",
  "jawlineWidth",
  "faceLength",
] as const satisfies readonly (keyof FacialMetrics)[];
/** The demo faces: an 816 px square of sample3.jpg (which once turned Heart when letterboxed) and the face of sample1.jpg the engine test uses. */
const DEMO: readonly { url: string; crop: CropRect; name: string }[] = [
  { name: "sample3 square", url: "/__demo/sample3.jpg", crop: { x: 195, y: 33, width: 816, height: 816 } },
  { name: "sample1 face", url: "/__demo/sample1.jpg", crop: ONE_FACE },
];

const demo = process.argv.includes("--demo");
const folder = folderArgument(DEFAULT_DATASET);
const count = Number(process.argv.find((a) => a.startsWith("--photos="))?.split("=")[1] ?? 100);
const items: { name: string; url: string; crop?: CropRect }[] = demo
  ? [...DEMO]
  : (() => {
      const all = listLabelledPhotos(folder);
      const n = Math.min(count, all.length);
      return Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)])
        .filter((p) => p !== undefined)
        .map((p) => ({ name: p.relativePath, url: photoUrl(p) }));
    })();
const same = new Map<string, number>(VARIANTS.map((v) => [v, 0]));
const within = new Map<string, number>(VARIANTS.map((v) => [v, 0]));
const worst = new Map<string, number>(VARIANTS.map((v) => [v, 0]));
let compared = 0;
let withResult = 0;
const build = !process.argv.includes("--no-build");
await withEngineHarness({ build, mounts: { "/__photos/": folder, "/__demo/": DEMO_PHOTOS } }, async ({ page }) => {
  for (const [i, item] of items.entries()) {
    const original = await analyzeOnPage(page, item.url, "original", item.crop);
    if (original.outcome.kind !== "ok") continue;
    withResult += 1;
    const { detectedShape: top, facialMetrics: metrics } = original.outcome.analysis;
    const changes: string[] = [];
    for (const variant of VARIANTS) {
      const result = await analyzeOnPage(page, item.url, variant, item.crop);
      compared += 1;
      if (result.outcome.kind !== "ok") {
        changes.push(`${variant}: ${result.outcome.kind}`);
        continue;
      }
      const analysis = result.outcome.analysis;
      const moved = Math.max(...MEASUREMENTS.map((m) => Math.abs(analysis.facialMetrics[m] - metrics[m])));
      worst.set(variant, Math.max(worst.get(variant) ?? 0, moved));
      if (analysis.detectedShape === top) same.set(variant, (same.get(variant) ?? 0) + 1);
      else changes.push(`${variant}: ${analysis.detectedShape}`);
      if (moved <= 1) within.set(variant, (within.get(variant) ?? 0) + 1);
      if (demo) {
        console.log(
          `  ${item.name} ${variant}: ${analysis.detectedShape}; ` +
            MEASUREMENTS.map((m) => `${m} ${analysis.facialMetrics[m]}`).join(", "),
        );
      }
    }
    if (demo) {
      console.log(
        `${item.name}: ${top}; ${MEASUREMENTS.map((m) => `${m} ${metrics[m]}`).join(", ")}` +
          (changes.length ? `; changed: ${changes.join(", ")}` : "; no variant changed its top shape"),
      );
    }
    if ((i + 1) % 25 === 0) console.log(`  ${i + 1}/${items.length} photos...`);
  }
});
const pct = (a: number, b: number) => (b === 0 ? "0.0" : ((100 * a) / b).toFixed(1));
for (const variant of VARIANTS) {
  console.log(
    `${variant.padEnd(13)} top shape unchanged ${pct(same.get(variant) ?? 0, withResult)} %, ` +
      `measurements within 1 point ${pct(within.get(variant) ?? 0, withResult)} % (largest move ${(worst.get(variant) ?? 0).toFixed(1)}) of ${withResult}`,
  );
}
const unchanged = [...same.values()].reduce((a, b) => a + b, 0);
const steady = [...within.values()].reduce((a, b) => a + b, 0);
console.log(
  `stability unchanged=${pct(unchanged, compared)} within1=${pct(steady, compared)} comparisons=${compared} photos=${withResult}`,
);
