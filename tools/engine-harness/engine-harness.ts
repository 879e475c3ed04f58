/**
 * Exposes the real engine to Playwright as `window.engineHarness`: the site's client, worker and
 * classifier, and the harness worker (./harness-worker.ts), the same worker with the calibration's
 * extras. Photos come from URLs on the same origin (the bench server serves the dataset folder
 * under /__photos/).
 */
import { createFaceEngine } from "../../src/lib/face-engine/engine-client";
import { startFaceWorker } from "../../src/lib/face-engine/start-face-worker";
import { decodePhoto, loadPhoto, type LoadedPhoto } from "../../src/lib/photo/load-photo";
import type { AnalysisOutcome, Gender, Point } from "../../src/lib/face-shape/types";
import { hairlineGeometry } from "../../src/lib/face-shape/facial-metrics";
import { findHairline } from "../../src/lib/face-shape/find-hairline";
import { findTemples, TEMPLE_HEIGHT } from "../../src/lib/face-shape/find-temples";
import type { AnalysisTimings } from "../../src/lib/face-engine/protocol";
import {
  analyzeOnHarnessWorker,
  harnessWorkerSettled,
  harnessWorkerTensors,
  wordedAnalysis,
  type HarnessAnalysis,
} from "./harness-client";
import type { CalibrationMeasurement } from "./harness-protocol";

/**
 * Which engine analyses a photo: the site's client and worker ("site"), the harness worker
 * answering as the site's worker does ("harness-worker"), or its calibration analysis
 * ("calibration"), which also returns what it measured of the face.
 */
export type EngineChoice = "site" | "harness-worker" | "calibration";

/** The site's client code on the site's worker; its own instance, so it can hand back the worker's timings. */
const siteEngine = createFaceEngine({ startWorker: startFaceWorker });

/** A variant of the photo, for the stability benchmark. */
export type PhotoVariant =
  "original" | "scale70" | "scale130" | "shift5" | "mirror" | "half" | "letterbox16x9" | "letterbox9x16" | "quarter";

/**
 * Where the photo goes in a variant's frame: the frame's size and the photo's drawn rectangle.
 * Letterboxes centre the photo on grey 16:9 or 9:16; "quarter" puts it in the top-left quarter of
 * a grey frame twice its size (a small face in a large photo); "half" halves it.
 */
function variantLayout(photo: LoadedPhoto, variant: PhotoVariant) {
  const { width: w, height: h } = photo;
  const grey = (width: number, height: number) => ({
    width,
    height,
    rect: { x: Math.round((width - w) / 2), y: Math.round((height - h) / 2), width: w, height: h },
  });
  if (variant === "letterbox16x9") {
    const width = Math.max(w, Math.ceil((h * 16) / 9));
    return grey(width, Math.max(h, Math.ceil((width * 9) / 16)));
  }
  if (variant === "letterbox9x16") {
    const height = Math.max(h, Math.ceil((w * 16) / 9));
    return grey(Math.max(w, Math.ceil((height * 9) / 16)), height);
  }
  if (variant === "quarter") return { width: 2 * w, height: 2 * h, rect: { x: 0, y: 0, width: w, height: h } };
  const factor = variant === "scale70" ? 0.7 : variant === "scale130" ? 1.3 : variant === "half" ? 0.5 : 1;
  const width = Math.round(w * factor);
  const height = Math.round(h * factor);
  return { width, height, rect: { x: 0, y: 0, width, height } };
}

export interface HarnessResult {
  outcome: AnalysisOutcome | { kind: "not-loadable"; message: string };
  timings: AnalysisTimings | null;
  wallMs: number;
  /** Longest gap between main-thread timer ticks while the analysis ran (an upper bound on the longest task). */
  longestGapMs: number;
  /** Longest task reported by the Long Tasks API while the analysis ran (0 when none over 50 ms). */
  longestTaskMs: number;
  photoSize: { width: number; height: number } | null;
  /** From the "calibration" engine, when a face was measured: what the calibration reads besides. */
  calibration?: CalibrationMeasurement;
}

