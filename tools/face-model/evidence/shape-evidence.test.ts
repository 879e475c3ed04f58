import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JAW_DROP_PER_OPENING } from "../../../src/lib/face-shape/expression";
import { SHAPE_EVIDENCE } from "../../../src/lib/face-shape/model/figures.data";
import { FACE_SHAPE_MODELS } from "../../../src/lib/face-shape/model/face-shape-model.data";
import { FACE_PARTS } from "../../../src/lib/face-shape/model-reasons";
import { HARD_PHOTO_LIMITS } from "../../../src/lib/face-shape/photo-difficulty";
import { RANGED_MEASUREMENTS } from "../../../src/lib/face-shape/shape-evidence-types";
import { withinIdentitySlope } from "../evaluation/hard-photo-effects";
import { hardPhotoEffects, parseMeasured, shapeEntries } from "../evaluation/shape-measurements";
import split from "./locked-test-split.json";
import termNoise from "./term-noise.json";

const rows = parseMeasured(readFileSync(new URL("./shape-measurements.csv", import.meta.url), "utf8"));

describe("the shapes' evidence comes from the labelled development photos' measurements", () => {
  it("holds development photos of both genders, each once, and no locked person", () => {
    expect(rows.filter((r) => r.gender === "female").length).toBeGreaterThan(3000);
    expect(rows.filter((r) => r.gender === "male").length).toBeGreaterThan(600);
    expect(new Set(rows.map((r) => `${r.set}/${r.photo}`)).size).toBe(rows.length);
    for (const [group, { lockedPeople }] of Object.entries(split.groups)) {
      const locked = new Set(lockedPeople.map((person) => `${group}:${person}`));
      expect(rows.filter((r) => locked.has(r.person))).toEqual([]);
    }
    for (const row of rows) for (const m of RANGED_MEASUREMENTS) expect(Number.isFinite(row.values[m])).toBe(true);
  });

  it("recomputes every shape's ranges, per gender, from the measurements", () => {
    for (const gender of ["female", "male"] as const) {
      const own = rows.filter((r) => r.gender === gender);
      expect(shapeEntries(own)).toEqual(SHAPE_EVIDENCE[gender].shapes);
      expect(hardPhotoEffects(own)).toEqual(SHAPE_EVIDENCE[gender].effects);
    }
    expect(Object.keys(SHAPE_EVIDENCE.male.shapes).sort()).toEqual(["Oblong", "Oval", "Round", "Square"]);
    expect(Object.keys(SHAPE_EVIDENCE.female.shapes).sort()).toEqual(["Heart", "Oblong", "Oval", "Round", "Square"]);
  });

  it("corrects the face length of an open mouth only, and by the jaw drop the same women's photos show", () => {
    for (const row of rows) {
      if (row.mouthOpening > HARD_PHOTO_LIMITS.mouthOpening + 0.005)
        expect(row.values.faceLength).toBeLessThan(row.rawFaceLength);
      if (row.mouthOpening <= HARD_PHOTO_LIMITS.mouthOpening) expect(row.values.faceLength).toBe(row.rawFaceLength);
    }
    const slope = withinIdentitySlope(
      rows
        .filter((r) => r.gender === "female")
        .map((r) => ({
          identity: r.identity,
          x: Math.max(0, r.mouthOpening - HARD_PHOTO_LIMITS.mouthOpening),
          y: r.chinDrop,
        })),
    );
    expect(Math.round(slope * 10) / 10).toBe(JAW_DROP_PER_OPENING);
    // On the same women's photos, the correction takes the open mouth's lengthening out.
    const { asFound, asMeasured } = SHAPE_EVIDENCE.female.effects.openMouth;
    expect(asFound.mean).toBeGreaterThan(0);
    expect(Math.abs(asMeasured.mean)).toBeLessThan(asFound.mean);
    expect(asMeasured.low).toBeLessThan(0);
    expect(asMeasured.high).toBeGreaterThan(0);
  });

  it("keeps a noise figure for every pair of each model's shapes and every part of the face", () => {
    expect(SHAPE_EVIDENCE.female.termNoise).toEqual(termNoise.female);
    expect(SHAPE_EVIDENCE.male.termNoise).toEqual(termNoise.male);
    expect(Object.keys(SHAPE_EVIDENCE.female.termNoise)).toHaveLength(10);
    expect(Object.keys(SHAPE_EVIDENCE.male.termNoise)).toHaveLength(6);
    for (const gender of ["female", "male"] as const) {
      const classes = FACE_SHAPE_MODELS[gender].classes;
      const pairs = classes.flatMap((a, i) => classes.slice(i + 1).map((b) => `${a}|${b}`));
      expect(Object.keys(SHAPE_EVIDENCE[gender].termNoise)).toEqual(pairs);
      for (const noise of Object.values(SHAPE_EVIDENCE[gender].termNoise))
        expect(Object.keys(noise).sort()).toEqual([...FACE_PARTS].sort());
    }
    for (const gender of ["female", "male"] as const)
      for (const noise of Object.values(SHAPE_EVIDENCE[gender].termNoise))
        for (const value of Object.values(noise)) expect(value).toBeGreaterThan(0);
  });
});
