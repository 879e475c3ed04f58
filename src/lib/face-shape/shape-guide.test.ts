import { describe, expect, it } from "vitest";
import type { FaceShape } from "../../data/face-shapes";
import { CLOSE_CALL_MARGIN } from "./model/close-call.data";
import { FACE_SHAPE_MODELS } from "./model/face-shape-model.data";
import { SHAPE_GUIDE } from "./model/shape-guide.data";
import { NO_HEART_FOR_MEN, alsoClose, closeCall, shownBlend, verdictOf } from "./verdict";
import type { ShapeShare } from "./types";

const blend = (pairs: [FaceShape, number][]): ShapeShare[] =>
  pairs.map(([shape, percentage]) => ({ shape, percentage }));

describe("close calls", () => {
  const guide = 10;
  it("names both shapes when the lead is under the margin, one when it is not", () => {
    expect(
      closeCall(
        blend([
          ["Oval", 33],
          ["Heart", 28],
          ["Round", 20],
        ]),
        guide,
      ),
    ).toEqual(["Oval", "Heart"]);
    expect(
      closeCall(
        blend([
          ["Oval", 53],
          ["Heart", 28],
        ]),
        guide,
      ),
    ).toBeNull();
  });

  it("says the shown verdict the same way for every reader of a result", () => {
    const margin = CLOSE_CALL_MARGIN;
    // The closest two-shape blend whose lead is still under the margin.
    const top = Math.max(50, Math.floor((100 + margin - 1) / 2));
    const close = blend([
      ["Oval", top],
      ["Heart", 100 - top],
    ]);
    expect(verdictOf(close).text).toBe(margin > 0 ? "Between Oval and Heart" : "Oval");
    const clear = blend([
      ["Oblong", 90],
      ["Oval", 10],
    ]);
    expect(verdictOf(clear)).toEqual({ shapes: ["Oblong"], text: "Oblong" });
  });

  it("lists as also close only shapes within the margin that the headline does not name", () => {
    const three = blend([
      ["Oval", 30],
      ["Heart", 25],
      ["Round", 20],
      ["Square", 15],
      ["Oblong", 10],
    ]);
    const verdict = verdictOf(three);
    expect(verdict.shapes).toEqual(["Oval", "Heart"]);
    const near = alsoClose(three, verdict).map((s) => s.shape);
    expect(near).not.toContain("Oval");
    expect(near).not.toContain("Heart");
    for (const shape of near)
      expect(30 - (three.find((s) => s.shape === shape)?.percentage ?? 0)).toBeLessThan(CLOSE_CALL_MARGIN);
    const clear = blend([
      ["Oblong", 70],
      ["Oval", 20],
      ["Round", 10],
    ]);
    expect(alsoClose(clear, verdictOf(clear))).toEqual([]);
  });

  it("shows a man's blend without Heart, and says why once", () => {
    const men = blend([
      ["Square", 50],
      ["Oval", 30],
      ["Round", 20],
      ["Heart", 0],
    ]);
    expect(shownBlend(men, "male").map((s) => s.shape)).toEqual(["Square", "Oval", "Round"]);
    expect(shownBlend(men, "female")).toHaveLength(4);
    expect(NO_HEART_FOR_MEN).toMatch(/heart/i);
  });
});

describe("the shape guide's data", () => {
  it("places each gender's labelled people on the map, with a spread and each worded measurement's noise", () => {
    for (const gender of ["female", "male"] as const) {
      const guide = SHAPE_GUIDE[gender];
      expect(guide.people.length).toBeGreaterThan(50);
      const classes = FACE_SHAPE_MODELS[gender].classes.length;
      for (const [, , k] of guide.people) expect(k).toBeLessThan(classes);
      const [uu, uv, vv] = guide.spread;
      expect(uu).toBeGreaterThan(0);
      expect(uu * vv - uv * uv).toBeGreaterThan(0);
      for (const spread of Object.values(guide.measurements)) expect(spread.noise).toBeGreaterThan(0);
    }
  });
});
