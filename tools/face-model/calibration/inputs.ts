/**
 * The calibration's inputs: every input a shipped classifier can read, in the site's own order
 * (src/lib/face-shape/shape-features.ts, classifierInputs), then those only a candidate reads,
 * which the site never measures: face-api's recognition descriptor (its model is over the
 * download cap, so such a candidate is measured only) and the face mesh's outline
 * (./mesh-features.ts; engine v4's model read it). The site's inputs come first, so a shipped
 * model's input is at the same column in both.
 */
import { shapeProbabilities, type ShapeProbabilities } from "../../../src/lib/face-shape/classify-face-shape";
import type { FaceShapeModel } from "../../../src/lib/face-shape/face-shape-model";
import {
  CLASSIFIER_FEATURE_NAMES,
  classifierInputs,
  type MeasuredInputs,
} from "../../../src/lib/face-shape/shape-features";
import type { Point } from "../../../src/lib/face-shape/types";
import { MESH_FEATURE_NAMES, meshFeatures } from "./mesh-features";

/** Length of face-api's recognition descriptor. */
export const DESCRIPTOR_SIZE = 128;

/** Names of every input a candidate may read, in the order of `calibrationInputs`. */
export const CALIBRATION_FEATURE_NAMES: readonly string[] = [
  ...CLASSIFIER_FEATURE_NAMES,
  ...Array.from({ length: DESCRIPTOR_SIZE }, (_, i) => `descriptor_${i}`),
  ...MESH_FEATURE_NAMES,
];

/** What the harness worker measured of a face besides its 68 points (tools/engine-harness/). */
export interface CalibrationMeasured extends MeasuredInputs {
  /** face-api's recognition descriptor, the mean of the face's and its mirror image's. */
  descriptor?: readonly number[] | undefined;
  /** The face mesh's outline and eye corners (tools/engine-harness/face-mesh.ts), in photo pixels. */
  meshPoints?: readonly Point[] | undefined;
}

/** Every input a candidate may read (CALIBRATION_FEATURE_NAMES); a block not measured is NaN. */
export function calibrationInputs(points: readonly Point[], measured: CalibrationMeasured = {}): number[] {
  const { descriptor, meshPoints, ...shipped } = measured;
  return [
    ...classifierInputs(points, shipped),
    ...(descriptor?.length === DESCRIPTOR_SIZE ? descriptor : new Array<number>(DESCRIPTOR_SIZE).fill(Number.NaN)),
    ...meshFeatures(meshPoints),
  ];
}

const COLUMNS = new Map(CALIBRATION_FEATURE_NAMES.map((name, i) => [name, i]));

/** Column of a calibration input. */
export const inputColumn = (name: string): number => {
  const at = COLUMNS.get(name);
  if (at === undefined) throw new Error(`unknown classifier input ${name}`);
  return at;
};

const columnsOf = new WeakMap<FaceShapeModel, number[]>();

/** The model's raw scores for the labelled classes (before its calibration), from calibration inputs. */
export function rawScores(model: FaceShapeModel, inputs: readonly number[]): number[] {
  const columns = columnsOf.get(model) ?? model.features.map(inputColumn);
  columnsOf.set(model, columns);
  const z = columns.map((column, j) => {
    const value = inputs[column] ?? Number.NaN;
    return Number.isNaN(value) ? 0 : (value - (model.mean[j] ?? 0)) / (model.scale[j] || 1);
  });
  return model.classes.map(
    (_, k) => (model.bias[k] ?? 0) + z.reduce((sum, value, j) => sum + value * (model.weights[k]?.[j] ?? 0), 0),
  );
}

/** A candidate's six shares for one photo's calibration inputs, as the site would give them. */
export function candidateShares(inputs: readonly number[], model: FaceShapeModel, hard = false): ShapeProbabilities {
  return shapeProbabilities(rawScores(model, inputs), inputs, model, hard);
}
