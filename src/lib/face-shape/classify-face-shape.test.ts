import { describe, expect, it } from "vitest";
import { FACE_SHAPES } from "../../data/face-shapes";
import { syntheticFace } from "@tests/fixtures/synthetic-face";
import { alternativeShapes, blendShapes } from "./blend-shapes";
import { classifyFaceShape, diamondShare, softmax } from "./classify-face-shape";
import { FACE_SHAPE_MODELS } from "./model/face-shape-model.data";

const MODEL = FACE_SHAPE_MODELS.female;
import { classifierInputs } from "./shape-features";

const inputsOf = (face = syntheticFace()) => classifierInputs(face);

describe("classifyFaceShape", () => {
  it("gives all six shapes probabilities that sum to 1", () => {
    const p = classifyFaceShape(inputsOf(), MODEL);
    expect(Object.keys(p).sort()).toEqual([...FACE_SHAPES].sort());
    expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Object.values(p).every((v) => v >= 0)).toBe(true);
  });

  it("is deterministic", () => {
    expect(classifyFaceShape(inputsOf(), MODEL)).toEqual(classifyFaceShape(inputsOf(), MODEL));
  });

  it("gives Diamond a share only when both forehead and jaw are much narrower than the cheekbones", () => {
    const d = MODEL.diamond;
    const ordinary = syntheticFace({
      cheekHalf: 72,
      foreheadHalf: 72 * d.foreheadMean,
      jawHalf: 72 * d.jawMean,
    });
    const diamond = syntheticFace({
      cheekHalf: 72,
      foreheadHalf: 72 * (d.foreheadMean - 4 * d.foreheadStd),
      jawHalf: 72 * (d.jawMean - 4 * d.jawStd),
    });
    expect(diamondShare(inputsOf(ordinary), MODEL)).toBeLessThan(0.05);
    expect(diamondShare(inputsOf(diamond), MODEL)).toBeGreaterThan(0.5);
    expect(classifyFaceShape(inputsOf(diamond), MODEL).Diamond).toBeGreaterThan(0.5);
  });

  it("separates a long narrow face from a short wide one", () => {
    const long = classifyFaceShape(
      inputsOf(syntheticFace({ lowerLength: 165, cheekHalf: 62, jawHalf: 55, foreheadHalf: 56 })),
      MODEL,
    );
    const wide = classifyFaceShape(
      inputsOf(syntheticFace({ lowerLength: 100, cheekHalf: 80, jawHalf: 68, foreheadHalf: 70 })),
      MODEL,
    );
    expect(long.Oblong).toBeGreaterThan(wide.Oblong);
    expect(wide.Round + wide.Square).toBeGreaterThan(long.Round + long.Square);
  });
});

describe("softmax", () => {
  it("does not overflow on large scores", () => {
    const p = softmax([1000, 1001, 999]);
    expect(p.every(Number.isFinite)).toBe(true);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe("blendShapes", () => {
  const probabilities = { Oval: 0.3333, Round: 0.3333, Square: 0.3334, Heart: 0, Diamond: 0, Oblong: 0 };

  it("gives whole percentages summing to exactly 100, largest first", () => {
    const blend = blendShapes(probabilities);
    expect(blend).toHaveLength(6);
    expect(blend.reduce((sum, s) => sum + s.percentage, 0)).toBe(100);
    expect(blend[0]?.shape).toBe("Square");
    for (let i = 1; i < blend.length; i += 1) {
      expect(blend[i - 1]?.percentage ?? 0).toBeGreaterThanOrEqual(blend[i]?.percentage ?? 0);
    }
  });

  it("breaks ties in display order, the same way every time", () => {
    const tie = { Oval: 0.25, Round: 0.25, Square: 0.25, Heart: 0.25, Diamond: 0, Oblong: 0 };
    expect(blendShapes(tie).map((s) => s.shape)).toEqual(["Oval", "Round", "Square", "Heart", "Diamond", "Oblong"]);
  });

  it("rounds so that tiny shares do not push the sum past 100", () => {
    const skewed = { Oval: 0.994, Round: 0.002, Square: 0.002, Heart: 0.001, Diamond: 0.0005, Oblong: 0.0005 };
    const blend = blendShapes(skewed);
    expect(blend.reduce((sum, s) => sum + s.percentage, 0)).toBe(100);
    // 99.4 % rounds up to 100: the missing point goes to the largest remainder.
    expect(blend[0]).toEqual({ shape: "Oval", percentage: 100 });
    expect(blend.slice(1).every((s) => s.percentage === 0)).toBe(true);
  });

  it("offers at most two alternatives, each with a share", () => {
    const blend = blendShapes(probabilities);
    expect(alternativeShapes(blend).map((s) => s.shape)).toEqual(["Oval", "Round"]);
    const single = blendShapes({ Oval: 1, Round: 0, Square: 0, Heart: 0, Diamond: 0, Oblong: 0 });
    expect(alternativeShapes(single)).toEqual([]);
  });
});
