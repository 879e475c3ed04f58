/**
 * What the shape evidence holds (SHAPE_EVIDENCE in model/figures.data.ts, worked out by
 * tools/face-model/site-figures.ts): per gender and labelled shape, each measurement's typical
 * range, the why's noise, and what a hard photo does to the measurements. Only its form, so the
 * generated data file can name its type without importing shape-evidence.ts, which reads that data.
 */
import type { Gender } from "../../data/face-shapes";
import type { LabelledShape } from "./face-shape-model";
import type { FacePart } from "./model-reasons";

/** The measurements whose ranges the evidence holds: the four the result shows, and the two angles. */
export const RANGED_MEASUREMENTS = [
  "faceLength",
  "foreheadWidth",
  "cheekboneWidth",
  "jawlineWidth",
  "jawAngle",
  "chinAngle",
] as const;
export type RangedMeasurement = (typeof RANGED_MEASUREMENTS)[number];

/** A measurement's median and middle half (the 25th to the 75th percentile). */
export interface TypicalRange {
  low: number;
  median: number;
  high: number;
}

export interface ShapeEvidenceEntry {
  /** Development photos and people with this label. */
  photos: number;
  people: number;
  ranges: Readonly<Record<RangedMeasurement, TypicalRange>>;
}

export interface GenderEvidence {
  /** Per labelled shape of this gender's photos. */
  shapes: Readonly<Partial<Record<LabelledShape, ShapeEvidenceEntry>>>;
  /**
   * How far each part's term of a pair's score gap (model-reasons.ts pairTerms) moves between
   * photos of one person: the pooled within-identity standard deviation, in raw score units, keyed
   * "First|Second" in the model's class order.
   */
  termNoise: Readonly<Record<string, Readonly<Record<FacePart, number>>>>;
  /** What an open mouth and a turned head do to the measurements, on the same identities' photos. */
  effects: HardPhotoEffects;
}

/**
 * What a hard photo's cause does to a measurement, each identity compared with itself
 * (tools/face-model/evaluation/hard-photo-effects.ts): the mean difference over the identities
 * with photos both with and without it, with a 95 % interval.
 */
export interface PairedEffect {
  /** Identities with photos both with and without the cause, and how many such photos there are with it. */
  identities: number;
  flaggedPhotos: number;
  mean: number;
  low: number;
  high: number;
}

/** Within-identity effects, in points of the measurement. */
export interface HardPhotoEffects {
  /** Lips parted past HARD_PHOTO_LIMITS.mouthOpening: the face length as found, and as measured (the jaw drop taken out). */
  openMouth: { asFound: PairedEffect; asMeasured: PairedEffect };
  /** Head turned past HARD_PHOTO_LIMITS.turnedDegrees: the face length and the forehead width. */
  turnedHead: { faceLength: PairedEffect; foreheadWidth: PairedEffect };
}

export type ShapeEvidence = Readonly<Record<Gender, GenderEvidence>>;
