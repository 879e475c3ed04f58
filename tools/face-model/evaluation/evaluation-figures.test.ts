import { describe, expect, it } from "vitest";
import { bootstrapShare } from "./bootstrap";
import {
  formatEvidence,
  parseEvidence,
  setFigures,
  setFiguresOverRepeats,
  type PredictionRow,
} from "./evaluation-figures";

const row = (person: number, label: string, top1: string, top2 = "oval"): PredictionRow => ({
  part: "locked",
  set: "demo",
  photo: `${label}/${person}-${top1}.jpg`,
  person,
  identity: person,
  label,
  top1,
  top2,
  top1Share: top1 === "none" ? 0 : 50,
  top2Share: top1 === "none" ? 0 : 30,
});

describe("setFigures", () => {
  const rows = [
    row(1, "round", "round"),
    row(1, "round", "round"),
    row(1, "round", "square", "round"),
    row(2, "heart", "oval", "heart"),
    row(3, "oval", "none", "none"),
  ];
  const figures = setFigures(rows);

  it("counts photos, people, top-1 and top-2 (no result is wrong)", () => {
    expect(figures.photos).toBe(5);
    expect(figures.people).toBe(3);
    expect(figures.top1.percent).toBe(40);
    expect(figures.top2.percent).toBe(80);
  });

  it("consistency is the share of agreeing photo pairs per person with several photos", () => {
    // Person 1: pairs (round, round) agree, two pairs with square do not: 1 of 3.
    expect(figures.consistency.people).toBe(1);
    expect(figures.consistency.percent).toBe(33.3);
    expect(figures.labelConsistencyPercent).toBe(100);
  });

  it("intervals contain the figure and stay within 0 to 100", () => {
    for (const interval of [figures.top1, figures.top2]) {
      expect(interval.low).toBeLessThanOrEqual(interval.percent);
      expect(interval.high).toBeGreaterThanOrEqual(interval.percent);
      expect(interval.low).toBeGreaterThanOrEqual(0);
      expect(interval.high).toBeLessThanOrEqual(100);
    }
  });
});

describe("setFiguresOverRepeats", () => {
  const shares = (top: string) => ({ oval: 10, round: 10, square: 10, heart: 10, diamond: 0, oblong: 10, [top]: 60 });
  const withShares = (r: PredictionRow): PredictionRow => (r.top1 === "none" ? r : { ...r, shares: shares(r.top1) });
  const first = [row(1, "round", "round"), row(1, "round", "round"), row(2, "heart", "heart"), row(2, "heart", "oval")];
  const second = [
    row(1, "round", "round"),
    row(1, "round", "square"),
    row(2, "heart", "oval"),
    row(2, "heart", "oval"),
  ];

  it("averages each figure over the repeats, counting every photo once per repeat", () => {
    const figures = setFiguresOverRepeats([first, second]);
    expect(figures.repeats).toBe(2);
    expect(figures.photos).toBe(4);
    expect(figures.people).toBe(2);
    // Right: 3 of 4, then 1 of 4.
    expect(figures.top1.percent).toBe(50);
    // Person 1 agrees in the first repeat (1 of 1 pair), not in the second: 0.5; person 2: 0 then 1.
    expect(figures.consistency.percent).toBe(50);
    expect(figures.consistency.people).toBe(2);
  });

  it("is setFigures for one repeat, three-photo agreement included", () => {
    const six = Array.from({ length: 6 }, (_, k) => withShares({ ...row(7, "oval", "oval"), photo: `oval/${k}.jpg` }));
    const figures = setFiguresOverRepeats([six]);
    expect(figures).toEqual(setFigures(six));
    expect(figures.threePhoto).toMatchObject({ percent: 100, people: 1 });
    expect(setFigures(first).threePhoto.people).toBe(0);
  });
});

describe("bootstrapShare", () => {
  it("is exact when every person agrees, and narrows as people are added", () => {
    expect(
      bootstrapShare([
        [3, 3],
        [2, 2],
      ]),
    ).toEqual({ percent: 100, low: 100, high: 100 });
    const few = bootstrapShare(Array.from({ length: 20 }, (_, i) => [i % 2, 1] as const));
    const many = bootstrapShare(Array.from({ length: 2000 }, (_, i) => [i % 2, 1] as const));
    expect(few.percent).toBe(50);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(many.high - many.low).toBeLessThan(6);
  });

  it("is deterministic", () => {
    const units = Array.from({ length: 50 }, (_, i) => [i % 3 === 0 ? 1 : 0, 1] as const);
    expect(bootstrapShare(units)).toEqual(bootstrapShare(units));
  });
});

describe("evidence CSV", () => {
  it("round-trips and rejects another header", () => {
    const rows = [
      row(1, "round", "round"),
      { ...row(3, "oval", "oval"), shares: { oval: 60, round: 20, square: 10, heart: 5, diamond: 0, oblong: 5 } },
      row(2, "heart", "none", "none"),
    ];
    expect(parseEvidence(formatEvidence(rows))).toEqual(rows);
    expect(() => parseEvidence("photo,label\nx,y\n")).toThrow(/header/);
  });
});
