/**
 * The candidates of protocol version 4 (docs/face-engine.md "Calibration: the protocol") and how one is fitted:
 * a shrinkage LDA over a block of the classifier's inputs, one per gender, exported in the
 * shipped model's format (rounded as the model file stores it, so every figure is that of the
 * numbers shipped).
 */
import type { FaceShapeModel, LabelledShape } from "../../../src/lib/face-shape/face-shape-model";
import { SHAPE_FEATURE_NAMES } from "../../../src/lib/face-shape/shape-features";
import { SHARE_CEILING } from "../../../src/lib/face-shape/share-ceiling";
import type { Gender } from "../../../src/lib/face-shape/types";
import { fitLda, fitStandardiser, standardise, type Matrix } from "../fit-classifier";
import { CALIBRATION_FEATURE_NAMES, FOREHEAD_FEATURE_NAMES, inputColumn } from "./inputs";
import { WOMEN_CLASSES, classesFor, type Sample } from "./samples";

/** What a candidate downloads besides the base model (worker, detector and landmark weights, WASM). */
export type Download = "mesh" | "appearance" | "descriptor";

export interface Candidate {
  name: string;
  gender: Gender;
  features: readonly string[];
  /** Shrinkage penalties tried; the candidate's figures are those of its best by the score. */
  penalties: readonly number[];
  /** Each identity counts once within its set (its photos share one unit of weight), not each photo. */
  perIdentity?: boolean;
  /** Adds each person's photo-to-photo scatter to the within-class scatter this many times more. */
  withinPerson?: number;
  /** The models besides the base that a visitor would download for it. */
  downloads: readonly Download[];
  /** The model engine v4 shipped: the baseline every candidate is compared with, photo by photo. */
  shipped?: boolean;
}

/** Inputs that carry no information or repeat another: constant, or a ratio of two half-widths. */
const REDUNDANT = new Set(["outlineHeight_8", "foreheadToCheekbone", "jawToCheekbone"]);
const byPrefix = (prefix: string) => CALIBRATION_FEATURE_NAMES.filter((name) => name.startsWith(prefix));
/** The 68 points' outline and proportions (121 inputs). */
export const GEOMETRY = SHAPE_FEATURE_NAMES.filter((name) => !REDUNDANT.has(name));
/** The landmark model's 256-number description of the face. */
export const DESCRIPTION = byPrefix("embedding_");
/** The face mesh's outline (36 inputs): its model joins the download. */
export const MESH = byPrefix("mesh_");
/** The appearance network's 128 features: its weights join the download. */
export const APPEARANCE = byPrefix("appearance_");
/** face-api's recognition descriptor (128): its model is over the download cap, so measured only. */
export const DESCRIPTOR = byPrefix("descriptor_");
/** The appearance map in three horizontal bands (384 inputs), and its outline's edge against its centre (256). */
export const APPEARANCE_BANDS = byPrefix("appearanceBand");
export const APPEARANCE_EDGES = [...byPrefix("appearanceEdge_"), ...byPrefix("appearanceCentre_")];

/** The forehead read from the photo's pixels (5 inputs, ./inputs.ts FOREHEAD_FEATURE_NAMES): no download. */
export const FOREHEAD = FOREHEAD_FEATURE_NAMES;

const W: Gender = "female";
const M: Gender = "male";

