/**
 * The figures of "How accurate is it?" (components/model-accuracy.astro), read from the shipped
 * models: what each gender's classifier reads, each labelled set's results per gender, the plain
 * answer in tenths, the locked split, how often Diamond's rule won, and how many labelled photos
 * each gender's model learned from. The words around them are in content/model-accuracy.yaml.
 */
import type { SetFigures } from "../face-shape/evaluation/set-figures";
import type { FaceShapeModel, ModelEvaluation } from "../face-shape/face-shape-model";
import type { Gender } from "../face-shape/types";

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
  figures: SetFigures;
  /** The set measured over all its people by cross-validation (the consensus set). */
  acrossAll?: SetFigures;
}

/** A gender's labelled sets, in the evaluation's order, each with its figures. */
export function setResults(evaluation: ModelEvaluation): SetResults[] {
  const across = evaluation.consensusCrossValidation;
  return evaluation.locked.map((figures) => ({
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
export function plainAnswers(byGender: Readonly<Record<Gender, ModelEvaluation>>): Record<Gender, PlainAnswer | null> {
  const women = byGender.female;
  const answer = (figures: SetFigures | undefined) =>
    figures ? { top1: inTenths(figures.top1.percent), top2: inTenths(figures.top2.percent) } : null;
  return {
    female: answer(women.consensusCrossValidation ?? women.locked.find((f) => f.set === "consensus")),
    male: answer(byGender.male.locked[0]),
  };
}

/** The locked test split: the share of people held back (whole percent), its version and seed. */
export function lockedSplit(evaluation: ModelEvaluation): { sharePercent: number; version: number; seed: number } {
  const { fraction, version, seed } = evaluation.lockedSplit;
  return { sharePercent: Math.round(fraction * 100), version, seed };
}

/** How often Diamond's rule made it the top shape, over all the photos with a result of both genders. */
export function diamondWins(byGender: Readonly<Record<Gender, ModelEvaluation>>): { wins: number; photos: number } {
  const all = (["female", "male"] as const).flatMap((gender) => byGender[gender].diamondWins);
  return {
    wins: all.reduce((sum, set) => sum + set.wins, 0),
    photos: all.reduce((sum, set) => sum + set.photos, 0),
  };
}

/**
 * How many labelled photos a model learned from: the development part of its sets (each set's
 * photos less its locked people's), which the cross-validation measured.
 */
export function developmentPhotos(evaluation: ModelEvaluation): number {
  return evaluation.crossValidation.reduce((sum, set) => sum + set.photos, 0);
}

/** A count as text says it after "about": to the nearest hundred, with a thousands comma ("3,800"). */
export const toNearestHundred = (count: number): string => (Math.round(count / 100) * 100).toLocaleString("en-US");

/** A whole count with a thousands comma ("5,749"). */
export const withThousands = (count: number): string => count.toLocaleString("en-US");
