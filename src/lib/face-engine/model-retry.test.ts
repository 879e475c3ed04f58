import { describe, expect, it } from "vitest";
import { MODEL_RETRY_FIRST_MS, MODEL_RETRY_MAX_MS } from "../../config/analyzer-timing";
import { modelRetryDelayMs } from "./model-retry";

describe("modelRetryDelayMs", () => {
  it("does not wait before the first failure", () => {
    expect(modelRetryDelayMs(0)).toBe(0);
  });

  it("doubles the wait after each failure in a row, up to the cap", () => {
    expect([1, 2, 3, 4].map(modelRetryDelayMs)).toEqual([1, 2, 4, 8].map((n) => n * MODEL_RETRY_FIRST_MS));
    expect(modelRetryDelayMs(30)).toBe(MODEL_RETRY_MAX_MS);
  });
});
