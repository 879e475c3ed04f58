/** Detector passes: finding the face in the frame, upright or turned by quarter turns. */
import * as faceapi from "@vladmandic/face-api";
import type { DetectedFace } from "../../face-shape/screen-faces";
import type { Point } from "../../face-shape/types";
import { tf } from "./face-api-runtime";
import { detector } from "./face-models";

/** A detector pass: input size (a multiple of 32) and score threshold. */
export interface DetectorPass {
  inputSize: number;
  scoreThreshold: number;
}

/**
 * Detector passes tried in order until one finds a face. 320 keeps a warm analysis fast on a
 * phone; the larger sizes find smaller faces.
 */
export const DETECTOR_PASSES = [
  { inputSize: 320, scoreThreshold: 0.5 },
  { inputSize: 416, scoreThreshold: 0.4 },
  { inputSize: 608, scoreThreshold: 0.4 },
] as const;
/** Quarter turns tried when the upright photo shows no face (a phone photo saved sideways). */
export const QUARTER_TURNS = [1, 2, 3] as const;
/**
 * A grey border this share of the frame's longer side wide, added round a frame in which no face
 * was found: the detector misses faces that fill the frame (the chin or the hair at the edge, as
 * in a close selfie) and finds most of them once they have room around them.
 */
export const BORDER_PER_SIDE = 0.25;

let passesRun = 0;

/** Starts counting detector passes again (an analysis reports how many it ran). */
export function resetDetectorPassCount(): void {
  passesRun = 0;
}

/** Detector passes run since the last reset. */
export function detectorPassCount(): number {
  return passesRun;
}

/** The faces the first of `passes` that finds any finds, in the tensor's pixels. */
export async function detectFaces(
  tensor: faceapi.tf.Tensor3D,
  passes: readonly DetectorPass[],
): Promise<DetectedFace[]> {
  for (const pass of passes) {
    passesRun += 1;
    const found = await detector.locateFaces(tensor, new faceapi.TinyFaceDetectorOptions(pass));
    if (found.length > 0) {
      return found.map((d): DetectedFace => ({
        box: { x: d.box.x, y: d.box.y, width: d.box.width, height: d.box.height },
        score: d.score,
      }));
    }
  }
  return [];
}

/** A view of the frame (possibly turned) and how to map its points back to frame pixels. */
export interface FrameView {
  tensor: faceapi.tf.Tensor3D;
  toFrame: (p: Point) => Point;
}

/** The frame inside a grey border (BORDER_PER_SIDE), with the mapping back to the frame. */
export function borderedView(frame: faceapi.tf.Tensor3D): FrameView {
  const [height, width] = frame.shape;
  const border = Math.round(BORDER_PER_SIDE * Math.max(height, width));
  const tensor = tf.pad(
    frame,
    [
      [border, border],
      [border, border],
      [0, 0],
    ],
    128,
  ) as faceapi.tf.Tensor3D;
  return { tensor, toFrame: (p) => ({ x: p.x - border, y: p.y - border }) };
}

/** The frame turned clockwise by quarter turns, with the inverse mapping. */
export function turnedView(frame: faceapi.tf.Tensor3D, quarterTurns: 1 | 2 | 3): FrameView {
  const [height, width] = frame.shape;
  if (quarterTurns === 2) {
    return { tensor: tf.reverse(frame, [0, 1]), toFrame: (p) => ({ x: width - p.x, y: height - p.y }) };
  }
  const transposed = tf.transpose(frame, [1, 0, 2]);
  const turned = tf.reverse(transposed, quarterTurns === 1 ? 1 : 0) as faceapi.tf.Tensor3D;
  transposed.dispose();
  return quarterTurns === 1
    ? { tensor: turned, toFrame: (p) => ({ x: p.y, y: height - p.x }) }
    : { tensor: turned, toFrame: (p) => ({ x: width - p.y, y: p.x }) };
}
