/**
 * Runs the real engine (the harness worker: the site's worker with the calibration's extras,
 * tools/engine-harness/harness-worker.ts) over a labelled photo folder and caches what it found
 * per photo in .cache/face-engine/ (never committed): the outcome kind and, for every measured
 * face, the 68 points, the landmark model's description and face-api's recognition descriptors,
 * all from the worker's own pass (with the appearance map pooled by region,
 * ../engine-harness/appearance-regions.ts), and, for every photo the site measures, the hairline and the
 * temples read from its pixels (src/lib/face-shape/find-hairline.ts, find-temples.ts) as the
 * harness page reads them. Used by the calibration so training inputs come from the
 * runtime pipeline.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { AppearanceRegions } from "../engine-harness/appearance-region-sizes";
import type { HairlineFinding } from "../../src/lib/face-shape/find-hairline";
import type { TemplesFinding } from "../../src/lib/face-shape/find-temples";
import type { Gender, Point } from "../../src/lib/face-shape/types";
import type {
  CropRect,
  EngineChoice,
  EngineHarness,
  HarnessResult,
  PhotoVariant,
} from "../engine-harness/engine-harness";
import { photoUrl, type LabelledPhoto } from "../engine-harness/engine-runner";
import { REPO_ROOT } from "../../scripts/repo-root";

export const CACHE_DIR = path.join(REPO_ROOT, ".cache", "face-engine");

/** What the engine produced for one photo. */
export interface ExtractedPhoto extends LabelledPhoto {
  /** The outcome's kind ("ok", "head-turned", "no-face", ...). */
  kind: string;
  /** The 68 points in photo pixels, whenever a face was measured (also when its pose was refused). */
  points?: Point[];
  /** The landmark model's face description (mirror-averaged). */
  embedding?: number[];
  /** face-api's recognition descriptor of the aligned face, and of its mirror image. */
  descriptors?: [number[], number[]];
  /** The face mesh's outline and eye corners (tools/engine-harness/face-mesh.ts MESH_POINTS), in photo pixels. */
  meshPoints?: Point[];
  /** The appearance network's 128 features (worker/face-appearance.ts), mirror-averaged. */
  appearance?: number[];
  /** The appearance map pooled by region (tools/engine-harness/appearance-regions.ts), mirror-averaged. */
  appearanceRegions?: AppearanceRegions;
  detectionScore?: number;
  /** Eye-line tilt before levelling, and whether the levelled face was found again. */
  initialRollDegrees?: number;
  rollCorrected?: boolean;
  /** The hairline and the temples read from the pixels, for a photo the site measures ("ok"). */
  hairline?: { finding: HairlineFinding; temples: TemplesFinding };
}

/**
 * Sources whose change alters the landmarks the engine produces; their hash keys the cache. The
 * calibration runs the harness worker and its client, which put the site's worker parts together.
 */
const PIPELINE_SOURCES = [
  "tools/engine-harness/harness-worker.ts",
  "tools/engine-harness/harness-client.ts",
  "src/lib/face-engine/worker/face-landmarks.worker.ts",
  "src/lib/face-engine/worker/answer-request.ts",
  "src/lib/face-engine/worker/analyze-frame.ts",
  "src/lib/face-engine/worker/check-frame.ts",
  "src/lib/face-engine/worker/detect-faces.ts",
  "src/lib/face-engine/worker/face-api-runtime.ts",
  "src/lib/face-engine/worker/face-descriptor.ts",
  "src/lib/face-engine/worker/face-model-files.ts",
  "src/lib/face-engine/worker/face-models.ts",
  "src/lib/face-engine/worker/frame-pixels.ts",
  "src/lib/face-engine/worker/landmarks-in.ts",
  "src/lib/face-engine/worker/landmark-box.ts",
  "src/lib/face-engine/worker/face-window.ts",
  "src/lib/face-engine/worker/window-placement.ts",
  "src/lib/face-engine/worker/measure-face.ts",
  "tools/engine-harness/face-mesh.ts",
  "tools/engine-harness/harness-model-files.ts",
  "tools/engine-harness/lock-down-harness-worker.ts",
  "src/lib/face-engine/worker/face-appearance.ts",
  "src/lib/face-engine/worker/models/face-appearance.bin",
  "src/lib/face-engine/worker/models/face-identity.bin",
  "src/lib/face-engine/worker/packed-weights.ts",
  "node_modules/@vladmandic/human/package.json",
  "src/lib/face-engine/worker/load-engine.ts",
  "src/lib/face-engine/worker/lock-down-face-worker.ts",
  "src/lib/face-engine/worker/pass-timers.ts",
  "src/lib/face-engine/worker/warm-up.ts",
  "src/lib/face-engine/worker/worker-scope.ts",
  "src/lib/face-engine/detection-frame.ts",
  "src/lib/face-engine/face-engine.ts",
  "src/lib/face-shape/engine-limits.ts",
  "src/lib/face-shape/screen-faces.ts",
  "src/lib/face-shape/face-geometry.ts",
  "src/lib/face-shape/landmark-groups.ts",
  "src/lib/photo/load-photo.ts",
  "src/lib/face-shape/find-hairline.ts",
  "src/lib/face-shape/find-temples.ts",
  "src/lib/face-shape/facial-metrics.ts",
  "tools/engine-harness/engine-harness.ts",
  "tools/engine-harness/appearance-regions.ts",
  "tools/engine-harness/appearance-region-sizes.ts",
  "node_modules/@vladmandic/face-api/package.json",
];

