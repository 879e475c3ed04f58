/**
 * `npm run bench:appearance -- [<folder>] [--photos=N] [--no-build]`: checks that storing the
 * appearance network's weights in 8 bits (src/lib/face-engine/worker/models/, npm run
 * appearance-weights) leaves its features where the weights they came from put them. For N photos
 * of the folder (default: the Pasupa set, 60 photos spread through it) the site's engine finds the
 * face, then the harness page runs the network on the same crop with the shipped weights and with
 * face-api's recognition weights, and compares the two sets of 128 features by cosine similarity.
 * Last line: `appearance cosine_mean=<x> cosine_min=<x> photos=<n>`.
 */
import { DEFAULT_DATASET, folderArgument, listLabelledPhotos, photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import type { EngineHarness } from "../engine-harness/engine-harness";
import { analyzeOnPage } from "../face-model/extract-landmarks";

const folder = folderArgument(DEFAULT_DATASET);
const count = Number(process.argv.find((a) => a.startsWith("--photos="))?.split("=")[1] ?? 60);
const all = listLabelledPhotos(folder);
const photos = Array.from(
  { length: Math.min(count, all.length) },
  (_, i) => all[Math.floor((i * all.length) / Math.min(count, all.length))],
).filter((p) => p !== undefined);
if (photos.length === 0) {
  console.error(`no photos in ${folder}`);
  process.exit(1);
}
const cosines: number[] = [];
const build = !process.argv.includes("--no-build");
await withEngineHarness({ build, mounts: { "/__photos/": folder } }, async ({ page }) => {
  for (const photo of photos) {
    const url = photoUrl(photo);
    const { outcome } = await analyzeOnPage(page, url);
    if (outcome.kind !== "ok") continue;
    const points = outcome.analysis.points;
    const { shipped, reference } = await page.evaluate(
      ([u, p]) => (window as unknown as { engineHarness: EngineHarness }).engineHarness.appearanceCheck(u, p),
      [url, points] as const,
    );
    let dot = 0;
    let a = 0;
    let b = 0;
    shipped.forEach((v, i) => {
      const w = reference[i] ?? 0;
      dot += v * w;
      a += v * v;
      b += w * w;
    });
    cosines.push(dot / Math.sqrt(a * b || 1));
  }
});
cosines.sort((x, y) => x - y);
const mean = cosines.reduce((x, y) => x + y, 0) / (cosines.length || 1);
console.log(
  `${cosines.length} faces: cosine between the shipped 8-bit features and face-api's weights' features: mean ${mean.toFixed(5)}, lowest ${(cosines[0] ?? 0).toFixed(5)}, 5th percentile ${(cosines[Math.floor(cosines.length / 20)] ?? 0).toFixed(5)}`,
);
console.log(
  `appearance cosine_mean=${mean.toFixed(5)} cosine_min=${(cosines[0] ?? 0).toFixed(5)} photos=${cosines.length}`,
);
