/**
 * The harness page's client of the harness worker (./harness-worker.ts): calibration analyses,
 * the site's analysis run on that worker, and its tensor count. The photo is prepared for the
 * worker by the site's own code (`detectionFrame`), so the worker sees what the site sends it.
 */
import { ANALYSIS_TIMEOUT_MS } from "../../../src/config/analyzer-timing";
import { detectionFrame } from "../../../src/lib/face-engine/detection-frame";
import { NO_TIMINGS, type AnalysisTimings } from "../../../src/lib/face-engine/protocol";
import { startWorkerFromBlob } from "../../../src/lib/face-engine/start-face-worker";
import type { AnalysisOutcome, Gender } from "../../../src/lib/face-shape/types";
import type { LoadedPhoto } from "../../../src/lib/photo/load-photo";
import harnessWorkerScript from "./harness-worker.ts?worker&url";
import {
  HARNESS_WORKER_NAME,
  type CalibrationMeasurement,
  type HarnessRequest,
  type HarnessResponse,
  type TensorCount,
} from "./harness-protocol";

/** What the harness worker answered to an analysis, the calibration's measurement included when asked. */
export interface HarnessAnalysis {
  outcome: AnalysisOutcome;
  timings: AnalysisTimings;
  calibration?: CalibrationMeasurement;
}

/** The answers the page waits for, by request id. */
type Answer = Extract<HarnessResponse, { type: "result" | "calibrated" | "tensor-count" }>;

interface Running {
  worker: Worker;
  waiting: Map<number, (answer: Answer | { type: "failed"; message: string }) => void>;
  /** Settles once the optional face-description model has loaded or failed (or the base model failed). */
  settled: Promise<void>;
}

let running: Running | null = null;
let nextId = 1;

function stop(state: Running, message: string): void {
  state.worker.terminate();
  for (const [, settle] of state.waiting) settle({ type: "failed", message });
  state.waiting.clear();
  if (running === state) running = null;
}

function start(): Running {
  if (running) return running;
  const worker = startWorkerFromBlob(harnessWorkerScript, HARNESS_WORKER_NAME);
  const waiting: Running["waiting"] = new Map();
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const state: Running = { worker, waiting, settled };
  worker.addEventListener("message", (event: MessageEvent<HarnessResponse>) => {
    const message = event.data;
    if (message.type === "descriptor-ready" || message.type === "descriptor-failed") settle();
    if (message.type === "load-failed") {
      settle();
      stop(state, `The face model could not be loaded: ${message.message}`);
    }
    if (message.type === "result" || message.type === "calibrated" || message.type === "tensor-count") {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  });
  worker.addEventListener("error", (event) => {
    settle();
    stop(state, event.message || "The harness worker stopped unexpectedly.");
  });
  worker.postMessage({ type: "load" } satisfies HarnessRequest);
  running = state;
  return state;
}

/** Sends a request and waits for its answer; a worker silent for ANALYSIS_TIMEOUT_MS is replaced. */
function ask(
  state: Running,
  request: Extract<HarnessRequest, { id: number }>,
  transfer: Transferable[] = [],
): Promise<Answer | { type: "failed"; message: string }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => stop(state, "The analysis took too long."), ANALYSIS_TIMEOUT_MS);
    state.waiting.set(request.id, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    state.worker.postMessage(request, transfer);
  });
}

/** Starts the harness worker and waits until its optional model has settled (loaded or not). */
export async function harnessWorkerSettled(): Promise<void> {
  await start().settled;
}

/**
 * Analyses a photo on the harness worker: as the site's worker does, or, with `calibrate`, the
 * calibration's analysis, which also returns what it measured of the face.
 */
export async function analyzeOnHarnessWorker(
  photo: LoadedPhoto,
  options: { gender: Gender; calibrate: boolean },
): Promise<HarnessAnalysis> {
  const state = start();
  const { frame, full, scale } = await detectionFrame(photo);
  const id = nextId;
  nextId += 1;
  const request = {
    id,
    frame,
    scale,
    photo: full,
    photoWidth: photo.width,
    photoHeight: photo.height,
    gender: options.gender,
  };
  const answer = await ask(
    state,
    options.calibrate ? { type: "calibrate", ...request } : { type: "analyze", ...request },
    [frame, full],
  );
  if (answer.type === "result" || answer.type === "calibrated") {
    const { outcome, timings } = answer;
    return {
      outcome,
      timings,
      ...(answer.type === "calibrated" && answer.calibration ? { calibration: answer.calibration } : {}),
    };
  }
  const message = answer.type === "failed" ? answer.message : `unexpected answer ${answer.type}`;
  return {
    outcome: { kind: "engine-error", message },
    timings: NO_TIMINGS,
  };
}

/** How many tensors the harness worker's runtime holds, once everything asked before is done. */
export async function harnessWorkerTensors(): Promise<TensorCount> {
  const id = nextId;
  nextId += 1;
  const answer = await ask(start(), { type: "count-tensors", id });
  if (answer.type !== "tensor-count") throw new Error(answer.type === "failed" ? answer.message : answer.type);
  return { numTensors: answer.numTensors, numBytes: answer.numBytes };
}
