/**
 * face-api's three models and their weights, fetched from the site's own files
 * (./face-model-files.ts).
 */
import * as faceapi from "@vladmandic/face-api";
import detectorManifest from "@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json";
import landmarkManifest from "@vladmandic/face-api/model/face_landmark_68_model-weights_manifest.json";
import type { EngineBackend } from "../protocol";
import { chooseBackend, tf } from "./face-api-runtime";
import { loadAppearanceWeights } from "./face-appearance";
import { FACE_MODEL_FILES } from "./face-model-files";
import identityManifest from "./models/face-identity-weights.json";
import { unpack4 } from "./packed-weights";

export const detector = new faceapi.TinyFaceDetector();
export const landmarkNet = new faceapi.FaceLandmark68Net();
export const recognitionNet = new faceapi.FaceRecognitionNet();

interface WeightsManifestGroup {
  paths: string[];
  weights: Parameters<typeof tf.io.decodeWeights>[1];
}

async function fetchWeights(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`model weights: HTTP ${response.status}`);
  return response.arrayBuffer();
}

function decode(buffer: ArrayBuffer, manifest: readonly WeightsManifestGroup[]) {
  return tf.io.decodeWeights(
    buffer,
    manifest.flatMap((group) => group.weights),
  );
}

/** Starts the backend and loads the detector's and the landmark model's weights into them. */
export async function loadBaseWeights(): Promise<EngineBackend> {
  // Download the weights while the backend starts; make tensors from them only once it has.
  const [backend, detectorBuffer, landmarkBuffer] = await Promise.all([
    chooseBackend(),
    fetchWeights(FACE_MODEL_FILES.detectorWeights),
    fetchWeights(FACE_MODEL_FILES.landmarkWeights),
  ]);
  detector.loadFromWeightMap(decode(detectorBuffer, detectorManifest as WeightsManifestGroup[]));
  landmarkNet.loadFromWeightMap(decode(landmarkBuffer, landmarkManifest as WeightsManifestGroup[]));
  return backend;
}

/** One weight of the identity file (tools/face-model/identity-weights.ts) as a tensor. */
function identityTensor(buffer: ArrayBuffer, weight: (typeof identityManifest)[number]): faceapi.tf.Tensor {
  if (weight.encoding === "uint4") return tf.tensor(unpack4(buffer, weight.offset, weight.shape), weight.shape);
  const bytes = new Uint8Array(buffer, weight.offset, weight.bytes);
  const scale = weight.scale ?? 1;
  const min = weight.min ?? 0;
  return tf.tensor(
    Float32Array.from(bytes, (q) => q * scale + min),
    weight.shape,
  );
}

/**
 * Loads the recognition network's weights (once the backend runs): its stages up to 128 channels
 * are the appearance network's (8 bits, already loaded for the answer), the rest the identity
 * file's (filters in 4 bits), so the same-person check downloads only that file.
 */
export async function loadRecognitionWeights(): Promise<void> {
  const [stages, buffer] = await Promise.all([loadAppearanceWeights(), fetchWeights(FACE_MODEL_FILES.identityWeights)]);
  const later = Object.fromEntries(identityManifest.map((weight) => [weight.name, identityTensor(buffer, weight)]));
  recognitionNet.loadFromWeightMap({ ...stages, ...later });
}
