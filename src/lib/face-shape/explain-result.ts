import type { FaceShape, Gender } from "../../data/face-shapes";
import { diamondShare, labelledShares } from "./classify-face-shape";
import { closedMouthPoints, jawDrop } from "./expression";
import type { FaceShapeModel, LabelledShape } from "./face-shape-model";
import { FACE_SHAPE_MODELS } from "./model/face-shape-model.data";
import { SHAPE_GUIDE } from "./model/shape-guide.data";
import { UP_AXIS_MIX } from "./model/model-plane.data";
import { modelPlane, placeOnPlane, regionAt, type ModelPlane, type PlaneSlice } from "./model-plane";
import {
  REASON_TERMS,
  classScores,
  leaderWithout,
  pairTerms,
  standardisedInputs,
  termsTotal,
  type ReasonTerm,
} from "./model-reasons";
import { measuredUnsurely } from "./photo-difficulty";
import { classifierInputs } from "./shape-features";
import type { GenderGuide } from "./shape-guide";
import { termNoise } from "./shape-evidence";
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

/**
 * An analysis's classifier inputs, as its blend was computed (an open mouth's drop taken out,
 * hairline included); with `closed` false, as the face was found.
 */
export function inputsOf(analysis: FaceAnalysis, closed = true): number[] {
  return classifierInputs(
    closed ? closedMouthPoints(analysis.points) : analysis.points,
    { embedding: analysis.embedding, appearance: analysis.appearance },
    analysis.foreheadScale,
  );
}

/** An analysis's standardised classifier inputs, as its blend was computed (hairline included). */
export function standardisedOf(analysis: FaceAnalysis): number[] {
  return standardisedInputs(inputsOf(analysis), modelOf(analysis));
}

/** The terms of the why: the model's own (model-reasons.ts), and an open mouth's correction where there was one. */
export type WhyTerm = ReasonTerm | "mouth";

/** One term of the "why": how many points of the gap shown it accounts for, and whether one photo's noise could undo it. */
export interface ReasonLine {
  term: WhyTerm;
  /** Points of the gap between the two shapes' shares that this term accounts for (negative: toward the other shape). */
  points: number;
  /** The same, in whole points, rounded so that the lines add up to the gap shown. */
  shown: number;
  /** The term in the model's raw score units, the photos' average. */
  score: number;
  /** How far the term moves between photos of one person (raw score units, for this many photos); null for the start. */
  noise: number | null;
  /** True when the term is smaller than that noise: another photo could as well reverse it. */
  withinNoise: boolean;
}

export interface ResultExplanation {
  /** The named shape, and the labelled shape it is explained against: the runner-up, or a close call's second shape. */
  toward: LabelledShape;
  against: LabelledShape;
  /** The two shapes' shares as shown, and the gap between them in points. */
  towardPercent: number;
  againstPercent: number;
  gap: number;
  /** Every term of the model's decision, those for the named shape first, each side largest first; their `shown` points add up to `gap`. */
  lines: ReasonLine[];
  /** The labelled shape the scores name with the look of the face held at the average: the measurements alone. */
  measurementsAlone: LabelledShape;
}

const shareOf = (blend: readonly ShapeShare[], shape: FaceShape) =>
  blend.find((entry) => entry.shape === shape)?.percentage ?? 0;

const isLabelled = (model: FaceShapeModel, shape: FaceShape | undefined): shape is LabelledShape =>
  shape !== undefined && (model.classes as readonly string[]).includes(shape);

/**
 * The points of the gap between two shapes' shares per point of their score gap, for one photo:
 * the temperature, the mix toward equal shares and Diamond's share turn the score gap into the
 * share gap, always with the same sign. Where the two scores are level, the rate at that point.
 */
function pointsPerScore(
  inputs: readonly number[],
  z: readonly number[],
  model: FaceShapeModel,
  hard: boolean,
  a: number,
  b: number,
): number {
  const scores = classScores(z, model);
  const keep = 100 * (1 - diamondShare(inputs, model));
  const gapAt = (lead: number) => {
    const shares = labelledShares(
      scores.map((s, k) => (k === a ? s + lead : s)),
      model,
      hard,
    );
    return keep * ((shares[a] ?? 0) - (shares[b] ?? 0));
  };
  const delta = (scores[a] ?? 0) - (scores[b] ?? 0);
  if (Math.abs(delta) > 1e-6) return gapAt(0) / delta;
  const step = 1e-4;
  return (gapAt(step) - gapAt(-step)) / (2 * step);
}

