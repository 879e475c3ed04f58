/**
 * The harness page's client of the harness worker (./harness-worker.ts): calibration analyses,
 * the site's analysis run on that worker, and its tensor count. The request is the site's own
 * (`analysisRequest`), so the worker sees what the site's worker sees; the worker's lifecycle is
 * the site's own too (src/lib/face-engine/worker-client.ts), and its failures are worded by the
 * site's words (src/text/analyzer.ts).
 */
import { ANALYSIS_TIMEOUT_MS } from "../../src/config/analyzer-timing";
import { analysisRequest } from "../../src/lib/face-engine/analysis-request";
import type { TimedAnalysis } from "../../src/lib/face-engine/engine-client";
import type { EngineFailure } from "../../src/lib/face-engine/engine-failure";
import { NO_TIMINGS, type AnalysisTimings } from "../../src/lib/face-engine/protocol";
import { startWorkerFromBlob } from "../../src/lib/face-engine/start-face-worker";
import { settleable, startWorkerSession, type WorkerSession } from "../../src/lib/face-engine/worker-client";
import type { AnalysisOutcome, Gender } from "../../src/lib/face-shape/types";
import type { LoadedPhoto } from "../../src/lib/photo/load-photo";
import { engineFailureText } from "../../src/text/analyzer";
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

interface Running {
  session: WorkerSession<Extract<HarnessResponse, { id: number }>>;
  /** Settles once the worker's model has loaded or failed (or the worker stopped). */
  settled: Promise<void>;
}

let running: Running | null = null;

/** A failure in words: the site's, but for a harness worker that stopped without a message. */
function failureText(failure: EngineFailure): string {
  if (failure.code === "worker-stopped" && !failure.detail) return "The harness worker stopped unexpectedly.";
  return engineFailureText(failure);
}

/** An engine's failure as the outcome the harness reports: an "engine-error" with the site's words. */
function failedAnalysis(failure: EngineFailure): HarnessAnalysis {
  return { outcome: { kind: "engine-error", message: failureText(failure) }, timings: NO_TIMINGS };
}

/** The site's engine's answer as the harness reports it: its own failures worded as the site words them. */
export function wordedAnalysis({ outcome, timings }: TimedAnalysis): HarnessAnalysis {
  return outcome.kind === "engine-failed" ? failedAnalysis(outcome.failure) : { outcome, timings };
}

function start(): Running {
  if (running) return running;
  const settled = settleable<void>();
  const state: Running = {
    settled: settled.promise,
    session: startWorkerSession<HarnessResponse>({
      worker: startWorkerFromBlob(harnessWorkerScript, HARNESS_WORKER_NAME),
      firstRequest: { type: "load" } satisfies HarnessRequest,
      onNotice: (message) => {
        if (message.type === "ready") settled.settle();
        if (message.type === "load-failed") {
          const refusal = message.refusal ? { refusal: message.refusal } : {};
          state.session.stop({ code: "model-not-loaded", reason: message.message, ...refusal });
        }
      },
      onStop: () => {
        settled.settle();
        if (running === state) running = null;
      },
    }),
  };
  running = state;
  return state;
}

/** Starts the harness worker and waits until its model has loaded (or failed to). */
export async function harnessWorkerSettled(): Promise<void> {
  await start().settled;
}

/**
 * Analyses a photo on the harness worker: as the site's worker does, or, with `calibrate`, the
 * calibration's analysis, which also returns what it measured of the face. The request is the
 * site's own (`analysisRequest`), so the worker sees what the site sends it. A worker silent for
 * ANALYSIS_TIMEOUT_MS is replaced.
 */
export async function analyzeOnHarnessWorker(
  photo: LoadedPhoto,
  options: { gender: Gender; calibrate: boolean },
): Promise<HarnessAnalysis> {
  const { session } = start();
  const { request, transfer } = await analysisRequest(photo, options.gender, session.nextId());
  const limits = { timeoutMs: ANALYSIS_TIMEOUT_MS };
  const answer = options.calibrate
    ? await session.ask({ ...request, type: "calibrate" }, "calibrated", transfer, limits)
    : await session.ask(request, "result", transfer, limits);
  if (answer.type === "failed") return failedAnalysis(answer.failure);
  const { outcome, timings } = answer;
  return {
    outcome,
    timings,
    ...(answer.type === "calibrated" && answer.calibration ? { calibration: answer.calibration } : {}),
  };
}

/** How many tensors the harness worker's runtime holds, once everything asked before is done. */
export async function harnessWorkerTensors(): Promise<TensorCount> {
  const { session } = start();
  const request = { type: "count-tensors", id: session.nextId() } satisfies HarnessRequest;
  const answer = await session.ask(request, "tensor-count", [], { timeoutMs: ANALYSIS_TIMEOUT_MS });
  if (answer.type === "failed") throw new Error(failureText(answer.failure));
  return { numTensors: answer.numTensors, numBytes: answer.numBytes };
}
