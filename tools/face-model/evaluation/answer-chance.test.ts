import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chanceOf } from "../../../src/lib/model-accuracy/answer-chance";
import { MIN_ANSWERS, answerChances } from "./answer-chance";
import { parseEvidence, type PredictionRow } from "./evaluation-figures";

/** A cross-validated row of the women's set "niten19": `oval` share first, the rest to `round`. */
function row(identity: number, photo: string, label: string, oval: number, round = 100 - oval): PredictionRow {
  const [top1, top2] = oval >= round ? ["oval", "round"] : ["round", "oval"];
  return {
    part: "cv1",
    set: "niten19",
    photo,
    person: identity,
    identity,
    label,
    top1: top1 ?? "oval",
    top2: top2 ?? "round",
    top1Share: Math.max(oval, round),
    top2Share: Math.min(oval, round),
    shares: { oval, round, square: 0, heart: 0, diamond: 0, oblong: 0 },
  };
}

describe("answerChances", () => {
  it("counts how often answers in a band of top shares were right, bands thinner than the minimum merged", () => {
    // 60 answers at 75 % Oval, 45 of them right; 60 at 45 %... Round leads those (55 %), 30 right.
    const rows = [
      ...Array.from({ length: 60 }, (_, i) => row(i, `a${i}.jpg`, i < 45 ? "oval" : "round", 75)),
      ...Array.from({ length: 60 }, (_, i) => row(100 + i, `b${i}.jpg`, i < 30 ? "round" : "oval", 45)),
      // Too few to stand alone: joins the band below.
      ...Array.from({ length: MIN_ANSWERS - 1 }, (_, i) => row(200 + i, `c${i}.jpg`, "oval", 85)),
    ];
    const one = answerChances(rows, "female")["1"].one;
    expect(chanceOf(one, 55)).toBe(50);
    // 45 + 39 right of 60 + 39.
    expect(chanceOf(one, 75)).toBe(Math.round((100 * (45 + 39)) / 99));
    expect(chanceOf(one, 90)).toBe(chanceOf(one, 75));
    // The men's model has none of these rows.
    expect(answerChances(rows, "male")["1"].one).toEqual([]);
  });

  it("never lets a surer band read less often right than a less sure one", () => {
    const rows = [
      ...Array.from({ length: 50 }, (_, i) => row(i, `a${i}.jpg`, i < 40 ? "oval" : "round", 65)),
      ...Array.from({ length: 50 }, (_, i) => row(100 + i, `b${i}.jpg`, i < 30 ? "oval" : "round", 75)),
    ];
    const one = answerChances(rows, "female")["1"].one;
    expect(chanceOf(one, 65)).toBe(70);
    expect(chanceOf(one, 75)).toBe(70);
  });

  it("counts a named pair right when either shape is the label", () => {
    const rows = Array.from({ length: 50 }, (_, i) => row(i, `a${i}.jpg`, i < 25 ? "round" : "oval", 55));
    const tables = answerChances(rows, "female")["1"];
    expect(chanceOf(tables.one, 55)).toBe(50);
    expect(chanceOf(tables.pair, 100)).toBe(100);
  });

  it("averages the shares of an identity's photos, in runs of the photo count, before banding", () => {
    // Each identity: one photo at 80 % Oval, one at 40 % (Round ahead): combined 60 % Oval.
    const rows = Array.from({ length: 50 }, (_, i) => [
      row(i, `a${i}-1.jpg`, "oval", 80),
      row(i, `a${i}-2.jpg`, "oval", 40),
    ]).flat();
    const two = answerChances(rows, "female")["2"].one;
    expect(two).toEqual([{ from: 60, answers: 50, right: 100 }]);
    // Three photos of one person are not there: no combined answers of three.
    expect(answerChances(rows, "female")["3"].one).toEqual([]);
  });

  it("reads the shipped evidence into tables that rise with the share, for both genders and 1 to 3 photos", () => {
    const rows = parseEvidence(readFileSync(new URL("../evidence/evidence.csv", import.meta.url), "utf8"));
    for (const gender of ["female", "male"] as const) {
      const chances = answerChances(rows, gender);
      for (const count of ["1", "2", "3"] as const)
        for (const bands of [chances[count].one, chances[count].pair]) {
          expect(bands.length).toBeGreaterThan(1);
          for (let i = 1; i < bands.length; i += 1) expect(bands[i]!.right).toBeGreaterThanOrEqual(bands[i - 1]!.right);
          for (const band of bands) expect(band.answers).toBeGreaterThanOrEqual(MIN_ANSWERS);
        }
    }
  });
});
