import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACE_SHAPES, type Gender } from "@/data/face-shapes";
import { parseEvidence, setFigures, setFiguresOverRepeats, type PredictionRow } from "../evaluation/evaluation-figures";
import type { FaceShapeModel } from "../face-shape-model";
import { FACE_SHAPE_MODELS } from "./face-shape-model.data";
import split from "./locked-test-split.json";
import { SHARE_CEILING } from "../share-ceiling";

const shapes = new Set([...FACE_SHAPES.map((s) => s.toLowerCase()), "none"]);
/** Which split group (and so which model) each labelled set belongs to. */
const GENDER_OF_GROUP: Record<string, Gender> = { women: "female", men: "male" };

type ModelSet = [string, Record<Gender, FaceShapeModel>, string];
const modelSets: ModelSet[] = [["shipped models", FACE_SHAPE_MODELS, "./evidence.csv"]];

/** An evidence file's rows, and each repeat of a cross-validation ("cv1", "cv2", ... or "cv-all1", ...). */
function readEvidence(file: string) {
  const rows = parseEvidence(readFileSync(new URL(file, import.meta.url), "utf8"));
  const repeatsOf = (prefix: string, keep: (r: PredictionRow) => boolean = () => true) => {
    const parts = [...new Set(rows.map((r) => r.part))].filter((p) => new RegExp(`^${prefix}\\d+$`).test(p)).sort();
    return parts.map((part) => rows.filter((r) => r.part === part && keep(r)));
  };
  return { rows, repeatsOf };
}

describe.each(modelSets)("the %s' evidence rows", (_, models, file) => {
  const { rows, repeatsOf } = readEvidence(file);

  it("the evidence covers every photo of the locked people, and only them, as 'locked'", () => {
    for (const [set, part] of Object.entries(split.sets)) {
      const lockedPeople = split.groups[part.group as keyof typeof split.groups].lockedPeople;
      const locked = rows.filter((r) => r.part === "locked" && r.set === set);
      expect(locked).toHaveLength(part.lockedPhotos);
      expect(new Set(locked.map((r) => r.person)).size).toBe(part.lockedPeopleInSet);
      expect(locked.every((r) => lockedPeople.includes(r.person))).toBe(true);
      const repeats = repeatsOf("cv", (r) => r.set === set);
      expect(repeats.length).toBeGreaterThanOrEqual(1);
      for (const development of repeats) {
        expect(development).toHaveLength(part.photos - part.lockedPhotos);
        expect(new Set(development.map((r) => r.photo)).size).toBe(part.photos - part.lockedPhotos);
        expect(development.some((r) => lockedPeople.includes(r.person))).toBe(false);
      }
    }
    for (const model of Object.values(models)) {
      expect(model.evaluation.lockedSplit).toEqual({
        version: split.version,
        seed: split.seed,
        fraction: split.fraction,
      });
    }
  });

  it("every row names a real label and real shapes, and shares only with a result, summing to 100", () => {
    for (const row of rows) {
      expect(shapes.has(row.label) && row.label !== "none").toBe(true);
      expect(shapes.has(row.top1)).toBe(true);
      expect(shapes.has(row.top2)).toBe(true);
      expect(row.top1Share).toBeGreaterThanOrEqual(row.top1 === "none" ? 0 : 17);
      expect(row.top1Share).toBeLessThanOrEqual(row.top1 === "none" ? 0 : 100);
      if (row.top1 === "none") {
        expect(row.shares).toBeUndefined();
      } else {
        const shares = row.shares ?? {};
        expect(Object.values(shares).reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(100);
        expect(shares[row.top1]).toBe(row.top1Share);
        expect(shares[row.top2]).toBe(row.top2Share);
      }
    }
  });

  it("no share shown is above the share ceiling, Diamond's included, and the calibration keeps it there", () => {
    for (const model of Object.values(models)) {
      // The largest share the mix toward equal shares leaves any labelled shape, and Diamond's rule.
      expect(1 - model.mix + model.mix / model.classes.length).toBeLessThanOrEqual(SHARE_CEILING + 1e-9);
      expect(model.diamond.maxShare).toBeLessThanOrEqual(SHARE_CEILING);
      const sets = model.evaluation.crossValidation.map((f) => f.set);
      const shown = rows.filter((r) => sets.includes(r.set) && r.top1 !== "none");
      expect(shown.length).toBeGreaterThan(0);
      // Whole percents: rounding may add at most one point.
      expect(Math.max(...shown.map((r) => r.top1Share))).toBeLessThanOrEqual(Math.round(100 * SHARE_CEILING) + 1);
    }
  });
});

describe.each(modelSets)("the %s' figures come from their evidence", (_, models, file) => {
  const { rows, repeatsOf } = readEvidence(file);
  const perSet = Object.entries(split.sets).map(
    ([set, part]) => [set, GENDER_OF_GROUP[part.group] ?? "female"] as const,
  );

  it.each(perSet)("the locked figures of %s recompute exactly (the %s model)", (set, gender) => {
    const claimed = models[gender].evaluation.locked.find((f) => f.set === set);
    expect(claimed).toEqual(setFigures(rows.filter((r) => r.part === "locked" && r.set === set)));
  });

  it.each(perSet)(
    "the cross-validation figures of %s recompute exactly over its repeats (the %s model)",
    (set, gender) => {
      const claimed = models[gender].evaluation.crossValidation.find((f) => f.set === set);
      const repeats = repeatsOf("cv", (r) => r.set === set);
      expect(claimed?.repeats).toBe(repeats.length);
      expect(claimed).toEqual(setFiguresOverRepeats(repeats));
    },
  );

  it("the consensus set's figures across all its women recompute exactly, from people in every fold", () => {
    const repeats = repeatsOf("cv-all");
    const claimed = models.female.evaluation.consensusCrossValidation;
    expect(claimed).toEqual(setFiguresOverRepeats(repeats));
    // Every photo of the set, locked or not, is measured once in each repeat.
    const consensus = split.sets.consensus;
    for (const rowsOf of repeats) {
      expect(rowsOf.every((r) => r.set === "consensus")).toBe(true);
      expect(rowsOf).toHaveLength(consensus.photos);
      expect(new Set(rowsOf.map((r) => r.photo)).size).toBe(consensus.photos);
    }
    expect(models.male.evaluation.consensusCrossValidation).toBeUndefined();
  });

  it("Diamond's wins are counted from the same rows", () => {
    for (const model of Object.values(models)) {
      for (const claim of model.evaluation.diamondWins) {
        // Each photo once: the first repeat's development rows and the locked rows.
        const analysed = rows.filter(
          (r) => (r.part === "cv1" || r.part === "locked") && r.set === claim.set && r.top1 !== "none",
        );
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
