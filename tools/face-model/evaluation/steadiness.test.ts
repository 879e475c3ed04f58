import { describe, expect, it } from "vitest";
import {
  agreeingPairs,
  combinedTop,
  icc,
  measurementIcc,
  threePhotoAgreement,
  twoPhotoAgreement,
  type SteadinessPhoto,
} from "./steadiness";

const shares = (top: string, share = 60) => {
  const rest = ["oval", "round", "square", "heart", "diamond", "oblong"].filter((s) => s !== top);
  return Object.fromEntries([[top, share], ...rest.map((s, i) => [s, i === 0 ? 100 - share : 0])]);
};
const photo = (person: string, top1: string, measurements?: Record<string, number>): SteadinessPhoto => ({
  person,
  top1,
  ...(top1 === "none" ? {} : { shares: shares(top1) }),
  ...(measurements ? { measurements } : {}),
});

describe("two-photo agreement", () => {
  it("counts agreeing pairs, and a photo without a result agrees with nothing", () => {
    expect(agreeingPairs(["oval", "oval", "round"])).toEqual([1, 3]);
    expect(agreeingPairs(["none", "none"])).toEqual([0, 1]);
  });

  it("averages each person's share of agreeing pairs, whatever their number of photos", () => {
    const photos = [
      photo("a", "oval"),
      photo("a", "oval"),
      photo("b", "oval"),
      photo("b", "round"),
      photo("b", "round"),
      photo("b", "round"),
      photo("c", "heart"),
    ];
    const figure = twoPhotoAgreement(photos);
    // a: 1 of 1 pairs; b: 3 of 6; c has one photo and does not count.
    expect(figure.percent).toBe(75);
    expect(figure.people).toBe(2);
    expect(figure.low).toBeLessThanOrEqual(figure.percent);
    expect(figure.high).toBeGreaterThanOrEqual(figure.percent);
  });
});

describe("three-photo agreement", () => {
  it("is 100 % when every photo of a person has the same top shape, and needs six photos with a result", () => {
    const steady = Array.from({ length: 6 }, () => photo("a", "square"));
    expect(threePhotoAgreement(steady)).toMatchObject({ percent: 100, people: 1 });
    const five = [...Array.from({ length: 5 }, () => photo("b", "square")), photo("b", "none")];
    expect(threePhotoAgreement(five).people).toBe(0);
  });

  it("averages the shares as the site combines photos, so a strong photo can outweigh two weak ones", () => {
    expect(combinedTop([shares("oval", 90), shares("round", 40), shares("round", 40)])).toBe("oval");
  });

  it("never agrees when three photos say one shape and three another (one set always leans each way)", () => {
    const even = [
      ...Array.from({ length: 3 }, () => photo("a", "oval")),
      ...Array.from({ length: 3 }, () => photo("a", "round")),
    ];
    expect(threePhotoAgreement(even).percent).toBe(0);
  });

  it("agrees only on the draws that split a 4-to-2 person evenly", () => {
    const uneven = [
      ...Array.from({ length: 4 }, () => photo("a", "oval")),
      ...Array.from({ length: 2 }, () => photo("a", "round")),
    ];
    // The sets agree when each holds one round photo: 12 of the 20 ways to choose the first set (60 %).
    const figure = threePhotoAgreement(uneven);
    expect(figure.percent).toBeGreaterThan(40);
    expect(figure.percent).toBeLessThan(80);
  });
});

describe("ICC", () => {
  it("is 1 when each person's photos measure alike and near 0 when people do not differ", () => {
    expect(
      icc([
        [1, 1],
        [5, 5],
        [9, 9],
      ]),
    ).toBeCloseTo(1, 6);
    expect(
      icc([
        [1, 9],
        [9, 1],
        [1, 9],
        [9, 1],
      ]),
    ).toBeLessThan(0);
  });

  it("matches the textbook one-way ICC for a balanced table", () => {
    // Means 2, 5, 8; within variance 1: MSB = 2 * 9 = 18 ... computed by hand: (MSB - MSW) / (MSB + MSW).
    const groups = [
      [1, 3],
      [4, 6],
      [7, 9],
    ];
    const msb = (2 * (9 + 0 + 9)) / 2;
    const msw = (2 + 2 + 2) / 3;
    expect(icc(groups)).toBeCloseTo((msb - msw) / (msb + msw), 9);
  });

  it("gives an interval over people around the figure", () => {
    const photos = ["a", "b", "c", "d", "e", "f"].flatMap((person, i) => [
      photo(person, "oval", { length: 120 + 5 * i }),
      photo(person, "oval", { length: 121 + 5 * i }),
    ]);
    const figure = measurementIcc(photos, "length");
    expect(figure.people).toBe(6);
    expect(figure.icc).toBeGreaterThan(0.9);
    expect(figure.low).toBeLessThanOrEqual(figure.icc);
    expect(figure.high).toBeGreaterThanOrEqual(figure.icc);
  });
});
