import { FACE_SHAPES } from "../../data/face-shapes";
import type { FaceShapeModel } from "./face-shape-model";
import { CLASSIFIER_FEATURE_NAMES } from "./shape-features";
import type { FaceShape } from "./types";

/** Each of the six shapes' probability; they sum to 1. */
export type ShapeProbabilities = Record<FaceShape, number>;

const COLUMNS = new Map(CLASSIFIER_FEATURE_NAMES.map((name, i) => [name, i]));

function featureValue(features: readonly number[], name: string): number {
  const index = COLUMNS.get(name) ?? -1;
  const value = features[index];
  if (index < 0 || value === undefined) throw new RangeError(`unknown shape feature ${name}`);
  return value;
}

/** Softmax of a list of scores, shifted by the maximum so it never overflows. */
export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

/** Diamond's share from the forehead and jaw narrowness (0 for ordinary faces). */
export function diamondShare(features: readonly number[], model: FaceShapeModel): number {
  const d = model.diamond;
  const foreheadNarrowness = (d.foreheadMean - featureValue(features, "foreheadToCheekbone")) / d.foreheadStd;
  const jawNarrowness = (d.jawMean - featureValue(features, "jawToCheekbone")) / d.jawStd;
  const both = Math.min(foreheadNarrowness, jawNarrowness);
  return d.maxShare / (1 + Math.exp(-d.steepness * (both - d.threshold)));
}

/**
 * The labelled shapes' shares from the model's raw scores: softmax at the model's temperature (the
 * hard-photo one for a photo the result calls hard), mixed toward equal shares by the model's mix.
 */
export function labelledShares(scores: readonly number[], model: FaceShapeModel, hard = false): number[] {
  const temperature = (hard ? model.hardTemperature : model.temperature) || 1;
  const mix = model.mix;
  return softmax(scores.map((score) => score / temperature)).map((p) => (1 - mix) * p + mix / scores.length);
}

/**
 * The probability of each of the six shapes for one face's shape features: the fitted linear
 * model shares out what Diamond's proportion rule leaves. `hard` says the photo was hard to
 * measure (its shares are flatter: the model's hard-photo temperature).
 */
export function classifyFaceShape(
  features: readonly number[],
  model: FaceShapeModel,
  hard = false,
): ShapeProbabilities {
  // A missing input (NaN) counts as the calibration average, so it moves no score.
  const z = model.features.map((name, j) => {
    const value = featureValue(features, name);
    return Number.isNaN(value) ? 0 : (value - (model.mean[j] ?? 0)) / (model.scale[j] || 1);
  });
  const scores = model.classes.map(
    (_, k) => (model.bias[k] ?? 0) + z.reduce((sum, value, j) => sum + value * (model.weights[k]?.[j] ?? 0), 0),
  );
  return shapeProbabilities(scores, features, model, hard);
}

/**
 * The six shapes' probabilities from the model's raw scores of its labelled classes; `features`
 * (the classifier inputs, in the order of CLASSIFIER_FEATURE_NAMES) give Diamond's rule its ratios.
 * The calibration scores its candidates itself and shares them out here, as the site does.
 */
export function shapeProbabilities(
  scores: readonly number[],
  features: readonly number[],
  model: FaceShapeModel,
  hard = false,
): ShapeProbabilities {
  const labelled = labelledShares(scores, model, hard);
  const diamond = diamondShare(features, model);
  const probabilities = Object.fromEntries(FACE_SHAPES.map((shape) => [shape, 0])) as ShapeProbabilities;
  model.classes.forEach((shape, k) => {
    probabilities[shape] = (labelled[k] ?? 0) * (1 - diamond);
  });
  probabilities.Diamond = diamond;
  return probabilities;
}
