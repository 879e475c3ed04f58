/**
 * The harness page's client of the harness worker (./harness-worker.ts): calibration analyses,
 * the site's analysis run on that worker, and its tensor count. The request is the site's own
 * (`analysisRequest`), so the worker sees what the site's worker sees.
 */
import { ANALYSIS_TIMEOUT_MS } from "../../src/config/analyzer-timing";
import { analysisRequest } from "../../src/lib/face-engine/analysis-request";
import { createPendingRequests, type PendingRequests } from "../../src/lib/face-engine/pending-requests";
import { NO_TIMINGS, type AnalysisTimings } from "../../src/lib/face-engine/protocol";
import { startWorkerFromBlob } from "../../src/lib/face-engine/start-face-worker";
import type { AnalysisOutcome, Gender } from "../../src/lib/face-shape/types";
import type { LoadedPhoto } from "../../src/lib/photo/load-photo";
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

/** The answers the page waits for, by request id, or why none will come. */
type Answer =
  Extract<HarnessResponse, { type: "result" | "calibrated" | "tensor-count" }> | { type: "failed"; message: string };

interface Running {
  worker: Worker;
  waiting: PendingRequests<Answer>;
  /** Settles once the optional face-description model has loaded or failed (or the base model failed). */
  settled: Promise<void>;
}

let running: Running | null = null;

function stop(state: Running, message: string): void {
  state.worker.terminate();
  state.waiting.answerAll({ type: "failed", message });
  if (running === state) running = null;
}

function start(): Running {
  if (running) return running;
  const worker = startWorkerFromBlob(harnessWorkerScript, HARNESS_WORKER_NAME);
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const state: Running = { worker, waiting: createPendingRequests(), settled };
  worker.addEventListener("message", (event: MessageEvent<HarnessResponse>) => {
    const message = event.data;
    if (message.type === "descriptor-ready" || message.type === "descriptor-failed") settle();
    if (message.type === "load-failed") {
      settle();
      stop(state, `The face model could not be loaded: ${message.message}`);
    }
    if (message.type === "result" || message.type === "calibrated" || message.type === "tensor-count") {
      state.waiting.answer(message.id, message);
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
): Promise<Answer> {
  const answered = state.waiting.wait(request.id, {
    timeoutMs: ANALYSIS_TIMEOUT_MS,
    onTimeout: () => stop(state, "The analysis took too long."),
  });
  state.worker.postMessage(request, transfer);
  return answered;
}

/** Starts the harness worker and waits until its optional model has settled (loaded or not). */
export async function harnessWorkerSettled(): Promise<void> {
  await start().settled;
}

/**
 * Analyses a photo on the harness worker: as the site's worker does, or, with `calibrate`, the
 * calibration's analysis, which also returns what it measured of the face. The request is the
 * site's own (`analysisRequest`), so the worker sees what the site sends it.
 */
export async function analyzeOnHarnessWorker(
  photo: LoadedPhoto,
  options: { gender: Gender; calibrate: boolean },
): Promise<HarnessAnalysis> {
  const state = start();
  const { request, transfer } = await analysisRequest(photo, options.gender, state.waiting.nextId());
  const answer = await ask(state, options.calibrate ? { ...request, type: "calibrate" } : request, transfer);
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
  const state = start();
  const answer = await ask(state, { type: "count-tensors", id: state.waiting.nextId() });
  if (answer.type !== "tensor-count") throw new Error(answer.type === "failed" ? answer.message : answer.type);
  return { numTensors: answer.numTensors, numBytes: answer.numBytes };
}
