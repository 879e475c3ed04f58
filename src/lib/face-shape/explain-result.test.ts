import { describe, expect, it } from "vitest";
import recording from "@tests/fixtures/engine-recording.json";
import { blendShapes } from "./blend-shapes";
import { classifyFaceShape } from "./classify-face-shape";
import { combineAnalyses } from "./combine-analyses";
import { jawDrop } from "./expression";
import {
  explainResult,
  inputsOf,
  landingShares,
  mapResult,
  modelOf,
  roundToSum,
  standardisedOf,
} from "./explain-result";
import { REASON_TERMS, classScores, standardisedInputs } from "./model-reasons";
import { measuredUnsurely } from "./photo-difficulty";
import type { FaceAnalysis } from "./types";
import { verdictOf } from "./verdict";

/** The real worker's answers for the recorded photos (tests/fixtures, written by npm run record:engine). */
const answers = Object.values(recording.analyses as Record<string, { photo: string; result: unknown }>).flatMap(
  ({ photo, result }) => {
    const outcome = (result as { outcome: { kind: string; analysis?: FaceAnalysis } }).outcome;
    return outcome.kind === "ok" && outcome.analysis ? [{ photo, analysis: outcome.analysis }] : [];
  },
);

/** Each photo's exact shares, as the classifier gives them for its inputs. */
const exactShares = (analysis: FaceAnalysis) =>
  classifyFaceShape(inputsOf(analysis), modelOf(analysis), measuredUnsurely(analysis.hardPhoto));

/** Everything an explanation must hold for the answer it explains (one photo, or several combined). */
function checkAddsUp(analyses: readonly FaceAnalysis[], combined: FaceAnalysis) {
  const verdict = verdictOf(combined.hybridResults);
  const explanation = explainResult(analyses, verdict, combined);
  if (verdict.shapes[0] === "Diamond") {
    expect(explanation).toBeNull();
    return;
  }
  if (!explanation) throw new Error("no explanation");
  const share = (shape: string) => combined.hybridResults.find((s) => s.shape === shape)?.percentage ?? 0;
  // Against the runner-up (or a close call's second shape), never against an average.
  expect(explanation.toward).toBe(verdict.shapes[0]);
  if (verdict.shapes[1] && verdict.shapes[1] !== "Diamond") expect(explanation.against).toBe(verdict.shapes[1]);
  expect(explanation.gap).toBe(share(explanation.toward) - share(explanation.against));
  // Every term is a line, the biases' included, and the lines shown add up to the gap shown.
  const corrected = analyses.some((a) => jawDrop(a.points) > 0);
  expect(explanation.lines.map((l) => l.term).sort()).toEqual(
    [...REASON_TERMS, ...(corrected ? ["mouth"] : [])].sort(),
  );
  expect(explanation.lines.reduce((sum, l) => sum + l.shown, 0)).toBe(explanation.gap);
  // The exact points add up to the photos' average exact gap between the two shares.
  const exactGap =
    analyses.reduce((sum, a) => {
      const p = exactShares(a);
      return sum + 100 * (p[explanation.toward] - p[explanation.against]);
    }, 0) / analyses.length;
  expect(explanation.lines.reduce((sum, l) => sum + l.points, 0)).toBeCloseTo(exactGap, 6);
  expect(Math.abs(exactGap - explanation.gap)).toBeLessThan(2.5);
  // The score terms add up to the score gap the classifier computes.
  const model = modelOf(combined);
  const a = model.classes.indexOf(explanation.toward);
  const b = model.classes.indexOf(explanation.against);
  const scoreGap =
    analyses.reduce((sum, one) => {
      const scores = classScores(standardisedOf(one), model);
      return sum + (scores[a] ?? 0) - (scores[b] ?? 0);
    }, 0) / analyses.length;
  expect(explanation.lines.reduce((sum, l) => sum + l.score, 0)).toBeCloseTo(scoreGap, 9);
  // Ordered: the named shape's lines first, each side largest first; rounding moves no line by 2 points or more.
  const sides = explanation.lines.map((l) => l.points >= 0);
  expect(sides).toEqual([...sides].sort((x, y) => Number(y) - Number(x)));
  for (let i = 1; i < explanation.lines.length; i += 1) {
    const [before, after] = [explanation.lines[i - 1]!, explanation.lines[i]!];
    if (before.points >= 0 === after.points >= 0)
      expect(Math.abs(before.points)).toBeGreaterThanOrEqual(Math.abs(after.points));
  }
  for (const line of explanation.lines) {
    expect(Math.abs(line.shown - line.points)).toBeLessThan(2);
    if (line.term === "start" || line.term === "mouth") expect(line.noise).toBeNull();
    else expect(line.withinNoise).toBe(Math.abs(line.score) < (line.noise ?? 0));
  }
}

