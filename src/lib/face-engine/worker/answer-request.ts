/**
 * How the face worker answers the page's requests (src/lib/face-engine/protocol.ts). Analyses and
 * camera checks run one at a time, in order: the model is not re-entrant, and the order keeps
 * results deterministic.
 */
import { NO_TIMINGS, type EngineRequest } from "../protocol";
import { analyze } from "./analyze-frame";
import { checkFrame } from "./check-frame";
import { load } from "./load-engine";
import { errorMessage, scope } from "./worker-scope";

let queue: Promise<void> = Promise.resolve();

/** Runs `work` once everything asked of the model before it is done. */
export function inTurn(work: () => Promise<void>): void {
  queue = queue.then(work);
}

export function answerRequest(request: EngineRequest): void {
  if (request.type === "load") {
    void load().catch(() => undefined);
  } else if (request.type === "check") {
    inTurn(async () => {
      try {
        scope.postMessage({ type: "check-result", id: request.id, check: await checkFrame(request.frame) });
      } catch {
        scope.postMessage({ type: "check-result", id: request.id, check: null });
      }
    });
  } else {
    inTurn(async () => {
      try {
        const { outcome, timings } = await analyze(request, (step) => scope.postMessage({ type: "step", step }));
        scope.postMessage({ type: "result", id: request.id, outcome, timings });
      } catch (error) {
        const outcome = { kind: "engine-error", message: errorMessage(error) } as const;
        scope.postMessage({ type: "result", id: request.id, outcome, timings: NO_TIMINGS });
      }
    });
  }
}
