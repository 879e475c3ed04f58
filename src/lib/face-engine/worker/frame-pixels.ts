import type * as faceapi from "@vladmandic/face-api";
import { tf } from "./face-api-runtime";

/** The pixels of a transferred frame; the frame is closed once read. */
export function framePixels(frame: ImageBitmap): ImageData {
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas in this worker");
  context.drawImage(frame, 0, 0);
  frame.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export function frameTensor(frame: ImageBitmap): faceapi.tf.Tensor3D {
  return tf.browser.fromPixels(framePixels(frame));
}
