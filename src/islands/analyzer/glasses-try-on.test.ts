import { describe, expect, it } from "vitest";
import { LANDMARK_INDEX } from "../../lib/face-shape/landmark-groups";
import type { Point } from "../../lib/face-shape/types";
import { glassesTransform } from "./glasses-try-on";

/** Applies an SVG transform list of translate, rotate (degrees) and scale to a point, as a browser does. */
function applyTransform(transform: string, point: Point): Point {
  const steps = [...transform.matchAll(/(translate|rotate|scale)\(([^)]*)\)/g)].map(([, name, args]) => ({
    name,
    values: (args ?? "")
      .trim()
      .split(/[\s,]+/)
      .map(Number),
  }));
  // The rightmost transform applies first.
  return steps.reduceRight((p, { name, values }) => {
    const [a = 0, b] = values;
    if (name === "translate") return { x: p.x + a, y: p.y + (b ?? 0) };
    if (name === "scale") return { x: p.x * a, y: p.y * (b ?? a) };
    const r = (a * Math.PI) / 180;
    return { x: p.x * Math.cos(r) - p.y * Math.sin(r), y: p.x * Math.sin(r) + p.y * Math.cos(r) };
  }, point);
}

/** 68 points with the two eyes drawn as small rings around the given centres, everything else at the origin. */
function faceWithEyes(viewerLeft: Point, viewerRight: Point): Point[] {
  const points: Point[] = Array.from({ length: 68 }, () => ({ x: 0, y: 0 }));
  const ring = (centre: Point, [start, end]: readonly [number, number]) => {
    for (let i = start; i <= end; i += 1) {
      const angle = ((i - start) / (end - start + 1)) * 2 * Math.PI;
      points[i] = { x: centre.x + 12 * Math.cos(angle), y: centre.y + 6 * Math.sin(angle) };
    }
  };
  // The person's right eye (points 36-41) appears on the viewer's left.
  ring(viewerLeft, [LANDMARK_INDEX.rightEye[0], LANDMARK_INDEX.rightEye[1]]);
  ring(viewerRight, [LANDMARK_INDEX.leftEye[0], LANDMARK_INDEX.leftEye[1]]);
  return points;
}

describe("glassesTransform", () => {
  const cases: { name: string; left: Point; right: Point }[] = [
    { name: "level eyes", left: { x: 200, y: 300 }, right: { x: 320, y: 300 } },
    { name: "a tilted head", left: { x: 210, y: 330 }, right: { x: 318, y: 290 } },
    { name: "a small, far face", left: { x: 51.5, y: 40.25 }, right: { x: 78.5, y: 42 } },
  ];
  for (const { name, left, right } of cases) {
    it(`puts the reference lens centre on the viewer's right eye and the mirrored one on the left eye (${name})`, () => {
      const transform = glassesTransform(faceWithEyes(left, right));
      const lens = applyTransform(transform, { x: 0, y: 0 });
      const mirrored = applyTransform(transform, { x: -1, y: 0 });
      expect(lens.x).toBeCloseTo(right.x, 1);
      expect(lens.y).toBeCloseTo(right.y, 1);
      expect(mirrored.x).toBeCloseTo(left.x, 1);
      expect(mirrored.y).toBeCloseTo(left.y, 1);
      // The lens's own downward direction stays perpendicular to the eye line: the frame is not sheared.
      const below = applyTransform(transform, { x: 0, y: 1 });
      const eyeLine = { x: right.x - left.x, y: right.y - left.y };
      const down = { x: below.x - lens.x, y: below.y - lens.y };
      const cosine =
        (down.x * eyeLine.x + down.y * eyeLine.y) / (Math.hypot(down.x, down.y) * Math.hypot(eyeLine.x, eyeLine.y));
      expect(Math.abs(cosine)).toBeLessThan(1e-3);
      // One frame unit is the distance between the eyes.
      expect(Math.hypot(down.x, down.y)).toBeCloseTo(Math.hypot(eyeLine.x, eyeLine.y), 1);
    });
  }
});
