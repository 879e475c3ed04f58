/**
 * The page's way into the face engine. Importing this module loads nothing: the worker, the
 * runtime and the model weights start on the first `preloadFaceEngine()` or `analyzeFace()` call,
 * then stay for the next analysis (and the browser caches the files). Starting the worker also
 * asks the service worker to keep the analyzer for offline use.
 *
 * The client is made by `createFaceEngine` from a way to start its worker: the site's functions
 * below are one such client, on the site's worker; the engine harness (tests/support/engine-harness/)
 * makes its own, with the same code, to time the worker's steps.
 */
import { keepAnalyzerOffline } from "../offline/keep-analyzer-offline";
import { $engineProgress } from "./engine-progress";
import type { LoadedPhoto } from "../photo/load-photo";
import type { AnalysisOutcome, Gender } from "../face-shape/types";
import {
  NO_TIMINGS,
  type AnalysisTimings,
  type CameraFrameCheck,
  type EngineBackend,
  type EngineRequest,
  type EngineResponse,
} from "./protocol";
import { ANALYSIS_TIMEOUT_MS } from "../../config/analyzer-timing";
import { modelRetryDelayMs } from "./model-retry";
import { detectionFrame } from "./detection-frame";
import { startFaceWorker } from "./start-face-worker";

/** One analysis as the worker answered it: the outcome, and how long each step took there. */
export interface TimedAnalysis {
  outcome: AnalysisOutcome;
  timings: AnalysisTimings;
}

/** Longest side of the frame a camera check looks at: enough to find a face at selfie distance, quickly. */
export const CAMERA_CHECK_FRAME_SIDE_PX = 320;

function engineError(message: string): { outcome: AnalysisOutcome; timings: AnalysisTimings } {
  return { outcome: { kind: "engine-error", message }, timings: NO_TIMINGS };
}

interface PendingAnalysis {
  resolve: (result: TimedAnalysis) => void;
}

interface EngineState {
  worker: Worker;
  pending: Map<number, PendingAnalysis>;
  /** Camera frame checks waiting for the worker. */
  checks: Map<number, (check: CameraFrameCheck | null) => void>;
  ready: Promise<{ backend: EngineBackend; loadMs: number } | { error: string }>;
  /** The optional face-description model: its load time, or why it is not there. */
  descriptorReady: Promise<{ loadMs: number } | { error: string }>;
  /** Settles `ready` and `descriptorReady` with an error, where they have not settled yet. */
  failLoads: (error: string) => void;
}

/** Said when an analysis has not answered within ANALYSIS_TIMEOUT_MS. */
const TOOK_TOO_LONG = "The analysis took too long.";

/** Said while a failed model waits for its next try (see modelRetryDelayMs). */
const BACKING_OFF = "The face model could not be loaded. Please try again in a few seconds.";

/** Answers everything still waiting on a worker that is being stopped. */
function failAll(state: EngineState, message: string): void {
  state.failLoads(message);
  for (const [, pending] of state.pending) pending.resolve(engineError(message));
  state.pending.clear();
  for (const [, settle] of state.checks) settle(null);
  state.checks.clear();
}

function abortError(): DOMException {
  return new DOMException("The analysis was cancelled.", "AbortError");
}