let longestTask = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
}).observe({ type: "longtask", buffered: false });

/** Draws a variant of the photo: rescaled, shifted or framed (grey around it), or mirrored. */
async function variantOf(photo: LoadedPhoto, variant: PhotoVariant): Promise<LoadedPhoto> {
  if (variant === "original") return photo;
  const { width, height, rect } = variantLayout(photo, variant);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  if (variant === "mirror") {
    context.translate(width, 0);
    context.scale(-1, 1);
    context.drawImage(photo.bitmap, 0, 0);
  } else if (variant === "shift5") {
    const dx = Math.round(width * 0.05);
    const dy = Math.round(height * 0.05);
    context.fillStyle = "#808080";
    context.fillRect(0, 0, width, height);
    context.drawImage(photo.bitmap, dx, dy);
  } else {
    context.fillStyle = "#808080";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(photo.bitmap, rect.x, rect.y, rect.width, rect.height);
  }
  const bitmap = await createImageBitmap(canvas);
  return { bitmap, width, height };
}

/** A rectangle of the photo to keep (the engine test crops one face out of a group photo). */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function cropped(blob: Blob, crop: CropRect): Promise<Blob> {
  const source = await createImageBitmap(blob, { imageOrientation: "from-image" });
  const canvas = new OffscreenCanvas(crop.width, crop.height);
  canvas.getContext("2d")?.drawImage(source, -crop.x, -crop.y);
  source.close();
  return canvas.convertToBlob({ type: "image/png" });
}

async function analyzeUrl(
  url: string,
  variant: PhotoVariant = "original",
  crop?: CropRect,
  engine: EngineChoice = "site",
  gender: Gender = "female",
): Promise<HarnessResult> {
  const response = await fetch(url);
  const blob = crop ? await cropped(await response.blob(), crop) : await response.blob();
  // The benchmarks measure the analysis, not the upload rules (many labelled photos are small).
  const loaded = await decodePhoto(blob);
  if (!loaded.ok) {
    return {
      outcome: { kind: "not-loadable", message: loaded.refusal.kind },
      timings: null,
      wallMs: 0,
      longestGapMs: 0,
      longestTaskMs: 0,
      photoSize: null,
    };
  }
  const photo = await variantOf(loaded.photo, variant);
  longestTask = 0;
  let longestGap = 0;
  let last = performance.now();
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (ticking) setTimeout(tick, 10);
  };
  setTimeout(tick, 10);
  const started = performance.now();
  const { outcome, timings, calibration }: HarnessAnalysis =
    engine === "site"
      ? wordedAnalysis(await siteEngine.analyze(photo, { gender }))
      : await analyzeOnHarnessWorker(photo, { gender, calibrate: engine === "calibration" });
  const wallMs = performance.now() - started;
  ticking = false;
  // Let the observer deliver entries of the last task.
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (photo !== loaded.photo) photo.bitmap.close();
  loaded.photo.bitmap.close();
  return {
    outcome,
    timings,
    wallMs,
    longestGapMs: Math.max(0, longestGap - 10),
    longestTaskMs: longestTask,
    photoSize: { width: photo.width, height: photo.height },
    ...(calibration ? { calibration } : {}),
  };
}

/**
 * Runs `loadPhoto` with the site's rules on a file made of some bytes, or of the first bytes of a
 * file fetched from a URL (for the hostile-file tests).
 */
async function loadFile(
  source: { url: string; keepBytes?: number } | { bytes: readonly number[] },
  type: string,
  name: string,
) {
  let blob: Blob;
  if ("url" in source) {
    const whole = await (await fetch(source.url)).blob();
    blob = source.keepBytes === undefined ? whole : whole.slice(0, source.keepBytes);
  } else {
    blob = new Blob([new Uint8Array(source.bytes)]);
  }
  const file = new File([blob], name, { type });
  const started = performance.now();
  const result = await loadPhoto(file);
  const ms = performance.now() - started;
  if (result.ok) {
    const size = { width: result.photo.width, height: result.photo.height };
    result.photo.bitmap.close();
    return { ok: true as const, size, ms };
  }
  return { ok: false as const, refusal: result.refusal, ms };
}

