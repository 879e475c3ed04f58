import { describe, expect, it } from "vitest";
import type { PredictionRow } from "../evaluation/evaluation-figures";
import { comparisonLine, confusionLines, mb, signed } from "./report";

const row = (label: string, top1: string): PredictionRow => ({
  part: "cv1",
  set: "men",
  photo: `${label}/x.jpg`,
  person: 1,
  identity: 1,
  label,
  top1,
  top2: "none",
  top1Share: 0,
  top2Share: 0,
});

describe("the calibration log's lines", () => {
  it("write a difference with its sign and interval, and a download in megabytes", () => {
    expect(signed({ diff: 1.5, low: -0.2, high: 3.1 })).toBe("+1.5 [-0.2, 3.1]");
    expect(signed({ diff: -2, low: -4, high: 0 })).toBe("-2 [-4, 0]");
    expect(mb(2_504_999)).toBe("2.50 MB");
  });

  it("write a comparison's score, then each set's differences", () => {
    const d = { diff: 0, low: 0, high: 0 };
    const line = comparisonLine({
      score: { diff: 2, low: 1, high: 3 },
      perSet: { men: { top1: { diff: 4, low: 2, high: 6 }, top2: d, twoPhoto: d } },
    });
    expect(line).toBe("score +2 [1, 3]; men top1 +4 [2, 6] top2 +0 [0, 0] two-photo +0 [0, 0]");
  });

  it("count a confusion matrix by label and top shape, with a column for no result", () => {
    const lines = confusionLines([
      row("round", "round"),
      row("round", "oval"),
      row("oval", "none"),
      row("oval", "oval"),
    ]);
    expect(lines[0]?.trim().split(/\s+/)).toEqual([
      "label",
      "\\",
      "top1",
      "oval",
      "round",
      "square",
      "heart",
      "diamond",
      "oblong",
      "none",
    ]);
    expect(lines.slice(1).map((l) => l.trim().split(/\s+/))).toEqual([
      ["oval", "1", "0", "0", "0", "0", "0", "1"],
      ["round", "1", "1", "0", "0", "0", "0", "0"],
    ]);
  });
});
