import type { FaceShape } from "./types";

/** The shapes the calibration data has examples of; Diamond is defined by proportions instead. */
export type LabelledShape = Exclude<FaceShape, "Diamond">;

/**
 * The fitted parameters of the classifier: a linear model over standardised shape features
 * (softmax over the five labelled shapes), plus the Diamond rule's scale. Written by
 * `npm run calibrate` to `model/face-shape-model.data.ts`.
 */
/** How well the classifier did on people it never saw, as `npm run calibrate` measured it. */
export interface CrossValidation {
  /** Name of the labelled data set. */
  dataset: string;
  /** Labelled photos; a photo with no result counts as wrong. */
  photos: number;
  /** Groups of photos of the same person (by face descriptor), kept within one fold. */
  people: number;
  folds: number;
  /** Share of photos whose label was the top shape, in percent with one decimal. */
  top1Percent: number;
  /** Share of photos whose label was among the top two shapes. */
  top2Percent: number;
}

export interface FaceShapeModel {
  /** How, when and on what the numbers were fitted, and the cross-validated figures. */
  note: string;
  /** The person-grouped cross-validated accuracy: the only accuracy the site states. */
  crossValidation: CrossValidation;
  /** Names from SHAPE_FEATURE_NAMES that the model reads, in the order of its weights. */
  features: readonly string[];
  /** Feature means and standard deviations over the calibration photos, for standardising. */
  mean: readonly number[];
  scale: readonly number[];
  /** The five labelled shapes, in the order of `weights` and `bias`. */
  classes: readonly LabelledShape[];
  /** One row of feature weights per class. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
  /**
   * Diamond (cheekbones clearly the widest, narrower forehead and jaw): its share grows when both
   * the forehead-to-cheekbone and jaw-to-cheekbone ratios are unusually small, measured in
   * standard deviations below the calibration mean.
   */
  diamond: {
    foreheadMean: number;
    foreheadStd: number;
    jawMean: number;
    jawStd: number;
    /** How many standard deviations narrower both must be for Diamond to take half its share. */
    threshold: number;
    steepness: number;
    /** The largest share Diamond can take. */
    maxShare: number;
  };
}
