/**
 * What one labelled set's figures are: the shape of what evaluation-figures.ts computes and what
 * the model file records (face-shape-model.ts). Types only, so the model's own description
 * can name them without reaching the code that evaluates (which classifies and blends, and so
 * leads back to the model).
 */
import type { Interval } from "./bootstrap";

export interface SetFigures {
  set: string;
  photos: number;
  people: number;
  top1: Interval;
  top2: Interval;
  /**
   * How often two photos of the same person get the same top shape: per identity (one woman or
   * man) with two or more photos, the share of their photo pairs that agree; averaged over them.
   */
  consistency: Interval & { people: number };
  /**
   * How often two answers that each combine three photos of a person (their shares averaged, as
   * "Add another photo" does) get the same top shape: per identity with six photos with a result,
   * two disjoint sets of three drawn again and again (./steadiness.ts); averaged over them.
   */
  threePhoto: Interval & { people: number };
  /** The same figure for the labels themselves: how often two photos of a person share a label. */
  labelConsistencyPercent: number;
  /** How many repeats of the cross-validation the figures average (1 for the locked part). */
  repeats: number;
  /** Whether the top share means what it says: photos binned by it, against how often they were right. */
  calibration: Calibration;
}

/** One bin of the reliability table: photos whose top share fell in [from, to). */
export interface ReliabilityBin {
  from: number;
  to: number;
  photos: number;
  /** Mean top share of the bin's photos, in percent. */
  meanShare: number;
  /** Share of the bin's photos whose top shape was right, in percent. */
  accuracy: number;
}

export interface Calibration {
  bins: ReliabilityBin[];
  /**
   * Expected calibration error, in points: the photo-weighted mean gap between a bin's mean top
   * share and how often its photos were right.
   */
  ece: number;
}
