import { describe, expect, it } from "vitest";
import { MESH_FEATURE_NAMES, meshFeatures } from "./mesh-features";
import type { Point } from "../../../src/lib/face-shape/types";

/** A symmetric outline (36 points clockwise from the top of the forehead) and eye corners, in a unit frame. */
function outline(): Point[] {
  const points = Array.from({ length: 36 }, (_, k) => {
    const angle = (2 * Math.PI * k) / 36;
    return { x: 0.4 * Math.sin(angle), y: -0.6 * Math.cos(angle) + 0.1 };
  });
  return [...points, { x: -0.3, y: 0 }, { x: -0.1, y: 0 }, { x: 0.1, y: 0 }, { x: 0.3, y: 0 }];
}

const transform = (points: Point[], scale: number, radians: number, dx: number, dy: number) =>
  points.map((p) => ({
    x: dx + scale * (p.x * Math.cos(radians) - p.y * Math.sin(radians)),
    y: dy + scale * (p.x * Math.sin(radians) + p.y * Math.cos(radians)),
  }));

describe("meshFeatures", () => {
  it("gives one number per name, and NaN for each without a mesh", () => {
    expect(meshFeatures(outline())).toHaveLength(MESH_FEATURE_NAMES.length);
    expect(meshFeatures(undefined).every(Number.isNaN)).toBe(true);
  });

  it("does not change when the face is moved, scaled or tilted in the photo", () => {
    const base = meshFeatures(outline());
    const moved = meshFeatures(transform(outline(), 370, 0.3, 812, 455));
    moved.forEach((value, i) => expect(value).toBeCloseTo(base[i] ?? Number.NaN, 9));
  });

  it("reads half-widths scaled by the outline's width, and the forehead above the chin", () => {
    const features = meshFeatures(outline());
    const at = (name: string) => features[MESH_FEATURE_NAMES.indexOf(name)] ?? Number.NaN;
    // The pair level with the middle of the face is the widest: half the width.
    expect(at("mesh_halfWidth_9")).toBeCloseTo(0.5, 6);
    expect(at("mesh_top")).toBeLessThan(at("mesh_chin"));
    // A wider forehead shows as a wider pair near the top.
    const wide = outline().map((p, k) => (k === 2 || k === 34 ? { x: p.x * 1.5, y: p.y } : p));
    expect(meshFeatures(wide)[MESH_FEATURE_NAMES.indexOf("mesh_halfWidth_2")]).toBeGreaterThan(at("mesh_halfWidth_2"));
  });
});
