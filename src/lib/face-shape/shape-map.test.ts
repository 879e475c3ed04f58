import { describe, expect, it } from "vitest";
import { mapFrame, niceTicks } from "./shape-map";

describe("mapFrame", () => {
  const area = { left: 50, right: 350, top: 10, bottom: 210 };
  const frame = mapFrame(
    [
      [1.3, 0.75],
      [1.5, 0.85],
    ],
    area,
  );

  it("holds every point inside the plot, larger values further right and higher", () => {
    for (const [x, y] of [
      [1.3, 0.75],
      [1.5, 0.85],
    ] as const) {
      expect(frame.px(x)).toBeGreaterThan(area.left);
      expect(frame.px(x)).toBeLessThan(area.right);
      expect(frame.py(y)).toBeGreaterThan(area.top);
      expect(frame.py(y)).toBeLessThan(area.bottom);
    }
    expect(frame.px(1.5)).toBeGreaterThan(frame.px(1.3));
    expect(frame.py(0.85)).toBeLessThan(frame.py(0.75));
  });

  it("keeps a margin even when every point is the same", () => {
    const flat = mapFrame([[1.4, 0.8]], area);
    expect(flat.x.max - flat.x.min).toBeCloseTo(0.04, 6);
    expect(flat.px(1.4)).toBeCloseTo(200, 6);
  });
});

describe("niceTicks", () => {
  it("gives three to six round ticks within the range", () => {
    for (const [min, max] of [
      [1.26, 1.58],
      [0.74, 0.86],
      [0.9, 1.1],
      [0, 7],
    ] as const) {
      const ticks = niceTicks(min, max);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(6);
      for (const t of ticks) {
        expect(t).toBeGreaterThanOrEqual(min);
        expect(t).toBeLessThanOrEqual(max);
      }
    }
    expect(niceTicks(1.26, 1.58)).toEqual([1.3, 1.4, 1.5]);
  });

  it("gives none for an empty range", () => {
    expect(niceTicks(1, 1)).toEqual([]);
  });
});
