import { describe, expect, it } from "vitest";
import type { HairlineGeometry } from "./facial-metrics";
import { findHairline, HAIRLINE_START, startingHairline, type PixelReader } from "./find-hairline";

const SKIN = [200, 160, 130] as const;
const HAIR = [45, 32, 26] as const;
const BLONDE = [215, 185, 120] as const;

/** A 200 x 300 photo: `above` down to row `edge`, skin below it (lit `light` brighter per 100 rows up). */
function photo(edge: number, above: readonly [number, number, number] = HAIR, light = 0): PixelReader {
  return (x, y) => {
    if (x < 0 || y < 0 || x >= 200 || y >= 300) return null;
    if (y < edge) return above;
    const lift = (light * (300 - y)) / 100;
    return [SKIN[0] + lift, SKIN[1] + lift, SKIN[2] + lift];
  };
}

/** Brows at row 200 in the middle, the estimated forehead 60 px tall, the face 120 px wide. */
const GEOMETRY: HairlineGeometry = {
  center: { x: 100, y: 140 },
  along: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  brow: { x: 100, y: 200 },
  pxPerScale: 60,
  halfWidth: 60,
};
const NOSE_BRIDGE = { x: 100, y: 215 };

describe("the hairline read from the photo", () => {
  it("finds a dark hairline where it is, within one step", () => {
    const found = findHairline(photo(100), GEOMETRY, NOSE_BRIDGE);
    expect(found.found).toBe(true);
    if (found.found) expect(Math.abs(found.scale - 100 / 60)).toBeLessThanOrEqual(1 / 40 + 1e-9);
  });

  it("finds fair hair by its colour, not only by its darkness", () => {
    const found = findHairline(photo(130, BLONDE), GEOMETRY, NOSE_BRIDGE);
    expect(found.found && Math.abs(found.scale - 70 / 60) <= 1 / 40 + 1e-9).toBe(true);
  });

  it("does not take a forehead lit brighter toward the top for hair", () => {
    const found = findHairline(photo(90, HAIR, 4), GEOMETRY, NOSE_BRIDGE);
    expect(found.found && Math.abs(found.scale - 110 / 60) <= 1 / 40 + 1e-9).toBe(true);
  });

  it("says a fringe covers the forehead, and finds no boundary on a bare head", () => {
    expect(findHairline(photo(192), GEOMETRY, NOSE_BRIDGE)).toEqual({ found: false, reason: "covered" });
    expect(findHairline(photo(-1), GEOMETRY, NOSE_BRIDGE)).toEqual({ found: false, reason: "no-boundary" });
  });
});

describe("the hairline the site starts from", () => {
  it("moves from the gender's centre toward the reading by its trust, and keeps the centre where none was found", () => {
    const found = { found: true, scale: 1.4 } as const;
    for (const gender of ["female", "male"] as const) {
      const { centre, trust } = HAIRLINE_START[gender];
      expect(startingHairline(found, gender)).toBeCloseTo(centre + trust * (1.4 - centre), 3);
      expect(startingHairline({ found: false, reason: "covered" }, gender)).toBe(centre);
    }
    expect(startingHairline({ found: true, scale: 9 }, "female")).toBeLessThanOrEqual(2);
  });
});
