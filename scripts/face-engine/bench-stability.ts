/**
 * `npm run bench:stability -- [<folder>] [--photos=N] [--no-build]`: how often the top shape
 * stays the same when a photo is rescaled to 70 % and 130 %, shifted by 5 % (edge filled grey) or
 * mirrored, with the real engine in headless Chromium. Counts only photos whose original gives a
 * result; a variant without a result counts as changed. Last line:
 * `stability unchanged=<percent> comparisons=<n> photos=<n>`.
 */
import {
  DEFAULT_DATASET,
  ensureEngineBuild,
  folderArgument,
  launchChromium,
  listLabelledPhotos,
  openHarness,
  photoUrl,
  startEngineServer,
} from "./engine-runner";
import { analyzeOnPage } from "./extract-landmarks";

const VARIANTS = ["scale70", "scale130", "shift5", "mirror"] as const;
const folder = folderArgument(DEFAULT_DATASET);
const count = Number(process.argv.find((a) => a.startsWith("--photos="))?.split("=")[1] ?? 100);
const all = listLabelledPhotos(folder);
const n = Math.min(count, all.length);
const photos = Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)]).filter(
  (p) => p !== undefined,
);
ensureEngineBuild(!process.argv.includes("--no-build"));
const server = await startEngineServer({ "/__photos/": folder });
const browser = await launchChromium();
const same = new Map<string, number>(VARIANTS.map((v) => [v, 0]));
let compared = 0;
let withResult = 0;
try {
  const page = await openHarness(browser, server.origin);
  for (const [i, photo] of photos.entries()) {
    const original = await analyzeOnPage(page, photoUrl(photo));
    if (original.outcome.kind !== "ok") continue;
    withResult += 1;
    const top = original.outcome.analysis.detectedShape;
    for (const variant of VARIANTS) {
      const result = await analyzeOnPage(page, photoUrl(photo), variant);
      compared += 1;
      if (result.outcome.kind === "ok" && result.outcome.analysis.detectedShape === top) {
        same.set(variant, (same.get(variant) ?? 0) + 1);
      }
    }
    if ((i + 1) % 25 === 0) console.log(`  ${i + 1}/${photos.length} photos...`);
  }
} finally {
  await browser.close();
  await server.close();
}
const pct = (a: number, b: number) => (b === 0 ? "0.0" : ((100 * a) / b).toFixed(1));
for (const variant of VARIANTS) {
  console.log(`${variant.padEnd(9)} top shape unchanged ${pct(same.get(variant) ?? 0, withResult)} % of ${withResult}`);
}
const unchanged = [...same.values()].reduce((a, b) => a + b, 0);
console.log(`stability unchanged=${pct(unchanged, compared)} comparisons=${compared} photos=${withResult}`);
