/**
 * The figures of "How accurate is it?" (components/model-accuracy.astro), read from the shipped
 * models: which models a visitor can get, each labelled set's results per gender and model, the
 * plain answer in tenths, the locked split, how often Diamond's rule won, and how many labelled
 * photos each gender's model learned from. The words around them are in content/model-accuracy.yaml.
 */
import type { SetFigures } from "../face-shape/evaluation/set-figures";
import type { FaceShapeModel } from "../face-shape/face-shape-model";
import type { Gender } from "../face-shape/types";

/**
 * A model a visitor can get. Where a full model ships, it comes first and the landmark-only model
 * is the smaller one; otherwise the landmark-only model is the only one.
 */
export interface ShippedModel {
  /** Part of every figure's test id, with the gender and the set. */
  key: "descriptor" | "base";
  /** Which of the texts describes it. */
  role: "full" | "smaller" | "only";
  byGender: Record<Gender, FaceShapeModel>;
}

/** The models a visitor can get, the full one first where it ships. */
export function shippedModels(
  base: Record<Gender, FaceShapeModel>,
  full: Record<Gender, FaceShapeModel> | null,
): ShippedModel[] {
  return [
    ...(full ? [{ key: "descriptor" as const, role: "full" as const, byGender: full }] : []),
    { key: "base", role: full ? "smaller" : "only", byGender: base },
  ];
}

/** What a classifier can read besides the landmarks, named by its inputs' prefixes. */
export type ModelInput = "landmarks" | "embedding" | "mesh" | "appearance";

/** What a classifier reads, from its inputs' names: always the landmarks, then each other source it uses. */
export function modelInputs(model: FaceShapeModel): ModelInput[] {
  const reads = (prefix: string) => model.features.some((name) => name.startsWith(prefix));
  return [
    "landmarks",
    ...(reads("embedding_") ? (["embedding"] as const) : []),
    ...(reads("mesh_") ? (["mesh"] as const) : []),
    ...(reads("appearance_") ? (["appearance"] as const) : []),
  ];
}

/** One model's figures on one labelled set. */
export interface ModelFigures {
  model: ShippedModel;
  figures: SetFigures;
}

/** One labelled set of a gender: every model's locked-test figures, and its cross-validation over all its people where measured. */
export interface SetResults {
  set: string;
  /** The first model's figures: the set's photos, people and which measures apply. */
  first: SetFigures;
  results: ModelFigures[];
  /** Per model, the set measured over all its people by cross-validation (the consensus set). */
  acrossAll: ModelFigures[];
}

/** A gender's labelled sets, in the first model's order, each with every model's figures. */
export function setResults(models: readonly ShippedModel[], gender: Gender): SetResults[] {
  const sets = (models[0]?.byGender[gender].evaluation.locked ?? []).map((figures) => figures.set);
  return sets.flatMap((set) => {
    const results = models.flatMap((model) => {
      const figures = model.byGender[gender].evaluation.locked.find((f) => f.set === set);
      return figures ? [{ model, figures }] : [];
    });
    const acrossAll = results.flatMap(({ model }) => {
      const figures = model.byGender[gender].evaluation.consensusCrossValidation;
      return figures && figures.set === set ? [{ model, figures }] : [];
    });
    const first = results[0]?.figures;
    return first ? [{ set, first, results, acrossAll }] : [];
  });
}

/** A percentage as "about n times in 10". */
export const inTenths = (percent: number): number => Math.round(percent / 10);

/** How often the top shape, and the top two, matched, in tenths. */
export type PlainAnswer = { top1: number; top2: number };

/**
 * The plain answer for each gender, from the model the visitor ends up with (the full one where it
 * ships). For women, against the shape style experts agree on: the consensus set cross-validated
 * over all its women, or its locked part where that is missing; for men, the men's set (locked).
 */
export function plainAnswers(
  base: Record<Gender, FaceShapeModel>,
  full: Record<Gender, FaceShapeModel> | null,
): Record<Gender, PlainAnswer | null> {
  const models = full ?? base;
  const women = models.female.evaluation;
  const answer = (figures: SetFigures | undefined) =>
    figures ? { top1: inTenths(figures.top1.percent), top2: inTenths(figures.top2.percent) } : null;
  return {
    female: answer(women.consensusCrossValidation ?? women.locked.find((f) => f.set === "consensus")),
    male: answer(models.male.evaluation.locked[0]),
  };
}

/** The locked test split: the share of people held back (whole percent), its version and seed. */
export function lockedSplit(model: FaceShapeModel): { sharePercent: number; version: number; seed: number } {
  const { fraction, version, seed } = model.evaluation.lockedSplit;
  return { sharePercent: Math.round(fraction * 100), version, seed };
}

/** How often Diamond's rule made it the top shape with a model, over all its photos with a result of both genders. */
export function diamondWins(model: ShippedModel): { wins: number; photos: number } {
  const all = (["female", "male"] as const).flatMap((gender) => model.byGender[gender].evaluation.diamondWins);
  return {
    wins: all.reduce((sum, set) => sum + set.wins, 0),
    photos: all.reduce((sum, set) => sum + set.photos, 0),
  };
}

/**
 * How many labelled photos a model learned from: the development part of its sets (each set's
 * photos less its locked people's), which the cross-validation measured.
 */
export function developmentPhotos(model: FaceShapeModel): number {
  return model.evaluation.crossValidation.reduce((sum, set) => sum + set.photos, 0);
}

/** A count as text says it after "about": to the nearest hundred, with a thousands comma ("3,800"). */
export const toNearestHundred = (count: number): string => (Math.round(count / 100) * 100).toLocaleString("en-US");

/** A whole count with a thousands comma ("5,749"). */
export const withThousands = (count: number): string => count.toLocaleString("en-US");
