import { describe, expect, it } from "vitest";
import { AVERAGE_FACE, mirrorFace, syntheticFace, transformFace } from "@tests/fixtures/synthetic-face";
import { rollDegrees, yawDegrees } from "./face-geometry";
import { FOREHEAD_SCALE, clampForeheadScale, facialMetrics, foreheadScaleAt, hairlineGeometry } from "./facial-metrics";
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

describe("the hairline (forehead scale)", () => {
  const face = syntheticFace();

  it("lengthens the face when the hairline is higher and shortens it when lower", () => {
    const estimate = facialMetrics(face);
    expect(facialMetrics(face, FOREHEAD_SCALE.estimate)).toEqual(estimate);
    expect(facialMetrics(face, 1.3).faceLength).toBeGreaterThan(estimate.faceLength);
    expect(facialMetrics(face, 0.7).faceLength).toBeLessThan(estimate.faceLength);
    // Widths and angles do not depend on the hairline.
    expect({ ...facialMetrics(face, 1.3), faceLength: 0 }).toEqual({ ...estimate, faceLength: 0 });
  });

  it("keeps the scale within its bounds", () => {
    expect(clampForeheadScale(5)).toBe(FOREHEAD_SCALE.max);
    expect(clampForeheadScale(0)).toBe(FOREHEAD_SCALE.min);
    expect(clampForeheadScale(Number.NaN)).toBe(FOREHEAD_SCALE.estimate);
    expect(facialMetrics(face, 5)).toEqual(facialMetrics(face, FOREHEAD_SCALE.max));
  });

  it("puts the line above the eyebrows and maps a dragged point back to its scale", () => {
    const line = hairlineGeometry(face);
    expect(line.center.y).toBeLessThan(line.brow.y);
    expect(line.up.x).toBeCloseTo(0, 9);
    expect(line.up.y).toBeCloseTo(-1, 9);
    expect(foreheadScaleAt(line, line.center)).toBeCloseTo(1, 9);
    const higher = { x: line.center.x + 40, y: line.center.y - 0.25 * line.pxPerScale };
    expect(foreheadScaleAt(line, higher)).toBeCloseTo(1.25, 9);
    expect(hairlineGeometry(face, 1.25).center.y).toBeCloseTo(line.center.y - 0.25 * line.pxPerScale, 9);
  });

  it("follows a tilted head", () => {
    const tilted = transformFace(face, 20);
    const line = hairlineGeometry(tilted, 1.2);
    expect((Math.atan2(line.along.y, line.along.x) * 180) / Math.PI).toBeCloseTo(20, 6);
    expect(foreheadScaleAt(line, line.center)).toBeCloseTo(1.2, 9);
    expect(facialMetrics(tilted, 1.2).faceLength).toBeCloseTo(facialMetrics(face, 1.2).faceLength, 6);
  });
});
