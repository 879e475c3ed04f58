/**
 * Why the face engine gave no answer of its own, as codes: the engine's code says what happened,
 * and src/text/analyzer.ts (`engineFailureText`) says it to the visitor, in one place. Where the
 * browser or the worker gave a reason of its own, it travels along as it was given.
 */
import type { AnalysisOutcome } from "../face-shape/types";

/** Why the page would not hand a file of the engine to the worker (./sandbox/sandboxed-worker.ts). */
export type FileRefusal = "not-listed" | "not-found" | "changed" | "asked-again";

export type EngineFailure =
  /** An analysis not answered within ANALYSIS_TIMEOUT_MS: the worker is replaced. */
  | { code: "took-too-long" }
  /** A failed model waiting for its next try (modelRetryDelayMs). */
  | { code: "backing-off" }
  /** The engine threw before it could answer; `detail` is the error's own message, where it had one. */
  | { code: "could-not-start"; detail?: string }
  /** The worker stopped: the browser's message (possibly empty), or the file the page refused it. */
  | { code: "worker-stopped"; detail: string; refusal?: FileRefusal }
  /** The worker could not load the model: its reason, or the file the page refused it. */
  | { code: "model-not-loaded"; reason: string; refusal?: FileRefusal }
  /** The worker answered a request with a reply of another type (it broke its protocol). */
  | { code: "unexpected-reply"; reply: string }
  /** The worker's answer is not an outcome the engine gives (./checked-outcome.ts): nothing of it is used. */
  | { code: "bad-answer" };

/** A failure as a short reason for load results and logs, not for the visitor (who reads text/'s words). */
export function failureReason(failure: EngineFailure): string {
  switch (failure.code) {
    case "model-not-loaded":
      return failure.reason;
    case "worker-stopped":
      return failure.detail || "worker error";
    case "could-not-start":
      return failure.detail ?? failure.code;
    default:
      return failure.code;
  }
}

/** An engine failure thrown where a caller cannot be answered with it (a worker that may not start yet). */
export class EngineFailureError extends Error {
  constructor(readonly failure: EngineFailure) {
    super(failureReason(failure));
    this.name = "EngineFailureError";
  }
}

/** A file the page refused the worker, as the worker holds it (its model file request then fails with it). */
export class FileRefusedError extends Error {
  constructor(
    readonly refusal: FileRefusal,
    message: string,
  ) {
    super(message);
    this.name = "FileRefusedError";
  }
}

/** The outcome of an analysis the engine could not give: the client's own failure, by its code. */
export interface EngineFailed {
  kind: "engine-failed";
  failure: EngineFailure;
}

/** How an analysis asked of the engine ends: the worker's outcome, or the client's own failure. */
export type EngineOutcome = AnalysisOutcome | EngineFailed;