/**
 * The hairline and the temples read from a photo's pixels (src/lib/face-shape/find-hairline.ts,
 * find-temples.ts) for its 68 points
 * (in the pixels of a photo `size` wide and high, as the analysis measured it).
 */
async function hairlineOf(url: string, points: readonly Point[], size: { width: number; height: number }, draw = true) {
  const loaded = await decodePhoto(await (await fetch(url)).blob());
  if (!loaded.ok) return null;
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(loaded.photo.bitmap, 0, 0, size.width, size.height);
  loaded.photo.bitmap.close();
  const { data } = context.getImageData(0, 0, size.width, size.height);
  const read = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= size.width || py >= size.height) return null;
    const i = 4 * (py * size.width + px);
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0] as const;
  };
  const geometry = hairlineGeometry(points);
  const skin = points[28] ?? geometry.brow;
  const finding = findHairline(read, geometry, skin);
  const temples = findTemples(read, geometry, skin, TEMPLE_HEIGHT);
  if (!draw) return { finding, temples, pxPerScale: geometry.pxPerScale, drawing: "" };
  // A picture of it, to look at: the estimate in yellow, the found hairline in red, the skin patch in green.
  const line = (scale: number, colour: string) => {
    const centre = {
      x: geometry.brow.x + geometry.up.x * scale * geometry.pxPerScale,
      y: geometry.brow.y + geometry.up.y * scale * geometry.pxPerScale,
    };
    context.strokeStyle = colour;
    context.lineWidth = Math.max(1, size.width / 300);
    context.beginPath();
    context.moveTo(centre.x - geometry.along.x * geometry.halfWidth, centre.y - geometry.along.y * geometry.halfWidth);
    context.lineTo(centre.x + geometry.along.x * geometry.halfWidth, centre.y + geometry.along.y * geometry.halfWidth);
    context.stroke();
  };
  line(1, "yellow");
  line(0, "white");
  if (finding.found) line(finding.scale, "red");
  context.fillStyle = "lime";
  context.fillRect(skin.x - 2, skin.y - 2, 4, 4);
  // The temples found, in cyan, at the height they were read.
  if (temples.found) {
    context.fillStyle = "cyan";
    for (const side of [-temples.left, temples.right]) {
      const x =
        geometry.brow.x +
        geometry.up.x * TEMPLE_HEIGHT * geometry.pxPerScale +
        geometry.along.x * side * geometry.halfWidth;
      const y =
        geometry.brow.y +
        geometry.up.y * TEMPLE_HEIGHT * geometry.pxPerScale +
        geometry.along.y * side * geometry.halfWidth;
      context.fillRect(x - 3, y - 3, 6, 6);
    }
  }
  const png = await canvas.convertToBlob({ type: "image/png" });
  const bytes = new Uint8Array(await png.arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { finding, temples, pxPerScale: geometry.pxPerScale, drawing: btoa(binary) };
}

/** One photo for a sheet of hairline marks: its URL, 68 points (in a photo `size` big) and its number on the sheet. */
interface SheetPhoto {
  url: string;
  points: readonly Point[];
  size: { width: number; height: number };
  label: string;
}

/**
 * A sheet for marking hairlines by eye (tools/hairline-marks/): each photo's forehead, from just
 * below the brows to well above the estimated hairline, upright, with a ruler of forehead scales
 * (0 at the brows, 1 at the estimate: FOREHEAD_SCALE) every 0.1, labelled every 0.2. Nothing found
 * or estimated is drawn, so the marks are the eye's own. PNG, base64.
 */