export function pipelineFingerprint(): string {
  const hash = createHash("sha1");
  for (const file of PIPELINE_SOURCES) hash.update(readFileSync(path.join(REPO_ROOT, file)));
  return hash.digest("hex").slice(0, 12);
}

function cacheFile(folder: string): string {
  const key = createHash("sha1").update(path.resolve(folder)).digest("hex").slice(0, 8);
  return path.join(CACHE_DIR, `landmarks-${key}-${pipelineFingerprint()}.json`);
}

/** Calls the harness page for one photo URL, on the site's engine unless `engine` says otherwise. */
export function analyzeOnPage(
  page: Page,
  url: string,
  variant: PhotoVariant = "original",
  crop?: CropRect,
  engine: EngineChoice = "site",
  gender: Gender = "female",
): Promise<HarnessResult> {
  return page.evaluate(
    ([u, v, c, e, g]) =>
      (window as unknown as { engineHarness: EngineHarness }).engineHarness.analyzeUrl(u, v, c, e, g),
    [url, variant, crop, engine, gender] as const,
  );
}

/** The hairline and temples the harness page reads from a photo's pixels for its 68 points (no drawing). */
export async function hairlineOnPage(
  page: Page,
  url: string,
  points: readonly Point[],
  size: { width: number; height: number },
): Promise<{ finding: HairlineFinding; temples: TemplesFinding } | null> {
  const read = await page.evaluate(
    ([u, p, s]) =>
      (
        window as unknown as {
          engineHarness: {
            hairlineOf: (
              u: string,
              p: readonly Point[],
              s: object,
              draw: boolean,
            ) => Promise<{ finding: HairlineFinding; temples: TemplesFinding } | null>;
          };
        }
      ).engineHarness.hairlineOf(u, p, s, false),
    [url, points, size] as const,
  );
  return read ? { finding: read.finding, temples: read.temples } : null;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Extracts every photo of the folder, reusing the cache when the pipeline has not changed. The
 * pages work through the photos side by side (each has its own worker).
 */
export async function extractLandmarks(
  pages: readonly Page[],
  folder: string,
  photos: readonly LabelledPhoto[],
  log: (line: string) => void = () => {},
): Promise<ExtractedPhoto[]> {
  const file = cacheFile(folder);
  const cached = new Map<string, ExtractedPhoto & { bytes: number }>();
  if (existsSync(file)) {
    for (const row of JSON.parse(readFileSync(file, "utf8")) as (ExtractedPhoto & { bytes: number })[]) {
      cached.set(row.relativePath, row);
    }
  }
  const rows: (ExtractedPhoto & { bytes: number })[] = new Array(photos.length);
  let fresh = 0;
  let next = 0;
  const save = () => {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(rows.filter(Boolean)));
  };
  const work = async (page: Page) => {
    while (next < photos.length) {
      const index = next;
      next += 1;
      const photo = photos[index] as LabelledPhoto;
      const bytes = statSync(path.join(folder, photo.relativePath)).size;
      const hit = cached.get(photo.relativePath);
      if (hit && hit.bytes === bytes) {
        rows[index] = hit;
        continue;
      }
      const result = await analyzeOnPage(page, photoUrl(photo), "original", undefined, "calibration");
      const outcome = result.outcome;
      const row: ExtractedPhoto & { bytes: number } = { ...photo, bytes, kind: outcome.kind };
      const measured = result.calibration;
      if (measured) {
        row.points = measured.points.map((p) => ({ x: round(p.x, 2), y: round(p.y, 2) }));
        row.embedding = measured.embedding.map((v) => round(v, 4));
        row.descriptors = [
          measured.descriptors[0].map((v) => round(v, 4)),
          measured.descriptors[1].map((v) => round(v, 4)),
        ];
        row.meshPoints = measured.meshPoints.map((p) => ({ x: round(p.x, 2), y: round(p.y, 2) }));
        row.appearance = measured.appearance.map((v) => round(v, 5));
        row.appearanceRegions = measured.appearanceRegions;
        row.initialRollDegrees = round(measured.initialRollDegrees, 2);
        row.rollCorrected = measured.rollCorrected;
      }
      if (outcome.kind === "ok") {
        row.detectionScore = round(outcome.analysis.detectionScore, 3);
        const read = await hairlineOnPage(page, photoUrl(photo), outcome.analysis.points, outcome.analysis.imageSize);
        if (read) row.hairline = read;
      }
      rows[index] = row;
      fresh += 1;
      if (fresh % 100 === 0) {
        log(`  extracted ${fresh} photos...`);
        save();
      }
    }
  };
  await Promise.all(pages.map(work));
  save();
  log(
    `landmarks: ${rows.length} photos (${fresh} extracted, ${rows.length - fresh} from cache ${path.relative(REPO_ROOT, file)})`,
  );
  return rows;
}
