/**
 * The face window: a square cut from the full-resolution photo around the face, turned so the face
 * is upright and scaled so the face always spans the same number of pixels. The landmarks are
 * measured in it, so a face is measured from its own pixels and at one scale whatever the photo's
 * size, shape and framing: a letterboxed, halved or small face in a large frame gives the same
 * window as the face filling its photo.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { Point } from "../../face-shape/types";
import { tf } from "./face-api-runtime";
import { WINDOW_PX, windowToPhoto, type WindowPlacement } from "./window-placement";

export { WINDOW_PER_FACE, WINDOW_PX, photoToWindow, windowToPhoto, type WindowPlacement } from "./window-placement";

export interface FaceWindow {
  tensor: faceapi.tf.Tensor3D;
  placement: WindowPlacement;
  /** A window pixel in photo pixels. */
  toPhoto: (p: Point) => Point;
}

/** Grey that fills what lies outside the photo, so the window's edges read the same everywhere. */
const OUTSIDE = "rgb(128, 128, 128)";

/** Cuts the window out of the photo (smoothed resampling, grey outside the photo). */
export function faceWindow(photo: ImageBitmap, placement: WindowPlacement, size = WINDOW_PX): FaceWindow {
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas in this worker");
  context.fillStyle = OUTSIDE;
  context.fillRect(0, 0, size, size);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  const k = size / placement.side;
  context.translate(size / 2, size / 2);
  context.scale(k, k);
  context.rotate(-placement.radians);
  context.translate(-placement.center.x, -placement.center.y);
  context.drawImage(photo, 0, 0);
  const tensor = tf.browser.fromPixels(context.getImageData(0, 0, size, size));
  return { tensor, placement, toPhoto: windowToPhoto(placement, size) };
}
