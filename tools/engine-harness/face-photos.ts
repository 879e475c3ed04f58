import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { REPO_ROOT } from "../../scripts/repo-root";

/** Demo photos shipped in the @vladmandic/face-api npm package (not from the calibration data set). */
export const DEMO_PHOTOS = join(REPO_ROOT, "node_modules/@vladmandic/face-api/demo");
const OUT = join(REPO_ROOT, "test-results/photos");

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One face of sample1.jpg (a group photo, 1920 x 1280), with room around it: 550 x 700. */
export const ONE_FACE: Crop = { x: 660, y: 250, width: 550, height: 700 };
/** A corner of sample1.jpg with nobody in it: 620 x 580. */
export const NO_FACE: Crop = { x: 1300, y: 700, width: 620, height: 580 };

/**
 * Writes a JPEG cropped from a demo photo (or a blank image of a given size when `source` is
 * null) and returns its path. The browser does the image work, so no image library is needed.
 * Each process writes into its own folder: browser tests run in several worker processes at once,
 * and two of them writing the same name would let one read the other's half-written file.
 */
export async function makePhoto(
  page: Page,
  name: string,
  source: string | null,
  crop: Crop,
  options: { mirror?: boolean } = {},
): Promise<string> {
  const input = source ? readFileSync(join(DEMO_PHOTOS, source)).toString("base64") : null;
  const mirror = options.mirror ?? false;
  const base64 = await page.evaluate(
    async ({ input, crop, mirror }) => {
      const canvas = new OffscreenCanvas(crop.width, crop.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.fillStyle = "#d8d2c8";
      context.fillRect(0, 0, crop.width, crop.height);
      if (input) {
        const bytes = Uint8Array.from(atob(input), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
        if (mirror) context.setTransform(-1, 0, 0, 1, crop.width, 0);
        context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
      }
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
      const buffer = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const byte of buffer) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { input, crop, mirror },
  );
  const folder = join(OUT, String(process.pid));
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  writeFileSync(path, Buffer.from(base64, "base64"));
  return path;
}

/**
 * A JPEG cropped from a demo photo in Node, for the benchmarks that hand a photo to a page rather
 * than draw one in it; `side` scales the crop to a square of that many pixels. sharp (installed
 * with Astro) is loaded only here, so the browser tests that import this file never load it.
 */
export async function cropDemoPhoto(
  source: string,
  crop: Crop,
  options: { quality: number; side?: number },
): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const cropped = sharp(readFileSync(join(DEMO_PHOTOS, source))).extract({
    left: crop.x,
    top: crop.y,
    width: crop.width,
    height: crop.height,
  });
  const scaled = options.side === undefined ? cropped : cropped.resize(options.side, options.side);
  return scaled.jpeg({ quality: options.quality }).toBuffer();
}
