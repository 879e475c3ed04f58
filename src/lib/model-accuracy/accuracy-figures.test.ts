import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEvidence } from "../face-shape/evaluation/evaluation-figures";
import type { FaceShapeModel } from "../face-shape/face-shape-model";
import { FACE_SHAPE_MODELS } from "../face-shape/model/face-shape-model.data";
import split from "../face-shape/model/locked-test-split.json";
import type { Gender } from "../face-shape/types";
import {
  developmentPhotos,
  diamondWins,
  inTenths,
  lockedSplit,
  modelInputs,
  plainAnswers,
  setResults,
  toNearestHundred,
  withThousands,
} from "./accuracy-figures";

// The figures are checked against the per-photo evidence and the locked split's file, not against
// the model file the module reads them from.
const rows = parseEvidence(readFileSync(new URL("../face-shape/model/evidence.csv", import.meta.url), "utf8"));
const GROUP_OF: Record<Gender, keyof typeof split.groups> = { female: "women", male: "men" };
const setsOf = (gender: Gender) => split.groups[GROUP_OF[gender]].sets;
/** Percent of rows whose label is the top shape (or, with `topTwo`, one of the top two). */
const matched = (list: typeof rows, topTwo = false) =>
  (100 * list.filter((r) => r.top1 === r.label || (topTwo && r.top2 === r.label)).length) / list.length;

/** A copy of a shipped model with other inputs, for the cases the shipped files do not have. */
const variant = (model: FaceShapeModel, change: Partial<FaceShapeModel>): FaceShapeModel => ({ ...model, ...change });
const evaluations = { female: FACE_SHAPE_MODELS.female.evaluation, male: FACE_SHAPE_MODELS.male.evaluation };

describe("modelInputs", () => {
  it("reads the landmarks always, and each other source from its inputs' prefix", () => {
    const female = FACE_SHAPE_MODELS.female;
    expect(modelInputs(variant(female, { features: ["halfWidth_1", "height_2"] }))).toEqual(["landmarks"]);
    expect(modelInputs(variant(female, { features: ["halfWidth_1", "appearance_3", "embedding_1"] }))).toEqual([
      "landmarks",
      "embedding",
      "appearance",
    ]);
  });

  it("says the shipped models read the appearance numbers when their inputs include them", () => {
    for (const gender of ["female", "male"] as const) {
      const hasAppearance = FACE_SHAPE_MODELS[gender].features.some((name) => name.startsWith("appearance_"));
      expect(modelInputs(FACE_SHAPE_MODELS[gender]).includes("appearance")).toBe(hasAppearance);
    }
  });
});

describe("setResults", () => {
  it("gives each gender's labelled sets in order, with the locked part's photos and people", () => {
    for (const gender of ["female", "male"] as const) {
      const results = setResults(FACE_SHAPE_MODELS[gender].evaluation);
      expect(results.map((r) => r.set)).toEqual(setsOf(gender));
      for (const { set, figures } of results) {
        const locked = rows.filter((r) => r.part === "locked" && r.set === set);
        expect(figures.set).toBe(set);
        expect(figures.photos).toBe(locked.length);
        expect(figures.people).toBe(new Set(locked.map((r) => r.person)).size);
        expect(figures.top1.percent).toBe(Math.round(matched(locked) * 10) / 10);
      }
    }
  });

  it("adds the cross-validation over all of a set's people only to the set it was measured on", () => {
    const women = setResults(FACE_SHAPE_MODELS.female.evaluation);
    const across = rows.filter((r) => r.part.startsWith("cv-all"));
    const measured = women.filter((r) => r.acrossAll);
    expect(measured.map((r) => r.set)).toEqual([...new Set(across.map((r) => r.set))]);
    const figures = measured[0]?.acrossAll;
    const repeats = new Set(across.map((r) => r.part)).size;
    expect(figures?.repeats).toBe(repeats);
    expect(figures?.photos).toBe(across.length / repeats);
    expect(setResults(FACE_SHAPE_MODELS.male.evaluation).every((r) => r.acrossAll === undefined)).toBe(true);
  });
});

describe("plainAnswers", () => {
  it("states, in tenths, how often women's consensus shapes and men's labels were matched", () => {
    const across = rows.filter((r) => r.part.startsWith("cv-all"));
    const men = rows.filter((r) => r.part === "locked" && setsOf("male").includes(r.set));
    expect(plainAnswers(evaluations)).toEqual({
      female: { top1: Math.round(matched(across) / 10), top2: Math.round(matched(across, true) / 10) },
      male: { top1: Math.round(matched(men) / 10), top2: Math.round(matched(men, true) / 10) },
    });
  });

  it("falls back to the consensus set's locked part where it was not cross-validated over all its women", () => {
    const female = { ...evaluations.female };
    delete female.consensusCrossValidation;
    const locked = rows.filter((r) => r.part === "locked" && r.set === "consensus");
    expect(plainAnswers({ ...evaluations, female }).female).toEqual({
      top1: Math.round(matched(locked) / 10),
      top2: Math.round(matched(locked, true) / 10),
    });
  });

  it("gives no answer for a gender with no locked figures", () => {
    expect(plainAnswers({ ...evaluations, male: { ...evaluations.male, locked: [] } }).male).toBeNull();
  });

  it("rounds a percentage to tenths", () => {
    expect([inTenths(44.9), inTenths(45), inTenths(75.9), inTenths(4)]).toEqual([4, 5, 8, 0]);
  });
});

describe("lockedSplit", () => {
  it("states the locked split file's share of people, version and seed", () => {
    expect(lockedSplit(evaluations.female)).toEqual({
      sharePercent: Math.round(split.fraction * 100),
      version: split.version,
      seed: split.seed,
    });
  });
});

describe("diamondWins", () => {
  it("counts Diamond's top shapes over every photo with a result, locked and development, of both genders", () => {
    const counted = rows.filter((r) => (r.part === "locked" || r.part === "cv1") && r.top1 !== "none");
    expect(diamondWins(evaluations)).toEqual({
      wins: counted.filter((r) => r.top1 === "diamond").length,
      photos: counted.length,
    });
  });
});

describe("developmentPhotos", () => {
  it("counts each gender's labelled photos less those of the locked people", () => {
    for (const gender of ["female", "male"] as const) {
      const expected = setsOf(gender).reduce((sum, set) => {
        const part = split.sets[set as keyof typeof split.sets];
        return sum + part.photos - part.lockedPhotos;
      }, 0);
      expect(developmentPhotos(evaluations[gender])).toBe(expected);
    }
  });
});

describe("counts in words", () => {
  it("rounds to the nearest hundred with a thousands comma", () => {
    expect([3808, 3749, 3750, 793, 1001, 40].map(toNearestHundred)).toEqual([
      "3,800",
      "3,700",
      "3,800",
      "800",
      "1,000",
      "0",
    ]);
  });

  it("writes a whole count with a thousands comma", () => {
    expect([5749, 999, 12_345].map(withThousands)).toEqual(["5,749", "999", "12,345"]);
  });
});
