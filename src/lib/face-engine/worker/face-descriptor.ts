/**
 * The face descriptor: face-api's recognition network (./face-models.ts loadRecognitionWeights)
 * describes the aligned face in 128 numbers, which say who the face is (the same-person check of
 * combined photos, src/lib/face-shape/same-person.ts). The site fetches the network only when a
 * photo's identity is asked for; the calibration also measures it, so a candidate can read it.
 */
import * as faceapi from "@vladmandic/face-api";
import type { Point } from "../../face-shape/types";
import { tf } from "./face-api-runtime";
import { loadRecognitionWeights, recognitionNet } from "./face-models";

/** Loads face-api's recognition model and warms it up with one pass. */
export async function loadRecognitionModel(): Promise<void> {
  await loadRecognitionWeights();
  const warmup = tf.zeros([150, 150, 3], "int32") as faceapi.tf.Tensor3D;
  await recognitionNet.computeFaceDescriptor(warmup);
  warmup.dispose();
}

/**
 * face-api's recognition descriptors of the face whose 68 points (tensor pixels) are given: the
 * face cut out along the box the points span, as face-api's own pipeline aligns it, and its
 * mirror image, in one batch.
 */
export async function describeFace(
  tensor: faceapi.tf.Tensor3D,
  points: readonly Point[],
): Promise<[number[], number[]]> {
  const [height, width] = tensor.shape;
  // face-api's landmarks hold positions relative to the image size.
  const landmarks = new faceapi.FaceLandmarks68(
    points.map((p) => new faceapi.Point(p.x / width, p.y / height)),
    { width, height },
  );
  const [face] = await faceapi.extractFaceTensors(tensor, [landmarks.align()]);
  if (!face) throw new Error("no face to describe");
  const mirrored = tf.reverse(face, 1);
  const descriptors = (await recognitionNet.computeFaceDescriptor([face, mirrored])) as Float32Array[];
  face.dispose();
  mirrored.dispose();
  return [Array.from(descriptors[0] ?? []), Array.from(descriptors[1] ?? [])];
}

/** The face's descriptor: the mean of the face's and its mirror image's. */
export function meanDescriptor([direct, mirrored]: [number[], number[]]): number[] {
  return direct.map((v, i) => (v + (mirrored[i] ?? 0)) / 2);
}
