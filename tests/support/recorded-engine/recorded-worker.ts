/**
 * The recorded engine: a face worker for the browser tests that answers the site's protocol
 * (src/lib/face-engine/protocol.ts) from a recording of the real worker instead of running the
 * model. serve-recorded-engine.ts serves it in place of the site's worker script, so the page starts
 * it exactly as it starts the real one (same sandbox, same ports, same worker name).
 */
import type { EngineRequest, EngineResponse } from "../../../src/lib/face-engine/protocol";
import type { EngineRecording } from "./engine-recording";
import { onPageMessage, postToPage } from "../../../src/lib/face-engine/worker/page-ports";
import { photoKey } from "./photo-key.ts";

/** The worker's way to the page, typed by the protocol (the real worker's, from the sandbox's ports). */
interface WorkerScope {
  postMessage(message: EngineResponse): void;
  addEventListener(type: "message", listener: (event: MessageEvent<EngineRequest>) => void): void;
}

/** Answers every request this worker receives from `recording`, each `answerAfterMs` after it came. */
export function answerFromRecording(recording: EngineRecording & { answerAfterMs?: number }): void {
  const scope: WorkerScope = {
    postMessage: (message) => postToPage(message),
    addEventListener: (_type, listener) => onPageMessage(listener),
  };
  let loaded = false;
  // The real worker loads once, whoever asks first (a `load`, or the first analysis).
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const message of recording.load) scope.postMessage(message);
  };
  // One answer at a time, in order, as the real worker answers.
  let queue = Promise.resolve();
  scope.addEventListener("message", (event) => {
    const request = event.data;
    if (request.type === "load") {
      load();
      return;
    }
    if (request.type === "check") {
      request.frame.close();
      // Thrown, so the page's engine fails as a broken worker does and no camera test passes on a guess.
      throw new Error("The recorded engine has no camera answers: the camera specs run the real engine.");
    }
    const key = photoKey(request);
    request.frame.close();
    request.photo.close();
    queue = queue.then(async () => {
      load();
      if (recording.answerAfterMs) await new Promise((resolve) => setTimeout(resolve, recording.answerAfterMs));
      const id = request.id;
      const timings = { modelWaitMs: 0, detectMs: 0, landmarksMs: 0, totalMs: 0, detectorPasses: 0 };
      let message: string;
      try {
        const recorded = recording.analyses[await key];
        if (recorded) {
          for (const step of recorded.steps) scope.postMessage({ type: "step", step });
          // Recorded with who the face is; said only where the page asked, as the real worker does.
          const { outcome } = recorded.result;
          if (outcome.kind === "ok" && !request.identity) {
            const analysis = { ...outcome.analysis };
            delete analysis.identity;
            scope.postMessage({ ...recorded.result, outcome: { ...outcome, analysis }, id });
          } else {
            scope.postMessage({ ...recorded.result, id });
          }
          return;
        }
        message =
          `The recorded engine has no answer for the photo "${await key}" (recorded with ${recording.browser}; ` +
          `this is ${navigator.userAgent}). Add the photo to tests/support/recorded-engine/recorded-photos.ts ` +
          `and run npm run record:engine.`;
      } catch (error) {
        message = `The recorded engine could not read the photo: ${String(error)}`;
      }
      // Said in the page's console and, as the engine's error, on the page, so no test passes without it.
      console.error(message);
      scope.postMessage({ type: "result", id, outcome: { kind: "engine-error", message }, timings });
    });
  });
}
