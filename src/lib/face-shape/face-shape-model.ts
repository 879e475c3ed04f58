import type { FaceShape } from "./types";

/** The shapes the labelled data has examples of; Diamond is defined by proportions instead. */
export type LabelledShape = Exclude<FaceShape, "Diamond">;

/**
 * The fitted parameters of the classifier for one gender: a linear model over standardised inputs
 * (softmax over the labelled shapes at a fitted temperature, so the shares are calibrated
 * probabilities), plus the Diamond rule. Written by `npm run calibrate` to
 * `model/face-shape-model.data.ts`.
 */
export interface FaceShapeModel {
  /** How, when and on what the numbers were fitted, and what it scored on the locked test part. */
  note: string;
  /** Names from CLASSIFIER_FEATURE_NAMES that the model reads, in the order of its weights. */
  features: readonly string[];
  /** Input means and standard deviations over the training photos, for standardising. */
  mean: readonly number[];
  scale: readonly number[];
  /**
   * The labelled shapes, in the order of `weights` and `bias` (five for women; four for men, whose
   * set has no Heart: a shape the model has no class for gets no share).
   */
  classes: readonly LabelledShape[];
  /** One row of input weights per class. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
  /**
   * The scores are divided by this before the softmax: fitted by cross-validation on the
   * development part so that a shape shown at p % is right about p % of the time.
   */
  temperature: number;
  /**
   * The temperature for a photo the result calls hard to measure (photo-difficulty.ts): fitted on
   * those photos alone, so their shares are as flat as their measurements are unsure.
   */
  hardTemperature: number;
  /**
   * How far the shares are mixed toward equal shares after the softmax (0 to 1), fitted with the
   * temperature: labels that disagree with each other cap how sure any answer can honestly be,
   * so no share is shown above what the labelled photos support.
   */
  mix: number;
  /**
   * Diamond is a proportion rule, not a measured class (no labelled set has Diamond faces): its
   * share grows when the cheekbones clearly dominate both the forehead and the jaw, that is when
   * both the forehead-to-cheekbone and jaw-to-cheekbone ratios are unusually small, in standard
   * deviations below the training photos' mean.
   */
  diamond: {
    foreheadMean: number;
    foreheadStd: number;
    jawMean: number;
    jawStd: number;
    /** How many standard deviations narrower both must be for Diamond to take half its largest share. */
    threshold: number;
    steepness: number;
    /** The largest share Diamond can take. */
    maxShare: number;
  };
}
