import { describe, expect, it } from "vitest";
import { decodeResult } from "../lib/result/codec";
import { RESULT_LINK_PROBLEMS } from "./result";

describe("why a shared link cannot be read", () => {
  it("has words for every problem decodeResult finds, each pointing to a way on", () => {
    for (const fragment of ["", "v=999", "v=1&g=x"]) {
      const decoded = decodeResult(fragment);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(RESULT_LINK_PROBLEMS[decoded.problem]).toMatch(/Analyze|analyze/);
    }
  });
});
