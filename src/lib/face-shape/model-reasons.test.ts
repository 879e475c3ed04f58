import { describe, expect, it } from "vitest";
import { FACE_SHAPE_MODELS } from "./model/face-shape-model.data";
import { FACE_PARTS, classScores, leaderWithout, pairTerms, partOfInput, termsTotal } from "./model-reasons";

/** A repeatable face: standardised inputs drawn from a fixed sequence. */
function someFace(size: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: size }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648 - 0.5) * 3;
  });
}

describe("the model's own reasons", () => {
  it("puts every input of both shipped models in one part of the face", () => {
    for (const model of Object.values(FACE_SHAPE_MODELS)) {
      const parts = model.features.map(partOfInput);
      expect(new Set(parts)).toEqual(new Set(FACE_PARTS));
      model.features.forEach((name, j) => {
        if (name.startsWith("appearance_")) expect(parts[j]).toBe("appearance");
      });
    }
    expect(partOfInput("lengthToCheekbone")).toBe("length");
    expect(partOfInput("height_8_8")).toBe("length");
    expect(partOfInput("halfWidth_5_11")).toBe("jaw");
    expect(partOfInput("halfWidth_1_15")).toBe("cheekbones");
    expect(partOfInput("outlineHeight_8")).toBe("chin");
    expect(partOfInput("outlineHalfWidth_19")).toBe("forehead");
    expect(partOfInput("outlineHeight_48")).toBe("features");
    expect(() => partOfInput("nothing")).toThrow(RangeError);
  });

  it("splits a score gap exactly into the biases' part and each part of the face's", () => {
    for (const model of Object.values(FACE_SHAPE_MODELS)) {
      for (const seed of [3, 7, 11]) {
        const z = someFace(model.features.length, seed);
        const scores = classScores(z, model);
        model.classes.forEach((a, i) =>
          model.classes.forEach((b, k) => {
            const terms = pairTerms(z, model, a, b);
            expect(termsTotal(terms)).toBeCloseTo((scores[i] ?? 0) - (scores[k] ?? 0), 9);
            expect(terms.start).toBeCloseTo((model.bias[i] ?? 0) - (model.bias[k] ?? 0), 12);
          }),
        );
      }
    }
  });

  it("gives the average face only the biases' part", () => {
    const model = FACE_SHAPE_MODELS.female;
    const terms = pairTerms(new Array<number>(model.features.length).fill(0), model, "Oval", "Oblong");
    for (const part of FACE_PARTS) expect(terms[part]).toBe(0);
    expect(terms.start).not.toBe(0);
  });

  it("names what the scores name with some parts held at the average", () => {
    const model = FACE_SHAPE_MODELS.female;
    const z = someFace(model.features.length, 5);
    const appearanceOnly = model.features.map((name, j) => (partOfInput(name) === "appearance" ? 0 : (z[j] ?? 0)));
    const scores = classScores(appearanceOnly, model);
    const best = scores.indexOf(Math.max(...scores));
    expect(leaderWithout(z, model, ["appearance"])).toBe(model.classes[best]);
    // With every part held, only the biases speak.
    const biasBest = model.bias.indexOf(Math.max(...model.bias));
    expect(leaderWithout(z, model, FACE_PARTS)).toBe(model.classes[biasBest]);
  });

  it("gives no term to a shape the model has no class for", () => {
    const model = FACE_SHAPE_MODELS.male;
    expect(termsTotal(pairTerms(someFace(model.features.length, 1), model, "Heart", "Oval"))).toBe(0);
  });
});
