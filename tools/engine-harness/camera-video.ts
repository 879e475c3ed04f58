import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium-path";
import { REPO_ROOT } from "../../scripts/repo-root";
import { DEMO_PHOTOS, type Crop } from "./face-photos";

const OUT = join(REPO_ROOT, "test-results/camera");

/** Frames per second written into the Y4M header; Chromium plays the file at this rate, looping. */
const FPS = 10;
/** What a frame shows where the photo does not reach, and all of an empty scene. */
const BACKDROP = "#d8d2c8";
/** Largest change, up or down, the per-pixel noise makes to a frame's luma. */
const NOISE = 3;

/**
 * The face of ONE_FACE (the middle person of sample1.jpg) in a landscape 4:3 crop, 560 x 420:
 * the face (cheek to cheek, about 200 px of the photo) is centred and about 36% of the frame's
 * width, as in a selfie taken at arm's length. No other face is in the crop.
 */
export const CAMERA_FACE: Crop = { x: 650, y: 338, width: 560, height: 420 };

/** What a fake camera video shows. */
export interface VideoSpec {
  /** A photo in the face-api demo folder (e.g. "sample1.jpg"), or null for an empty grey scene. */
  source: string | null;
  /** The part of the photo to show, scaled to fit the frame (centred, grey round it). */
  crop: Crop;
  /** Frame width in pixels, even; 640 unless given. */
  width?: number;
  /** Frame height in pixels, even; 480 unless given. */
  height?: number;
  /** Number of frames in the loop; 20 unless given. */
  frames?: number;
  /** Largest sideways or vertical shift of the scene, in frame pixels; 2 unless given. */
  jitterPx?: number;
  /** Turns the crop clockwise about its centre by this many degrees (to level or tilt a head); 0 unless given. */
  rotateDegrees?: number;
  /** Draws the crop this much smaller (below 1) or larger than fitting the frame; 1 unless given. */
  zoom?: number;
}

/**
 * The third face from the left of sample6.jpg, which looks straight at the camera, at selfie
 * distance (its outline about a quarter of the frame wide) and alone in the crop: it passes every
 * gate of the guided camera with room to spare (`npm run bench:yaw -- --demo` prints its yaw).
 */
export const GUIDED_CAMERA_FACE: VideoSpec = {
  source: "sample6.jpg",
  crop: { x: 1060, y: 250, width: 420, height: 420 },
  zoom: 0.65,
};

/**
 * Writes a YUV4MPEG2 (4:2:0, BT.601) video for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`) under test-results/camera and returns its absolute path.
 * The samples are limited range (Y 16-235), because that is how Chromium reads the file whatever
 * the header says: full-range samples would reach the page with washed-out lights and crushed darks.
 * Each frame shows the crop moved by a small deterministic offset and with slight deterministic
 * noise, so consecutive frames look alike without being identical, as a real camera's do.
 * The page does the image work and the colour conversion, so no image library is needed.
 */
