import { describe, expect, it } from "vitest";
import { LANDMARK_COUNT } from "../lib/face-shape/landmark-groups";
import { RESULT_CARD_TEXT } from "./share";

describe("the result card's words", () => {
  it("state the landmark count the analysis uses", () => {
    expect(RESULT_CARD_TEXT.note(1)).toContain(`from ${LANDMARK_COUNT} facial landmarks in one photo`);
    expect(RESULT_CARD_TEXT.note(1)).toContain("another photo of the same face may read differently");
    expect(RESULT_CARD_TEXT.note(3)).toContain("in 3 photos combined");
  });

  it("give one share, or both shares of a close call", () => {
    expect(RESULT_CARD_TEXT.share(62, null)).toBe("62% of the blend");
    expect(RESULT_CARD_TEXT.share(41, 38)).toBe("Too close to call: 41% and 38%");
  });

  it("name one shape, or both shapes of a close call, and write the date in words", () => {
    expect(RESULT_CARD_TEXT.shapes(["Oval"])).toBe("Oval");
    expect(RESULT_CARD_TEXT.shapes(["Oval", "Oblong"])).toBe("Oval or Oblong");
    expect(RESULT_CARD_TEXT.date(new Date(2025, 2, 7))).toBe("March 7, 2025");
  });
});
