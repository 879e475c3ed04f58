/**
 * The figures of "How accurate is it?" (components/model-accuracy.astro): what each gender's
 * classifier reads, each labelled set's results per gender, the plain answer in tenths, the locked
 * split, how often Diamond's rule won, and how many labelled photos each gender's model learned
 * from. The numbers are ACCURACY_FIGURES (model/figures.data.ts), worked out from the calibration's
 * evidence by tools/face-model/site-figures.ts; the words around them are in
 * content/model-accuracy.yaml.
 */
import type { FaceShapeModel } from "../face-shape/face-shape-model";
import type { Gender } from "../face-shape/types";

/** A percentage with its 95 % interval (a bootstrap over people), one decimal each. */
export interface Interval {
  percent: number;
  low: number;
  high: number;
}

/** What the site states of one labelled set: its people, how often the model was right, how steady and how well calibrated. */
export interface SetAccuracy {
  set: string;
  photos: number;
  people: number;
  /** How many repeats of the cross-validation the figures average (1 for the locked part). */
  repeats: number;
  top1: Interval;
  top2: Interval;
  /** Two photos of one person with the same top shape, over the individuals with two photos or more. */
  consistency: Interval & { people: number };
  /** Two answers that each combine three photos of one person with the same top shape, over the individuals with six. */
  threePhoto: Interval & { people: number };
  /** How far, on average, the shares shown were from how often they were right, in points. */
  calibrationError: number;
}

/** One gender's model, as the section states it. */
export interface GenderAccuracy {
  /** Per labelled set of the gender, on its locked test part: people no fitting or choice ever saw. */
  locked: readonly SetAccuracy[];
  /** Women: the consensus set by person-grouped cross-validation over all its women, locked or not. */
  acrossAll?: SetAccuracy;
  /** How many labelled photos the model learned from: its sets' development photos. */
  developmentPhotos: number;
}

/** Everything "How accurate is it?" states, per gender and for both. */
export interface AccuracyFigures {
  /** The locked test split: its version, its seed and the share of people it held back. */
  lockedSplit: { version: number; seed: number; fraction: number };
  /** How often Diamond's rule made it the top shape, over all the labelled photos with a result of both genders. */
  diamondWins: { wins: number; photos: number };
  byGender: Readonly<Record<Gender, GenderAccuracy>>;
}

/** What a classifier can read besides the landmarks, named by its inputs' prefixes. */
export type ModelInput = "landmarks" | "embedding" | "appearance";

/** What a classifier reads, from its inputs' names: always the landmarks, then each other source it uses. */
export function modelInputs(model: FaceShapeModel): ModelInput[] {
  const reads = (prefix: string) => model.features.some((name) => name.startsWith(prefix));
  return [
    "landmarks",
    ...(reads("embedding_") ? (["embedding"] as const) : []),
    ...(reads("appearance_") ? (["appearance"] as const) : []),
  ];
}

/** One labelled set of a gender: its locked-test figures, and its cross-validation over all its people where measured. */
export interface SetResults {
  set: string;
  figures: SetAccuracy;
  /** The set measured over all its people by cross-validation (the consensus set). */
  acrossAll?: SetAccuracy;
}

/** A gender's labelled sets, in order, each with its figures. */
export function setResults(accuracy: GenderAccuracy): SetResults[] {
  const across = accuracy.acrossAll;
  return accuracy.locked.map((figures) => ({
    set: figures.set,
    figures,
    ...(across && across.set === figures.set ? { acrossAll: across } : {}),
  }));
}

/** A percentage as "about n times in 10". */
export const inTenths = (percent: number): number => Math.round(percent / 10);

/** How often the top shape, and the top two, matched, in tenths. */
export type PlainAnswer = { top1: number; top2: number };

/**
 * The plain answer for each gender. For women, against the shape style experts agree on: the
 * consensus set cross-validated over all its women, or its locked part where that is missing; for
 * men, the men's set (locked).
 */
export function plainAnswers(byGender: Readonly<Record<Gender, GenderAccuracy>>): Record<Gender, PlainAnswer | null> {
  const women = byGender.female;
  const answer = (figures: SetAccuracy | undefined) =>
    figures ? { top1: inTenths(figures.top1.percent), top2: inTenths(figures.top2.percent) } : null;
  return {
    female: answer(women.acrossAll ?? women.locked.find((f) => f.set === "consensus")),
    male: answer(byGender.male.locked[0]),
  };
}

/** The locked test split: the share of people held back (whole percent), its version and seed. */
export function lockedSplit({ fraction, version, seed }: AccuracyFigures["lockedSplit"]): {
  sharePercent: number;
  version: number;
  seed: number;
} {
  return { sharePercent: Math.round(fraction * 100), version, seed };
}

/** A count as text says it after "about": to the nearest hundred, with a thousands comma ("3,800"). */
export const toNearestHundred = (count: number): string => (Math.round(count / 100) * 100).toLocaleString("en-US");

/** A whole count with a thousands comma ("5,749"). */
export const withThousands = (count: number): string => count.toLocaleString("en-US");
