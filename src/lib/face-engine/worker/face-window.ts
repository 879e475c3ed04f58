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

/** Side of the window in pixels: the face (the detector's box) spans half of it. */
export const WINDOW_PX = 320;
/** The window's side as a multiple of the face box's longer side (room for chin, hair and a tilt). */
export const WINDOW_PER_FACE = 2;
/** Grey that fills what lies outside the photo, so the window's edges read the same everywhere. */
const OUTSIDE = "rgb(128, 128, 128)";

/** Where a window lies in the photo: its centre, its side (photo pixels) and its turn (radians, clockwise). */
export interface WindowPlacement {
  center: Point;
  side: number;
  radians: number;
}

export interface FaceWindow {
  tensor: faceapi.tf.Tensor3D;
  placement: WindowPlacement;
  /** A window pixel in photo pixels. */
  toPhoto: (p: Point) => Point;
}

/** Maps window pixels to photo pixels for a placement (window x runs along the turned photo's x). */
export function windowToPhoto({ center, side, radians }: WindowPlacement, size = WINDOW_PX): (p: Point) => Point {
  const k = side / size;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return (p) => {
    const u = (p.x - size / 2) * k;
    const v = (p.y - size / 2) * k;
    return { x: center.x + u * cos - v * sin, y: center.y + u * sin + v * cos };
  };
}

/** Maps photo pixels to window pixels (the inverse of windowToPhoto). */
export function photoToWindow({ center, side, radians }: WindowPlacement, size = WINDOW_PX): (p: Point) => Point {
  const k = size / side;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return (p) => {
    const dx = p.x - center.x;
    const dy = p.y - center.y;
    return { x: size / 2 + k * (dx * cos + dy * sin), y: size / 2 + k * (-dx * sin + dy * cos) };
  };
}

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
