/**
 * A client of one face worker: the page's side of the protocol (./protocol.ts). `createFaceEngine`
 * makes one from a way to start its worker; the site's engine (./face-engine.ts) is one, the
 * engine harness (tools/engine-harness/) makes another on the same worker to time its steps.
 */
import { ANALYSIS_TIMEOUT_MS } from "../../config/analyzer-timing";
import { ENGINE_MESSAGES } from "../../text/analyzer";
import type { AnalysisOutcome, Gender } from "../face-shape/types";
import type { LoadedPhoto } from "../photo/load-photo";
import { analysisRequest } from "./analysis-request";
import { modelRetryDelayMs } from "./model-retry";
import { createPendingRequests, abortError, type PendingRequests } from "./pending-requests";
import type { EngineWorker } from "./sandbox/engine-worker";
import {
  NO_TIMINGS,
  type AnalysisTimings,
  type CameraFrameCheck,
  type EngineBackend,
  type EngineRequest,
  type EngineResponse,
} from "./protocol";

/** One analysis as the worker answered it: the outcome, and how long each step took there. */
/** What an analysis is asked: the classifier's gender, and whether to say who the face is too. */
export interface AnalyzeOptions {
  gender: Gender;
  signal?: AbortSignal;
  identity?: boolean;
}

export interface TimedAnalysis {
  outcome: AnalysisOutcome;
  timings: AnalysisTimings;
}

/** How loading the face model ended: the backend it runs on and its load time, or why it failed. */
export type ModelLoad = { backend: EngineBackend; loadMs: number } | { error: string };

/** How loading the optional face-description model ended. */
export type DescriptorLoad = { loadMs: number } | { error: string };

/** Longest side of the frame a camera check looks at: enough to find a face at selfie distance, quickly. */
export const CAMERA_CHECK_FRAME_SIDE_PX = 320;

const { tookTooLong: TOOK_TOO_LONG, backingOff: BACKING_OFF } = ENGINE_MESSAGES;

