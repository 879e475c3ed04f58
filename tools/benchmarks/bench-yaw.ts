/**
 * `npm run bench:yaw -- [--demo] [--no-build]`: how the head-yaw estimate (yawDegrees) reads, and
 * the figures behind the hard-photo notes (HARD_PHOTO_LIMITS in photo-difficulty.ts).
 * - From the landmark cache that the calibration writes (.cache/face-engine/, the newest file of
 *   each labelled set): the yaw of every measured portrait, with the earlier estimate and the
 *   current one; then how many measured portraits each hard-photo note would go to, and how
 *   often their top shape matched the label.
 * - With --demo, the real engine in headless Chromium (dist-engine/, built when stale unless
 *   --no-build) on faces of the face-api demo photos, those the browser tests use among them, and
 *   the guided camera's own frame check on the camera test's video face.
 * Last line: `yaw median_abs=<deg> noted_turned=<percent> refused=<percent> photos=<n>` (every measured face).
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { analysisFromLandmarks } from "../../src/lib/face-shape/analysis-from-landmarks";
import { MAX_YAW_DEGREES } from "../../src/lib/face-shape/engine-limits";
import { at, distance, eyeCentres, levelledPoints, yawDegrees } from "../../src/lib/face-shape/face-geometry";
import { faceSpans } from "../../src/lib/face-shape/facial-metrics";
import { HARD_PHOTO_LIMITS, mouthOpening } from "../../src/lib/face-shape/photo-difficulty";
import type { Point } from "../../src/lib/face-shape/types";
import { CAMERA_CHECK_FRAME_SIDE_PX } from "../../src/lib/face-engine/engine-client";
import type { CameraFrameCheck } from "../../src/lib/face-engine/protocol";
import { CAPTURE_LIMITS, allGatesMet, captureGates } from "../../src/lib/camera/capture-gates";
import {
  CAMERA_FACE,
  GUIDED_CAMERA_FACE,
  launchWithCamera,
  makeCameraVideo,
  type VideoSpec,
} from "../engine-harness/camera-video";
import { DEMO_PHOTOS, ONE_FACE, type Crop } from "../engine-harness/face-photos";
import { DATASETS, type LabelledSet } from "../face-model/datasets";
import { ENGINE_DIST, launchChromium, median } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { REPO_ROOT } from "../../scripts/repo-root";
import { CACHE_DIR, analyzeOnPage, type ExtractedPhoto } from "../face-model/extract-landmarks";

/**
 * The earlier estimate, kept for comparison: the mean of the nose tip and base between
 * the jaw sides, with the nose taken to stand 0.9 half jaw widths in front of them. It read frontal
 * faces too high: that depth is too shallow for the 68-point layout, and the jaw outline alone
 * follows hair on the far side.
 */
function previousYawDegrees(points: readonly Point[]): number {
  const level = levelledPoints(points);
  const left = (at(level, 0).x + at(level, 1).x + at(level, 2).x) / 3;
  const right = (at(level, 16).x + at(level, 15).x + at(level, 14).x) / 3;
  const nose = (at(level, 30).x + at(level, 33).x) / 2;
  const offset = (2 * (nose - left)) / (right - left || 1) - 1;
  return (Math.atan2(offset, 0.9) * 180) / Math.PI;
}

const ESTIMATES = { before: previousYawDegrees, now: yawDegrees } as const;

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const percent = (part: number, whole: number) => (whole === 0 ? "0.0" : ((100 * part) / whole).toFixed(1));
const share = (values: readonly number[], test: (v: number) => boolean) =>
  percent(values.filter(test).length, values.length);
const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** One row of the cache with the set it came from. */
type CachedPhoto = ExtractedPhoto & { set: LabelledSet };

/**
 * The newest readable cache file of each labelled set (named as extract-landmarks names them: a
 * hash of the set's folder, then of the pipeline's sources). A file an extraction is writing at
 * that moment may not parse; the one before it is read instead.
 */
