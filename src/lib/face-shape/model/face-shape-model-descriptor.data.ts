import type { FaceShapeModel } from "../face-shape-model";
import type { Gender } from "../types";

/**
 * Fitted by `npm run calibrate` (tools/face-model/calibrate.ts); do not edit by hand.
 * No model with the face descriptor earned its download.
 */
export const FACE_SHAPE_MODELS_WITH_DESCRIPTOR: Record<Gender, FaceShapeModel> | null = null;
