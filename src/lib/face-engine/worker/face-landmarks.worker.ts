/**
 * The face worker's entry: the landmark model behind a typed message protocol
 * (src/lib/face-engine/protocol.ts). It runs face-api's tiny face detector and 68-point landmark
 * model on tfjs's WASM backend (CPU fallback), with the weights and .wasm files bundled as the
 * site's own hashed assets (./face-model-files.ts), then builds the analysis with the pure
 * functions of src/lib/face-shape (./analyze-frame.ts). Nothing leaves the device: before anything
 * else runs, the worker takes its own network away except for those model files
 * (./lock-down-face-worker.ts), so this holds even where the host ignores `_headers`.
 *
 * Where the page asks who a face is (the same-person check of a photo joining another), it loads
 * face-api's recognition network first and adds the face's 128-number descriptor to the analysis
 * (./load-engine.ts, ./analyze-frame.ts); no classifier reads it.
 *
 * This is the worker the site ships, and all it answers. The calibration's worker
 * (tools/engine-harness/harness-worker.ts) is built from the same parts plus what only the
 * calibration and the tests ask for, and never ships.
 */
// First: the worker's network is locked down to its model files before any library runs.
import "./lock-down-face-worker";
// Then face-api, set up for a worker (no DOM) before any model is made.
import "./face-api-runtime";
import { answerRequest } from "./answer-request";
import { scope } from "./worker-scope";

scope.addEventListener("message", (event) => answerRequest(event.data));
