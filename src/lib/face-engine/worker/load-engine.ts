/**
 * Loading the engine, once: the base model (backend, weights, warm-up) and every model a shipped
 * classifier reads, told to the page part by part (protocol.ts); face-api's recognition network
 * only when a photo's identity is asked for (the same-person check of combined photos).
 */
import { FileRefusedError } from "../engine-failure";
import type { EngineBackend } from "../protocol";
import { loadRecognitionModel } from "./face-descriptor";
import { APPEARANCE_SHIPPED } from "../../face-shape/model/shipped-inputs";
import { loadAndWarmAppearance } from "./face-appearance";
import { loadBaseWeights } from "./face-models";
import { warmUpLandmarkPasses } from "./warm-up";
import { errorMessage, scope } from "./worker-scope";

let loading: Promise<EngineBackend> | null = null;
let recognitionLoading: Promise<void> | null = null;

/** Loads and warms the base model and what the shipped classifiers read; says "ready" (or "load-failed"). */
export function load(): Promise<EngineBackend> {
  loading ??= (async () => {
    const started = performance.now();
    // Every part the answer needs, so the page can show how much is done: the runtime and the
    // detector and landmark weights, their warm-up, and the appearance network where a shipped
    // model reads it.
    const extras = APPEARANCE_SHIPPED ? [loadAndWarmAppearance] : [];
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
