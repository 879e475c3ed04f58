import { describe, expect, it } from "vitest";
import { LANDMARK_COUNT } from "../lib/face-shape/landmark-groups";
import { RESULT_CARD_TEXT } from "./share";

describe("the result card's words", () => {
  it("state the landmark count the analysis uses", () => {
    expect(RESULT_CARD_TEXT.note).toContain(`from ${LANDMARK_COUNT} facial landmarks`);
  });

  it("give one share, or both shares of a close call", () => {
    expect(RESULT_CARD_TEXT.share(62, null)).toBe("62% of the blend");
    expect(RESULT_CARD_TEXT.share(41, 38)).toBe("Too close to call: 41% and 38%");
  });
});
