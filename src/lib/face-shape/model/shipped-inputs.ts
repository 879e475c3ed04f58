import type { FaceShapeModel } from "../face-shape-model";
import type { Gender } from "../types";
import { FACE_SHAPE_MODELS } from "./face-shape-model.data";

/**
 * The inputs besides the 68 points that a shipped classifier may read, each from a model of its
 * own that the worker loads (and an analysis runs) only where a shipped classifier reads it: the
 * appearance network's features ("appearance_").
 */
export type ShippedInput = "appearance";

const PREFIX: Record<ShippedInput, string> = { appearance: "appearance_" };

const modelsOf = (gender?: Gender): FaceShapeModel[] =>
  gender ? [FACE_SHAPE_MODELS[gender]] : Object.values(FACE_SHAPE_MODELS);

const reads = (models: readonly FaceShapeModel[], input: ShippedInput) =>
  models.some((model) => model.features.some((f) => f.startsWith(PREFIX[input])));

/** Whether any shipped classifier reads this input: only then does the worker load its model. */
export function inputShipped(input: ShippedInput): boolean {
  return reads(modelsOf(), input);
}

/** Whether the classifier for this gender reads this input: only then does its analysis measure it. */
export function readsInput(gender: Gender, input: ShippedInput): boolean {
  return reads(modelsOf(gender), input);
}

/** Whether a shipped classifier reads the appearance features: only then does the worker load their network. */
export const APPEARANCE_SHIPPED = inputShipped("appearance");

/** Whether the classifier for this gender reads the appearance features. */
export const readsAppearance = (gender: Gender): boolean => readsInput(gender, "appearance");
