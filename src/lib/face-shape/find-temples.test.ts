import { describe, expect, it } from "vitest";
import type { HairlineGeometry } from "./facial-metrics";
import type { PixelReader } from "./find-hairline";
import { findTemples } from "./find-temples";

const SKIN = [200, 160, 130] as const;
const HAIR = [45, 32, 26] as const;

/** A 300 x 300 photo: skin between columns `from` and `to` (hair outside), or hair over rows above `fringe`. */
function photo(from: number, to: number, fringe = -1): PixelReader {
  return (x, y) => {
    if (x < 0 || y < 0 || x >= 300 || y >= 300) return null;
    if (y < fringe) return HAIR;
    return x >= from && x <= to ? SKIN : HAIR;
  };
}

/** Brows at row 200 in the middle (column 150), the estimated forehead 60 px tall, the cheekbones 200 px apart. */
const GEOMETRY: HairlineGeometry = {
  center: { x: 150, y: 140 },
  along: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  brow: { x: 150, y: 200 },
  pxPerScale: 60,
  halfWidth: 100,
};
const NOSE_BRIDGE = { x: 150, y: 215 };

describe("the forehead's width at the temples", () => {
  it("finds each side's edge where the skin ends, within two steps", () => {
    const found = findTemples(photo(70, 240), GEOMETRY, NOSE_BRIDGE, 0.4);
    expect(found.found).toBe(true);
    if (!found.found) return;
    expect(Math.abs(found.left - 0.8)).toBeLessThanOrEqual(2 / 40 + 1e-9);
    expect(Math.abs(found.right - 0.9)).toBeLessThanOrEqual(2 / 40 + 1e-9);
    expect(Math.abs(found.width - 170)).toBeLessThanOrEqual(5);
  });

  it("says a fringe covers the forehead, and finds no edge where the skin runs past the cheekbones", () => {
    expect(findTemples(photo(70, 240, 190), GEOMETRY, NOSE_BRIDGE, 0.4)).toEqual({ found: false, reason: "covered" });
    expect(findTemples(photo(0, 299), GEOMETRY, NOSE_BRIDGE, 0.4)).toEqual({ found: false, reason: "no-edge" });
  });
});