/**
 * Whole numbers adding up to `target`, each as close to its exact value as that allows (largest
 * remainders rounded up first, smallest first down).
 */
export function roundToSum(values: readonly number[], target: number): number[] {
  const floors = values.map(Math.floor);
  let missing = target - floors.reduce((sum, v) => sum + v, 0);
  const byRemainder = values
    .map((v, i) => ({ i, rest: v - Math.floor(v) }))
    .sort((x, y) => y.rest - x.rest || x.i - y.i);
  const out = [...floors];
  for (let k = 0; missing > 0; k = (k + 1) % byRemainder.length, missing -= 1) out[byRemainder[k]!.i]! += 1;
  for (let k = byRemainder.length - 1; missing < 0; k = (k - 1 + byRemainder.length) % byRemainder.length, missing += 1)
    out[byRemainder[k]!.i]! -= 1;
  return out;
}

/** The labelled shape a result is explained against: a close call's second shape, or the first labelled one after the named shape. */
function runnerUp(
  model: FaceShapeModel,
  verdict: Verdict,
  blend: readonly ShapeShare[],
  toward: LabelledShape,
): LabelledShape | null {
  const [, second] = verdict.shapes;
  if (isLabelled(model, second)) return second;
  const next = blend.find((share) => share.shape !== toward && isLabelled(model, share.shape));
  return next && isLabelled(model, next.shape) ? next.shape : null;
}

/**
 * Why the model named what it named rather than the runner-up: every term of the two shapes' score
 * gap (the biases, each part of the face, the look of the face), in points of the gap between
 * their shares as shown, so the lines add up to that gap exactly. A combined answer's shares are its
 * photos' average, and so are its terms' points. Null when the named shape has no class in the
 * model (Diamond is a proportion rule: `diamondReason`).
 */
export function explainResult(
  analyses: readonly FaceAnalysis[],
  verdict: Verdict,
  combined: FaceAnalysis,
): ResultExplanation | null {
  const [first] = analyses;
  if (!first) return null;
  const model = modelOf(first);
  const [toward] = verdict.shapes;
  if (!isLabelled(model, toward)) return null;
  const against = runnerUp(model, verdict, combined.hybridResults, toward);
  if (!against) return null;
  const a = model.classes.indexOf(toward);
  const b = model.classes.indexOf(against);
  const n = analyses.length;
  const corrected = analyses.some((analysis) => jawDrop(analysis.points) > 0);
  const terms: readonly WhyTerm[] = corrected ? [...REASON_TERMS, "mouth"] : REASON_TERMS;
  const points = Object.fromEntries(terms.map((term) => [term, 0])) as Record<WhyTerm, number>;
  const scores = Object.fromEntries(terms.map((term) => [term, 0])) as Record<WhyTerm, number>;
  const zs = analyses.map(standardisedOf);
  analyses.forEach((analysis, i) => {
    const z = zs[i] ?? [];
    const rate = pointsPerScore(inputsOf(analysis), z, model, measuredUnsurely(analysis.hardPhoto), a, b);
    // An open mouth's correction is a term of its own: the parts read the face as found, and the
    // correction line is what lifting the jaw changed.
    const found = jawDrop(analysis.points) > 0 ? standardisedInputs(inputsOf(analysis, false), model) : z;
    const own: Record<WhyTerm, number> = { ...pairTerms(found, model, toward, against), mouth: 0 };
    if (found !== z)
      own.mouth =
        termsTotal(pairTerms(z, model, toward, against)) - termsTotal(pairTerms(found, model, toward, against));
    for (const term of terms) {
      points[term] += (rate * own[term]) / n;
      scores[term] += own[term] / n;
    }
  });
  const towardPercent = shareOf(combined.hybridResults, toward);
  const againstPercent = shareOf(combined.hybridResults, against);
  const gap = towardPercent - againstPercent;
  // The terms for the named shape first, then those for the other, each largest first.
  const ordered = [...terms].sort(
    (x, y) => Number(points[y] >= 0) - Number(points[x] >= 0) || Math.abs(points[y]) - Math.abs(points[x]),
  );
  const shown = roundToSum(
    ordered.map((term) => points[term]),
    gap,
  );
  const noiseOf = termNoise(first.gender, toward, against);
  const lines = ordered.map((term, i): ReasonLine => {
    const noise = term === "start" || term === "mouth" ? null : (noiseOf?.[term] ?? 0) / Math.sqrt(n);
    return {
      term,
      points: points[term],
      shown: shown[i] ?? 0,
      score: scores[term],
      noise,
      withinNoise: noise !== null && Math.abs(scores[term]) < noise,
    };
  });
  const meanZ = model.features.map((_, j) => zs.reduce((sum, z) => sum + (z[j] ?? 0), 0) / n);
  return {
    toward,
    against,
    towardPercent,
    againstPercent,
    gap,
    lines,
    measurementsAlone: leaderWithout(meanZ, model, ["appearance"]),
  };
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
  /** In which regions another photo's point would land (landingShares), likeliest first. */
  landing: { shape: LabelledShape; share: number }[];
}