function cachedPhotos(): CachedPhoto[] {
  const files = readdirSync(CACHE_DIR).filter((name) => name.startsWith("landmarks-") && name.endsWith(".json"));
  const rows: CachedPhoto[] = [];
  for (const set of DATASETS) {
    let folder: string;
    try {
      folder = realpathSync(set.folder);
    } catch {
      continue;
    }
    const key = createHash("sha1").update(folder).digest("hex").slice(0, 8);
    const newestFirst = files
      .filter((name) => name.startsWith(`landmarks-${key}-`))
      .map((name) => path.join(CACHE_DIR, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of newestFirst) {
      try {
        const photos = JSON.parse(readFileSync(file, "utf8")) as ExtractedPhoto[];
        rows.push(...photos.map((photo) => ({ ...photo, set })));
        console.log(`${set.name}: ${photos.length} photos from ${path.relative(REPO_ROOT, file)}`);
        break;
      } catch {
        console.log(
          `${set.name}: ${path.relative(REPO_ROOT, file)} not readable (being written?), trying an older one`,
        );
      }
    }
  }
  return rows;
}

/** Prints the yaw distribution both ways; returns the current estimate's |yaw| of every measured face. */
function yawTable(rows: readonly CachedPhoto[]): number[] {
  const measured = rows.filter((row): row is CachedPhoto & { points: Point[] } => row.points !== undefined);
  console.log(`\nHead yaw of the ${measured.length} faces measured in the cache, in degrees`);
  console.log("estimate  signed q25 / median / q75   |yaw| q25 / median / q75 / q90   over 10 / 15 / 20 / 30 %");
  let current: number[] = [];
  for (const [name, estimate] of Object.entries(ESTIMATES)) {
    const signed = measured.map((row) => estimate(row.points));
    const size = signed.map(Math.abs);
    if (name === "now") current = size;
    console.log(
      `${name.padEnd(8)}  ${[0.25, 0.5, 0.75].map((q) => fixed(quantile(signed, q)).padStart(5)).join(" / ")}` +
        `        ${[0.25, 0.5, 0.75, 0.9].map((q) => fixed(quantile(size, q)).padStart(4)).join(" / ")}` +
        `          ${[10, 15, 20, MAX_YAW_DEGREES].map((t) => share(size, (v) => v > t).padStart(4)).join(" / ")}`,
    );
  }
  return current;
}

/** How many measured portraits get each note, and how often their top shape matched the label. */
function hardPhotoTable(rows: readonly CachedPhoto[]): void {
  const measured = rows.filter(
    (row): row is CachedPhoto & { points: Point[] } =>
      row.kind === "ok" && row.points !== undefined && row.label !== "",
  );
  const described = measured.map((row) => {
    const [direct, mirrored] = row.descriptors ?? [undefined, undefined];
    const descriptor = direct && mirrored ? direct.map((v, i) => (v + (mirrored[i] ?? 0)) / 2) : undefined;
    const outcome = analysisFromLandmarks({
      gender: row.set.gender,
      points: row.points,
      imageSize: { width: 1, height: 1 },
      detectionScore: row.detectionScore ?? 1,
      ...(row.embedding ? { embedding: row.embedding } : {}),
      ...(descriptor ? { descriptor } : {}),
    });
    const spans = faceSpans(row.points);
    const { right, left } = eyeCentres(row.points);
    return {
      yaw: Math.abs(yawDegrees(row.points)),
      tilt: row.rollCorrected ? Math.abs(row.initialRollDegrees ?? 0) : 0,
      opening: mouthOpening(row.points),
      right: outcome.kind === "ok" && outcome.analysis.detectedShape.toLowerCase() === row.label,
      // The levelled frame's origin is between the eyes, so the chin's y is its height below them.
      chinBelowEyes: at(levelledPoints(row.points), 8).y / distance(right, left),
      lengthToWidth: spans.length / spans.cheekbone,
    };
  });
  type Described = (typeof described)[number];
  const line = (label: string, group: readonly Described[]) =>
    console.log(
      `${label.padEnd(44)} ${String(group.length).padStart(5)} photos (${percent(group.length, described.length).padStart(4)} %), ` +
        `top shape = label ${percent(group.filter((d) => d.right).length, group.length).padStart(4)} %`,
    );
  const limits = HARD_PHOTO_LIMITS;
  console.log(
    `\nHard-photo notes on the ${described.length} measured, labelled portraits (most of them training photos)`,
  );
  line("all", described);
  line(
    `turned more than ${limits.turnedDegrees} deg`,
    described.filter((d) => d.yaw > limits.turnedDegrees),
  );
  line(
    `turned ${limits.turnedDegrees} deg or less`,
    described.filter((d) => d.yaw <= limits.turnedDegrees),
  );
  line(
    `levelled from more than ${limits.levelledFromDegrees} deg`,
    described.filter((d) => d.tilt > limits.levelledFromDegrees),
  );
  line(
    `levelled from ${limits.levelledFromDegrees} deg or less`,
    described.filter((d) => d.tilt > 0 && d.tilt <= limits.levelledFromDegrees),
  );
  line(
    "not levelled",
    described.filter((d) => d.tilt === 0),
  );
  line(
    `mouth open more than ${limits.mouthOpening}`,
    described.filter((d) => d.opening > limits.mouthOpening),
  );
  line(
    `mouth open ${limits.mouthOpening} or less`,
    described.filter((d) => d.opening <= limits.mouthOpening),
  );
  const openings = described.map((d) => d.opening);
  console.log(
    `mouth opening (inner-lip gap / eye distance): ${[0.5, 0.75, 0.9, 0.95, 0.975, 0.99]
      .map((q) => `q${100 * q} ${fixed(quantile(openings, q), 3)}`)
      .join(", ")}`,
  );
  const closed = described.filter((d) => d.opening < 0.05);
  const open = described.filter((d) => d.opening > limits.mouthOpening);
  const medianOf = (group: readonly Described[], key: "chinBelowEyes" | "lengthToWidth") =>
    fixed(median(group.map((d) => d[key])), 3);
  console.log(
    `lips together (< 0.05, ${closed.length}) vs open past the limit (${open.length}): median chin below the eyes ` +
      `${medianOf(closed, "chinBelowEyes")} vs ${medianOf(open, "chinBelowEyes")} eye distances, length / width ` +
      `${medianOf(closed, "lengthToWidth")} vs ${medianOf(open, "lengthToWidth")}`,
  );
}

const crop = (x: number, y: number, width: number, height: number): Crop => ({ x, y, width, height });

/** Single faces cropped from the demo photos: the tests' own first, then a spread of poses. */
const DEMO_FACES: readonly { name: string; photo: string; crop: Crop }[] = [
  { name: "sample1 middle (analyzer tests)", photo: "sample1.jpg", crop: ONE_FACE },
  { name: "sample1 middle (camera video crop)", photo: "sample1.jpg", crop: CAMERA_FACE },
  { name: "sample6 leftmost", photo: "sample6.jpg", crop: crop(80, 447, 560, 420) },
  { name: "sample6 third (camera test video)", photo: "sample6.jpg", crop: GUIDED_CAMERA_FACE.crop },
  { name: "sample6 fourth", photo: "sample6.jpg", crop: crop(1440, 240, 330, 400) },
  { name: "sample6 second", photo: "sample6.jpg", crop: crop(600, 300, 350, 420) },
  { name: "sample5 bottom left", photo: "sample5.jpg", crop: crop(240, 830, 420, 460) },
  { name: "sample5 top", photo: "sample5.jpg", crop: crop(700, 60, 320, 380) },
  { name: "sample5 middle left", photo: "sample5.jpg", crop: crop(530, 380, 330, 380) },
  { name: "sample5 right", photo: "sample5.jpg", crop: crop(1380, 330, 380, 420) },
  { name: "sample3 left", photo: "sample3.jpg", crop: crop(500, 250, 380, 460) },
  { name: "sample4 second", photo: "sample4.jpg", crop: crop(580, 40, 330, 380) },
  { name: "sample4 fourth", photo: "sample4.jpg", crop: crop(1230, 80, 310, 380) },
];

/** How many frames of the camera test's video the camera's own check looks at. */
const CAMERA_CHECKS = 30;

async function demoTable(rebuild: boolean): Promise<void> {
  const build = rebuild ? "if-stale" : false;
  await withEngineHarness({ build, mounts: { "/__photos/": DEMO_PHOTOS } }, async ({ server, page }) => {
    console.log("\nThe real engine on demo faces: yaw before / now, in degrees (the analysis refuses past 30)");
    for (const face of DEMO_FACES) {
      const result = await analyzeOnPage(page, `/__photos/${face.photo}`, "original", face.crop, "calibration");
      const points = result.calibration?.points;
      const reading = points
        ? `${fixed(previousYawDegrees(points)).padStart(6)} / ${fixed(yawDegrees(points)).padStart(6)}`
        : "no face measured";
      console.log(`${face.name.padEnd(38)} ${reading}   (${result.outcome.kind})`);
    }
    const checks = await cameraChecks(server.origin, GUIDED_CAMERA_FACE);
    const yaws = checks.map((check) => check?.face?.yawDegrees).filter((yaw) => yaw !== undefined);
    const gates = checks.map((check) => captureGates(check));
    const facing = gates.filter((frame) => frame.find((gate) => gate.id === "facing")?.state === "met").length;
    const every = gates.filter((frame) => allGatesMet(frame)).length;
    console.log(
      `camera test video (${GUIDED_CAMERA_FACE.source}), the guided camera's check of ${checks.length} frames: yaw ` +
        `${fixed(Math.min(...yaws))} to ${fixed(Math.max(...yaws))}, median ${fixed(median(yaws))}; ` +
        `facing gate (${CAPTURE_LIMITS.maxYawDegrees} deg) met in ${facing}, every gate in ${every}`,
    );
  });
}

/**
 * The guided camera's own look at the camera test's video (tools/engine-harness/camera-video.ts): a
 * Chromium whose fake camera plays it, the site's worker, and each frame scaled to the check's
 * size as checkCameraFrame scales it.
 */
async function cameraChecks(origin: string, spec: VideoSpec): Promise<(CameraFrameCheck | null)[]> {
  const worker = readdirSync(path.join(ENGINE_DIST, "_astro")).find((name) => name.startsWith("face-landmarks.worker"));
  if (!worker) throw new Error("no face-landmarks worker in dist-engine/_astro");
  const helper = await launchChromium();
  let video: string;
  try {
    video = await makeCameraVideo(await helper.newPage(), "bench-yaw-camera.y4m", spec);
  } finally {
    await helper.close();
  }
  const browser = await launchWithCamera(video);
  try {
    const context = await browser.newContext();
    await context.grantPermissions(["camera"], { origin });
    const page = await context.newPage();
    await page.goto(`${origin}/__engine-harness`);
    return await page.evaluate(
      async ({ workerUrl, checks, side }) => {
        const element = document.createElement("video");
        element.muted = true;
        element.srcObject = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
        await element.play();
        const engine = new Worker(workerUrl, { type: "module" });
        const answers = new Map<number, (check: CameraFrameCheck | null) => void>();
        engine.onmessage = (event: MessageEvent<{ type: string; id?: number; check?: CameraFrameCheck | null }>) => {
          const { type, id, check } = event.data;
          if (type === "check-result" && id !== undefined) answers.get(id)?.(check ?? null);
        };
        const found: (CameraFrameCheck | null)[] = [];
        for (let id = 0; id < checks; id += 1) {
          const ratio = Math.min(1, side / Math.max(element.videoWidth, element.videoHeight));
          const frame = await createImageBitmap(element, {
            resizeWidth: Math.round(element.videoWidth * ratio),
            resizeHeight: Math.round(element.videoHeight * ratio),
            resizeQuality: "medium",
          });
          found.push(
            await new Promise<CameraFrameCheck | null>((resolve) => {
              answers.set(id, resolve);
              engine.postMessage({ type: "check", id, frame }, [frame]);
            }),
          );
          // The video plays at 10 frames a second: let the next one come.
          await new Promise((resolve) => setTimeout(resolve, 70));
        }
        engine.terminate();
        return found;
      },
      { workerUrl: `/_astro/${worker}`, checks: CAMERA_CHECKS, side: CAMERA_CHECK_FRAME_SIDE_PX },
    );
  } finally {
    await browser.close();
  }
}

const rows = cachedPhotos();
if (rows.length === 0) {
  console.error("bench:yaw: no landmark cache in .cache/face-engine/; run npm run calibrate first.");
  process.exit(1);
}
const yaws = yawTable(rows);
hardPhotoTable(rows);
if (process.argv.includes("--demo")) await demoTable(!process.argv.includes("--no-build"));
console.log(
  `yaw median_abs=${fixed(quantile(yaws, 0.5))} noted_turned=${share(yaws, (v) => v > HARD_PHOTO_LIMITS.turnedDegrees)} ` +
    `refused=${share(yaws, (v) => v > MAX_YAW_DEGREES)} photos=${yaws.length}`,
);
