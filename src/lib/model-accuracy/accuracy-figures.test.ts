import { describe, expect, it } from "vitest";
import type { FaceShapeModel } from "../face-shape/face-shape-model";
import { FACE_SHAPE_MODELS } from "../face-shape/model/face-shape-model.data";
import { ACCURACY_FIGURES } from "../face-shape/model/figures.data";
import {
  inTenths,
  lockedSplit,
  modelInputs,
  plainAnswers,
  setResults,
  toNearestHundred,
  withThousands,
} from "./accuracy-figures";

// How the section reads the figures; that the figures are the evidence's is checked where they are
// worked out (tools/face-model/site-figures.test.ts).
const { byGender } = ACCURACY_FIGURES;

/** A copy of a shipped model with other inputs, for the cases the shipped files do not have. */
const variant = (model: FaceShapeModel, change: Partial<FaceShapeModel>): FaceShapeModel => ({ ...model, ...change });

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
  it("gives each gender's labelled sets in order, with the cross-validation over all of a set's people only on that set", () => {
    for (const gender of ["female", "male"] as const) {
      const results = setResults(byGender[gender]);
      expect(results.map((r) => r.set)).toEqual(byGender[gender].locked.map((f) => f.set));
      expect(results.map((r) => r.figures)).toEqual(byGender[gender].locked);
      const across = byGender[gender].acrossAll;
      expect(results.filter((r) => r.acrossAll).map((r) => r.set)).toEqual(across ? [across.set] : []);
    }
    expect(byGender.female.acrossAll?.set).toBe("consensus");
    expect(byGender.male.acrossAll).toBeUndefined();
  });
});

describe("plainAnswers", () => {
  it("states, in tenths, the consensus set across all its women for women and the men's set for men", () => {
    const women = byGender.female.acrossAll;
    const men = byGender.male.locked[0];
    expect(plainAnswers(byGender)).toEqual({
      female: { top1: inTenths(women?.top1.percent ?? 0), top2: inTenths(women?.top2.percent ?? 0) },
      male: { top1: inTenths(men?.top1.percent ?? 0), top2: inTenths(men?.top2.percent ?? 0) },
    });
  });

  it("falls back to the consensus set's locked part where it was not cross-validated over all its women", () => {
    const female = { ...byGender.female };
    delete female.acrossAll;
    const locked = byGender.female.locked.find((f) => f.set === "consensus");
    expect(plainAnswers({ ...byGender, female }).female).toEqual({
      top1: inTenths(locked?.top1.percent ?? 0),
      top2: inTenths(locked?.top2.percent ?? 0),
    });
  });

  it("gives no answer for a gender with no locked figures", () => {
    expect(plainAnswers({ ...byGender, male: { ...byGender.male, locked: [] } }).male).toBeNull();
  });

  it("rounds a percentage to tenths", () => {
    expect([inTenths(44.9), inTenths(45), inTenths(75.9), inTenths(4)]).toEqual([4, 5, 8, 0]);
  });
});

describe("lockedSplit", () => {
  it("states the share of people held back as a whole percent, with the split's version and seed", () => {
    expect(lockedSplit({ version: 3, seed: 7, fraction: 0.2 })).toEqual({ sharePercent: 20, version: 3, seed: 7 });
    expect(lockedSplit({ version: 1, seed: 1, fraction: 0.196 }).sharePercent).toBe(20);
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
