import { describe, expect, it } from "vitest";
import { photoToWindow, windowToPhoto } from "./window-placement";

describe("face window placement", () => {
  const placement = { center: { x: 812, y: 455 }, side: 640, radians: 0.35 };

  it("maps window pixels to photo pixels and back", () => {
    const there = windowToPhoto(placement);
    const back = photoToWindow(placement);
    for (const p of [
      { x: 0, y: 0 },
      { x: 160, y: 160 },
      { x: 301.5, y: 17.25 },
    ]) {
      const q = back(there(p));
      expect(q.x).toBeCloseTo(p.x, 9);
      expect(q.y).toBeCloseTo(p.y, 9);
    }
  });

  it("puts the window's middle on the centre and scales by side over size", () => {
    const there = windowToPhoto(placement);
    expect(there({ x: 160, y: 160 })).toEqual(placement.center);
    const a = there({ x: 0, y: 160 });
    const b = there({ x: 320, y: 160 });
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(placement.side, 9);
    // The window's x axis runs along the turn.
    expect(Math.atan2(b.y - a.y, b.x - a.x)).toBeCloseTo(placement.radians, 9);
  });
});
