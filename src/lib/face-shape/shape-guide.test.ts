import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACE_SHAPES, type FaceShape, type Gender } from "../../data/face-shapes";
import type { SharedMetric } from "../result/types";
import { parseEvidence } from "./evaluation/evaluation-figures";
import { CLOSE_CALL_MARGINS } from "./model/close-call.data";
import { SHAPE_GUIDE } from "./model/shape-guide.data";
import {
  EXPLAINED,
  PROPORTIONS,
  closeCallMargin,
  describeProportion,
  placement,
  proportionOf,
  reasonsFor,
  type MarginRow,
  type ShapeRegion,
} from "./shape-guide";
import { NO_HEART_FOR_MEN, closeCall, shownBlend, verdictOf } from "./verdict";
import type { ShapeShare } from "./types";

type Metrics = Record<SharedMetric, number>;

const rows = (margin: number, top: number, second: number): MarginRow[] => [
  ...Array.from({ length: top }, () => ({ margin, topRight: true, secondRight: false })),
  ...Array.from({ length: second }, () => ({ margin, topRight: false, secondRight: true })),
];

describe("closeCallMargin", () => {
  it("is the smallest lead from which every 5-point band had the top shape right 1.5 times as often as the second", () => {
    // Leads 0-4: 20 against 20; leads 5-9: 26 against 14 (1.86); leads 10-14: 30 against 5.
    const data = [...rows(2, 20, 20), ...rows(7, 26, 14), ...rows(12, 30, 5)];
    // The band from 2 to 6 holds the 20 against 20; every band from 3 on holds 1.86 or better.
    expect(closeCallMargin(data)).toBe(3);
    expect(closeCallMargin([...data, ...rows(8, 5, 20)])).toBe(9);
  });

  it("leaves out bands with too few predictions to judge", () => {
    // 10 predictions with lead 1 (all the second's) are too few to count: no close calls.
    expect(closeCallMargin([...rows(1, 0, 10), ...rows(20, 40, 0)])).toBe(0);
  });

  it("is 0 when even the closest calls favour the top shape that much", () => {
    expect(closeCallMargin([...rows(1, 30, 10), ...rows(30, 35, 0)])).toBe(0);
  });
});

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
    const margin = CLOSE_CALL_MARGINS.female;
    // The closest two-shape blend whose lead is still under the margin.
    const top = Math.max(50, Math.floor((100 + margin - 1) / 2));
    const close = blend([
      ["Oval", top],
      ["Heart", 100 - top],
    ]);
    expect(verdictOf(close, "female").text).toBe(margin > 0 ? "Between Oval and Heart" : "Oval");
    const clear = blend([
      ["Oblong", 90],
      ["Oval", 10],
    ]);
    expect(verdictOf(clear, "female")).toEqual({ shapes: ["Oblong"], text: "Oblong" });
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

/** A face whose proportions are the given ones (cheekbones the widest span). */
function faceWith(lengthToWidth: number, jawToCheekbones: number, foreheadToCheekbones: number): Metrics {
  return {
    cheekboneWidth: 100,
    jawlineWidth: Math.round(100 * jawToCheekbones),
    foreheadWidth: Math.round(100 * foreheadToCheekbones),
    faceLength: Math.round(100 * lengthToWidth),
  };
}