/** Points of a standard two-dimensional normal spread, the same every time: a polar grid weighted by area. */
const NORMAL_SAMPLE: readonly (readonly [number, number, number])[] = (() => {
  const points: [number, number, number][] = [];
  const rings = 12;
  const spokes = 24;
  for (let r = 0; r < rings; r += 1) {
    // Rings at equal steps of probability mass: each holds 1/rings of it.
    const radius = Math.sqrt(-2 * Math.log(1 - (r + 0.5) / rings));
    for (let k = 0; k < spokes; k += 1) {
      const angle = (2 * Math.PI * (k + (r % 2) / 2)) / spokes;
      points.push([radius * Math.cos(angle), radius * Math.sin(angle), 1 / (rings * spokes)]);
    }
  }
  return points;
})();

/**
 * Where another photo (or set of as many photos) of the same person would land: the share of the
 * spread around the point (its covariance) that each labelled shape's region holds, likeliest first.
 */
export function landingShares(
  slice: PlaneSlice,
  plane: ModelPlane,
  centre: readonly [number, number],
  spread: readonly [number, number, number],
): { shape: LabelledShape; share: number }[] {
  // The spread's square root (Cholesky): from a standard normal point to this spread.
  const [a, b, c] = spread;
  const l11 = Math.sqrt(Math.max(a, 0));
  const l21 = l11 > 0 ? b / l11 : 0;
  const l22 = Math.sqrt(Math.max(c - l21 * l21, 0));
  const shares = new Map<LabelledShape, number>();
  for (const [x, y, weight] of NORMAL_SAMPLE) {
    const point: [number, number] = [centre[0] + l11 * x, centre[1] + l21 * x + l22 * y];
    const shape = regionAt(slice, plane, point);
    shares.set(shape, (shares.get(shape) ?? 0) + weight);
  }
  return [...shares].map(([shape, share]) => ({ shape, share })).sort((x, y) => y.share - x.share);
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
  const plane = modelPlane(model, UP_AXIS_MIX[first.gender]);
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
  const spread: [number, number, number] = [guide.spread[0] / n, guide.spread[1] / n, guide.spread[2] / n];
  return {
    gender: first.gender,
    plane,
    slice,
    photos,
    region: regionAt(slice, plane, centre),
    spread,
    guide,
    landing: landingShares(slice, plane, centre, spread),
  };
}

/** True when the answer's point lies outside the span of the labelled people on either of the map's axes. */
export function pointBeyondPeople(map: ResultMap): boolean {
  const [u, v] = map.slice.centre;
  const us = map.guide.people.map((p) => p[0]);
  const vs = map.guide.people.map((p) => p[1]);
  if (us.length === 0) return false;
  return u < Math.min(...us) || u > Math.max(...us) || v < Math.min(...vs) || v > Math.max(...vs);
}