export async function makeCameraVideo(page: Page, name: string, spec: VideoSpec): Promise<string> {
  const width = spec.width ?? 640;
  const height = spec.height ?? 480;
  const frames = spec.frames ?? 20;
  const jitter = spec.jitterPx ?? 2;
  const turn = ((spec.rotateDegrees ?? 0) * Math.PI) / 180;
  const zoom = spec.zoom ?? 1;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`4:2:0 frames need an even size, not ${width}x${height}`);
  if (!Number.isInteger(frames) || frames < 1) throw new Error(`frames must be a positive integer, not ${frames}`);
  const input = spec.source ? readFileSync(join(DEMO_PHOTOS, spec.source)).toString("base64") : null;

  const planes = await page.evaluate(
    async ({ input, crop, width, height, frames, jitter, turn, zoom, backdrop, noise }) => {
      const bitmap = input
        ? await createImageBitmap(
            new Blob([Uint8Array.from(atob(input), (char) => char.charCodeAt(0))], { type: "image/jpeg" }),
          )
        : null;
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d", { willReadFrequently: true });
      if (!context) throw new Error("no 2d context");
      const scale = zoom * Math.min(width / crop.width, height / crop.height);
      const chromaWidth = width / 2;
      const lumaSize = width * height;
      const chromaSize = lumaSize / 4;
      // BT.601 studio swing: luma 16-235, chroma 16-240.
      const lumaScale = 219 / 255;
      const chromaScale = 224 / 255;
      const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
      const result: string[] = [];
      let seed = 0x9e3779b9;
      /** xorshift32: the same noise on every run. */
      const random = () => {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return (seed >>> 0) / 0x1_0000_0000;
      };

      for (let frame = 0; frame < frames; frame += 1) {
        // A closed loop (a Lissajous figure), so the video wraps round without a jump.
        const phase = (2 * Math.PI * frame) / frames;
        const dx = jitter * Math.sin(phase);
        const dy = jitter * Math.sin(2 * phase);
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.fillStyle = backdrop;
        context.fillRect(0, 0, width, height);
        if (bitmap) {
          // The crop's centre on the frame's centre (moved by the jitter), turned and scaled;
          // only the crop shows, so no other face comes into view.
          context.save();
          context.translate(width / 2 + dx, height / 2 + dy);
          context.rotate(turn);
          context.scale(scale, scale);
          context.beginPath();
          context.rect(-crop.width / 2, -crop.height / 2, crop.width, crop.height);
          context.clip();
          context.drawImage(bitmap, -(crop.x + crop.width / 2), -(crop.y + crop.height / 2));
          context.restore();
        }
        const rgba = context.getImageData(0, 0, width, height).data;
        const yuv = new Uint8Array(lumaSize + 2 * chromaSize);
        for (let i = 0; i < lumaSize; i += 1) {
          const r = rgba[i * 4] ?? 0;
          const g = rgba[i * 4 + 1] ?? 0;
          const b = rgba[i * 4 + 2] ?? 0;
          yuv[i] = clamp(16 + lumaScale * (0.299 * r + 0.587 * g + 0.114 * b) + (random() * 2 - 1) * noise);
        }
        // Chroma from the mean colour of each 2 x 2 block.
        for (let row = 0; row < height / 2; row += 1) {
          for (let column = 0; column < chromaWidth; column += 1) {
            let r = 0;
            let g = 0;
            let b = 0;
            for (const [x, y] of [
              [0, 0],
              [1, 0],
              [0, 1],
              [1, 1],
            ] as const) {
              const at = ((row * 2 + y) * width + column * 2 + x) * 4;
              r += rgba[at] ?? 0;
              g += rgba[at + 1] ?? 0;
              b += rgba[at + 2] ?? 0;
            }
            r /= 4;
            g /= 4;
            b /= 4;
            const at = row * chromaWidth + column;
            yuv[lumaSize + at] = clamp(128 + chromaScale * (-0.168736 * r - 0.331264 * g + 0.5 * b));
            yuv[lumaSize + chromaSize + at] = clamp(128 + chromaScale * (0.5 * r - 0.418688 * g - 0.081312 * b));
          }
        }
        let binary = "";
        for (let start = 0; start < yuv.length; start += 0x8000) {
          binary += String.fromCharCode(...yuv.subarray(start, start + 0x8000));
        }
        result.push(btoa(binary));
      }
      return result;
    },
    { input, crop: spec.crop, width, height, frames, jitter, turn, zoom, backdrop: BACKDROP, noise: NOISE },
  );

  // C420jpeg: chroma sited between the four luma samples, as the 2 x 2 mean puts it. Chromium
  // ignores the X (extension) tag; it is there for other readers, such as ffmpeg.
  const header = Buffer.from(
    `YUV4MPEG2 W${width} H${height} F${FPS}:1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n`,
    "ascii",
  );
  const delimiter = Buffer.from("FRAME\n", "ascii");
  const video = Buffer.concat([header, ...planes.flatMap((plane) => [delimiter, Buffer.from(plane, "base64")])]);
  mkdirSync(OUT, { recursive: true });
  const path = join(OUT, name);
  writeFileSync(path, video);
  return path;
}

/**
 * Launches the tests' Chromium (same executable and flags as playwright.config.ts) with a fake
 * camera that loops `videoPath`. Camera permission is not granted: a test grants it with
 * `context.grantPermissions(["camera"])`, or leaves it out to see the refusal.
 */
export async function launchWithCamera(videoPath: string): Promise<Browser> {
  return chromium.launch(
    chromiumLaunchOptions(["--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${videoPath}`]),
  );
}
