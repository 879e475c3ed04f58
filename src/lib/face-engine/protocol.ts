import type { AnalysisOutcome } from "../face-shape/types";

/** Which tfjs backend the worker ended up on: WASM, or the plain JavaScript fallback. */
export type EngineBackend = "wasm" | "cpu";

/** How long each step of one analysis took inside the worker, in milliseconds. */
export interface AnalysisTimings {
  /** Waiting for the model to finish loading (0 once it is loaded). */
  modelWaitMs: number;
  detectMs: number;
  landmarksMs: number;
  totalMs: number;
  /** How many detector passes were needed (input sizes, rotations, levelling). */
  detectorPasses: number;
  /** Waiting for, then running, the optional face-description model (0 when it was not used). */
  descriptorMs: number;
}

/** Messages from the page to the worker. */
export type EngineRequest =
  /** Start loading the runtime and model weights now (the visitor picked a photo). */
  | { type: "load" }
  /**
   * Analyse one frame: the photo scaled down for detection, sent as a transferable ImageBitmap.
   * `scale` converts frame pixels to photo pixels; results come back in photo pixels.
   */
  | { type: "analyze"; id: number; frame: ImageBitmap; scale: number; photoWidth: number; photoHeight: number };

/** Messages from the worker to the page. */
export type EngineResponse =
  | { type: "ready"; backend: EngineBackend; loadMs: number }
  /** The optional face-description model is loaded (ms since loading began), or could not be. */
  | { type: "descriptor-ready"; loadMs: number }
  | { type: "descriptor-failed"; message: string }
  | { type: "load-failed"; message: string }
  | { type: "result"; id: number; outcome: AnalysisOutcome; timings: AnalysisTimings };