/** A client of one face worker: the page's side of the protocol. */
export interface FaceEngine {
  /** Starts the worker and the model download early, for example as soon as the visitor picks a photo. */
  preload(): void;
  /**
   * Resolves when the model is loaded, with the backend it runs on (or the load error). After a
   * failed load it first waits out the backoff, then tries once more.
   */
  ready(): Promise<{ backend: EngineBackend; loadMs: number } | { error: string }>;
  /** Resolves when the optional face-description model has loaded (or failed to). */
  descriptorReady(): Promise<{ loadMs: number } | { error: string }>;
  /**
   * Analyses the face in a loaded photo off the main thread. Resolves with one of the outcomes of
   * AnalysisOutcome (all coordinates in the photo's pixels) and the worker's timings; rejects only
   * with an AbortError when `signal` aborts. The same photo always gives the same result.
   */
  analyze(photo: LoadedPhoto, options: { gender: Gender; signal?: AbortSignal }): Promise<TimedAnalysis>;
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

/** A client of the worker `startWorker` starts: one worker at a time, replaced when it fails. */
export function createFaceEngine(startWorker: () => Worker): FaceEngine {
  let engine: EngineState | null = null;
  let nextId = 1;
  /** Failed model loads (or worker crashes) in a row, and when the next worker may start. */
  let failedLoads = 0;
  let retryAt = 0;

  function noteLoadFailure(): void {
    failedLoads += 1;
    retryAt = performance.now() + modelRetryDelayMs(failedLoads);
  }

  /** Forgets a broken or silent worker so the next call (after any backoff) starts a fresh one. */
  function stopEngine(state: EngineState): void {
    state.worker.terminate();
    $engineProgress.set(null);
    if (engine === state) engine = null;
  }

  /**
   * The running engine, or a fresh one. Throws while a failed model is waiting for its next try,
   * so that callers that run often (the camera's checks) cannot restart the worker in a loop.
   */
  function startEngine(): EngineState {
    if (engine) return engine;
    if (performance.now() < retryAt) throw new Error(BACKING_OFF);
    const worker = startWorker();
    const pending = new Map<number, PendingAnalysis>();
    let settleReady: (value: { backend: EngineBackend; loadMs: number } | { error: string }) => void = () => {};
    const ready = new Promise<{ backend: EngineBackend; loadMs: number } | { error: string }>((resolve) => {
      settleReady = resolve;
    });
    let settleDescriptor: (value: { loadMs: number } | { error: string }) => void = () => {};
    const descriptorReady = new Promise<{ loadMs: number } | { error: string }>((resolve) => {
      settleDescriptor = resolve;
    });
    const failLoads = (error: string) => {
      settleReady({ error });
      settleDescriptor({ error });
    };
    const state: EngineState = { worker, pending, checks: new Map(), ready, descriptorReady, failLoads };
    worker.addEventListener("message", (event: MessageEvent<EngineResponse>) => {
      const message = event.data;
      switch (message.type) {
        case "progress":
          $engineProgress.set({ done: message.done, total: message.total });
          break;
        case "ready":
          failedLoads = 0;
          settleReady({ backend: message.backend, loadMs: message.loadMs });
          break;
        case "descriptor-ready":
          settleDescriptor({ loadMs: message.loadMs });
          break;
        case "descriptor-failed":
          settleDescriptor({ error: message.message });
          break;
        case "load-failed":
          noteLoadFailure();
          settleReady({ error: message.message });
          failAll(state, `The face model could not be loaded: ${message.message}`);
          stopEngine(state);
          break;
        case "check-result":
          state.checks.get(message.id)?.(message.check);
          state.checks.delete(message.id);
          break;
        case "result":
          pending.get(message.id)?.resolve({ outcome: message.outcome, timings: message.timings });
          pending.delete(message.id);
          break;
      }
    });
    worker.addEventListener("error", (event) => {
      noteLoadFailure();
      settleReady({ error: event.message || "worker error" });
      failAll(state, event.message || "The face engine stopped unexpectedly.");
      stopEngine(state);
    });
    worker.postMessage({ type: "load" } satisfies EngineRequest);
    keepAnalyzerOffline();
    engine = state;
    return state;
  }

  function preload(): void {
    try {
      startEngine();
    } catch {
      // A failed model is waiting for its next try; the analysis will say so if it is still failing.
    }
  }

  async function ready(): Promise<{ backend: EngineBackend; loadMs: number } | { error: string }> {
    while (!engine && performance.now() < retryAt) {
      await new Promise((resolve) => setTimeout(resolve, retryAt - performance.now()));
    }
    return startEngine().ready;
  }

  function descriptorReady(): Promise<{ loadMs: number } | { error: string }> {
    try {
      return startEngine().descriptorReady;
    } catch (error) {
      return Promise.resolve({ error: error instanceof Error ? error.message : BACKING_OFF });
    }
  }

  async function analyze(
    photo: LoadedPhoto,
    options: { gender: Gender; signal?: AbortSignal },
  ): Promise<TimedAnalysis> {
    const { signal } = options;
    if (signal?.aborted) throw abortError();
    let state: EngineState;
    let frame: ImageBitmap;
    let full: ImageBitmap;
    let scale: number;
    try {
      state = startEngine();
      ({ frame, full, scale } = await detectionFrame(photo));
    } catch (error) {
      return engineError(error instanceof Error ? error.message : "The face engine could not start.");
    }
    if (signal?.aborted) {
      frame.close();
      full.close();
      throw abortError();
    }
    const id = nextId;
    nextId += 1;
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        state.pending.delete(id);
      };
      const onAbort = () => {
        finish();
        reject(abortError());
      };
      const timer = setTimeout(() => {
        finish();
        resolve(engineError(TOOK_TOO_LONG));
        // A worker that closed itself or hangs says nothing and never will: replace it, not wait on it.
        failAll(state, TOOK_TOO_LONG);
        stopEngine(state);
      }, ANALYSIS_TIMEOUT_MS);
      signal?.addEventListener("abort", onAbort, { once: true });
      state.pending.set(id, {
        resolve: (result) => {
          finish();
          resolve(result);
        },
      });
      const request: EngineRequest = {
        type: "analyze",
        id,
        frame,
        scale,
        photo: full,
        photoWidth: photo.width,
        photoHeight: photo.height,
        gender: options.gender,
      };
      state.worker.postMessage(request, [frame, full]);
    });
  }

  async function checkFrame(
    source: CanvasImageSource & ImageBitmapSource,
    width: number,
    height: number,
  ): Promise<CameraFrameCheck | null> {
    let state: EngineState;
    let frame: ImageBitmap;
    try {
      state = startEngine();
      const ratio = Math.min(1, CAMERA_CHECK_FRAME_SIDE_PX / Math.max(width, height));
      frame = await createImageBitmap(source, {
        resizeWidth: Math.max(1, Math.round(width * ratio)),
        resizeHeight: Math.max(1, Math.round(height * ratio)),
        resizeQuality: "medium",
      });
    } catch {
      return null;
    }
    const id = nextId;
    nextId += 1;
    return new Promise((resolve) => {
      state.checks.set(id, resolve);
      state.worker.postMessage({ type: "check", id, frame } satisfies EngineRequest, [frame]);
    });
  }

  return { preload, ready, descriptorReady, analyze, checkFrame };
}

