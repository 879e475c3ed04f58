import { describe, expect, it } from "vitest";
import { RESULT_FIGURES } from "../face-shape/model/figures.data";
import { chanceOf } from "./answer-chance";

// How the tables are worked out from the evidence: tools/face-model/evaluation/answer-chance.test.ts.
describe("chanceOf", () => {
  const bands = [
    { from: 0, answers: 50, right: 30 },
    { from: 40, answers: 60, right: 45 },
    { from: 60, answers: 45, right: 70 },
  ];

  it("reads the band holding the share, the lowest band for a share below every band", () => {
    expect(chanceOf(bands, 20)).toBe(30);
    expect(chanceOf(bands, 40)).toBe(45);
    expect(chanceOf(bands, 59)).toBe(45);
    expect(chanceOf(bands, 77)).toBe(70);
    expect(chanceOf([{ from: 30, answers: 40, right: 55 }], 10)).toBe(55);
    expect(chanceOf([], 50)).toBe(0);
  });

  it("finds, in the shipped tables, a chance that never falls as the share rises", () => {
    for (const gender of ["female", "male"] as const)
      for (const count of ["1", "2", "3"] as const) {
        const { one, pair } = RESULT_FIGURES.chances[gender][count];
        for (const table of [one, pair]) {
          const read = [0, 20, 40, 60, 80, 100].map((share) => chanceOf(table, share));
          read.forEach((chance, i) => expect(chance).toBeGreaterThanOrEqual(read[i - 1] ?? 0));
        }
      }
  });
});
