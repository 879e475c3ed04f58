import { describe, expect, it } from "vitest";
import { syntheticFace, transformFace } from "@tests/fixtures/synthetic-face";
import { analysisFromLandmarks } from "./analysis-from-landmarks";
import { agreementText, combineAnalyses, sameMeasuredPhoto } from "./combine-analyses";
import type { FaceAnalysis, FaceShape, Point } from "./types";

const imageSize = { width: 600, height: 600 };

function analysed(points: Point[], size = imageSize): FaceAnalysis {
  const outcome = analysisFromLandmarks({ gender: "female", points, imageSize: size, detectionScore: 0.9 });
  if (outcome.kind !== "ok") throw new Error(`expected a result, got ${outcome.kind}`);
  return outcome.analysis;
}

/** An analysis whose blend is given outright (shape: percent), to test the arithmetic. */
function withBlend(blend: Partial<Record<FaceShape, number>>, faceLength = 130): FaceAnalysis {
  const base = analysed(syntheticFace());
  const hybridResults = Object.entries(blend)
    .map(([shape, percentage]) => ({ shape: shape as FaceShape, percentage }))
    .sort((a, b) => b.percentage - a.percentage);
  const top = hybridResults[0];
  if (!top) throw new Error("empty blend");
  return { ...base, detectedShape: top.shape, hybridResults, facialMetrics: { ...base.facialMetrics, faceLength } };
}

describe("combineAnalyses", () => {
  it("returns a single analysis unchanged", () => {
    const one = analysed(syntheticFace());
    expect(combineAnalyses([one])).toEqual({
      analysis: one,
      count: 1,
      votes: [{ shape: one.detectedShape, count: 1 }],
    });
  });

  it("averages the blends and the measurements", () => {
    const combined = combineAnalyses([
      withBlend({ Oval: 60, Heart: 40 }, 120),
      withBlend({ Oval: 50, Round: 50 }, 130),
      withBlend({ Heart: 69, Oval: 31 }, 141),
    ]);
    const share = (shape: FaceShape) => combined.analysis.hybridResults.find((s) => s.shape === shape)?.percentage;
    // Oval (60+50+31)/3 = 47, Heart 36.3, Round 16.7: whole percents summing to 100.
    expect(share("Oval")).toBe(47);
    expect(share("Heart")).toBe(36);
    expect(share("Round")).toBe(17);
    expect(combined.analysis.hybridResults.reduce((sum, s) => sum + s.percentage, 0)).toBe(100);
    expect(combined.analysis.detectedShape).toBe("Oval");
    expect(combined.analysis.alternativeShapes.map((s) => s.shape)).toEqual(["Heart", "Round"]);
    expect(combined.analysis.facialMetrics.faceLength).toBe(130.3);
    expect(combined.votes).toEqual([
      { shape: "Oval", count: 2 },
      { shape: "Heart", count: 1 },
    ]);
  });

  it("keeps what made any of the photos hard, in the result's order", () => {
    const plain = withBlend({ Oval: 60, Heart: 40 });
    const laughing: FaceAnalysis = { ...withBlend({ Oval: 50, Round: 50 }), hardPhoto: ["mouth-open"] };
    const turnedAndLevelled: FaceAnalysis = {
      ...withBlend({ Oval: 70, Heart: 30 }),
      hardPhoto: ["turned", "levelled"],
    };
    expect(combineAnalyses([plain, laughing, turnedAndLevelled]).analysis.hardPhoto).toEqual([
      "turned",
      "levelled",
      "mouth-open",
    ]);
    expect(combineAnalyses([laughing, plain]).analysis.hardPhoto).toEqual(["mouth-open"]);
    expect(combineAnalyses([plain, plain]).analysis.hardPhoto).toBeUndefined();
  });

  it("lowers the confidence when the photos disagree", () => {
    const agree = combineAnalyses([withBlend({ Oval: 80, Heart: 20 }), withBlend({ Oval: 80, Heart: 20 })]);
    const disagree = combineAnalyses([withBlend({ Oval: 80, Heart: 20 }), withBlend({ Heart: 80, Oval: 20 })]);
    expect(disagree.analysis.confidence).toBeLessThan(agree.analysis.confidence);
  });

  it("keeps the first photo's landmarks", () => {
    const first = analysed(syntheticFace());
    const second = analysed(syntheticFace({ jawHalf: 68 }));
    expect(combineAnalyses([first, second]).analysis.points).toEqual(first.points);
  });

  it("refuses to combine nothing", () => {
    expect(() => combineAnalyses([])).toThrow(RangeError);
  });
});

describe("agreementText", () => {
  it("says when every photo agreed", () => {
    expect(agreementText({ count: 3, votes: [{ shape: "Oval", count: 3 }] })).toBe("3 photos, all Oval");
  });

  it("counts the majority first, then the others", () => {
    const votes = [
      { shape: "Oval" as const, count: 2 },
      { shape: "Heart" as const, count: 1 },
    ];
    expect(agreementText({ count: 3, votes })).toBe("3 photos: 2 of 3 Oval, 1 Heart");
    expect(agreementText({ count: 3, votes }, "camera frames")).toBe("3 camera frames: 2 of 3 Oval, 1 Heart");
    expect(agreementText({ count: 2, votes: [{ shape: "Square", count: 2 }] }, "camera frames")).toBe(
      "2 camera frames, all Square",
    );
  });
});

describe("sameMeasuredPhoto", () => {
  const face = analysed(syntheticFace());

  it("recognises the same photo and a resized copy of it", () => {
    expect(sameMeasuredPhoto(face, analysed(syntheticFace()))).toBe(true);
    const half = analysed(transformFace(syntheticFace(), 0, 0.5, -150, -150), { width: 300, height: 300 });
    expect(sameMeasuredPhoto(face, half)).toBe(true);
  });

  it("tells apart another photo of the same face", () => {
    // The head a little further over, or a little turned: another photo.
    expect(sameMeasuredPhoto(face, analysed(transformFace(syntheticFace(), 0, 1, 3, 0)))).toBe(false);
    expect(sameMeasuredPhoto(face, analysed(transformFace(syntheticFace(), 2)))).toBe(false);
    expect(sameMeasuredPhoto(face, analysed(syntheticFace(), { width: 600, height: 800 }))).toBe(false);
  });
});