/** The site's engine: a client of the site's face worker. */
const siteEngine = createFaceEngine(startFaceWorker);

/** Starts the worker and the model download early, for example as soon as the visitor picks a photo. */
export function preloadFaceEngine(): void {
  siteEngine.preload();
}

/**
 * Resolves when the model is loaded, with the backend it runs on (or the load error). After a
 * failed load it first waits out the backoff, then tries once more.
 */
export function faceEngineReady(): Promise<{ backend: EngineBackend; loadMs: number } | { error: string }> {
  return siteEngine.ready();
}

/** Resolves when the optional face-description model has loaded (or failed to). */
export function faceDescriptorReady(): Promise<{ loadMs: number } | { error: string }> {
  return siteEngine.descriptorReady();
}

/**
 * Analyses the face in a loaded photo off the main thread. Resolves with one of the outcomes of
 * AnalysisOutcome (all coordinates in the photo's pixels); rejects only with an AbortError when
 * `signal` aborts. The same photo always gives the same result.
 */
export async function analyzeFace(
  photo: LoadedPhoto,
  options: { gender: Gender; signal?: AbortSignal },
): Promise<AnalysisOutcome> {
  return (await siteEngine.analyze(photo, options)).outcome;
}

/**
 * A quick look at a live camera frame for the capture guidance (faces, position, pose, light),
 * off the main thread. Resolves null when the engine could not look (it failed to load, say); it
 * never restarts a failed engine before its backoff is over.
 */
export function checkCameraFrame(
  source: CanvasImageSource & ImageBitmapSource,
  width: number,
  height: number,
): Promise<CameraFrameCheck | null> {
  return siteEngine.checkFrame(source, width, height);
}
