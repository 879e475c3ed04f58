import type { FaceShapeModel, LabelledShape } from "./face-shape-model";
import { CLASSIFIER_FEATURE_NAMES } from "./shape-features";

/**
 * The classifier's own reasons. The model is linear over standardised inputs: a shape's score is
 * its bias plus each input's weight times the input. So how much one input moved the answer from
 * one shape toward another is exact arithmetic, not a second opinion: the two shapes' weights'
 * difference times the input. Summed over every input, plus the biases' difference, that is
 * exactly the first shape's score minus the second's, which the temperature, the mix toward equal
 * shares and Diamond's rule turn into the gap between their shares without ever changing which of
 * the two leads (explain-result.ts turns the terms into points of that gap).
 *
 * The inputs are grouped into parts of a face a person can picture (MEASURED_PARTS), plus the
 * appearance network's features, which nobody can picture and which the result names as one part.
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
  if (name.startsWith("appearance_") || name.startsWith("embedding_")) return "appearance";
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

/**
 * What one face's score difference between two shapes is made of. The model's score for a shape is
 * its bias plus each input's weight times the input, so a score gap splits exactly into the biases'
 * part (`start`: where the model stands before it sees a face, that is for a face at the labelled
 * photos' average on every input) and each part of the face's part. In raw score units (before the
 * temperature); the terms add up to the first shape's score minus the second's.
 */
export const REASON_TERMS = ["start", ...FACE_PARTS] as const;
export type ReasonTerm = (typeof REASON_TERMS)[number];
export type PairTerms = Record<ReasonTerm, number>;

const zeroTerms = (): PairTerms => Object.fromEntries(REASON_TERMS.map((term) => [term, 0])) as PairTerms;

/**
 * Each term of one face's score for `toward` minus its score for `against`: the biases' difference
 * and, per part of the face, the sum over its inputs of the weights' difference times the input.
 * All zero when either shape has no class in the model.
 */
export function pairTerms(
  z: readonly number[],
  model: FaceShapeModel,
  toward: LabelledShape,
  against: LabelledShape,
): PairTerms {
  const a = model.classes.indexOf(toward);
  const b = model.classes.indexOf(against);
  const terms = zeroTerms();
  if (a < 0 || b < 0) return terms;
  terms.start = (model.bias[a] ?? 0) - (model.bias[b] ?? 0);
  model.features.forEach((name, j) => {
    terms[partOfInput(name)] += ((model.weights[a]?.[j] ?? 0) - (model.weights[b]?.[j] ?? 0)) * (z[j] ?? 0);
  });
  return terms;
}

/** The sum of a face's terms: its score gap between the two shapes. */
export const termsTotal = (terms: PairTerms): number => REASON_TERMS.reduce((sum, term) => sum + terms[term], 0);

/**
 * The labelled shape a face's scores name when only some terms count (the others held at the
 * average face): for "your measurements alone", every part but the appearance, with the biases.
 */
export function leaderWithout(z: readonly number[], model: FaceShapeModel, left: readonly FacePart[]): LabelledShape {
  const kept = model.features.map((name, j) => (left.includes(partOfInput(name)) ? 0 : (z[j] ?? 0)));
  const scores = classScores(kept, model);
  let best = 0;
  scores.forEach((score, k) => {
    if (score > (scores[best] ?? -Infinity)) best = k;
  });
  return model.classes[best] as LabelledShape;
}
