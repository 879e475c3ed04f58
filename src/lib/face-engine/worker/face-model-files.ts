/**
 * The face worker's model files, bundled as the site's own hashed assets (Vite's `?url`): the
 * weights of the models and tfjs's WASM runtime (SIMD, and plain for browsers without SIMD).
 * They are the only addresses the worker may fetch (src/lib/face-engine/worker/lock-down-face-worker.ts).
 */
import wasmPlainUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url";
import wasmSimdUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url";
import detectorWeightsUrl from "@vladmandic/face-api/model/tiny_face_detector_model.bin?url";
import landmarkWeightsUrl from "@vladmandic/face-api/model/face_landmark_68_model.bin?url";
import appearanceWeightsUrl from "./models/face-appearance.bin?url";
import identityWeightsUrl from "./models/face-identity.bin?url";

export const FACE_MODEL_FILES = {
  wasmPlain: wasmPlainUrl,
  wasmSimd: wasmSimdUrl,
  detectorWeights: detectorWeightsUrl,
  landmarkWeights: landmarkWeightsUrl,
  /**
   * The recognition network's later stages (4-bit filters, tools/face-model/identity-weights.ts):
   * with the appearance network's weights, face-api's recognition network, fetched only where a
   * photo's identity is asked for (the same-person check).
   */
  identityWeights: identityWeightsUrl,
  /** The appearance network (./face-appearance.ts): the first stages of the recognition model, 8-bit. */
  appearanceWeights: appearanceWeightsUrl,
} as const;
