import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { CAMERA_FACE, launchWithCamera, makeCameraVideo } from "../../../tools/engine-harness/camera-video";
import { NO_FACE } from "../../../tools/engine-harness/face-photos";

/** What a page sees of one camera frame: the track's size and the frame's luma statistics. */
interface CameraFrame {
  width: number;
  height: number;
  mean: number;
  variance: number;
  /** The frame as a PNG, base64. */
  png: string;
}

/** Opens the camera in the page, draws one of its frames to a canvas and measures it. */
function readCameraFrame(page: Page): Promise<CameraFrame> {
  return page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    try {
      const [track] = stream.getVideoTracks();
      if (!track) throw new Error("no video track");
      const { width = 0, height = 0 } = track.getSettings();
      const video = document.createElement("video");
      video.muted = true;
      video.srcObject = stream;
      await video.play();
      await new Promise((resolve) => video.requestVideoFrameCallback(resolve));
      const canvas = new OffscreenCanvas(video.videoWidth, video.videoHeight);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(video, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let sum = 0;
      let squares = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        const luma = 0.299 * (pixels[at] ?? 0) + 0.587 * (pixels[at + 1] ?? 0) + 0.114 * (pixels[at + 2] ?? 0);
        sum += luma;
        squares += luma * luma;
      }
      const count = pixels.length / 4;
      const mean = sum / count;
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { width, height, mean, variance: squares / count - mean * mean, png: btoa(binary) };
    } finally {
      for (const track of stream.getTracks()) track.stop();
    }
  });
}

/** Reads one camera frame in a browser whose fake camera plays `video`, with permission granted. */
async function frameOf(video: string, baseURL: string | undefined): Promise<CameraFrame> {
  let browser: Browser | undefined;
  try {
    browser = await launchWithCamera(video);
    const context = await browser.newContext(baseURL ? { baseURL } : {});
    await context.grantPermissions(["camera"]);
    const page = await context.newPage();
    await page.goto("/");
    return await readCameraFrame(page);
  } finally {
    await browser?.close();
  }
}

/** The luma planes of a Y4M file written by makeCameraVideo (4:2:0, one-line header), frame by frame. */
function lumaPlanes(path: string, width: number, height: number): Buffer[] {
  const file = readFileSync(path);
  const delimiter = "FRAME\n";
  const stride = delimiter.length + (width * height * 3) / 2;
  const planes: Buffer[] = [];
  let at = file.indexOf("\n") + 1;
  for (; at + stride <= file.length; at += stride) {
    expect(file.subarray(at, at + delimiter.length).toString("ascii")).toBe(delimiter);
    planes.push(file.subarray(at + delimiter.length, at + delimiter.length + width * height));
  }
  expect(at).toBe(file.length);
  return planes;
}

/** Mean absolute difference of two luma planes. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

test.describe("fake camera video", () => {
  test("writes a looping Y4M whose frames are alike but not identical", async ({ page }) => {
    const started = Date.now();
    const path = await makeCameraVideo(page, "self-check-face.y4m", { source: "sample1.jpg", crop: CAMERA_FACE });
    test.info().annotations.push({ type: "generation", description: `${Date.now() - started} ms` });
    const file = readFileSync(path);
    expect(file.subarray(0, file.indexOf("\n") + 1).toString("ascii")).toMatch(
      /^YUV4MPEG2 W640 H480 F\d+:1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n/,
    );
    const planes = lumaPlanes(path, 640, 480);
    expect(planes).toHaveLength(20);
    const [first, second] = planes;
    const last = planes.at(-1);
    if (!first || !second || !last) throw new Error("missing frames");
    expect(first.equals(second)).toBe(false);
    expect(meanDifference(first, second)).toBeLessThan(8);
    // The loop wraps round without a jump.
    expect(meanDifference(last, first)).toBeLessThan(8);
  });

  test("plays the face video as a 640x480 camera, unlike the empty scene", async ({ page, baseURL }) => {
    const face = await makeCameraVideo(page, "self-check-camera.y4m", { source: "sample1.jpg", crop: CAMERA_FACE });
    const empty = await makeCameraVideo(page, "self-check-empty.y4m", { source: null, crop: NO_FACE });
    const faceFrame = await frameOf(face, baseURL);
    const emptyFrame = await frameOf(empty, baseURL);
    const picture = test.info().outputPath("face-frame.png");
    writeFileSync(picture, Buffer.from(faceFrame.png, "base64"));
    await test.info().attach("face frame", { path: picture, contentType: "image/png" });
    expect({ width: faceFrame.width, height: faceFrame.height }).toEqual({ width: 640, height: 480 });
    expect(faceFrame.variance).toBeGreaterThan(100);
    test.info().annotations.push({
      type: "luma",
      description: `face mean ${faceFrame.mean.toFixed(1)}, variance ${faceFrame.variance.toFixed(0)}; empty mean ${emptyFrame.mean.toFixed(1)}`,
    });
    expect(Math.abs(faceFrame.mean - emptyFrame.mean)).toBeGreaterThan(20);
    // The page sees the backdrop's own colour (#d8d2c8, luma 210.7): the colour range is right.
    expect(emptyFrame.mean).toBeCloseTo(210.7, -1);
  });

  test("refuses the camera when permission is not granted", async ({ page, baseURL }) => {
    const face = await makeCameraVideo(page, "self-check-refused.y4m", { source: "sample1.jpg", crop: CAMERA_FACE });
    let browser: Browser | undefined;
    try {
      browser = await launchWithCamera(face);
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      const cameraPage = await context.newPage();
      await cameraPage.goto("/");
      const outcome = await cameraPage.evaluate(() =>
        Promise.race([
          navigator.mediaDevices.getUserMedia({ video: true }).then(
            (stream) => {
              for (const track of stream.getTracks()) track.stop();
              return "granted";
            },
            (error: unknown) => (error instanceof DOMException ? error.name : String(error)),
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve("no answer within 5 s"), 5_000)),
        ]),
      );
      expect(outcome).toBe("NotAllowedError");
    } finally {
      await browser?.close();
    }
  });
});