const engineError = (message: string): TimedAnalysis => ({
  outcome: { kind: "engine-error", message },
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
  /** Resolves when the optional face-description model has loaded (or failed to). */
  descriptorReady(): Promise<DescriptorLoad>;
  /**
   * Analyses the face in a loaded photo off the main thread. Resolves with one of the outcomes of
   * AnalysisOutcome (all coordinates in the photo's pixels) and the worker's timings; rejects only
   * with an AbortError when `signal` aborts. The same photo always gives the same result. With
   * `identity`, the analysis also says who the face is (`FaceAnalysis.identity`).
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
}

/** A running worker and what waits on it. */
interface Running {
  worker: EngineWorker;
  analyses: PendingRequests<TimedAnalysis>;
  checks: PendingRequests<CameraFrameCheck | null>;
  ready: { promise: Promise<ModelLoad>; settle: (load: ModelLoad) => void };
  descriptor: { promise: Promise<DescriptorLoad>; settle: (load: DescriptorLoad) => void };
}

/** A promise and the function that settles it. */
function settleable<T>(): { promise: Promise<T>; settle: (value: T) => void } {
  let settle: (value: T) => void = () => {};
  // A promise settles once: later calls are ignored.
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** A client of the worker `startWorker` starts: one worker at a time, replaced when it fails. */
export function createFaceEngine({ startWorker, onStart, onProgress }: FaceEngineOptions): FaceEngine {
  let running: Running | null = null;
  /** Failed model loads (or worker crashes) in a row, and when the next worker may start. */
  let failedLoads = 0;
  let retryAt = 0;

  /** Answers everything still waiting on a worker and forgets it, so the next call starts a fresh one. */
  function stop(state: Running, message: string): void {
    // Settles the loads with the error, where they have not settled yet.
    state.ready.settle({ error: message });
    state.descriptor.settle({ error: message });
    state.analyses.answerAll(engineError(message));
    state.checks.answerAll(null);
    state.worker.terminate();
    onProgress?.(null);
    if (running === state) running = null;
  }

  function failedToLoad(state: Running, error: string, message: string): void {
    failedLoads += 1;
    retryAt = performance.now() + modelRetryDelayMs(failedLoads);
    state.ready.settle({ error });
    stop(state, message);
  }

  function onMessage(state: Running, message: EngineResponse): void {
    switch (message.type) {
      case "progress":
        onProgress?.({ done: message.done, total: message.total });
        break;
      case "ready":
        failedLoads = 0;
        state.ready.settle({ backend: message.backend, loadMs: message.loadMs });
        break;
      case "descriptor-ready":
        state.descriptor.settle({ loadMs: message.loadMs });
        break;
      case "descriptor-failed":
        state.descriptor.settle({ error: message.message });
        break;
      case "load-failed":
        failedToLoad(state, message.message, ENGINE_MESSAGES.modelNotLoaded(message.message));
        break;
      case "check-result":
        state.checks.answer(message.id, message.check);
        break;
      case "result":
        state.analyses.answer(message.id, { outcome: message.outcome, timings: message.timings });
        break;
    }
  }

  /**
   * The running worker, or a fresh one. Throws while a failed model is waiting for its next try,
   * so that callers that run often (the camera's checks) cannot restart the worker in a loop.
   */
  function start(): Running {
    if (running) return running;
    if (performance.now() < retryAt) throw new Error(BACKING_OFF);
    const state: Running = {
      worker: startWorker(),
      analyses: createPendingRequests(),
      checks: createPendingRequests(),
      ready: settleable<ModelLoad>(),
      descriptor: settleable<DescriptorLoad>(),
    };
    state.worker.addEventListener("message", (event: MessageEvent<EngineResponse>) => onMessage(state, event.data));
    state.worker.addEventListener("error", (event) => {
      const message = event.message || ENGINE_MESSAGES.stoppedUnexpectedly;
      failedToLoad(state, event.message || "worker error", message);
    });
    state.worker.postMessage({ type: "load" } satisfies EngineRequest, []);
    onStart?.();
    running = state;
    return state;
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
      while (!running && performance.now() < retryAt) {
        await new Promise((resolve) => setTimeout(resolve, retryAt - performance.now()));
      }
      return start().ready.promise;
    },

    descriptorReady() {
      try {
        return start().descriptor.promise;
      } catch (error) {
        return Promise.resolve({ error: error instanceof Error ? error.message : BACKING_OFF });
      }
    },

    async analyze(photo, { gender, signal, identity = false }) {
      if (signal?.aborted) throw abortError();
      let state: Running;
      let prepared: Awaited<ReturnType<typeof analysisRequest>>;
      try {
        state = start();
        prepared = await analysisRequest(photo, gender, state.analyses.nextId(), identity);
      } catch (error) {
        return engineError(error instanceof Error ? error.message : ENGINE_MESSAGES.couldNotStart);
      }
      if (signal?.aborted) {
        for (const bitmap of prepared.transfer) (bitmap as ImageBitmap).close();
        throw abortError();
      }
      const answered = state.analyses.wait(prepared.request.id, {
        timeoutMs: ANALYSIS_TIMEOUT_MS,
        // A worker that closed itself or hangs says nothing and never will: replace it, not wait on it.
        onTimeout: () => stop(state, TOOK_TOO_LONG),
        ...(signal ? { signal } : {}),
      });
      state.worker.postMessage(prepared.request, prepared.transfer);
      return answered;
    },

    async checkFrame(source, width, height) {
      let state: Running;
      let frame: ImageBitmap;
      try {
        state = start();
        const ratio = Math.min(1, CAMERA_CHECK_FRAME_SIDE_PX / Math.max(width, height));
        frame = await createImageBitmap(source, {
          resizeWidth: Math.max(1, Math.round(width * ratio)),
          resizeHeight: Math.max(1, Math.round(height * ratio)),
          resizeQuality: "medium",
        });
      } catch {
        return null;
      }
      const id = state.checks.nextId();
      const answered = state.checks.wait(id);
      state.worker.postMessage({ type: "check", id, frame } satisfies EngineRequest, [frame]);
      return answered;
    },
  };
}
