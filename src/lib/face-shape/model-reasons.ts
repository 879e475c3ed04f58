import type { FaceShapeModel, LabelledShape } from "./face-shape-model";
import { softmax } from "./classify-face-shape";
import { CLASSIFIER_FEATURE_NAMES } from "./shape-features";

/**
 * The classifier's own reasons. The model is linear over standardised inputs: a shape's score is
 * its bias plus each input's weight times the input. So how much one input moved the answer
 * toward a shape is exact arithmetic, not a second opinion: for shape A against the rest,
 * (A's weight minus the probability-weighted average weight) times the input, divided by the
 * temperature. Summed over every input, plus the biases' part, that is exactly log p(A) minus the
 * probability-weighted average log p, so the lines that say "toward A" add up to A leading.
 * Against one other shape B (a close call) the weight is A's minus B's, and the sum is log p(A) -
 * log p(B).
 *
 * The inputs are grouped into parts of a face a person can picture (MEASURED_PARTS), plus the
 * appearance network's features, which nobody can picture and which the result sums up in one
 * sentence.
 */

/** The parts of a face the reasons are told in, and the appearance features. */
export const FACE_PARTS = ["length", "forehead", "cheekbones", "jaw", "chin", "features", "appearance"] as const;
export type FacePart = (typeof FACE_PARTS)[number];

/** The parts a person can picture (every part but the appearance features). */
export const MEASURED_PARTS: readonly FacePart[] = FACE_PARTS.filter((part) => part !== "appearance");

/** Which part of the face a landmark of the 68-point scheme belongs to. */
function partOfPoint(index: number): FacePart {
  if (index <= 3 || (index >= 13 && index <= 16)) return "cheekbones";
  if (index <= 6 || (index >= 10 && index <= 12)) return "jaw";
  if (index <= 9) return "chin";
  if (index <= 26) return "forehead";
  return "features";
}

const RATIO_PARTS: Readonly<Record<string, FacePart>> = {
  foreheadToCheekbone: "forehead",
  jawToCheekbone: "jaw",
  lengthToCheekbone: "length",
  jawAngle: "jaw",
  chinAngle: "chin",
  widthToEyeDistance: "cheekbones",
  chinDropToEyeDistance: "length",
  // The chin's drop below the eyes in jaw widths is the face's length against its width.
  height_8_8: "length",
};

/** The part of the face one classifier input describes (CLASSIFIER_FEATURE_NAMES). */
export function partOfInput(name: string): FacePart {
  const named = RATIO_PARTS[name];
  if (named) return named;
  if (name.startsWith("appearance_") || name.startsWith("embedding_") || name.startsWith("descriptor_"))
    return "appearance";
  // Mesh outline inputs trace the jaw line and cheeks.
  if (name.startsWith("mesh_")) return "jaw";
  const point = /_(\d+)(?:_\d+)?$/.exec(name);
  if (!point?.[1]) throw new RangeError(`no face part for input ${name}`);
  return partOfPoint(Number(point[1]));
}

const COLUMNS = new Map(CLASSIFIER_FEATURE_NAMES.map((name, i) => [name, i]));

/**
 * The model's standardised inputs for one face's classifier inputs (classifierInputs), in the
 * order of `model.features`; a missing input counts as the average (0), as in the classifier.
 */
export function standardisedInputs(inputs: readonly number[], model: FaceShapeModel): number[] {
  return model.features.map((name, j) => {
    const value = inputs[COLUMNS.get(name) ?? -1];
    if (value === undefined) throw new RangeError(`unknown shape feature ${name}`);
    return Number.isNaN(value) ? 0 : (value - (model.mean[j] ?? 0)) / (model.scale[j] || 1);
  });
}

/** Each labelled class's raw score (before the temperature) for standardised inputs. */
export function classScores(z: readonly number[], model: FaceShapeModel): number[] {
  return model.classes.map(
    (_, k) => (model.bias[k] ?? 0) + z.reduce((sum, value, j) => sum + value * (model.weights[k]?.[j] ?? 0), 0),
  );
}

/** How much each part of the face moved one face's answer toward `toward` (negative: away from it). */
export type PartPushes = Record<FacePart, number>;

const zeroPushes = (): PartPushes => Object.fromEntries(FACE_PARTS.map((part) => [part, 0])) as PartPushes;

/**
 * How far each part of the face pushed the model toward `toward`: against `against` when given
 * (a close call's other shape), otherwise against the labelled shapes weighted by their
 * probabilities. In units of log-odds (the temperature applied), so parts add up.
 */
export function partPushes(
  z: readonly number[],
  model: FaceShapeModel,
  toward: LabelledShape,
  against: LabelledShape | null = null,
  temperature: number = model.temperature,
): PartPushes {
  const a = model.classes.indexOf(toward);
  if (a < 0) return zeroPushes();
  const b = against === null ? -1 : model.classes.indexOf(against);
  const p = softmax(classScores(z, model).map((s) => s / (temperature || 1)));
  const pushes = zeroPushes();
  model.features.forEach((name, j) => {
    const own = model.weights[a]?.[j] ?? 0;
    const other =
      b >= 0
        ? (model.weights[b]?.[j] ?? 0)
        : model.classes.reduce((sum, _, k) => sum + (p[k] ?? 0) * (model.weights[k]?.[j] ?? 0), 0);
    pushes[partOfInput(name)] += ((own - other) * (z[j] ?? 0)) / (temperature || 1);
  });
  return pushes;
}

/** The average of several faces' pushes (a combined answer's reasons are its photos' average). */
export function averagePushes(all: readonly PartPushes[]): PartPushes {
  const mean = zeroPushes();
  for (const pushes of all) for (const part of FACE_PARTS) mean[part] += pushes[part] / all.length;
  return mean;
}

/** The appearance features' share (0 to 1) of everything that moved the answer, counted by size. */
export function appearanceShare(pushes: PartPushes): number {
  const total = FACE_PARTS.reduce((sum, part) => sum + Math.abs(pushes[part]), 0);
  return total > 0 ? Math.abs(pushes.appearance) / total : 0;
}

/** The parts a person can picture, largest push first (toward or against). */
export function measuredPartsByWeight(pushes: PartPushes): FacePart[] {
  return [...MEASURED_PARTS].sort((x, y) => Math.abs(pushes[y]) - Math.abs(pushes[x]));
}
