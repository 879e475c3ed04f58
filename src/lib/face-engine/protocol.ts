import type { AnalysisOutcome, Gender } from "../face-shape/types";
import type { FileRefusal } from "./engine-failure";

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
}

/** The timings of an analysis that failed before it could time anything. */
export const NO_TIMINGS: AnalysisTimings = {
  modelWaitMs: 0,
  detectMs: 0,
  landmarksMs: 0,
  totalMs: 0,
  detectorPasses: 0,
};

/**
 * What one quick look at a camera frame found, for the live capture guidance: how many faces,
 * where the largest is, how it is posed and how well it is lit. Coordinates in frame pixels.
 */
export interface CameraFrameCheck {
  frameWidth: number;
  frameHeight: number;
  /** Faces found (background faces much smaller than the largest are not counted). */
  faces: number;
  /** The largest face, when there is one. */
  face?: {
    box: { x: number; y: number; width: number; height: number };
    /** Width of the face outline (jaw points 0 to 16), which the distance gate reads. */
    widthPx: number;
    rollDegrees: number;
    yawDegrees: number;
    /** Mean brightness (luma, 0 to 255) inside the face box. */
    brightness: number;
  };
}

/** Messages from the page to the worker. */
export type EngineRequest =
  /** Start loading the runtime and model weights now (the visitor picked a photo). */
  | { type: "load" }
  /**
   * Analyse one frame: the photo scaled down for detection, sent as a transferable ImageBitmap.
   * `scale` converts frame pixels to photo pixels; results come back in photo pixels.
   */
  | {
      type: "analyze";
      id: number;
      /** The photo scaled down for finding the face; `scale` maps its pixels to the photo's. */
      frame: ImageBitmap;
      scale: number;
      /** The photo at full resolution, which the face is measured in. */
      photo: ImageBitmap;
      photoWidth: number;
      photoHeight: number;
      /** The visitor's choice: picks the classifier. */
      gender: Gender;
      /**
       * Also describe who the face is (the same-person check of a photo joining another): the
       * recognition model loads first where it has not yet.
       */
      identity?: boolean;
    }
  /** A quick look at a small camera frame (detector and one landmark pass), for the capture guidance. */
  | { type: "check"; id: number; frame: ImageBitmap };

/**
 * The steps of one analysis, in the order the worker takes them and tells the page (the analysis
 * overlay shows each as it starts): finding the face, placing its 68 points, reading the look of
 * the face (only where the classifier reads the appearance features), working out the shape.
 */
export const ANALYSIS_STEPS = ["finding", "placing", "reading", "shaping"] as const;
export type AnalysisStep = (typeof ANALYSIS_STEPS)[number];

/** Messages from the worker to the page. */
export type EngineResponse =
  /** Loading: `done` of the `total` parts the answer needs are loaded (sent as each part is). */
  | { type: "progress"; done: number; total: number }
  | { type: "ready"; backend: EngineBackend; loadMs: number }
  /** The analysis being answered has started this step (sent as it starts; analyses run one at a time). */
  | { type: "step"; step: AnalysisStep }
  /** `refusal`: the model failed because the page refused one of its files (./engine-failure.ts). */
  | { type: "load-failed"; message: string; refusal?: FileRefusal }
  | { type: "result"; id: number; outcome: AnalysisOutcome; timings: AnalysisTimings }
  | { type: "check-result"; id: number; check: CameraFrameCheck | null };

/** The face worker's name, as `self.name` reads inside it (browser tests find the worker by it). */
export const FACE_WORKER_NAME = "face-landmarks";

/**
 * A model file the sandboxed face worker asks the page for (it has no network of its own:
 * src/lib/face-engine/sandbox/sandboxed-worker.ts), by its path on the site.
 */
export interface FileRequest {
  id: number;
  path: string;
}

/**
 * The page's answer: the file's bytes, checked against the build's digest, or why there are none
 * (`refusal` where the page refused the file, `error` the message in any case).
 */
export type FileResponse = { id: number; bytes: ArrayBuffer } | { id: number; error: string; refusal?: FileRefusal };
