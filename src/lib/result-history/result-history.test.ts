import { describe, expect, it } from "vitest";
import type { SharedResult } from "../result-link/result-link";
import {
  MAX_KEPT_RESULTS,
  parseHistory,
  serializeHistory,
  withKept,
  withoutKept,
  type KeptResult,
} from "./result-history";

const result = (top: number): SharedResult => ({
  gender: "female",
  blend: [
    { shape: "Oval", percentage: top },
    { shape: "Round", percentage: 100 - top },
    { shape: "Square", percentage: 0 },
    { shape: "Heart", percentage: 0 },
    { shape: "Diamond", percentage: 0 },
    { shape: "Oblong", percentage: 0 },
  ],
  metrics: { foreheadWidth: 90, cheekboneWidth: 100, jawlineWidth: 80, faceLength: 130 },
});
const entry = (id: string, day: number, top = 60): KeptResult => ({
  id,
  savedAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
  result: result(top),
});

describe("kept results", () => {
  it("round-trip through storage, newest first, holding only numbers", () => {
    const kept = [entry("a", 1), entry("b", 3, 70), entry("c", 2, 55)];
    const stored = serializeHistory(kept);
    expect(stored).not.toMatch(/data:|base64|blob:/);
    expect(parseHistory(stored).map((item) => item.id)).toEqual(["b", "c", "a"]);
    expect(parseHistory(stored)[0]?.result).toEqual(result(70));
  });

  it("leave out tampered or unreadable entries instead of failing", () => {
    const good = JSON.parse(serializeHistory([entry("good", 4)])) as object[];
    const stored = JSON.stringify([
      ...good,
      { id: "bad-sum", savedAt: "2026-11-01T00:00:00.000Z", result: "v=1&g=f&s=0&b=90.0.0.0.0.0&m=90.100.80.130" },
      { id: "bad-date", savedAt: "yesterday", result: "v=1&g=f&s=0&b=100.0.0.0.0.0&m=90.100.80.130" },
      { id: 7 },
      "text",
    ]);
    expect(parseHistory(stored).map((item) => item.id)).toEqual(["good"]);
    expect(parseHistory("{not json")).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });

  it("keep at most MAX_KEPT_RESULTS, dropping the oldest, and delete one by id", () => {
    let kept: KeptResult[] = [];
    for (let day = 1; day <= MAX_KEPT_RESULTS + 2; day += 1) kept = withKept(kept, entry(`r${day}`, day));
    expect(kept).toHaveLength(MAX_KEPT_RESULTS);
    expect(kept[0]?.id).toBe(`r${MAX_KEPT_RESULTS + 2}`);
    expect(kept.some((item) => item.id === "r1")).toBe(false);
    expect(withoutKept(kept, "r5").map((item) => item.id)).not.toContain("r5");
    expect(withoutKept(kept, "r5")).toHaveLength(MAX_KEPT_RESULTS - 1);
  });
});
