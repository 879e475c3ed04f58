/**
 * face-api's three models and their weights, fetched from the site's own files
 * (./face-model-files.ts).
 */
import * as faceapi from "@vladmandic/face-api";
import detectorManifest from "@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json";
import landmarkManifest from "@vladmandic/face-api/model/face_landmark_68_model-weights_manifest.json";
import recognitionManifest from "@vladmandic/face-api/model/face_recognition_model-weights_manifest.json";
import type { EngineBackend } from "../protocol";
import { chooseBackend, tf } from "./face-api-runtime";
import { FACE_MODEL_FILES } from "./face-model-files";

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

/** Loads the optional recognition model's weights (once the backend runs). */
export async function loadRecognitionWeights(): Promise<void> {
  const buffer = await fetchWeights(FACE_MODEL_FILES.recognitionWeights);
  recognitionNet.loadFromWeightMap(decode(buffer, recognitionManifest as WeightsManifestGroup[]));
}
