import { describe, expect, it } from "vitest";
import { FACE_SHAPE_MODELS } from "../face-shape/model/face-shape-model.data";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "../face-shape/model/face-shape-model-descriptor.data";
import { calibrationErrors } from "./calibration-errors";

const eces = (locked: readonly { calibration: { ece: number } }[]) => locked.map((set) => set.calibration.ece);

describe("calibrationErrors", () => {
  it("takes, per gender and model, the larger calibration error of the model's locked sets", () => {
    const errors = calibrationErrors(FACE_SHAPE_MODELS, FACE_SHAPE_MODELS_WITH_DESCRIPTOR);
    for (const gender of ["female", "male"] as const) {
      expect(errors[gender].base).toBe(Math.max(...eces(FACE_SHAPE_MODELS[gender].evaluation.locked)));
      const full = FACE_SHAPE_MODELS_WITH_DESCRIPTOR?.[gender];
      expect(errors[gender].descriptor).toBe(full ? Math.max(...eces(full.evaluation.locked)) : null);
    }
  });

  it("has no full-model figure when no full model ships", () => {
    const errors = calibrationErrors(FACE_SHAPE_MODELS, null);
    expect(errors.female.descriptor).toBeNull();
    expect(errors.male.descriptor).toBeNull();
  });
});
