import { describe, expect, it } from "vitest";
import { LANDMARK_COUNT } from "../lib/face-shape/landmark-groups";
import { decodeResult } from "../lib/result/codec";
import { RESULT_CARD_TEXT, RESULT_LINK_PROBLEMS } from "./result";

describe("why a shared link cannot be read", () => {
  it("has words for every problem decodeResult finds, each pointing to a way on", () => {
    for (const fragment of ["", "v=999", "v=1&g=x"]) {
      const decoded = decodeResult(fragment);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(RESULT_LINK_PROBLEMS[decoded.problem]).toMatch(/Analyze|analyze/);
    }
  });
});

describe("the result card's words", () => {
  it("state the landmark count the analysis uses", () => {
    expect(RESULT_CARD_TEXT.note).toContain(`from ${LANDMARK_COUNT} facial landmarks`);
  });

  it("give one share, or both shares of a close call", () => {
    expect(RESULT_CARD_TEXT.share(62, null)).toBe("62% of the blend");
    expect(RESULT_CARD_TEXT.share(41, 38)).toBe("Too close to call: 41% and 38%");
  });
});
