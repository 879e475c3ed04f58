import { describe, expect, it } from "vitest";
import type { PredictionRow } from "../evaluation/evaluation-figures";
import { comparePaired } from "./compare";

const row = (person: number, photo: number, label: string, top1: string): PredictionRow => ({
  part: "cv1",
  set: "niten19",
  photo: `${label}/${person}-${photo}.jpg`,
  person,
  identity: person,
  label,
  top1,
  top2: "oval",
  top1Share: 50,
  top2Share: 30,
});

/** 40 people with 3 photos each; `right(p, k)` says whether photo k of person p is right. */
const rows = (right: (person: number, photo: number) => boolean) =>
  Array.from({ length: 40 }, (_, p) =>
    Array.from({ length: 3 }, (_, k) => row(p, k, "round", right(p, k) ? "round" : "square")),
  ).flat();

describe("comparePaired", () => {
  it("is zero, with a zero interval, for a model against itself", () => {
    const a = rows((p, k) => (p + k) % 2 === 0);
    const c = comparePaired([a], [a]);
    expect(c.score).toEqual({ diff: 0, low: 0, high: 0 });
    expect(c.perSet.niten19?.top1).toEqual({ diff: 0, low: 0, high: 0 });
  });

  it("finds a model right on every photo better than one right on half, with an interval above zero", () => {
    const better = rows(() => true);
    const worse = rows((p) => p % 2 === 0);
    const c = comparePaired([better], [worse]);
    expect(c.perSet.niten19?.top1.diff).toBe(50);
    expect(c.perSet.niten19?.top1.low).toBeGreaterThan(0);
    // Both give each person one shape on every photo: two-photo agreement does not differ.
    expect(c.perSet.niten19?.twoPhoto.diff).toBe(0);
    expect(c.score.low).toBeGreaterThan(0);
  });

  it("counts steadier answers: the same hits, but one person, one shape", () => {
    // Same number right (one photo in three) either way; A gives one person one wrong shape, B mixes.
    const steady = rows((_, k) => k === 0);
    const unsteady = Array.from({ length: 40 }, (_, p) =>
      ["round", "square", "heart"].map((top1, k) => row(p, k, "round", top1)),
    ).flat();
    const c = comparePaired([steady], [unsteady]);
    expect(c.perSet.niten19?.top1.diff).toBe(0);
    expect(c.perSet.niten19?.twoPhoto.diff).toBeGreaterThan(30);
  });

  it("refuses rows of photos the other model has no row for", () => {
    expect(() => comparePaired([rows(() => true)], [rows(() => true).slice(1)])).toThrow(/no row/);
  });
});