/** Every candidate of version 4, written down before its first run. */
export const CANDIDATES: readonly Candidate[] = [
  // Women. The model engine v4 shipped, at its penalty, in the same folds as the rest.
  { name: "v4: geometry+description+mesh", gender: W, features: [...GEOMETRY, ...DESCRIPTION, ...MESH], penalties: [0.5], downloads: ["mesh"], shipped: true },
  { name: "geometry", gender: W, features: GEOMETRY, penalties: [0.05, 0.2, 0.5], downloads: [] },
  { name: "geometry+description", gender: W, features: [...GEOMETRY, ...DESCRIPTION], penalties: [0.2, 0.5, 0.8], downloads: [] },
  { name: "appearance", gender: W, features: APPEARANCE, penalties: [0.2, 0.5, 0.8], downloads: ["appearance"] },
  { name: "geometry+appearance", gender: W, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.2, 0.35, 0.5, 0.8], downloads: ["appearance"] },
  { name: "geometry+appearance, one weight per identity", gender: W, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.35, 0.5, 0.8], perIdentity: true, downloads: ["appearance"] },
  { name: "geometry+appearance, person scatter", gender: W, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.35, 0.5], withinPerson: 1, downloads: ["appearance"] },
  { name: "geometry+description+appearance", gender: W, features: [...GEOMETRY, ...DESCRIPTION, ...APPEARANCE], penalties: [0.35, 0.5, 0.8], downloads: ["appearance"] },
  { name: "geometry+appearance+mesh", gender: W, features: [...GEOMETRY, ...APPEARANCE, ...MESH], penalties: [0.5, 0.8], downloads: ["appearance", "mesh"] },
  // For steadiness (issue 43): each person's photo-to-photo scatter weighed 4 and 16 times.
  { name: "geometry+appearance, person scatter x4", gender: W, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.5], withinPerson: 4, downloads: ["appearance"] },
  { name: "geometry+appearance, person scatter x16", gender: W, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.5], withinPerson: 16, downloads: ["appearance"] },
  { name: "geometry+descriptor (measured only)", gender: W, features: [...GEOMETRY, ...DESCRIPTOR], penalties: [0.5, 0.8], downloads: ["descriptor"] },
  // Men.
  { name: "v4: geometry, one weight per identity", gender: M, features: GEOMETRY, penalties: [0.2], perIdentity: true, downloads: [], shipped: true },
  { name: "geometry+appearance", gender: M, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.5, 0.8], downloads: ["appearance"] },
  { name: "geometry+appearance, one weight per identity", gender: M, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.5, 0.8, 0.95], perIdentity: true, downloads: ["appearance"] },
  { name: "geometry+appearance, one weight per identity, person scatter", gender: M, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.8], perIdentity: true, withinPerson: 1, downloads: ["appearance"] },
  { name: "geometry+appearance, one weight per identity, person scatter x4", gender: M, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.8], perIdentity: true, withinPerson: 4, downloads: ["appearance"] },
  { name: "geometry+appearance, one weight per identity, person scatter x16", gender: M, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.8], perIdentity: true, withinPerson: 16, downloads: ["appearance"] },
  { name: "geometry+description+appearance, one weight per identity", gender: M, features: [...GEOMETRY, ...DESCRIPTION, ...APPEARANCE], penalties: [0.8], perIdentity: true, downloads: ["appearance"] },
  { name: "geometry+descriptor, one weight per identity (measured only)", gender: M, features: [...GEOMETRY, ...DESCRIPTOR], penalties: [0.5, 0.8], perIdentity: true, downloads: ["descriptor"] },
]; // prettier-ignore

/**
 * Issue 53's candidates (the forehead read from the pixels; the appearance map pooled by region;
 * the identity network's descriptor, now that it ships for the same-person check), written down before their first run and measured by
 * ../v7-candidates.ts against the models engine v5 ships (marked
 * `shipped` here: the baseline of that comparison), in the same folds. Not among CANDIDATES: the
 * site does not yet measure these inputs, so `npm run calibrate` may not choose one.
 */
export const V7_CANDIDATES: readonly Candidate[] = [
  { name: "v5: geometry+appearance", gender: W, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.5], downloads: ["appearance"], shipped: true },
  { name: "geometry+appearance+forehead", gender: W, features: [...GEOMETRY, ...APPEARANCE, ...FOREHEAD], penalties: [0.35, 0.5, 0.8], downloads: ["appearance"] },
  { name: "geometry+appearance+forehead, person scatter", gender: W, features: [...GEOMETRY, ...APPEARANCE, ...FOREHEAD], penalties: [0.5], withinPerson: 1, downloads: ["appearance"] },
  { name: "geometry+forehead", gender: W, features: [...GEOMETRY, ...FOREHEAD], penalties: [0.2, 0.5], downloads: [] },
  { name: "geometry (v5's geometry alone)", gender: W, features: GEOMETRY, penalties: [0.2, 0.5], downloads: [] },
  // The identity network's later stages, which ship for the same-person check since 28 November 2026.
  // The appearance map pooled by region instead of one mean per channel (the same network and download).
  { name: "geometry+appearance bands", gender: W, features: [...GEOMETRY, ...APPEARANCE_BANDS], penalties: [0.5, 0.8], downloads: ["appearance"] },
  { name: "geometry+appearance edge and centre", gender: W, features: [...GEOMETRY, ...APPEARANCE_EDGES], penalties: [0.5, 0.8], downloads: ["appearance"] },
  { name: "geometry+appearance bands+edge and centre", gender: W, features: [...GEOMETRY, ...APPEARANCE_BANDS, ...APPEARANCE_EDGES], penalties: [0.8], downloads: ["appearance"] },
  { name: "geometry+appearance+descriptor", gender: W, features: [...GEOMETRY, ...APPEARANCE, ...DESCRIPTOR], penalties: [0.5, 0.8], downloads: ["appearance", "descriptor"] },
  { name: "v5: geometry+appearance, one weight per identity", gender: M, features: [...GEOMETRY, ...APPEARANCE], penalties: [0.8], perIdentity: true, downloads: ["appearance"], shipped: true },
  { name: "geometry+appearance+forehead, one weight per identity", gender: M, features: [...GEOMETRY, ...APPEARANCE, ...FOREHEAD], penalties: [0.5, 0.8, 0.95], perIdentity: true, downloads: ["appearance"] },
  { name: "geometry+forehead, one weight per identity", gender: M, features: [...GEOMETRY, ...FOREHEAD], penalties: [0.2, 0.5], perIdentity: true, downloads: [] },
  { name: "geometry, one weight per identity (v5's geometry alone)", gender: M, features: GEOMETRY, penalties: [0.2, 0.5], perIdentity: true, downloads: [] },
  { name: "geometry+appearance bands, one weight per identity", gender: M, features: [...GEOMETRY, ...APPEARANCE_BANDS], penalties: [0.8, 0.95], perIdentity: true, downloads: ["appearance"] },
  { name: "geometry+appearance edge and centre, one weight per identity", gender: M, features: [...GEOMETRY, ...APPEARANCE_EDGES], penalties: [0.8, 0.95], perIdentity: true, downloads: ["appearance"] },
  { name: "geometry+appearance bands+edge and centre, one weight per identity", gender: M, features: [...GEOMETRY, ...APPEARANCE_BANDS, ...APPEARANCE_EDGES], penalties: [0.95], perIdentity: true, downloads: ["appearance"] },
  { name: "geometry+appearance+descriptor, one weight per identity", gender: M, features: [...GEOMETRY, ...APPEARANCE, ...DESCRIPTOR], penalties: [0.8, 0.95], perIdentity: true, downloads: ["appearance", "descriptor"] },
]; // prettier-ignore