describe("a result explained by its own model", () => {
  it("has real answers of both genders to explain", () => {
    expect(answers.filter((a) => a.analysis.gender === "female").length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.analysis.gender === "male").length).toBeGreaterThan(3);
  });

  for (const { photo, analysis } of answers) {
    it(`${analysis.gender} ${photo}: the shares explained are the ones shown, and the why adds up to their gap`, () => {
      // The explanation reads the same inputs the answer was computed from.
      expect(blendShapes(exactShares(analysis))).toEqual(analysis.hybridResults);
      checkAddsUp([analysis], analysis);
      const verdict = verdictOf(analysis.hybridResults);
      const map = mapResult([analysis], analysis);
      if (!map) throw new Error("no map");
      expect(map.region).toBe(analysis.hybridResults.find((s) => s.shape !== "Diamond")?.shape);
      if (!verdict.shapes.includes("Diamond")) expect(verdict.shapes).toContain(map.region);
    });
  }

  it("gives an open mouth's correction its own line: what lifting the jaw changed", () => {
    const open = answers.filter((a) => jawDrop(a.analysis.points) > 0);
    expect(open.length).toBeGreaterThan(0);
    for (const { analysis } of open) {
      const verdict = verdictOf(analysis.hybridResults);
      const explanation = explainResult([analysis], verdict, analysis);
      if (!explanation) continue;
      const model = modelOf(analysis);
      const a = model.classes.indexOf(explanation.toward);
      const b = model.classes.indexOf(explanation.against);
      const gapOf = (z: number[]) => {
        const scores = classScores(z, model);
        return (scores[a] ?? 0) - (scores[b] ?? 0);
      };
      const asFound = gapOf(standardisedInputs(inputsOf(analysis, false), model));
      const mouth = explanation.lines.find((l) => l.term === "mouth");
      expect(mouth?.score).toBeCloseTo(gapOf(standardisedOf(analysis)) - asFound, 9);
      // The other lines read the face as found.
      const others = explanation.lines.filter((l) => l.term !== "mouth").reduce((sum, l) => sum + l.score, 0);
      expect(others).toBeCloseTo(asFound, 9);
    }
  });

  for (const gender of ["female", "male"] as const) {
    const own = answers.filter((a) => a.analysis.gender === gender).map((a) => a.analysis);
    const triples = own.slice(0, Math.max(0, own.length - 2)).map((_, i) => own.slice(i, i + 3));
    it(`${gender}: three photos combined, the why adds up to the combined gap (${triples.length} triples)`, () => {
      expect(triples.length).toBeGreaterThan(1);
      for (const triple of triples) checkAddsUp(triple, combineAnalyses(triple).analysis);
    });
  }

  it("says where another photo would land: shares of the spread summing to 1, all in the region for no spread", () => {
    for (const { analysis } of answers) {
      const map = mapResult([analysis], analysis);
      if (!map) throw new Error("no map");
      expect(map.landing.reduce((sum, entry) => sum + entry.share, 0)).toBeCloseTo(1, 9);
      for (let i = 1; i < map.landing.length; i += 1)
        expect(map.landing[i - 1]!.share).toBeGreaterThanOrEqual(map.landing[i]!.share);
      expect(landingShares(map.slice, map.plane, map.slice.centre, [0, 0, 0])).toEqual([
        { shape: map.region, share: expect.closeTo(1, 9) as number },
      ]);
    }
  });

  it("centres a combined answer's map on its photos and names its region from the combined blend", () => {
    const women = answers
      .filter((a) => a.analysis.gender === "female")
      .slice(0, 3)
      .map((a) => a.analysis);
    const combined = combineAnalyses(women);
    const map = mapResult(women, combined.analysis);
    if (!map) throw new Error("no map");
    expect(map.photos).toHaveLength(3);
    expect(map.slice.centre[0]).toBeCloseTo((map.photos[0]![0] + map.photos[1]![0] + map.photos[2]![0]) / 3, 9);
    const verdict = verdictOf(combined.analysis.hybridResults);
    if (!verdict.shapes.includes("Diamond")) expect(verdict.shapes).toContain(map.region);
    // Averaging three photos narrows the spread a third.
    expect(map.spread[0]).toBeCloseTo(map.guide.spread[0] / 3, 9);
  });
});

describe("roundToSum", () => {
  it("rounds each value to a neighbouring whole number so that they add up to the target", () => {
    const cases: [number[], number][] = [
      [[5.6, 3.3, -1.2, 0.4], 8],
      [[5.6, 3.3, -1.2, 0.4], 9],
      [[5.6, 3.3, -1.2, 0.4], 7],
      [[-2.5, -2.5, 10.2], 5],
      [[0.2, 0.2, 0.2], 0],
    ];
    for (const [values, target] of cases) {
      const rounded = roundToSum(values, target);
      expect(rounded.reduce((a, b) => a + b, 0)).toBe(target);
      rounded.forEach((r, i) => expect(Math.abs(r - (values[i] ?? 0))).toBeLessThan(2));
    }
    expect(roundToSum([5.6, 3.3, -1.2, 0.4], 8)).toEqual([6, 3, -1, 0]);
  });
});
