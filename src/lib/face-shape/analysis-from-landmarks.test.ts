import { describe, expect, it } from "vitest";
import { syntheticFace, transformFace } from "@tests/fixtures/synthetic-face";
import { analysisFromLandmarks, withForeheadScale } from "./analysis-from-landmarks";
import { analysisConfidence } from "./confidence";
import { MAX_ROLL_DEGREES, MAX_YAW_DEGREES, MIN_FACE_WIDTH_PX, SIMILAR_FACE_WIDTH_RATIO } from "./engine-limits";
import { yawDegrees } from "./face-geometry";
import { HARD_PHOTO_LIMITS } from "./photo-difficulty";
import { minimumFaceWidth, screenFaces, type DetectedFace } from "./screen-faces";

const imageSize = { width: 600, height: 600 };
const face = (x: number, width: number, score = 0.9): DetectedFace => ({
  box: { x, y: 100, width, height: width * 1.1 },
  score,
});

describe("screenFaces", () => {
  it("reports no face", () => {
    expect(screenFaces([], imageSize)).toEqual({ kind: "no-face" });
  });

  it("reports several faces of similar size", () => {
    const second = 200 * SIMILAR_FACE_WIDTH_RATIO;
    expect(screenFaces([face(0, 200), face(300, second)], imageSize)).toEqual({ kind: "multiple-faces", count: 2 });
  });

  it("analyses the largest face and counts smaller ones in the background", () => {
    const result = screenFaces([face(300, 60), face(0, 200)], imageSize);
    expect(result).toEqual({ kind: "face", face: face(0, 200), otherFaces: 1 });
  });

  it("reports a face too small to measure", () => {
    const minimum = minimumFaceWidth(imageSize);
    expect(minimum).toBeGreaterThanOrEqual(MIN_FACE_WIDTH_PX);
    expect(screenFaces([face(0, minimum - 1)], imageSize)).toEqual({
      kind: "face-too-small",
      faceWidthPx: minimum - 1,
      minimumPx: minimum,
    });
    expect(screenFaces([face(0, minimum)], imageSize).kind).toBe("face");
  });
});

describe("analysisFromLandmarks", () => {
  const measurement = { gender: "female" as const, points: syntheticFace(), imageSize, detectionScore: 0.9 };

  it("calls 68 points heaped in one spot no face, whatever the level roll says", () => {
    // As the landmark model answered one labelled photo: every point within a few pixels.
    const heaped = syntheticFace().map((p) => ({ x: 150 + (p.x - 300) / 100, y: 83 + (p.y - 300) / 100 }));
    expect(analysisFromLandmarks({ ...measurement, points: heaped, rollCorrected: true })).toEqual({ kind: "no-face" });
    expect(analysisFromLandmarks(measurement).kind).toBe("ok");
  });

  it("builds the full result that docs/product.md describes (The result)", () => {
    const outcome = analysisFromLandmarks(measurement);
    if (outcome.kind !== "ok") throw new Error(`expected a result, got ${outcome.kind}`);
    const { analysis } = outcome;
    expect(analysis.hybridResults).toHaveLength(6);
    expect(analysis.hybridResults.reduce((sum, s) => sum + s.percentage, 0)).toBe(100);
    expect(analysis.detectedShape).toBe(analysis.hybridResults[0]?.shape);
    expect(analysis.alternativeShapes.length).toBeLessThanOrEqual(2);
    expect(analysis.alternativeShapes).toEqual(analysis.hybridResults.slice(1, 1 + analysis.alternativeShapes.length));
    expect(analysis.confidence).toBeGreaterThan(0);
    expect(analysis.confidence).toBeLessThanOrEqual(100);
    expect(analysis.points).toHaveLength(68);
    expect(analysis.landmarks.jawline).toHaveLength(17);
    expect(analysis.imageSize).toEqual(imageSize);
    expect(analysis.facialMetrics.cheekboneWidth).toBe(100);
  });

  it("is deterministic", () => {
    expect(analysisFromLandmarks(measurement)).toEqual(analysisFromLandmarks(measurement));
  });

  it("reports a head turned too far", () => {
    const turned = syntheticFace().map((p, i) => (i >= 27 && i <= 35 ? { x: p.x + 50, y: p.y } : p));
    const outcome = analysisFromLandmarks({ ...measurement, points: turned });
    expect(outcome.kind).toBe("head-turned");
    if (outcome.kind !== "head-turned") throw new Error(`expected a turned head, got ${outcome.kind}`);
    expect(Math.abs(outcome.yawDegrees)).toBeGreaterThan(MAX_YAW_DEGREES);
  });

  it("reports a tilted head that could not be levelled, and measures one that was", () => {
    const tilted = transformFace(syntheticFace(), MAX_ROLL_DEGREES + 10);
    expect(analysisFromLandmarks({ ...measurement, points: tilted })).toEqual({
      kind: "head-tilted",
      rollDegrees: MAX_ROLL_DEGREES + 10,
    });
    const levelled = analysisFromLandmarks({ ...measurement, points: tilted, rollCorrected: true });
    const upright = analysisFromLandmarks(measurement);
    expect(levelled.kind).toBe("ok");
    expect(upright.kind).toBe("ok");
    if (levelled.kind !== "ok" || upright.kind !== "ok") throw new Error("expected both faces to be measured");
    expect(levelled.analysis.detectedShape).toBe(upright.analysis.detectedShape);
  });

  it("reports an engine error for a wrong number of points", () => {
    expect(analysisFromLandmarks({ ...measurement, points: syntheticFace().slice(0, 60) }).kind).toBe("engine-error");
  });

  it("keeps the count of ignored background faces", () => {
    const outcome = analysisFromLandmarks({ ...measurement, otherFacesIgnored: 2 });
    expect(outcome.kind).toBe("ok");
    if (outcome.kind !== "ok") throw new Error(`expected a result, got ${outcome.kind}`);
    expect(outcome.analysis.otherFacesIgnored).toBe(2);
  });
});

