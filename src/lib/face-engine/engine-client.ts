/**
 * A client of one face worker: the page's side of the protocol (./protocol.ts). `createFaceEngine`
 * makes one from a way to start its worker; the site's engine (./face-engine.ts) is one, the
 * engine harness (tools/engine-harness/) makes another on the same worker to time its steps. The
 * worker's lifecycle (requests by id, time limits, stopping) is ./worker-client.ts's; failures
 * are codes (./engine-failure.ts), which src/text/analyzer.ts words.
 */
import { ANALYSIS_TIMEOUT_MS } from "../../config/analyzer-timing";
import type { Gender } from "../face-shape/types";
import type { LoadedPhoto } from "../photo/load-photo";
import { analysisRequest } from "./analysis-request";
import { EngineFailureError, failureReason, type EngineFailure, type EngineOutcome } from "./engine-failure";
import { modelRetryDelayMs } from "./model-retry";
import { abortError } from "./pending-requests";
import type { EngineWorker } from "./sandbox/engine-worker";
import { settleable, startWorkerSession, type WorkerSession } from "./worker-client";
import { checkedOutcome } from "./checked-outcome";
import {
  ANALYSIS_STEPS,
  NO_TIMINGS,
  type AnalysisStep,
  type AnalysisTimings,
  type CameraFrameCheck,
  type EngineBackend,
  type EngineRequest,
  type EngineResponse,
} from "./protocol";

/** What an analysis is asked: the classifier's gender, and whether to say who the face is too. */
export interface AnalyzeOptions {
  gender: Gender;
  signal?: AbortSignal;
  identity?: boolean;
}

/** One analysis as the worker answered it: the outcome, and how long each step took there. */
export interface TimedAnalysis {
  outcome: EngineOutcome;
  timings: AnalysisTimings;
}

/** How loading the face model ended: the backend it runs on and its load time, or why it failed. */
export type ModelLoad = { backend: EngineBackend; loadMs: number } | { error: string };

/** Longest side of the frame a camera check looks at: enough to find a face at selfie distance, quickly. */
export const CAMERA_CHECK_FRAME_SIDE_PX = 320;

const engineFailed = (failure: EngineFailure): TimedAnalysis => ({
  outcome: { kind: "engine-failed", failure },
  timings: NO_TIMINGS,
});

/** A client of one face worker. */
export interface FaceEngine {
  /** Starts the worker and the model download early, for example as soon as the visitor picks a photo. */
  preload(): void;
  /**
   * Resolves when the model is loaded, with the backend it runs on (or the load error). After a
   * failed load it first waits out the backoff, then tries once more.
   */
  ready(): Promise<ModelLoad>;
  /**
   * Analyses the face in a loaded photo off the main thread. Resolves with one of the outcomes of
   * AnalysisOutcome (all coordinates in the photo's pixels) and the worker's timings, or with the
   * client's own failure ("engine-failed"); rejects only with an AbortError when `signal` aborts.
   * The same photo always gives the same result. With `identity`, the analysis also says who the
   * face is (`FaceAnalysis.identity`).
   */
  analyze(photo: LoadedPhoto, options: AnalyzeOptions): Promise<TimedAnalysis>;
  /**
   * A quick look at a live camera frame for the capture guidance (faces, position, pose, light),
   * off the main thread. Resolves null when the engine could not look (it failed to load, say); it
   * never restarts a failed engine before its backoff is over.
   */
  checkFrame(
    source: CanvasImageSource & ImageBitmapSource,
    width: number,
    height: number,
  ): Promise<CameraFrameCheck | null>;
}

/** What a client is made from: how to start its worker, and whom to tell what the worker does. */
export interface FaceEngineOptions {
  startWorker: () => EngineWorker;
  /** Called each time a worker starts (the site asks the service worker to keep the analyzer offline). */
  onStart?: () => void;
  /** The model download's progress; null when the worker stops. */
  onProgress?: (progress: { done: number; total: number } | null) => void;
  /** The step the analysis being answered has started (one of ANALYSIS_STEPS; anything else is not passed on). */
  onStep?: (step: AnalysisStep) => void;
}

/** A running worker's session and its model load. */
interface Running {
  session: WorkerSession<Extract<EngineResponse, { id: number }>>;
  ready: { promise: Promise<ModelLoad>; settle: (load: ModelLoad) => void };
}

/** Failed model loads (or worker crashes) in a row, and when the next worker may start. */
function modelBackoff() {
  let failedLoads = 0;
  let retryAt = 0;
  return {
    failed() {
      failedLoads += 1;
      retryAt = performance.now() + modelRetryDelayMs(failedLoads);
    },
    loaded: () => (failedLoads = 0),
    /** Milliseconds until the next worker may start (0 or less once it may). */
    waitMs: () => retryAt - performance.now(),
  };
}

type Backoff = ReturnType<typeof modelBackoff>;

