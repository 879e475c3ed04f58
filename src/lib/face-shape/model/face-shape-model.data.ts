import type { FaceShapeModel } from "../face-shape-model";

/** Placeholder set by hand from the published proportions; `npm run calibrate` replaces it. */
export const FACE_SHAPE_MODEL: FaceShapeModel = {
  note: "Hand-set starting point, not fitted.",
  features: ["foreheadToCheekbone", "jawToCheekbone", "lengthToCheekbone", "jawAngle"],
  mean: [0.85, 0.8, 1.35, 1.3],
  scale: [0.04, 0.04, 0.08, 0.05],
  classes: ["Oval", "Round", "Square", "Heart", "Oblong"],
  weights: [
    [0, -0.5, 0.3, 0.3],
    [0, 0.3, -1.5, 0.5],
    [0, 1.2, -0.8, -1.2],
    [1.2, -1.2, 0, 0],
    [0, 0.2, 1.5, 0],
  ],
  bias: [0.5, 0, 0, 0, 0],
  diamond: {
    foreheadMean: 0.85,
    foreheadStd: 0.04,
    jawMean: 0.8,
    jawStd: 0.04,
    threshold: 1.8,
    steepness: 3,
    maxShare: 0.9,
  },
};
