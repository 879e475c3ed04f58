import { describe, expect, it } from "vitest";
import type { ReasonLine, WhyTerm } from "./explain-result";
import { whySummary } from "./why-summary";

const line = (term: WhyTerm, shown: number, withinNoise = false): ReasonLine => ({
  term,
  points: shown,
  shown,
  score: shown,
  noise: 1,
  withinNoise,
});

describe("the why in brief", () => {
  it("names the lines that make the lead, largest first, and groups large lines that cancel", () => {
    // The case: one large line, cancelled by others, leaves a small lead.
    const lines = [
      line("appearance", 121),
      line("length", 9),
      line("start", -60),
      line("jaw", -56),
      line("chin", 0, true),
    ];
    const summary = whySummary(lines, 14);
    expect(summary.deciding.map((l) => l.term)).toEqual(["appearance"]);
    expect(summary.opposing.map((l) => l.term)).toEqual(["start", "jaw"]);
    expect(summary.opposingPoints).toBe(116);
    expect(summary.cancels).toBe(true);
    expect(summary.heavy).toBe(true);
    expect(summary.small).toBe(1);
  });

  it("takes up to three reasons until they make the lead, and says nothing cancels when little does", () => {
    const lines = [line("length", 6), line("jaw", 5), line("chin", 4), line("features", 3), line("start", -1)];
    const summary = whySummary(lines, 17);
    expect(summary.deciding.map((l) => l.term)).toEqual(["length", "jaw", "chin"]);
    expect(summary.cancels).toBe(false);
  });

  it("has no deciding line when every line is within one photo's noise", () => {
    const summary = whySummary([line("length", 2, true), line("jaw", 1, true)], 3);
    expect(summary.deciding).toEqual([]);
  });
});
