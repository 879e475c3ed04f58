/**
 * Runs the real engine (built site worker) over a labelled photo folder and caches what it found
 * per photo in .cache/face-engine/ (never committed): the outcome kind and, for analysed faces,
 * the 68 points. Used by the calibration so training features come from the runtime pipeline.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Point } from "../../src/lib/face-shape/types";
import type { CropRect, EngineHarness, HarnessResult, PhotoVariant } from "./harness/engine-harness";
import { REPO_ROOT, photoUrl, type LabelledPhoto } from "./engine-runner";

export const CACHE_DIR = path.join(REPO_ROOT, ".cache", "face-engine");

/** What the engine produced for one photo. */
export interface ExtractedPhoto extends LabelledPhoto {
  kind: string;
  points?: Point[];
  /** The landmark model's face description, when it was measured. */
  embedding?: number[];
  detectionScore?: number;
  /** The shape the shipped classifier gave (only meaningful for photos it was not fitted on). */
  detectedShape?: string;
  ranking?: string[];
}

/** Sources whose change alters the landmarks the engine produces; their hash keys the cache. */
const PIPELINE_SOURCES = [
  "src/workers/face-landmarks.worker.ts",
  "src/lib/face-engine/face-engine.ts",
  "src/lib/face-shape/engine-limits.ts",
  "src/lib/face-shape/screen-faces.ts",
  "src/lib/face-shape/face-geometry.ts",
  "src/lib/face-shape/landmark-groups.ts",
  "src/lib/photo/load-photo.ts",
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

/** Calls the harness page for one photo URL. */
export function analyzeOnPage(
  page: Page,
  url: string,
  variant: PhotoVariant = "original",
  crop?: CropRect,
): Promise<HarnessResult> {
  return page.evaluate(
    ([u, v, c]) => (window as unknown as { engineHarness: EngineHarness }).engineHarness.analyzeUrl(u, v, c),
    [url, variant, crop] as const,
  );
}

/** Extracts every photo of the folder, reusing the cache when the pipeline has not changed. */
export async function extractLandmarks(
  page: Page,
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
  const rows: (ExtractedPhoto & { bytes: number })[] = [];
  let fresh = 0;
  for (const photo of photos) {
    const bytes = statSync(path.join(folder, photo.relativePath)).size;
    const hit = cached.get(photo.relativePath);
    if (hit && hit.bytes === bytes) {
      rows.push(hit);
      continue;
    }
    const result = await analyzeOnPage(page, photoUrl(photo));
    const outcome = result.outcome;
    const row: ExtractedPhoto & { bytes: number } = { ...photo, bytes, kind: outcome.kind };
    if (outcome.kind === "ok") {
      row.points = outcome.analysis.points.map((p) => ({
        x: Math.round(p.x * 100) / 100,
        y: Math.round(p.y * 100) / 100,
      }));
      row.detectionScore = Math.round(outcome.analysis.detectionScore * 1000) / 1000;
      if (outcome.analysis.embedding) row.embedding = outcome.analysis.embedding.map((v) => Math.round(v * 1e4) / 1e4);
    }
    rows.push(row);
    fresh += 1;
    if (fresh % 25 === 0) log(`  extracted ${fresh} photos...`);
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(rows));
  log(
    `landmarks: ${rows.length} photos (${fresh} extracted, ${rows.length - fresh} from cache ${path.relative(REPO_ROOT, file)})`,
  );
  return rows;
}

/** Face descriptors for grouping photos of the same person (calibration only, never shipped). */
export async function extractDescriptors(
  page: Page,
  folder: string,
  photos: readonly LabelledPhoto[],
  log: (line: string) => void = () => {},
): Promise<Map<string, number[] | null>> {
  const file = path.join(
    CACHE_DIR,
    `descriptors-${createHash("sha1").update(path.resolve(folder)).digest("hex").slice(0, 8)}.json`,
  );
  const cached: Record<string, { bytes: number; descriptor: number[] | null }> = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, { bytes: number; descriptor: number[] | null }>)
    : {};
  // face-api's own ESM build and its recognition model, loaded into the harness page from
  // node_modules (mounted at /__nm/ by the calibration's server): a calibration tool, not the site.
  await page.evaluate(`(async () => {
    if (window.describeFace) return;
    const faceapi = await import("/__nm/@vladmandic/face-api/dist/face-api.esm.js");
    const tf = faceapi.tf;
    tf.setWasmPaths("/__nm/@tensorflow/tfjs-backend-wasm/dist/");
    await tf.setBackend("wasm");
    await tf.ready();
    const uri = "/__nm/@vladmandic/face-api/model/";
    await faceapi.nets.tinyFaceDetector.loadFromUri(uri);
    await faceapi.nets.faceLandmark68Net.loadFromUri(uri);
    await faceapi.nets.faceRecognitionNet.loadFromUri(uri);
    window.describeFace = async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const found = await faceapi
        .detectAllFaces(img, new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.4 }))
        .withFaceLandmarks()
        .withFaceDescriptors();
      if (found.length === 0) return null;
      found.sort((a, b) => b.detection.box.width - a.detection.box.width);
      return Array.from(found[0].descriptor).map((v) => Math.round(v * 10000) / 10000);
    };
  })()`);
  const descriptors = new Map<string, number[] | null>();
  let fresh = 0;
  for (const photo of photos) {
    const bytes = statSync(path.join(folder, photo.relativePath)).size;
    const hit = cached[photo.relativePath];
    if (hit && hit.bytes === bytes) {
      descriptors.set(photo.relativePath, hit.descriptor);
      continue;
    }
    const descriptor = (await page.evaluate(`window.describeFace(${JSON.stringify(photoUrl(photo))})`)) as
      number[] | null;
    cached[photo.relativePath] = { bytes, descriptor };
    descriptors.set(photo.relativePath, descriptor);
    fresh += 1;
    if (fresh % 25 === 0) log(`  described ${fresh} photos...`);
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(cached));
  log(`descriptors: ${descriptors.size} photos (${fresh} computed)`);
  return descriptors;
}
