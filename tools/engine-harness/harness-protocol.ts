/**
 * The harness worker's messages (./harness-worker.ts): the site's protocol
 * (src/lib/face-engine/protocol.ts), which it answers as the site's worker does, plus what only the
 * calibration and the tests ask for. None of this is in the worker the site ships.
 */
import type { AnalysisTimings, EngineRequest, EngineResponse } from "../../src/lib/face-engine/protocol";
import type { AnalysisOutcome, Point } from "../../src/lib/face-shape/types";
import type { AppearanceRegions } from "./appearance-region-sizes";

/** The harness worker's name, as `self.name` reads inside it. */
export const HARNESS_WORKER_NAME = "face-landmarks-harness";

/** The message types only the harness worker knows (tests/dist checks the shipped worker has none). */
export const HARNESS_MESSAGE_TYPES = {
  calibrate: "calibrate",
  calibrated: "calibrated",
  countTensors: "count-tensors",
  tensorCount: "tensor-count",
} as const;

/**
 * What the calibration reads besides the outcome (tools/face-model): the landmarks even where
 * the analysis refused the pose, the tilt before levelling, and face-api's recognition descriptor
 * of the aligned face and of its mirror image, computed from the worker's own landmarks so the
 * classifier is fitted on exactly what a visitor's browser measures.
 */
export interface CalibrationMeasurement {
  /** The 68 points in photo pixels. */
  points: Point[];
  /** The landmark model's 256-number description (mirror-averaged). */
  embedding: number[];
  /** Eye-line tilt before any levelling, in degrees. */
  initialRollDegrees: number;
  rollCorrected: boolean;
  /** Recognition descriptors: [aligned face, its mirror image]. */
  descriptors: [number[], number[]];
  /** The face mesh's outline and eye corners (./face-mesh.ts MESH_POINTS), in photo pixels. */
  meshPoints: Point[];
  /** The appearance network's 128 features (face-appearance.ts), mirror-averaged. */
  appearance: number[];
  /** The appearance map pooled by region (./appearance-regions.ts): a candidate's inputs only. */
  appearanceRegions: AppearanceRegions;
}

/** How many tensors (and bytes) the worker's tfjs runtime holds. */
export interface TensorCount {
  numTensors: number;
  numBytes: number;
}

/** Messages from the harness page to the harness worker. */
export type HarnessRequest =
  | EngineRequest
  /** An analysis as the site's, which also measures everything the calibration fits on. */
  | (Omit<Extract<EngineRequest, { type: "analyze" }>, "type"> & { type: typeof HARNESS_MESSAGE_TYPES.calibrate })
  /** How many tensors the runtime holds once everything asked before is done. */
  | { type: typeof HARNESS_MESSAGE_TYPES.countTensors; id: number };

/** Messages from the harness worker to the harness page. */
export type HarnessResponse =
  | EngineResponse
  | {
      type: typeof HARNESS_MESSAGE_TYPES.calibrated;
      id: number;
      outcome: AnalysisOutcome;
      timings: AnalysisTimings;
      /** Whenever a face was measured (also where its pose was refused). */
      calibration?: CalibrationMeasurement;
    }
  | ({ type: typeof HARNESS_MESSAGE_TYPES.tensorCount; id: number } & TensorCount);
