/**
 * The site's face engine: a client (./engine-client.ts) of the site's face worker. Importing this
 * module loads nothing: the worker, the runtime and the model weights start on the first
 * `preloadFaceEngine()` or `analyzeFace()` call, then stay for the next analysis (and the browser
 * caches the files). Starting the worker also asks the service worker to keep the analyzer for
 * offline use, and the model download's progress goes to the page's progress store.
 */
import { keepAnalyzerOffline } from "../offline/keep-analyzer-offline";
import type { LoadedPhoto } from "../photo/load-photo";
import { createFaceEngine, type AnalyzeOptions, type ModelLoad } from "./engine-client";
import type { EngineOutcome } from "./engine-failure";
import { $analysisSteps, $engineProgress } from "./engine-progress";
import type { CameraFrameCheck } from "./protocol";
import { startFaceWorker } from "./start-face-worker";

const siteEngine = createFaceEngine({
  startWorker: startFaceWorker,
  onStart: keepAnalyzerOffline,
  onProgress: (progress) => $engineProgress.set(progress),
  onStep: (step) => $analysisSteps.set([...$analysisSteps.get(), step]),
});

/** Starts the worker and the model download early, for example as soon as the visitor picks a photo. */
export function preloadFaceEngine(): void {
  siteEngine.preload();
}

/**
 * Resolves when the model is loaded, with the backend it runs on (or the load error). After a
 * failed load it first waits out the backoff, then tries once more.
 */
export function faceEngineReady(): Promise<ModelLoad> {
  return siteEngine.ready();
}

/**
 * Analyses the face in a loaded photo off the main thread. Resolves with one of the outcomes of
 * AnalysisOutcome (all coordinates in the photo's pixels) or the engine's own failure, as a code;
 * rejects only with an AbortError when `signal` aborts. The same photo always gives the same result.
 */
export async function analyzeFace(photo: LoadedPhoto, options: AnalyzeOptions): Promise<EngineOutcome> {
  $analysisSteps.set([]);
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
