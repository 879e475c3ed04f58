/**
 * The face worker's entry: the landmark model behind a typed message protocol
 * (src/lib/face-engine/protocol.ts). It runs face-api's tiny face detector and 68-point landmark
 * model on tfjs's WASM backend (CPU fallback), with the weights and .wasm files bundled as the
 * site's own hashed assets (./face-model-files.ts), then builds the analysis with the pure
 * functions of src/lib/face-shape (./analyze-frame.ts). Nothing leaves the device: before anything
 * else runs, the worker takes its own network away except for those model files
 * (./lock-down-face-worker.ts), so this holds even where the host ignores `_headers`.
 *
 * Where a shipped classifier reads face-api's 128-number face descriptor (none does since issue
 * 23), it downloads the recognition model (4 MB gzip) in the background once the base model is
 * ready; an analysis then waits for it at most DESCRIPTOR_WAIT_MS, and without it uses the base
 * classifier; the result says which one it used (./load-engine.ts, README "Face engine").
 */
// First: the worker's network is locked down to its model files before any library runs.
import "./lock-down-face-worker";
// Then face-api, set up for a worker (no DOM) before any model is made.
import "./face-api-runtime";
import { analyze } from "./analyze-frame";
import { checkFrame } from "./check-frame";
import { load } from "./load-engine";
import { errorMessage, scope } from "./worker-scope";

// One analysis at a time, in order: the model is not re-entrant and this keeps results deterministic.
let queue: Promise<void> = Promise.resolve();

scope.addEventListener("message", (event) => {
  const request = event.data;
  if (request.type === "load") {
    void load().catch(() => undefined);
    return;
  }
  if (request.type === "check") {
    queue = queue.then(async () => {
      try {
        scope.postMessage({ type: "check-result", id: request.id, check: await checkFrame(request.frame) });
      } catch {
        scope.postMessage({ type: "check-result", id: request.id, check: null });
      }
    });
    return;
  }
  queue = queue.then(async () => {
    try {
      const { outcome, timings, calibration } = await analyze(request);
      scope.postMessage({ type: "result", id: request.id, outcome, timings, ...(calibration ? { calibration } : {}) });
    } catch (error) {
      const message = errorMessage(error);
      const timings = { modelWaitMs: 0, detectMs: 0, landmarksMs: 0, totalMs: 0, detectorPasses: 0, descriptorMs: 0 };
      scope.postMessage({ type: "result", id: request.id, outcome: { kind: "engine-error", message }, timings });
    }
  });
});
