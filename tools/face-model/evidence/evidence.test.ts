/**
 * The calibration's evidence (./evidence.csv): every photo's prediction by the shipped models, the
 * locked people's and the cross-validated ones, which the site's figures are worked out from
 * (../site-figures.ts; ../site-figures.test.ts checks the figures against it).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACE_SHAPES } from "@/data/face-shapes";
import { FACE_SHAPE_MODELS } from "../../../src/lib/face-shape/model/face-shape-model.data";
import { SHARE_CEILING } from "../../../src/lib/face-shape/share-ceiling";
import { parseEvidence, type PredictionRow } from "../evaluation/evaluation-figures";
import split from "./locked-test-split.json";

const shapes = new Set([...FACE_SHAPES.map((s) => s.toLowerCase()), "none"]);
const GROUP_OF = { female: "women", male: "men" } as const;

const rows = parseEvidence(readFileSync(new URL("./evidence.csv", import.meta.url), "utf8"));
/** Each repeat of a cross-validation ("cv1", "cv2", ... or "cv-all1", ...). */
const repeatsOf = (prefix: string, keep: (r: PredictionRow) => boolean = () => true) => {
  const parts = [...new Set(rows.map((r) => r.part))].filter((p) => new RegExp(`^${prefix}\\d+$`).test(p)).sort();
  return parts.map((part) => rows.filter((r) => r.part === part && keep(r)));
};

describe("the shipped models' evidence rows", () => {
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
    for (const [gender, model] of Object.entries(FACE_SHAPE_MODELS)) {
      // The largest share the mix toward equal shares leaves any labelled shape, and Diamond's rule.
      expect(1 - model.mix + model.mix / model.classes.length).toBeLessThanOrEqual(SHARE_CEILING + 1e-9);
      expect(model.diamond.maxShare).toBeLessThanOrEqual(SHARE_CEILING);
      const sets = split.groups[GROUP_OF[gender as keyof typeof GROUP_OF]].sets;
      const shown = rows.filter((r) => sets.includes(r.set) && r.top1 !== "none");
      expect(shown.length).toBeGreaterThan(0);
      // Whole percents: rounding may add at most one point.
      expect(Math.max(...shown.map((r) => r.top1Share))).toBeLessThanOrEqual(Math.round(100 * SHARE_CEILING) + 1);
    }
  });

  it("measures every photo of the consensus set, locked or not, once in each repeat across all its women", () => {
    const repeats = repeatsOf("cv-all");
    expect(repeats.length).toBeGreaterThanOrEqual(1);
    const consensus = split.sets.consensus;
    for (const rowsOf of repeats) {
      expect(rowsOf.every((r) => r.set === "consensus")).toBe(true);
      expect(rowsOf).toHaveLength(consensus.photos);
      expect(new Set(rowsOf.map((r) => r.photo)).size).toBe(consensus.photos);
    }
  });

  it("a man's model has no Heart class, so no man is told Heart", () => {
    expect(FACE_SHAPE_MODELS.male.classes).not.toContain("Heart");
    expect(rows.filter((r) => r.set === "men" && (r.top1 === "heart" || r.label === "heart"))).toEqual([]);
  });
});