describe("analysisConfidence", () => {
  const measurement = { gender: "female" as const, points: syntheticFace(), imageSize, detectionScore: 0.9 };

  it("is the top shape's share of the blend, the calibrated probability the result shows", () => {
    const blend = [
      { shape: "Oval" as const, percentage: 57 },
      { shape: "Round" as const, percentage: 30 },
    ];
    expect(analysisConfidence(blend)).toBe(57);
    expect(analysisConfidence([])).toBe(0);
  });

  it("equals the top share of a real analysis", () => {
    const outcome = analysisFromLandmarks(measurement);
    if (outcome.kind !== "ok") throw new Error(`expected a result, got ${outcome.kind}`);
    expect(outcome.analysis.confidence).toBe(outcome.analysis.hybridResults[0]?.percentage);
  });
});

describe("the classifier follows the visitor's gender", () => {
  const measurement = { gender: "female" as const, points: syntheticFace(), imageSize, detectionScore: 0.9 };

  it("a man's result never names Heart, which the men's set has no label for", () => {
    const outcome = analysisFromLandmarks({ ...measurement, gender: "male" });
    if (outcome.kind !== "ok") throw new Error(`expected a result, got ${outcome.kind}`);
    expect(outcome.analysis.gender).toBe("male");
    expect(outcome.analysis.hybridResults.find((s) => s.shape === "Heart")?.percentage).toBe(0);
  });

  it("the same landmarks may be read differently for a woman and a man", () => {
    const woman = analysisFromLandmarks(measurement);
    const man = analysisFromLandmarks({ ...measurement, gender: "male" });
    if (woman.kind !== "ok" || man.kind !== "ok") throw new Error("expected both faces to be measured");
    expect(woman.analysis.hybridResults).not.toEqual(man.analysis.hybridResults);
  });
});

describe("withForeheadScale", () => {
  const outcome = analysisFromLandmarks({
    gender: "female",
    points: syntheticFace(),
    imageSize: { width: 600, height: 600 },
    detectionScore: 0.9,
  });
  if (outcome.kind !== "ok") throw new Error(`expected a result, got ${outcome.kind}`);
  const analysis = outcome.analysis;

  it("starts from the estimated hairline", () => {
    expect(analysis.foreheadScale).toBe(1);
    expect(withForeheadScale(analysis, 1)).toBe(analysis);
  });

  it("measures and classifies again when the hairline moves", () => {
    const higher = withForeheadScale(analysis, 1.6);
    expect(higher.foreheadScale).toBe(1.6);
    expect(higher.facialMetrics.faceLength).toBeGreaterThan(analysis.facialMetrics.faceLength);
    expect(higher.points).toEqual(analysis.points);
    // A longer face moves the blend towards Oblong: the classifier reads the new length.
    const oblong = (a: typeof analysis) => a.hybridResults.find((s) => s.shape === "Oblong")?.percentage ?? 0;
    expect(oblong(higher)).toBeGreaterThan(oblong(analysis));
    // Back to the estimate gives the first result again.
    expect(withForeheadScale(higher, 1)).toEqual(analysis);
  });

  it("matches a fresh analysis with the same hairline", () => {
    const fresh = analysisFromLandmarks({
      gender: "female",
      points: syntheticFace(),
      imageSize: { width: 600, height: 600 },
      detectionScore: 0.9,
      foreheadScale: 0.8,
    });
    if (fresh.kind !== "ok") throw new Error(`expected a result, got ${fresh.kind}`);
    expect(withForeheadScale(analysis, 0.8)).toEqual(fresh.analysis);
  });
});

describe("a hard photo is measured and said to be hard", () => {
  const measurement = { gender: "female" as const, points: syntheticFace(), imageSize, detectionScore: 0.9 };
  const analysed = (changes: Partial<Parameters<typeof analysisFromLandmarks>[0]>) => {
    const outcome = analysisFromLandmarks({ ...measurement, ...changes });
    if (outcome.kind !== "ok") throw new Error(`expected a result, got ${outcome.kind}`);
    return outcome.analysis;
  };

  it("says nothing about a plain photo", () => {
    expect(analysed({}).hardPhoto).toBeUndefined();
    expect(analysed({ rollCorrected: true, levelledFromDegrees: 10 }).hardPhoto).toBeUndefined();
  });

  it("notes a head turned past the warning level but not too far to measure", () => {
    const turned = syntheticFace().map((p, i) => (i >= 27 && i <= 35 ? { x: p.x + 21, y: p.y } : p));
    expect(Math.abs(yawDegrees(turned))).toBeGreaterThan(HARD_PHOTO_LIMITS.turnedDegrees);
    expect(Math.abs(yawDegrees(turned))).toBeLessThan(MAX_YAW_DEGREES);
    expect(analysed({ points: turned }).hardPhoto).toEqual(["turned"]);
  });

  it("notes a photo levelled from a strong tilt, and keeps the note when the hairline moves", () => {
    const tilted = transformFace(syntheticFace(), 24);
    const analysis = analysed({ points: tilted, rollCorrected: true, levelledFromDegrees: 24 });
    expect(analysis.hardPhoto).toEqual(["levelled"]);
    expect(withForeheadScale(analysis, 1.4).hardPhoto).toEqual(["levelled"]);
  });

  it("notes a mouth open wide", () => {
    const open = syntheticFace().map((p, i) => (i >= 65 && i <= 67 ? { x: p.x, y: p.y + 20 } : p));
    expect(analysed({ points: open }).hardPhoto).toEqual(["mouth-open"]);
  });
});
