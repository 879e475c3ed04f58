import ts from "typescript";
import { describe, expect, it } from "vitest";
import { setFigures, type PredictionRow } from "../evaluation/evaluation-figures";
import type { FaceShapeModel } from "../../../src/lib/face-shape/face-shape-model";
import type { Gender } from "../../../src/lib/face-shape/types";
import { DIAMOND_RULE } from "./candidates";
import type { ChosenModel } from "./choose-model";
import { FOLDS, REPEATS } from "./cross-validate";
import { lockedRecord, modelFileText, shippedModel, type ModelRecord } from "./write-model";

/** 12 people of a set with 2 photos each; `top1(p, k)` is what photo k of person p gets first. */
const rows = (part: string, set: string, top1: (person: number, photo: number) => string): PredictionRow[] =>
  Array.from({ length: 12 }, (_, p) =>
    Array.from({ length: 2 }, (_, k) => ({
      part,
      set,
      photo: `oval/${p}-${k}.jpg`,
      person: p,
      identity: p,
      label: "oval",
      top1: top1(p, k),
      top2: "round",
      top1Share: 60,
      top2Share: 20,
    })),
  ).flat();

const model: FaceShapeModel = {
  note: "",
  features: ["faceLength", "jawWidth"],
  mean: [1.5, 0.25],
  scale: [0.5, 0.125],
  classes: ["Oval", "Round", "Square", "Oblong"],
  weights: [
    [1, 2],
    [3, 4],
    [-1, 0.5],
    [0, 0],
  ],
  bias: [0.1, 0.2, 0.3, 0.4],
  temperature: 2.25,
  hardTemperature: 4.5,
  mix: 0.31,
  diamond: { foreheadMean: 0.9, foreheadStd: 0.05, jawMean: 0.8, jawStd: 0.06, ...DIAMOND_RULE },
};

/** A men's model: cross-validated rows (a Diamond on every fourth person's first photo) and locked rows. */
function menChosen(): ChosenModel {
  const cv = rows("cv1", "men", (p, k) => (p % 4 === 0 && k === 0 ? "diamond" : p % 3 === 0 ? "round" : "oval"));
  const locked = rows("locked", "men", (p, k) => (p === 5 && k === 1 ? "none" : p < 9 ? "oval" : "diamond"));
  const cvFigures = [setFigures(cv)];
  return {
    run: {
      candidate: {
        name: "geometry+appearance, one weight per identity",
        gender: "male",
        features: model.features,
        penalties: [0.8],
        perIdentity: true,
        downloads: ["appearance"],
      },
      penalty: 0.8,
      repeats: [{ calibration: { temperature: 2.25, hardTemperature: 4.5, mix: 0.31 }, rows: cv }],
      figures: cvFigures,
      score: 70,
    },
    model,
    lockedRows: locked,
  };
}

function menRecord(): ModelRecord {
  const chosen = menChosen();
  return { gender: "male", chosen, trained: 791, ...lockedRecord("male", chosen) };
}

describe("lockedRecord", () => {
  it("measures each of the gender's sets on the locked rows, and counts Diamond first over every photo with a result", () => {
    const chosen = menChosen();
    const { locked, diamondWins } = lockedRecord("male", chosen);
    expect(locked).toEqual([setFigures(chosen.lockedRows)]);
    expect(locked[0]).toMatchObject({ set: "men", photos: 24, people: 12 });
    // Cross-validated: 3 people with a Diamond first; locked: people 9 to 11 twice; one photo without a result.
    expect(diamondWins).toEqual([{ set: "men", wins: 3 + 6, photos: 24 + 23 }]);
  });
});

describe("shippedModel", () => {
  it("keeps the fitted numbers and says how the model was chosen and what it scored on the locked part", () => {
    const record = menRecord();
    const shipped = shippedModel(record);
    expect({ ...shipped, note: "" }).toEqual(model);
    const lines = shipped.note.split("\n");
    const f = record.locked[0];
    expect(lines).toEqual([
      "Model for men: geometry+appearance, one weight per identity LDA (penalty 0.8, temperature 2.25, hard-photo temperature 4.5, mix toward equal shares 0.31) on 2 inputs, fitted on 791 development photos.",
      `Chosen by ${REPEATS} x ${FOLDS}-fold person-grouped cross-validation over all development people (protocol version 4); measured once on the locked test part.`,
      `Locked men: top-1 ${f?.top1.percent} %, top-2 ${f?.top2.percent} %, two-photo agreement ${f?.consistency.percent} %, calibration error ${f?.calibration.ece} points (24 photos, 12 people).`,
      `Diamond is a proportion rule, not a fitted class: forehead and jaw both ${DIAMOND_RULE.threshold} SD narrower than usual relative to the cheekbones.`,
    ]);
    expect(f?.top1.percent).toBe(70.8);
  });

  it("carries no figures besides its note: the site's figures come from the evidence (../site-figures.ts)", () => {
    const shipped = shippedModel(menRecord());
    expect(Object.keys(shipped).slice(0, 2)).toEqual(["note", "features"]);
    expect(shipped).not.toHaveProperty("evaluation");
  });

  it("names a women's model as one", () => {
    const women = shippedModel({ gender: "female", chosen: menChosen(), trained: 3796, locked: [], diamondWins: [] });
    expect(women.note).toMatch(/^Model for women: .* fitted on 3796 development photos\./);
  });
});

describe("modelFileText", () => {
  const models: Record<Gender, FaceShapeModel> = {
    female: { ...model, note: "Model for women: first line.\nSecond line." },
    male: shippedModel(menRecord()),
  };
  const text = modelFileText(models);

  it("is TypeScript that exports both models as FACE_SHAPE_MODELS", () => {
    const output = ts.transpileModule(text, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      reportDiagnostics: true,
    });
    expect(output.diagnostics ?? []).toEqual([]);
    const exported: { FACE_SHAPE_MODELS?: unknown } = {};
    new Function("exports", output.outputText)(exported);
    expect(exported.FACE_SHAPE_MODELS).toEqual(models);
    expect(text).toContain(
      `export const FACE_SHAPE_MODELS: Record<Gender, FaceShapeModel> = ${JSON.stringify(models, null, 2)};\n`,
    );
  });

  it("opens with both notes, women's first, as a comment that says who writes the file", () => {
    const comment = text.slice(text.indexOf("/**"), text.indexOf("*/") + 2).split("\n");
    expect(comment.slice(0, 5)).toEqual([
      "/**",
      " * Fitted by `npm run calibrate` (tools/face-model/calibrate.ts); do not edit by hand.",
      " * Model for women: first line.",
      " * Second line.",
      " * ",
    ]);
    expect(comment[5]).toMatch(/^ \* Model for men: /);
    expect(comment.slice(5, -1)).toEqual(models.male.note.split("\n").map((line) => ` * ${line}`));
    expect(text.startsWith('import type { FaceShapeModel } from "../face-shape-model";\n')).toBe(true);
  });
});
