import { describe, expect, it } from "vitest";
import { POINTS_IN_BOX, boxFromPoints } from "./landmark-box";

describe("boxFromPoints", () => {
  it("finds the box that placed points exactly where the template puts them", () => {
    const box = { x: 123.5, y: 47.25, width: 210, height: 232 };
    const points = POINTS_IN_BOX.map(([fx, fy]) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height }));
    const found = boxFromPoints(points);
    expect(found.x).toBeCloseTo(box.x, 9);
    expect(found.y).toBeCloseTo(box.y, 9);
    expect(found.width).toBeCloseTo(box.width, 9);
    expect(found.height).toBeCloseTo(box.height, 9);
  });

  it("moves with the face, and only as much as the points do", () => {
    const points = POINTS_IN_BOX.map(([fx, fy]) => ({ x: 100 + fx * 200, y: 100 + fy * 200 }));
    const shifted = boxFromPoints(points.map((p) => ({ x: p.x + 7, y: p.y - 3 })));
    expect(shifted.x).toBeCloseTo(107, 9);
    expect(shifted.y).toBeCloseTo(97, 9);
    // One point off by 10 px moves the box by far less.
    const jittered = boxFromPoints(points.map((p, i) => (i === 8 ? { x: p.x, y: p.y + 10 } : p)));
    expect(Math.abs(jittered.y - 100)).toBeLessThan(1);
  });

  it("is the template of a symmetric face: each point mirrors its partner", () => {
    expect(POINTS_IN_BOX).toHaveLength(68);
    const [chin] = [POINTS_IN_BOX[8]];
    expect(chin?.[0]).toBeCloseTo(0.5, 3);
    expect((POINTS_IN_BOX[0]?.[0] ?? 0) + (POINTS_IN_BOX[16]?.[0] ?? 0)).toBeCloseTo(1, 3);
  });
});