/** What the worker says of its loading and of the analysis it is on, told to the load's promise, `onProgress` and `onStep`. */
function onLoadNotice(
  state: Running,
  message: Exclude<EngineResponse, { id: number }>,
  backoff: Backoff,
  { onProgress, onStep }: Pick<FaceEngineOptions, "onProgress" | "onStep">,
): void {
  switch (message.type) {
    case "step":
      if ((ANALYSIS_STEPS as readonly unknown[]).includes(message.step)) onStep?.(message.step);
      break;
    case "progress":
      onProgress?.({ done: message.done, total: message.total });
      break;
    case "ready":
      backoff.loaded();
      state.ready.settle({ backend: message.backend, loadMs: message.loadMs });
      break;
    case "load-failed":
      state.session.stop({
        code: "model-not-loaded",
        reason: message.message,
        ...(message.refusal ? { refusal: message.refusal } : {}),
      });
      break;
  }
}

/**
 * Starts a worker. When it stops, its load settles with the reason (where it has not yet), and
 * a failed load or a crashed worker counts towards the backoff (a time-out does not).
 */
function startRunning(
  { startWorker, onStart, ...listeners }: FaceEngineOptions,
  backoff: Backoff,
  forget: (state: Running) => void,
): Running {
  const state: Running = {
    ready: settleable<ModelLoad>(),
    session: startWorkerSession<EngineResponse>({
      worker: startWorker(),
      firstRequest: { type: "load" } satisfies EngineRequest,
      onNotice: (message) => onLoadNotice(state, message, backoff, listeners),
      onStop: (failure) => {
        if (failure.code === "model-not-loaded" || failure.code === "worker-stopped") backoff.failed();
        state.ready.settle({ error: failureReason(failure) });
        listeners.onProgress?.(null);
        forget(state);
      },
    }),
  };
  onStart?.();
  return state;
}

/** The analysis of one photo on the worker `start` gives, answered with its outcome or the failure. */
async function analyzeOn(
  start: () => Running,
  photo: LoadedPhoto,
  { gender, signal, identity = false }: AnalyzeOptions,
): Promise<TimedAnalysis> {
  if (signal?.aborted) throw abortError();
  let session: Running["session"];
  let prepared: Awaited<ReturnType<typeof analysisRequest>>;
  try {
    session = start().session;
    prepared = await analysisRequest(photo, gender, session.nextId(), identity);
  } catch (error) {
    if (error instanceof EngineFailureError) return engineFailed(error.failure);
    return engineFailed({ code: "could-not-start", ...(error instanceof Error ? { detail: error.message } : {}) });
  }
  if (signal?.aborted) {
    for (const bitmap of prepared.transfer) (bitmap as ImageBitmap).close();
    throw abortError();
  }
  const reply = await session.ask(prepared.request, "result", prepared.transfer, {
    timeoutMs: ANALYSIS_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  if (reply.type === "failed") return engineFailed(reply.failure);
  // Nothing the worker says is shown, kept or shared before the page has checked it.
  const outcome = checkedOutcome(reply.outcome, gender, { width: photo.width, height: photo.height });
  return outcome ? { outcome, timings: reply.timings } : engineFailed({ code: "bad-answer" });
}

/** A camera frame, made small, looked at by the worker `start` gives; null when it could not look. */
async function checkFrameOn(
  start: () => Running,
  source: CanvasImageSource & ImageBitmapSource,
  width: number,
  height: number,
): Promise<CameraFrameCheck | null> {
  let session: Running["session"];
  let frame: ImageBitmap;
  try {
    session = start().session;
    const ratio = Math.min(1, CAMERA_CHECK_FRAME_SIDE_PX / Math.max(width, height));
    frame = await createImageBitmap(source, {
      resizeWidth: Math.max(1, Math.round(width * ratio)),
      resizeHeight: Math.max(1, Math.round(height * ratio)),
      resizeQuality: "medium",
    });
  } catch {
    return null;
  }
  const request = { type: "check", id: session.nextId(), frame } satisfies EngineRequest;
  const reply = await session.ask(request, "check-result", [frame]);
  return reply.type === "failed" ? null : reply.check;
}

/** A client of the worker `startWorker` starts: one worker at a time, replaced when it fails. */
export function createFaceEngine(options: FaceEngineOptions): FaceEngine {
  let running: Running | null = null;
  const backoff = modelBackoff();
  const forget = (state: Running) => {
    if (running === state) running = null;
  };

  /**
   * The running worker, or a fresh one. Throws while a failed model is waiting for its next try,
   * so that callers that run often (the camera's checks) cannot restart the worker in a loop.
   */
  function start(): Running {
    if (running) return running;
    if (backoff.waitMs() > 0) throw new EngineFailureError({ code: "backing-off" });
    running = startRunning(options, backoff, forget);
    return running;
  }

  return {
    preload() {
      try {
        start();
      } catch {
        // A failed model is waiting for its next try; the analysis will say so if it is still failing.
      }
    },
    async ready() {
      while (!running && backoff.waitMs() > 0) {
        await new Promise((resolve) => setTimeout(resolve, backoff.waitMs()));
      }
      return start().ready.promise;
    },
    analyze: (photo, analyzeOptions) => analyzeOn(start, photo, analyzeOptions),
    checkFrame: (source, width, height) => checkFrameOn(start, source, width, height),
  };
}