/**
 * Sample weights: each set weighs the same in total, whatever its size; with `perIdentity`, each
 * identity's photos share one unit of weight within its set.
 */
export function sampleWeights(train: readonly Sample[], perIdentity = false): number[] {
  const unit = (s: Sample) => (perIdentity ? `${s.set}:${s.identity}` : `${s.set}:${s.photo}`);
  const photosOf = new Map<string, number>();
  for (const s of train) photosOf.set(unit(s), (photosOf.get(unit(s)) ?? 0) + 1);
  const raw = train.map((s) => 1 / (photosOf.get(unit(s)) ?? 1));
  const totals = new Map<string, number>();
  train.forEach((s, i) => totals.set(s.set, (totals.get(s.set) ?? 0) + (raw[i] ?? 0)));
  return train.map((s, i) => ((raw[i] ?? 0) * train.length) / (totals.size * (totals.get(s.set) ?? 1)));
}

const round5 = (v: number) => Number(v.toPrecision(5));

/**
 * Diamond, fixed before any run of version 3 (no labelled Diamond exists to tune it on): it takes
 * half its largest share when the forehead and the jaw are both 1.5 standard deviations narrower,
 * relative to the cheekbones, than the training faces' mean. Its largest share was 90 % until
 * version 4 put every share under the same ceiling.
 */
export const DIAMOND_RULE = { threshold: 1.5, steepness: 4, maxShare: SHARE_CEILING };

/**
 * Fits a candidate at a penalty on the training samples of its gender (those with a result) and
 * returns it in the shipped format, before its calibration (temperature 1, no mix).
 */
export function fitCandidate(candidate: Candidate, penalty: number, samples: readonly Sample[]): FaceShapeModel {
  const train = samples.filter((s) => s.inputs && s.gender === candidate.gender);
  const classes = classesFor(candidate.gender);
  const cols = candidate.features.map(inputColumn);
  const raw: Matrix = train.map((s) => cols.map((c) => s.inputs?.[c] ?? 0));
  const weights = sampleWeights(train, candidate.perIdentity);
  const standardiser = fitStandardiser(raw, weights);
  const z = standardise(raw, standardiser);
  const y = train.map((s) => classes.indexOf(WOMEN_CLASSES[s.label] ?? "Oval"));
  const linear = fitLda(
    z,
    y,
    classes.length,
    penalty,
    weights,
    candidate.withinPerson
      ? { people: train.map((s) => `${s.set}:${s.identity}`), weight: candidate.withinPerson }
      : undefined,
  );
  const ratios = fitStandardiser(
    train.map((s) => [
      s.inputs?.[inputColumn("foreheadToCheekbone")] ?? 0,
      s.inputs?.[inputColumn("jawToCheekbone")] ?? 0,
    ]),
    weights,
  );
  return {
    note: "",
    features: candidate.features,
    mean: standardiser.mean.map(round5),
    scale: standardiser.scale.map(round5),
    classes: classes as LabelledShape[],
    weights: linear.weights.map((row) => row.map(round5)),
    bias: linear.bias.map(round5),
    temperature: 1,
    hardTemperature: 1,
    mix: 0,
    diamond: {
      foreheadMean: round5(ratios.mean[0] ?? 0),
      foreheadStd: round5(ratios.scale[0] ?? 1),
      jawMean: round5(ratios.mean[1] ?? 0),
      jawStd: round5(ratios.scale[1] ?? 1),
      ...DIAMOND_RULE,
    },
  };
}
