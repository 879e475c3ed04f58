import { describe, expect, it } from "vitest";
import recording from "../../../tests/fixtures/engine-recording.json";
import { combineAnalyses } from "./combine-analyses";
import { explainResult, mapResult } from "./explain-result";
import type { FaceAnalysis } from "./types";
import { verdictOf } from "./verdict";

/** The real worker's answers for the recorded photos (tests/fixtures, written by npm run record:engine). */
const answers = Object.values(recording.analyses as Record<string, { photo: string; result: unknown }>).flatMap(
  ({ photo, result }) => {
    const outcome = (result as { outcome: { kind: string; analysis?: FaceAnalysis } }).outcome;
    return outcome.kind === "ok" && outcome.analysis ? [{ photo, analysis: outcome.analysis }] : [];
  },
);

describe("a result explained by its own model", () => {
  it("has real answers of both genders to explain", () => {
    expect(answers.filter((a) => a.analysis.gender === "female").length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.analysis.gender === "male").length).toBeGreaterThan(3);
  });

  for (const { photo, analysis } of answers) {
    it(`${photo}: the reasons are for the headline, the map's region is a headline shape, comparisons beyond the noise`, () => {
      const verdict = verdictOf(analysis.hybridResults);
      const explanation = explainResult([analysis], verdict, analysis);
      const map = mapResult([analysis], analysis);
      if (!map) throw new Error("no map");
      const topLabelled = analysis.hybridResults.find((s) => s.shape !== "Diamond")?.shape;
      expect(map.region).toBe(topLabelled);
      if (!verdict.shapes.includes("Diamond")) {
        expect(verdict.shapes).toContain(map.region);
        if (!explanation) throw new Error("no explanation");
        expect(explanation.toward).toBe(verdict.shapes[0]);
        expect(explanation.against).toBe(verdict.shapes[1] ?? null);
        for (const line of explanation.lines) {
          if (line.comparison === null) continue;
          const gap = (line.value ?? 0) - (line.average ?? 0);
          if (line.comparison === "about") expect(Math.abs(gap)).toBeLessThanOrEqual(line.noise ?? 0);
          else expect(line.comparison === "more" ? gap : -gap).toBeGreaterThan(line.noise ?? 0);
        }
        expect(explanation.appearancePercent).toBeGreaterThanOrEqual(0);
        expect(explanation.appearancePercent).toBeLessThanOrEqual(100);
      }
    });
  }

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
