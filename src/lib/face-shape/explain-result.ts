import type { FaceShape, Gender } from "../../data/face-shapes";
import type { FaceShapeModel, LabelledShape } from "./face-shape-model";
import { FACE_SHAPE_MODELS } from "./model/face-shape-model.data";
import { SHAPE_GUIDE } from "./model/shape-guide.data";
import { modelPlane, placeOnPlane, regionAt, type ModelPlane, type PlaneSlice } from "./model-plane";
import {
  appearanceShare,
  averagePushes,
  classScores,
  measuredPartsByWeight,
  partPushes,
  standardisedInputs,
  type FacePart,
  type PartPushes,
} from "./model-reasons";
import { measuredUnsurely } from "./photo-difficulty";
import { classifierInputs } from "./shape-features";
import { WORDED_MEASUREMENTS, compareWithAverage, type Comparison, type GenderGuide } from "./shape-guide";
import type { FaceAnalysis, ShapeShare } from "./types";
import type { Verdict } from "./verdict";

/**
 * A result explained by the model that gave it (model-reasons.ts, model-plane.ts), in the numbers
 * the result page shows. Loaded with the model data, after the answer is on screen.
 */

/** The one model an analysis was classified with. */
export function modelOf(analysis: FaceAnalysis): FaceShapeModel {
  return FACE_SHAPE_MODELS[analysis.gender];
}

/** An analysis's standardised classifier inputs, as its blend was computed (hairline included). */
export function standardisedOf(analysis: FaceAnalysis): number[] {
  const inputs = classifierInputs(
    analysis.points,
    { embedding: analysis.embedding, meshPoints: analysis.meshPoints, appearance: analysis.appearance },
    analysis.foreheadScale,
  );
  return standardisedInputs(inputs, modelOf(analysis));
}

const temperatureOf = (analysis: FaceAnalysis) =>
  measuredUnsurely(analysis.hardPhoto) ? modelOf(analysis).hardTemperature : modelOf(analysis).temperature;

/** One line of the "why": a part of the face, how hard it pushed, and the visitor's measurement in words. */
export interface ReasonLine {
  part: FacePart;
  /** Log-odds toward the explained shape (negative: away from it). */
  push: number;
  /** The measurement behind the words, its labelled average and one photo's noise (null for parts shown without a number). */
  value: number | null;
  average: number | null;
  noise: number | null;
  comparison: Comparison | null;
}

export interface ResultExplanation {
  /** The shape the reasons are for, and the other shape of a close call (null: against all the others). */
  toward: LabelledShape;
  against: LabelledShape | null;
  /** The parts a person can picture, largest push first. */
  lines: ReasonLine[];
  /** Whole percent of everything that moved the answer that came from the appearance features. */
  appearancePercent: number;
}

const isLabelled = (model: FaceShapeModel, shape: FaceShape | undefined): shape is LabelledShape =>
  shape !== undefined && (model.classes as readonly string[]).includes(shape);

/**
 * Why the model named what it named. For one shape: each part's push toward it against the others;
 * for a close call: toward the first shape against the second. A combined answer averages its
 * photos' pushes. The reasons are for labelled shapes only: Diamond is a proportion rule
 * (`diamondReason`). Null when the named shape has no class in the model.
 */
export function explainResult(
  analyses: readonly FaceAnalysis[],
  verdict: Verdict,
  combined: FaceAnalysis,
): ResultExplanation | null {
  const [first] = analyses;
  if (!first) return null;
  const model = modelOf(first);
  const [toward, other] = verdict.shapes;
  if (!isLabelled(model, toward)) return null;
  const against = isLabelled(model, other) ? other : null;
  const pushes: PartPushes = averagePushes(
    analyses.map((a) => partPushes(standardisedOf(a), model, toward, against, temperatureOf(a))),
  );
  const guide = SHAPE_GUIDE[first.gender];
  const lines = measuredPartsByWeight(pushes).map((part): ReasonLine => {
    const key = WORDED_MEASUREMENTS[part];
    // The cheekbones (the unit of the other widths) and the features have no number of their own to compare.
    if (!key) return { part, push: pushes[part], value: null, average: null, noise: null, comparison: null };
    const value = combined.facialMetrics[key];
    const spread = guide.measurements[key];
    return {
      part,
      push: pushes[part],
      value,
      average: spread.average,
      noise: spread.noise,
      comparison: compareWithAverage(value, spread),
    };
  });
  return { toward, against, lines, appearancePercent: Math.round(100 * appearanceShare(pushes)) };
}

/** The shape map, as numbers: the plane, the slice shaded, the visitor's points and the ellipse. */
export interface ResultMap {
  gender: Gender;
  plane: ModelPlane;
  slice: PlaneSlice;
  /** Each photo's place, in the order of the analyses. */
  photos: [number, number][];
  /** The labelled shape whose region holds the answer's point. */
  region: LabelledShape;
  /** Where the answer's point would land for another photo (or set of photos) of the same person: covariance, per photo count. */
  spread: readonly [number, number, number];
  guide: GenderGuide;
}

/**
 * The map of a result. One photo: its place and its own scores. Several: the average place, and
 * scores read back from the combined blend (the model's temperature times the log of each
 * labelled share), so the region under the point is the combined answer's top labelled shape.
 */
export function mapResult(analyses: readonly FaceAnalysis[], combined: FaceAnalysis): ResultMap | null {
  const [first] = analyses;
  if (!first) return null;
  const model = modelOf(first);
  const plane = modelPlane(model);
  const photos = analyses.map((a) => placeOnPlane(standardisedOf(a), plane));
  const centre: [number, number] = [
    photos.reduce((s, p) => s + p[0], 0) / photos.length,
    photos.reduce((s, p) => s + p[1], 0) / photos.length,
  ];
  const scores =
    analyses.length === 1
      ? classScores(standardisedOf(first), model)
      : model.classes.map(
          (shape) => model.temperature * Math.log(Math.max(shareOf(combined.hybridResults, shape), 0.01)),
        );
  const slice: PlaneSlice = { centre, scores };
  const guide = SHAPE_GUIDE[first.gender];
  const n = analyses.length;
  return {
    gender: first.gender,
    plane,
    slice,
    photos,
    region: regionAt(slice, plane, centre),
    spread: [guide.spread[0] / n, guide.spread[1] / n, guide.spread[2] / n],
    guide,
  };
}

const shareOf = (blend: readonly ShapeShare[], shape: FaceShape) =>
  blend.find((entry) => entry.shape === shape)?.percentage ?? 0;
