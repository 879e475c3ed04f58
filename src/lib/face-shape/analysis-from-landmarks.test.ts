import { describe, expect, it } from "vitest";
import { syntheticFace, transformFace } from "../../../tests/fixtures/synthetic-face";
import { analysisFromLandmarks, withForeheadScale } from "./analysis-from-landmarks";
import { analysisConfidence } from "./confidence";
import { MAX_ROLL_DEGREES, MAX_YAW_DEGREES, MIN_FACE_WIDTH_PX, SIMILAR_FACE_WIDTH_RATIO } from "./engine-limits";
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
  const measurement = { points: syntheticFace(), imageSize, detectionScore: 0.9 };

  it("builds the full result of SPEC.md section 3", () => {
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
  const blend = (top: number, second: number) => [
    { shape: "Oval" as const, percentage: top },
    { shape: "Round" as const, percentage: second },
  ];

  it("grows when the top shape wins more clearly", () => {
    expect(analysisConfidence(blend(70, 10), 0.9, 0)).toBeGreaterThan(analysisConfidence(blend(40, 35), 0.9, 0));
  });

  it("shrinks for a weak detection or a turned head", () => {
    expect(analysisConfidence(blend(60, 20), 0.4, 0)).toBeLessThan(analysisConfidence(blend(60, 20), 0.9, 0));
    expect(analysisConfidence(blend(60, 20), 0.9, 25)).toBeLessThan(analysisConfidence(blend(60, 20), 0.9, 0));
  });

  it("stays between 0 and 100", () => {
    expect(analysisConfidence(blend(100, 0), 1, 0)).toBeLessThanOrEqual(100);
    expect(analysisConfidence(blend(17, 17), 0, 30)).toBeGreaterThanOrEqual(0);
  });
});

describe("withForeheadScale", () => {
  const outcome = analysisFromLandmarks({
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
      points: syntheticFace(),
      imageSize: { width: 600, height: 600 },
      detectionScore: 0.9,
      foreheadScale: 0.8,
    });
    if (fresh.kind !== "ok") throw new Error(`expected a result, got ${fresh.kind}`);
    expect(withForeheadScale(analysis, 0.8)).toEqual(fresh.analysis);
  });
});