async function hairlineSheet(photos: readonly SheetPhoto[], columns = 4): Promise<string> {
  const tile = { width: 300, height: 330 };
  const rows = Math.ceil(photos.length / columns);
  const sheet = new OffscreenCanvas(columns * tile.width, rows * tile.height);
  const context = sheet.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.fillStyle = "white";
  context.fillRect(0, 0, sheet.width, sheet.height);
  for (const [index, photo] of photos.entries()) {
    const loaded = await decodePhoto(await (await fetch(photo.url)).blob());
    if (!loaded.ok) continue;
    const geometry = hairlineGeometry(photo.points);
    const x0 = (index % columns) * tile.width;
    const y0 = Math.floor(index / columns) * tile.height;
    // The forehead from 0.3 below the brows to 2.2 above, 2.4 half-widths wide, upright.
    const below = 0.3;
    const above = 2.2;
    const scaleToPx = (tile.height - 30) / ((below + above) * geometry.pxPerScale);
    context.save();
    context.beginPath();
    context.rect(x0, y0, tile.width - 4, tile.height - 4);
    context.clip();
    const browOnTile = { x: x0 + 40 + (tile.width - 40) / 2, y: y0 + 20 + above * geometry.pxPerScale * scaleToPx };
    context.translate(browOnTile.x, browOnTile.y);
    context.scale(scaleToPx, scaleToPx);
    context.rotate(-Math.atan2(geometry.along.y, geometry.along.x));
    context.translate(-geometry.brow.x, -geometry.brow.y);
    context.drawImage(loaded.photo.bitmap, 0, 0, photo.size.width, photo.size.height);
    context.restore();
    loaded.photo.bitmap.close();
    // The ruler: a tick every 0.1 of the estimated forehead, labelled every 0.2.
    context.fillStyle = "white";
    context.fillRect(x0, y0, 40, tile.height - 4);
    context.fillStyle = "black";
    context.strokeStyle = "rgba(0, 160, 255, 0.9)";
    context.font = "11px sans-serif";
    for (let tenth = -3; tenth <= 22; tenth += 1) {
      const y = browOnTile.y - (tenth / 10) * geometry.pxPerScale * scaleToPx;
      context.beginPath();
      context.moveTo(x0 + (tenth % 2 === 0 ? 22 : 32), y);
      context.lineTo(x0 + (tenth % 2 === 0 ? tile.width - 4 : 60), y);
      context.lineWidth = tenth % 2 === 0 ? 0.6 : 1;
      context.stroke();
      if (tenth % 2 === 0) context.fillText((tenth / 10).toFixed(1), x0 + 2, y + 4);
    }
    context.font = "bold 14px sans-serif";
    context.fillStyle = "black";
    context.fillRect(x0 + 40, y0, 40, 18);
    context.fillStyle = "yellow";
    context.fillText(photo.label, x0 + 44, y0 + 14);
  }
  const png = await sheet.convertToBlob({ type: "image/png" });
  const bytes = new Uint8Array(await png.arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const engineHarness = {
  analyzeUrl,
  hairlineOf,
  hairlineSheet,
  loadFile,
  /** The site engine's worker and model, started early. */
  preload: () => siteEngine.preload(),
  ready: () => siteEngine.ready(),
  /** Starts the harness worker; resolves once its model has loaded (or failed to). */
  harnessWorkerSettled,
  /** The harness worker's tensor count. */
  harnessWorkerTensors,
  /** The appearance network's shipped 8-bit weights against the recognition model's (npm run bench:appearance). */
  appearanceCheck: async (url: string, points: readonly Point[]) =>
    (await import("./appearance-check")).appearanceCheck(url, points),
};

export type EngineHarness = typeof engineHarness;

export function installEngineHarness(): void {
  Object.assign(window, { engineHarness });
  const status = document.getElementById("status");
  if (status) status.textContent = "harness ready";
}
