import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACE_SHAPES } from "../../../data/face-shapes";
import { parseEvidence, setFigures } from "../evaluation/evaluation-figures";
import type { FaceShapeModel } from "../face-shape-model";
import { FACE_SHAPE_MODEL_WITH_DESCRIPTOR } from "./face-shape-model-descriptor.data";
import { FACE_SHAPE_MODEL } from "./face-shape-model.data";
import split from "./locked-test-split.json";

const shapes = new Set([...FACE_SHAPES.map((s) => s.toLowerCase()), "none"]);
const models: [string, FaceShapeModel, string][] = [
  ["base model", FACE_SHAPE_MODEL, "./evidence.csv"],
  ...(FACE_SHAPE_MODEL_WITH_DESCRIPTOR
    ? [
        ["model with the face descriptor", FACE_SHAPE_MODEL_WITH_DESCRIPTOR, "./evidence-descriptor.csv"] as [
          string,
          FaceShapeModel,
          string,
        ],
      ]
    : []),
];

describe.each(models)("the %s's figures come from its evidence", (_, model, file) => {
  const rows = parseEvidence(readFileSync(new URL(file, import.meta.url), "utf8"));
  const { evaluation } = model;

  it("the evidence covers every photo of the locked people, and only them, as 'locked'", () => {
    for (const [set, part] of Object.entries(split.sets)) {
      const locked = rows.filter((r) => r.part === "locked" && r.set === set);
      expect(locked).toHaveLength(part.lockedPhotos);
      expect(new Set(locked.map((r) => r.person))).toEqual(new Set(part.lockedPeople));
      const development = rows.filter((r) => r.part === "cv" && r.set === set);
      expect(development).toHaveLength(part.photos - part.lockedPhotos);
      expect(development.some((r) => part.lockedPeople.includes(r.person))).toBe(false);
    }
    expect(evaluation.lockedSplit).toEqual({ seed: split.seed, fraction: split.fraction });
  });

  it("every row names a real label and real shapes", () => {
    for (const row of rows) {
      expect(shapes.has(row.label) && row.label !== "none").toBe(true);
      expect(shapes.has(row.top1)).toBe(true);
      expect(shapes.has(row.top2)).toBe(true);
    }
  });

  it.each(Object.keys(split.sets))("the locked figures of %s recompute exactly", (set) => {
    const claimed = evaluation.locked.find((f) => f.set === set);
    expect(claimed).toEqual(setFigures(rows.filter((r) => r.part === "locked" && r.set === set)));
  });

  it.each(Object.keys(split.sets))("the cross-validation figures of %s recompute exactly", (set) => {
    const claimed = evaluation.crossValidation.find((f) => f.set === set);
    expect(claimed).toEqual(setFigures(rows.filter((r) => r.part === "cv" && r.set === set)));
  });

  it("Diamond's wins are counted from the same rows", () => {
    for (const claim of evaluation.diamondWins) {
      const analysed = rows.filter((r) => r.set === claim.set && r.top1 !== "none");
      expect(claim).toEqual({
        set: claim.set,
        wins: analysed.filter((r) => r.top1 === "diamond").length,
        photos: analysed.length,
      });
    }
  });
});
