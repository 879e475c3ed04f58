import type { FaceShapeModel } from "../face-shape-model";

/**
 * Fitted by `npm run calibrate` (scripts/face-engine/calibrate.ts); do not edit by hand.
 * No model with the face descriptor earned its download.
 */
export const FACE_SHAPE_MODEL_WITH_DESCRIPTOR: FaceShapeModel | null = null;
