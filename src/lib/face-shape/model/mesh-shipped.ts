import type { FaceShapeModel } from "../face-shape-model";
import type { Gender } from "../types";
import { FACE_SHAPE_MODELS } from "./face-shape-model.data";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "./face-shape-model-descriptor.data";

/** Whether a shipped classifier reads the mesh's outline: only then does an analysis run (and load) the mesh. */
export const MESH_SHIPPED = [FACE_SHAPE_MODELS, FACE_SHAPE_MODELS_WITH_DESCRIPTOR].some(
  (models: Record<Gender, FaceShapeModel> | null) =>
    models !== null && Object.values(models).some((model) => model.features.some((f) => f.startsWith("mesh_"))),
);

/** Whether the classifier for this gender reads the mesh's outline: only then does its analysis run the mesh. */
export function readsMesh(gender: Gender): boolean {
  return [FACE_SHAPE_MODELS[gender], FACE_SHAPE_MODELS_WITH_DESCRIPTOR?.[gender]].some(
    (model) => model?.features.some((f) => f.startsWith("mesh_")) ?? false,
  );
}
