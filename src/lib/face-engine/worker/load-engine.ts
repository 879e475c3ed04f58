/**
 * Loading the engine, once: the base model (backend, weights, warm-up), then, in the background,
 * the optional recognition model. Each step tells the page how it went (protocol.ts).
 */
import { FileRefusedError } from "../engine-failure";
import type { EngineBackend } from "../protocol";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "../../face-shape/model/face-shape-model-descriptor.data";
import { loadRecognitionModel } from "./face-descriptor";
import { APPEARANCE_SHIPPED } from "../../face-shape/model/shipped-inputs";
import { loadAndWarmAppearance } from "./face-appearance";
import { MESH_SHIPPED, loadAndWarmFaceMesh } from "./face-mesh";
import { loadBaseWeights } from "./face-models";
import { warmUpLandmarkPasses } from "./warm-up";
import { errorMessage, scope } from "./worker-scope";

let loading: Promise<EngineBackend> | null = null;
let recognitionLoading: Promise<void> | null = null;
let describing: Promise<boolean> | null = null;

/** Loads and warms the base model; says "ready" (or "load-failed"), then starts the optional model. */
export function load(): Promise<EngineBackend> {
  loading ??= (async () => {
    const started = performance.now();
    // Every part the answer needs, so the page can show how much is done: the runtime and the
    // detector and landmark weights, their warm-up, and the appearance network and the face mesh
    // where a shipped model reads them.
    const extras = [
      ...(APPEARANCE_SHIPPED ? [loadAndWarmAppearance] : []),
      ...(MESH_SHIPPED ? [loadAndWarmFaceMesh] : []),
    ];
    const total = 2 + extras.length;
    let done = 0;
    const progress = () => scope.postMessage({ type: "progress", done, total });
    progress();
    const backend = await loadBaseWeights();
    done += 1;
    progress();
    await warmUpLandmarkPasses();
    done += 1;
    progress();
    for (const part of extras) {
      await part();
      done += 1;
      progress();
    }
    scope.postMessage({ type: "ready", backend, loadMs: Math.round(performance.now() - started) });
    void loadDescriptorModel();
    return backend;
  })();
  loading.catch((error: unknown) => {
    // A file the page refused is said by its code, which the page words (src/text/analyzer.ts).
    const refusal = error instanceof FileRefusedError ? { refusal: error.refusal } : {};
    scope.postMessage({ type: "load-failed", message: errorMessage(error), ...refusal });
  });
  return loading;
}

/** Loads and warms face-api's recognition model, after the base model (never competing with it for the network). */
export function loadRecognitionNet(): Promise<void> {
  recognitionLoading ??= (async () => {
    await load();
    await loadRecognitionModel();
  })();
  return recognitionLoading;
}

/**
 * Loads the optional recognition model and says whether it did. Resolves false where it cannot
 * load, or when no shipped classifier uses it.
 */
function loadDescriptorModel(): Promise<boolean> {
  describing ??= (async () => {
    if (!FACE_SHAPE_MODELS_WITH_DESCRIPTOR) {
      // Say so, so nothing waits for a model that is never fetched.
      scope.postMessage({
        type: "descriptor-failed",
        message: "no shipped classifier uses the face-description model",
      });
      return false;
    }
    const started = performance.now();
    try {
      await loadRecognitionNet();
      scope.postMessage({ type: "descriptor-ready", loadMs: Math.round(performance.now() - started) });
      return true;
    } catch (error) {
      scope.postMessage({ type: "descriptor-failed", message: errorMessage(error) });
      return false;
    }
  })();
  return describing;
}

/** The optional model if it is (or becomes, within `waitMs`) ready; false otherwise. */
export function descriptorModelWithin(waitMs: number): Promise<boolean> {
  return Promise.race([
    loadDescriptorModel(),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), Math.max(0, waitMs))),
  ]);
}
