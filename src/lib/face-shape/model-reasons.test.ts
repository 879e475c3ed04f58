import { describe, expect, it } from "vitest";
import { softmax } from "./classify-face-shape";
import { FACE_SHAPE_MODELS } from "./model/face-shape-model.data";
import {
  FACE_PARTS,
  appearanceShare,
  classScores,
  measuredPartsByWeight,
  partOfInput,
  partPushes,
  type PartPushes,
} from "./model-reasons";

/** A repeatable face: standardised inputs drawn from a fixed sequence. */
function someFace(size: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: size }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648 - 0.5) * 3;
  });
}

const total = (pushes: PartPushes) => FACE_PARTS.reduce((sum, part) => sum + pushes[part], 0);

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

  it("adds up exactly to how far the shape leads the others, less the biases' part", () => {
    for (const model of Object.values(FACE_SHAPE_MODELS)) {
      const z = someFace(model.features.length, 7);
      const scores = classScores(z, model);
      const p = softmax(scores.map((s) => s / model.temperature));
      const fromInputs = scores.map((s, k) => s - (model.bias[k] ?? 0));
      model.classes.forEach((shape, a) => {
        const expected =
          ((fromInputs[a] ?? 0) - fromInputs.reduce((sum, s, k) => sum + (p[k] ?? 0) * s, 0)) / model.temperature;
        expect(total(partPushes(z, model, shape))).toBeCloseTo(expected, 9);
      });
      // Against one other shape: the difference of the two scores' input parts.
      const [first, second] = model.classes;
      if (!first || !second) throw new Error("a model has two classes at least");
      const against = total(partPushes(z, model, first, second, 2));
      expect(against).toBeCloseTo(((fromInputs[0] ?? 0) - (fromInputs[1] ?? 0)) / 2, 9);
    }
  });

  it("orders the parts a person can picture by the size of their push, and sizes the appearance's share", () => {
    const model = FACE_SHAPE_MODELS.female;
    const pushes = partPushes(someFace(model.features.length, 3), model, "Oval");
    const ordered = measuredPartsByWeight(pushes);
    expect(ordered).not.toContain("appearance");
    expect(ordered).toHaveLength(FACE_PARTS.length - 1);
    for (let i = 1; i < ordered.length; i += 1)
      expect(Math.abs(pushes[ordered[i - 1]!])).toBeGreaterThanOrEqual(Math.abs(pushes[ordered[i]!]));
    const share = appearanceShare(pushes);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(1);
    expect(appearanceShare({ ...pushes, appearance: 0 })).toBe(0);
  });

  it("gives no push toward a shape the model has no class for", () => {
    const model = FACE_SHAPE_MODELS.male;
    expect(total(partPushes(someFace(model.features.length, 1), model, "Heart"))).toBe(0);
  });
});
