import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACE_SHAPES, type Gender } from "../../../data/face-shapes";
import { parseEvidence, setFigures } from "../evaluation/evaluation-figures";
import type { FaceShapeModel } from "../face-shape-model";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "./face-shape-model-descriptor.data";
import { FACE_SHAPE_MODELS } from "./face-shape-model.data";
import split from "./locked-test-split.json";

const shapes = new Set([...FACE_SHAPES.map((s) => s.toLowerCase()), "none"]);
/** Which split group (and so which model) each labelled set belongs to. */
const GENDER_OF_GROUP: Record<string, Gender> = { women: "female", men: "male" };

type ModelSet = [string, Record<Gender, FaceShapeModel>, string];
const modelSets: ModelSet[] = [
  ["base models", FACE_SHAPE_MODELS, "./evidence.csv"],
  ...(FACE_SHAPE_MODELS_WITH_DESCRIPTOR
    ? [["models with the face descriptor", FACE_SHAPE_MODELS_WITH_DESCRIPTOR, "./evidence-descriptor.csv"] as ModelSet]
    : []),
];

describe.each(modelSets)("the %s' figures come from their evidence", (_, models, file) => {
  const rows = parseEvidence(readFileSync(new URL(file, import.meta.url), "utf8"));

  it("the evidence covers every photo of the locked people, and only them, as 'locked'", () => {
    for (const [set, part] of Object.entries(split.sets)) {
      const lockedPeople = split.groups[part.group as keyof typeof split.groups].lockedPeople;
      const locked = rows.filter((r) => r.part === "locked" && r.set === set);
      expect(locked).toHaveLength(part.lockedPhotos);
      expect(new Set(locked.map((r) => r.person)).size).toBe(part.lockedPeopleInSet);
      expect(locked.every((r) => lockedPeople.includes(r.person))).toBe(true);
      const development = rows.filter((r) => r.part === "cv" && r.set === set);
      expect(development).toHaveLength(part.photos - part.lockedPhotos);
      expect(development.some((r) => lockedPeople.includes(r.person))).toBe(false);
    }
    for (const model of Object.values(models)) {
      expect(model.evaluation.lockedSplit).toEqual({
        version: split.version,
        seed: split.seed,
        fraction: split.fraction,
      });
    }
  });

  it("every row names a real label and real shapes, and a top share only with a result", () => {
    for (const row of rows) {
      expect(shapes.has(row.label) && row.label !== "none").toBe(true);
      expect(shapes.has(row.top1)).toBe(true);
      expect(shapes.has(row.top2)).toBe(true);
      expect(row.top1Share).toBeGreaterThanOrEqual(row.top1 === "none" ? 0 : 17);
      expect(row.top1Share).toBeLessThanOrEqual(row.top1 === "none" ? 0 : 100);
    }
  });

  const perSet = Object.entries(split.sets).map(
    ([set, part]) => [set, GENDER_OF_GROUP[part.group] ?? "female"] as const,
  );

  it.each(perSet)("the locked figures of %s recompute exactly (the %s model)", (set, gender) => {
    const claimed = models[gender].evaluation.locked.find((f) => f.set === set);
    expect(claimed).toEqual(setFigures(rows.filter((r) => r.part === "locked" && r.set === set)));
  });

  it.each(perSet)("the cross-validation figures of %s recompute exactly (the %s model)", (set, gender) => {
    const claimed = models[gender].evaluation.crossValidation.find((f) => f.set === set);
    expect(claimed).toEqual(setFigures(rows.filter((r) => r.part === "cv" && r.set === set)));
  });

  it("the consensus set's figures across all its women recompute exactly, from people in every fold", () => {
    const rowsOf = rows.filter((r) => r.part === "cv-all");
    const claimed = models.female.evaluation.consensusCrossValidation;
    expect(claimed).toEqual(setFigures(rowsOf));
    expect(rowsOf.every((r) => r.set === "consensus")).toBe(true);
    // Every photo of the set, locked or not, is measured once.
    const consensus = split.sets.consensus;
    expect(rowsOf).toHaveLength(consensus.photos);
    expect(new Set(rowsOf.map((r) => r.photo)).size).toBe(consensus.photos);
    expect(models.male.evaluation.consensusCrossValidation).toBeUndefined();
  });

  it("Diamond's wins are counted from the same rows", () => {
    for (const model of Object.values(models)) {
      for (const claim of model.evaluation.diamondWins) {
        // Each photo once: the development (cv) and locked rows; the consensus set's rows across all
        // its women ("cv-all") measure the same photos again.
        const analysed = rows.filter((r) => r.part !== "cv-all" && r.set === claim.set && r.top1 !== "none");
        expect(claim).toEqual({
          set: claim.set,
          wins: analysed.filter((r) => r.top1 === "diamond").length,
          photos: analysed.length,
        });
      }
    }
  });

  it("a man's model has no Heart class, so no man is told Heart", () => {
    expect(models.male.classes).not.toContain("Heart");
    expect(rows.filter((r) => r.set === "men" && (r.top1 === "heart" || r.label === "heart"))).toEqual([]);
  });
});
