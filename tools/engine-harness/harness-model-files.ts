/**
 * The model files only the calibration's worker (./harness-worker.ts) fetches, bundled into
 * dist-engine/ as hashed assets (Vite's `?url`), as the site's worker bundles its own
 * (src/lib/face-engine/worker/face-model-files.ts): MediaPipe's face mesh from @vladmandic/human
 * (a devDependency), its graph and its weights. `@vladmandic/human/models` is an alias of the
 * harness's build (./astro.config.ts): the package exports only its code.
 */
import meshModelUrl from "@vladmandic/human/models/facemesh.json?url";
import meshWeightsUrl from "@vladmandic/human/models/facemesh.bin?url";

export const HARNESS_MODEL_FILES = {
  meshModel: meshModelUrl,
  meshWeights: meshWeightsUrl,
} as const;