describe("the why never states a trait the measurements contradict", () => {
  // Faces across every labelled shape's typical ranges, and a little beyond them.
  const faces: Metrics[] = [];
  for (const gender of ["female", "male"] as const) {
    for (const region of Object.values(SHAPE_GUIDE[gender].shapes) as ShapeRegion[]) {
      const r = region.ranges;
      for (const step of [-0.05, 0, 0.5, 1, 1.05]) {
        const at = (range: readonly [number, number, number]) => range[0] + step * (range[2] - range[0]);
        faces.push(faceWith(at(r.lengthToWidth), at(r.jawToCheekbones), at(r.foreheadToCheekbones)));
        faces.push(faceWith(at(r.lengthToWidth), at(r.jawToCheekbones), 1 - step / 4));
      }
    }
  }

  it("says wider, narrower or about as wide exactly as the numbers are", () => {
    for (const face of faces) {
      const jawForehead = describeProportion(face, "jawToForehead");
      if (face.jawlineWidth > face.foreheadWidth) expect(jawForehead).toMatch(/jaw is wider than your forehead/);
      else if (face.jawlineWidth < face.foreheadWidth)
        expect(jawForehead).toMatch(/jaw is narrower than your forehead/);
      else expect(jawForehead).toMatch(/about as wide/);
      const jawCheek = describeProportion(face, "jawToCheekbones");
      if (face.jawlineWidth < face.cheekboneWidth) expect(jawCheek).toMatch(/narrower/);
      const length = describeProportion(face, "lengthToWidth");
      expect(length).toContain((face.faceLength / 100).toFixed(2));
    }
  });

  it("calls a proportion within a shape's middle half only when it is", () => {
    for (const gender of ["female", "male"] as Gender[]) {
      for (const shape of FACE_SHAPES) {
        for (const face of faces) {
          for (const reason of reasonsFor(face, shape, SHAPE_GUIDE[gender])) {
            const value = proportionOf(face, reason.proportion);
            expect(reason.value).toBe(value);
            if (reason.placement === "within") {
              expect(value).toBeGreaterThanOrEqual(reason.range[0]);
              expect(value).toBeLessThanOrEqual(reason.range[2]);
            } else if (reason.placement === "below") expect(value).toBeLessThan(reason.range[0]);
            else expect(value).toBeGreaterThan(reason.range[2]);
            expect(reason.typical).toContain(`${reason.range[0].toFixed(2)} to ${reason.range[2].toFixed(2)}`);
          }
        }
      }
    }
  });

  it("explains the same proportions for every labelled shape", () => {
    expect(reasonsFor(faces[0] as Metrics, "Diamond", SHAPE_GUIDE.female)).toEqual([]);
    expect(reasonsFor(faces[0] as Metrics, "Oval", SHAPE_GUIDE.female).map((r) => r.proportion)).toEqual(EXPLAINED);
    expect(placement(1, [0.9, 0.95, 1])).toBe("within");
  });
});

describe("the shape guide's data", () => {
  it("holds every labelled shape of each gender, with ordered middle halves on every proportion", () => {
    expect(Object.keys(SHAPE_GUIDE.female.shapes).sort()).toEqual(["Heart", "Oblong", "Oval", "Round", "Square"]);
    expect(Object.keys(SHAPE_GUIDE.male.shapes).sort()).toEqual(["Oblong", "Oval", "Round", "Square"]);
    for (const gender of ["female", "male"] as const) {
      for (const region of Object.values(SHAPE_GUIDE[gender].shapes) as ShapeRegion[]) {
        expect(region.people).toBeGreaterThan(5);
        for (const proportion of PROPORTIONS) {
          const [low, median, high] = region.ranges[proportion];
          expect(low).toBeLessThanOrEqual(median);
          expect(median).toBeLessThanOrEqual(high);
        }
      }
    }
  });

  it("has the close-call margins the shipped model's cross-validated evidence gives", () => {
    const evidence = parseEvidence(readFileSync(new URL("./model/evidence.csv", import.meta.url), "utf8"));
    const setsOf: Record<Gender, string[]> = { female: ["pasupa2019", "niten19", "consensus"], male: ["men"] };
    for (const gender of ["female", "male"] as const) {
      const margins = evidence
        .filter((r) => /^cv\d+$/.test(r.part) && setsOf[gender].includes(r.set) && r.top1 !== "none")
        .map((r) => ({
          margin: r.top1Share - r.top2Share,
          topRight: r.top1 === r.label,
          secondRight: r.top2 === r.label,
        }));
      expect(margins.length).toBeGreaterThan(500);
      expect(CLOSE_CALL_MARGINS[gender]).toBe(closeCallMargin(margins));
    }
  });
});
