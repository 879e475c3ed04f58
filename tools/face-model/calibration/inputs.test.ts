import { describe, expect, it } from "vitest";
import { syntheticFace } from "@tests/fixtures/synthetic-face";
import { faceSpans } from "../../../src/lib/face-shape/facial-metrics";
import { HAIRLINE_START } from "../../../src/lib/face-shape/find-hairline";
import {
  CALIBRATION_FEATURE_NAMES,
  FOREHEAD_FEATURE_NAMES,
  calibrationInputs,
  foreheadInputs,
  inputColumn,
} from "./inputs";

const face = syntheticFace();
const spans = faceSpans(face);
const notFound = { found: false, reason: "covered" } as const;

describe("foreheadInputs: the forehead read from the pixels, as the calibration's candidates read it", () => {
  it("is a block of the calibration's inputs, NaN where nothing was read", () => {
    const inputs = calibrationInputs(face);
    expect(inputs).toHaveLength(CALIBRATION_FEATURE_NAMES.length);
    const first = inputColumn(FOREHEAD_FEATURE_NAMES[0] ?? "");
    const block = inputs.slice(first, first + FOREHEAD_FEATURE_NAMES.length);
    expect(block).toHaveLength(5);
    expect(block.every(Number.isNaN)).toBe(true);
    expect(
      calibrationInputs(face, { forehead: { finding: notFound, temples: notFound, gender: "female" } })[first],
    ).toBe(foreheadInputs(face, { finding: notFound, temples: notFound, gender: "female" })[0]);
  });

  it("a hairline read higher makes the face longer, and says it was read", () => {
    const low = foreheadInputs(face, { finding: { found: true, scale: 0.6 }, temples: notFound, gender: "female" });
    const high = foreheadInputs(face, { finding: { found: true, scale: 1.4 }, temples: notFound, gender: "female" });
    expect(high[0]).toBeGreaterThan(low[0] ?? Infinity);
    expect([low[1], low[2], high[1], high[2]]).toEqual([0.6, 1, 1.4, 1]);
  });

  it("without a reading: the gender's starting hairline, and the brows' ends for the temples", () => {
    const [length, read, found, temples, templesFound] = foreheadInputs(face, {
      finding: { found: false, reason: "no-boundary" },
      temples: notFound,
      gender: "male",
    });
    const atCentre = faceSpans(face, HAIRLINE_START.male.centre);
    expect(length).toBeCloseTo(atCentre.length / atCentre.cheekbone, 9);
    expect([read, found, templesFound]).toEqual([HAIRLINE_START.male.centre, 0, 0]);
    expect(temples).toBeCloseTo(spans.forehead / spans.cheekbone, 9);
  });

  it("temples found: their width in the cheekbones' widths", () => {
    const inputs = foreheadInputs(face, {
      finding: notFound,
      temples: { found: true, left: 0.8, right: 0.7, width: 120 },
      gender: "female",
    });
    expect(inputs.slice(3)).toEqual([0.75, 1]);
  });
});
