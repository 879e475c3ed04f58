/**
 * Which classifier inputs move when the same face is cropped tightly, as many niten19 photos are
 * (chin and hairline cut)? Re-analyses development photos of the Pasupa set (loosely framed)
 * cropped just above the brows' forehead and just inside the chin, and reports each input's mean
 * absolute change in units of its spread across faces. Cached in .cache/face-engine/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SHAPE_FEATURE_NAMES, shapeFeatures } from "../../src/lib/face-shape/shape-features";
import type { Point } from "../../src/lib/face-shape/types";
import {
  launchChromium,
  openHarness,
  photoUrl,
  startEngineServer,
} from "../../tests/support/engine-harness/engine-runner";
import { analyzeOnPage, CACHE_DIR, pipelineFingerprint } from "./extract-landmarks";
import type { SetFeatures } from "./extract-features";

/** The crop, in units of the brow-to-chin height H: top 0.15 H above the brows, bottom 0.05 H above the chin. */
const CROP = { above: 0.15, chinCut: 0.05, side: 0.1 };
const SET = "pasupa2019";

function cropAround(points: readonly Point[]) {
  const xs = points.map((p) => p.x);
  const brow = Math.min(...points.slice(17, 27).map((p) => p.y));
  const chin = points[8]?.y ?? 0;
  const h = chin - brow;
  const w = Math.max(...xs) - Math.min(...xs);
  const x = Math.max(0, Math.round(Math.min(...xs) - CROP.side * w));
  const y = Math.max(0, Math.round(brow - CROP.above * h));
  return {
    x,
    y,
    width: Math.round(Math.max(...xs) + CROP.side * w) - x,
    height: Math.round(chin - CROP.chinCut * h) - y,
  };
}

/** Mean absolute change of each shape feature under the tight crop, in standard deviations. */
export async function measureCropShift(
  sets: readonly SetFeatures[],
  development: ReadonlySet<string>,
  log: (line: string) => void,
): Promise<Map<string, number>> {
  const set = sets.find((s) => s.name === SET);
  if (!set) return new Map();
  const photos = set.photos.filter((p) => p.kind === "ok" && p.points && development.has(`${SET}/${p.relativePath}`));
  const file = path.join(CACHE_DIR, `crop-shift-${pipelineFingerprint()}.json`);
  let cropped: Record<string, Point[] | null> = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, Point[] | null>)
    : {};
  if (photos.some((p) => !(p.relativePath in cropped))) {
    const server = await startEngineServer({ "/__photos/": set.folder });
    const browser = await launchChromium();
    try {
      const page = await openHarness(browser, server.origin);
      for (const photo of photos) {
        if (photo.relativePath in cropped || !photo.points) continue;
        const { outcome } = await analyzeOnPage(page, photoUrl(photo), "original", cropAround(photo.points));
        cropped = { ...cropped, [photo.relativePath]: outcome.kind === "ok" ? outcome.analysis.points : null };
      }
    } finally {
      await browser.close();
      await server.close();
    }
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(cropped));
  }
  const pairs = photos.flatMap((p) => {
    const after = cropped[p.relativePath];
    return after && p.points ? [[shapeFeatures(p.points), shapeFeatures(after)] as const] : [];
  });
  const shift = new Map<string, number>();
  SHAPE_FEATURE_NAMES.forEach((name, j) => {
    const values = pairs.map(([a]) => a[j] ?? 0);
    const mean = values.reduce((a, b) => a + b, 0) / (values.length || 1);
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length || 1)) || 1;
    const change = pairs.reduce((a, [x, y]) => a + Math.abs((y[j] ?? 0) - (x[j] ?? 0)), 0) / (pairs.length || 1);
    shift.set(name, change / sd);
  });
  const worst = [...shift].sort((a, b) => b[1] - a[1]).slice(0, 8);
  log(
    `crop shift on ${pairs.length} development photos (mean |change| / SD): ` +
      worst.map(([name, v]) => `${name} ${v.toFixed(2)}`).join(", "),
  );
  return shift;
}
