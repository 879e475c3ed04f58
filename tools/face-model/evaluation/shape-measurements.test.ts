import { describe, expect, it } from "vitest";
import { pairedEffect, withinIdentitySlope } from "./hard-photo-effects";
import {
  MEASURED_COLUMNS,
  parseMeasured,
  typicalRanges,
  weightedQuantile,
  type MeasuredRow,
} from "./shape-measurements";

const row = (identity: string, faceLength: number): MeasuredRow => ({
  set: "s",
  photo: `${identity}-${faceLength}.jpg`,
  person: identity,
  identity,
  gender: "female",
  label: "Oval",
  values: {
    faceLength,
    foreheadWidth: 80,
    cheekboneWidth: 100,
    jawlineWidth: 75,
    jawAngle: 120,
    chinAngle: 110,
  },
  mouthOpening: 0,
  yawDegrees: 0,
  chinDrop: 1.7,
  rawFaceLength: faceLength,
});

describe("weightedQuantile", () => {
  it("reads the weighted distribution, halfway between two values where it reaches the quantile exactly", () => {
    expect(weightedQuantile([1, 2, 3, 4], [1, 1, 1, 1], 0.5)).toBe(2.5);
    expect(weightedQuantile([1, 2, 3, 4], [1, 1, 1, 1], 0.25)).toBe(1.5);
    expect(weightedQuantile([4, 1, 3, 2], [1, 1, 1, 1], 0.75)).toBe(3.5);
    // A heavy value pulls the median to itself.
    expect(weightedQuantile([1, 2, 3], [1, 5, 1], 0.5)).toBe(2);
    expect(weightedQuantile([1, 2, 3], [5, 1, 1], 0.5)).toBe(1);
  });
});

describe("typicalRanges", () => {
  it("counts each identity once however many photos it has", () => {
    // One identity with ten long photos, three with one short photo each.
    const rows = [...Array.from({ length: 10 }, () => row("a", 160)), row("b", 130), row("c", 132), row("d", 134)];
    const ranges = typicalRanges(rows);
    expect(ranges.faceLength.median).toBe(133);
    expect(ranges.faceLength.low).toBe(131);
    expect(ranges.faceLength.high).toBe(147);
    expect(ranges.jawlineWidth).toEqual({ low: 75, median: 75, high: 75 });
  });
});

describe("parseMeasured", () => {
  it("reads the file's columns and refuses others", () => {
    const line = "niten19,oval/a.jpg,women:1,women:7,female,oval,141.2,80.1,100,76.4,121.3,112.5,0.31,-4.2,1.8,142.4";
    const [parsed] = parseMeasured(`${MEASURED_COLUMNS.join(",")}\n${line}\n`);
    expect(parsed?.label).toBe("Oval");
    expect(parsed?.identity).toBe("women:7");
    expect(parsed?.values.faceLength).toBe(141.2);
    expect(parsed?.rawFaceLength).toBe(142.4);
    expect(() => parseMeasured(`set,photo\n${line}`)).toThrow(/unexpected columns/);
  });
});

describe("hard-photo effects within identity", () => {
  it("compares each identity with itself, leaving out who they are", () => {
    // Identity a is long-faced, b short; both lengthen by 2 with the cause.
    const photos = [
      { identity: "a", flagged: false, value: 150 },
      { identity: "a", flagged: true, value: 152 },
      { identity: "b", flagged: false, value: 130 },
      { identity: "b", flagged: false, value: 130 },
      { identity: "b", flagged: true, value: 132 },
      // Without photos both ways, c says nothing.
      { identity: "c", flagged: true, value: 200 },
    ];
    const effect = pairedEffect(photos);
    expect(effect.identities).toBe(2);
    expect(effect.flaggedPhotos).toBe(2);
    expect(effect.mean).toBe(2);
    expect(effect.low).toBe(2);
    expect(effect.high).toBe(2);
  });

  it("finds the slope inside identities, not across them", () => {
    const photos = [
      { identity: "a", x: 0, y: 10 },
      { identity: "a", x: 1, y: 11 },
      { identity: "b", x: 5, y: 0 },
      { identity: "b", x: 6, y: 1 },
    ];
    // Across the four, y falls with x; within each identity it rises by one per unit.
    expect(withinIdentitySlope(photos)).toBeCloseTo(1, 12);
  });
});
