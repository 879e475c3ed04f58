/**
 * `JITI_TSCONFIG_PATHS=true npx jiti tools/hairline-marks/make-sheets.ts <out-dir>`: the photos to
 * mark by eye (./README.md) and the sheets to mark them on. Chooses, from the development people
 * only (never the locked ones, never Labeled Faces in the Wild), the first two photos in file
 * order of the first 50 women's identities of niten19 and the first 25 men's identities that have
 * two, analyses each with the site's engine in the harness, writes their 68 points to
 * ./photos.json (which ./evaluate.ts reads) and draws them eight to a sheet, numbered, with a
 * ruler of forehead scales and nothing found or estimated drawn: `<out-dir>/sheet-01.png`, ...
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { DATASETS, developmentPhotosByIdentity } from "../face-model/datasets";
import { analyzeOnPage } from "../face-model/extract-landmarks";
import { PHOTOS_FILE, type MarkedPhoto } from "./photos-file";

const WANTED = [
  { set: "niten19", identities: 50 },
  { set: "men", identities: 25 },
] as const;
const PER_IDENTITY = 2;
const PER_SHEET = 8;

const outDir = path.resolve(process.argv[2] ?? "/tmp/hairline-sheets");
const chosen: Omit<MarkedPhoto, "number" | "size" | "points">[] = [];
for (const { set: name, identities } of WANTED) {
  const set = DATASETS.find((entry) => entry.name === name);
  if (!set) throw new Error(`no set ${name}`);
  for (const [identity, photos] of developmentPhotosByIdentity(set, PER_IDENTITY).slice(0, identities))
    for (const photo of photos) chosen.push({ set: name, photo, identity, gender: set.gender });
}

const marked: MarkedPhoto[] = [];
for (const { set: name } of WANTED) {
  const set = DATASETS.find((entry) => entry.name === name)!;
  await withEngineHarness({ build: "if-stale", mounts: { "/__photos/": set.folder } }, async ({ page }) => {
    for (const photo of chosen.filter((c) => c.set === name)) {
      const url = photoUrl({ label: "", relativePath: photo.photo });
      const { outcome } = await analyzeOnPage(page, url, "original", undefined, "site", set.gender);
      if (outcome.kind !== "ok") continue;
      marked.push({
        ...photo,
        number: marked.length + 1,
        size: outcome.analysis.imageSize,
        // To a tenth of a pixel: enough for any mark, and a small file.
        points: outcome.analysis.points.map((p) => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 })),
      });
    }
    mkdirSync(outDir, { recursive: true });
    const own = marked.filter((m) => m.set === name);
    for (let start = 0; start < own.length; start += PER_SHEET) {
      const group = own.slice(start, start + PER_SHEET);
      const png = await page.evaluate(
        (items) =>
          (
            window as unknown as { engineHarness: { hairlineSheet: (items: unknown[]) => Promise<string> } }
          ).engineHarness.hairlineSheet(items),
        group.map((m) => ({
          url: photoUrl({ label: "", relativePath: m.photo }),
          points: m.points,
          size: m.size,
          label: String(m.number),
        })),
      );
      const first = group[0]?.number ?? 0;
      writeFileSync(path.join(outDir, `sheet-${String(first).padStart(3, "0")}.png`), Buffer.from(png, "base64"));
    }
  });
}
writeFileSync(PHOTOS_FILE, `${JSON.stringify(marked)}\n`);
console.log(
  `${marked.length} photos of ${new Set(marked.map((m) => `${m.set}|${m.identity}`)).size} identities; sheets in ${outDir}`,
);
