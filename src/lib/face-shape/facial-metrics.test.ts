import { describe, expect, it } from "vitest";
import { AVERAGE_FACE, mirrorFace, syntheticFace, transformFace } from "../../../tests/fixtures/synthetic-face";
import { rollDegrees, yawDegrees } from "./face-geometry";
import { facialMetrics } from "./facial-metrics";
import { LANDMARK_COUNT, MIRROR_INDEX, groupLandmarks } from "./landmark-groups";
import { SHAPE_FEATURE_NAMES, classifierInputs, shapeFeatures } from "./shape-features";

describe("facialMetrics", () => {
  const face = syntheticFace();

  it("measures widths as percentages of the widest span", () => {
    const m = facialMetrics(face);
    expect(m.cheekboneWidth).toBe(100);
    expect(m.foreheadWidth).toBeCloseTo((100 * AVERAGE_FACE.foreheadHalf) / AVERAGE_FACE.cheekHalf, 0);
    expect(m.jawlineWidth).toBeCloseTo((100 * AVERAGE_FACE.jawHalf) / AVERAGE_FACE.cheekHalf, 0);
    expect(m.faceLength).toBeGreaterThan(100);
  });

  it("makes a longer face longer and a wider jaw wider", () => {
    const long = facialMetrics(syntheticFace({ lowerLength: 150 }));
    const square = facialMetrics(syntheticFace({ jawHalf: 70 }));
    expect(long.faceLength).toBeGreaterThan(facialMetrics(face).faceLength);
    expect(square.jawlineWidth).toBeGreaterThan(facialMetrics(face).jawlineWidth);
  });

  it("gives a smaller jaw angle for a square jaw and a smaller chin angle for a pointed chin", () => {
    expect(facialMetrics(syntheticFace({ jawHalf: 70 })).jawAngle).toBeLessThan(facialMetrics(face).jawAngle);
    expect(facialMetrics(syntheticFace({ chinHalf: 12 })).chinAngle).toBeLessThan(facialMetrics(face).chinAngle);
  });

  it("does not change when the photo is turned, scaled or moved", () => {
    const moved = facialMetrics(transformFace(face, 17, 2.5, 40, -30));
    const still = facialMetrics(face);
    for (const key of Object.keys(still) as (keyof typeof still)[]) expect(moved[key]).toBeCloseTo(still[key], 0);
  });
});

describe("head pose", () => {
  it("reads roll from the eye line", () => {
    expect(rollDegrees(syntheticFace())).toBeCloseTo(0, 5);
    expect(rollDegrees(transformFace(syntheticFace(), 25))).toBeCloseTo(25, 5);
  });

  it("reads yaw from where the nose sits between the jaw sides", () => {
    expect(Math.abs(yawDegrees(syntheticFace()))).toBeLessThan(0.5);
    const turned = syntheticFace().map((p, i) => (i >= 27 && i <= 35 ? { x: p.x + 45, y: p.y } : p));
    expect(yawDegrees(turned)).toBeGreaterThan(30);
  });
});

describe("shapeFeatures", () => {
  it("has one value per name, all finite", () => {
    const features = shapeFeatures(syntheticFace());
    expect(features).toHaveLength(SHAPE_FEATURE_NAMES.length);
    expect(features.every(Number.isFinite)).toBe(true);
  });

  it("gives the same numbers for a mirrored photo", () => {
    const face = transformFace(syntheticFace({ jawHalf: 50 }), 8).map((p, i) => ({
      x: p.x + (i % 3),
      y: p.y + (i % 2),
    }));
    const mirrored = mirrorFace(face, 640, MIRROR_INDEX);
    shapeFeatures(mirrored).forEach((value, i) => expect(value).toBeCloseTo(shapeFeatures(face)[i] ?? 0, 9));
  });

  it("marks a missing face description as NaN for the classifier", () => {
    const inputs = classifierInputs(syntheticFace());
    expect(inputs.slice(SHAPE_FEATURE_NAMES.length).every(Number.isNaN)).toBe(true);
  });
});

describe("groupLandmarks", () => {
  it("groups the 68 points for the overlay legend", () => {
    const groups = groupLandmarks(syntheticFace());
    expect(groups.jawline).toHaveLength(17);
    expect(groups.eyebrows).toHaveLength(10);
    expect(groups.eyes).toHaveLength(12);
    expect(groups.nose).toHaveLength(9);
    expect(groups.mouth).toHaveLength(20);
    expect(groups.cheekbones).toHaveLength(4);
  });

  it("refuses a wrong number of points", () => {
    expect(() => groupLandmarks(syntheticFace().slice(0, LANDMARK_COUNT - 1))).toThrow(RangeError);
  });

  it("has a mirror map that is its own inverse", () => {
    MIRROR_INDEX.forEach((m, i) => expect(MIRROR_INDEX[m]).toBe(i));
  });
});
