import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLOSE_CALL_MARGIN } from "../../../src/lib/face-shape/model/close-call.data";
import { CLOSE_CALL_RULE } from "../../../src/lib/face-shape/verdict";
import { closeCallMargin, type MarginRow } from "./close-call";
import { parseEvidence } from "./evaluation-figures";

const rows = (margin: number, top: number, second: number): MarginRow[] => [
  ...Array.from({ length: top }, () => ({ margin, topRight: true, secondRight: false })),
  ...Array.from({ length: second }, () => ({ margin, topRight: false, secondRight: true })),
];

describe("closeCallMargin", () => {
  it("is the smallest lead from which every 5-point band had the top shape right 1.5 times as often as the second", () => {
    // Leads 0-4: 20 against 20; leads 5-9: 26 against 14 (1.86); leads 10-14: 30 against 5.
    const data = [...rows(2, 20, 20), ...rows(7, 26, 14), ...rows(12, 30, 5)];
    // The band from 2 to 6 holds the 20 against 20; every band from 3 on holds 1.86 or better.
    expect(closeCallMargin(data)).toBe(3);
    expect(closeCallMargin([...data, ...rows(8, 5, 20)])).toBe(9);
  });

  it("leaves out bands with too few predictions to judge", () => {
    // 10 predictions with lead 1 (all the second's) are too few to count: no close calls.
    expect(closeCallMargin([...rows(1, 0, 10), ...rows(20, 40, 0)])).toBe(0);
  });

  it("is 0 when even the closest calls favour the top shape that much", () => {
    expect(closeCallMargin([...rows(1, 30, 10), ...rows(30, 35, 0)])).toBe(0);
  });
});

describe("the shipped close-call margin", () => {
  it("has the one close-call margin the shipped model's cross-validated evidence gives, women and men together", () => {
    const evidence = parseEvidence(readFileSync(new URL("../evidence/evidence.csv", import.meta.url), "utf8"));
    const margins = evidence
      .filter((r) => /^cv\d+$/.test(r.part) && r.top1 !== "none")
      .map((r) => ({
        margin: r.top1Share - r.top2Share,
        topRight: r.top1 === r.label,
        secondRight: r.top2 === r.label,
      }));
    expect(new Set(evidence.filter((r) => /^cv\d+$/.test(r.part)).map((r) => r.set)).size).toBe(4);
    expect(CLOSE_CALL_MARGIN).toBe(closeCallMargin(margins));
    expect(CLOSE_CALL_RULE).toBe(
      `We name two shapes when the second is within ${CLOSE_CALL_MARGIN} points of the first.`,
    );
  });
});
