import { describe, expect, it } from "vitest";
import { entry, result } from "@tests/fixtures/kept-results";
import type { KeptResult, SharedResult } from "./types";
import {
  MAX_HISTORY_STORED_LENGTH,
  MAX_KEPT_RESULTS,
  parseHistory,
  serializeHistory,
  withKept,
  withoutKept,
  withRestored,
} from "./history";

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

  it("put deleted results back in their places (Undo), once each, beside any kept since", () => {
    const kept = [entry("c", 3), entry("b", 2), entry("a", 1)];
    expect(withRestored(withoutKept(kept, "b"), kept.slice(1, 2))).toEqual(kept);
    expect(withRestored([], kept)).toEqual(kept);
    const since = entry("d", 4);
    expect(withRestored([since], kept).map((item) => item.id)).toEqual(["d", "c", "b", "a"]);
    expect(withRestored(kept, kept)).toEqual(kept);
  });
});

describe("kept results, as stored and within the storage limits", () => {
  const stored = (...entries: object[]) => JSON.stringify(entries);
  const raw = (id: string, savedAt: string, top = 60) => ({
    id,
    savedAt,
    result: (JSON.parse(serializeHistory([{ ...entry(id, 1, top), savedAt }])) as { result: string }[])[0]?.result,
  });

  it("refuse a stored value longer than MAX_HISTORY_STORED_LENGTH before reading it", () => {
    const padded = `${serializeHistory([entry("good", 4)])}${" ".repeat(MAX_HISTORY_STORED_LENGTH)}`;
    expect(parseHistory(padded)).toEqual([]);
  });

  it("fit MAX_KEPT_RESULTS of the longest entries under MAX_HISTORY_STORED_LENGTH", () => {
    // Three digits in every number is more than any result a link accepts; ids are UUIDs.
    const widest: SharedResult = {
      gender: "female",
      blend: result(60).blend.map((share) => ({ ...share, percentage: 100 })),
      metrics: { foreheadWidth: 999, cheekboneWidth: 999, jawlineWidth: 999, faceLength: 999 },
    };
    const kept = Array.from({ length: MAX_KEPT_RESULTS }, (_, index) => ({
      ...entry(crypto.randomUUID(), index + 1),
      result: widest,
    }));
    expect(serializeHistory(kept).length).toBeLessThanOrEqual(MAX_HISTORY_STORED_LENGTH);
    const fullest = Array.from({ length: MAX_KEPT_RESULTS }, (_, index) => ({
      ...entry(crypto.randomUUID(), index + 1),
      result: result(50),
    }));
    expect(parseHistory(serializeHistory(fullest))).toHaveLength(MAX_KEPT_RESULTS);
  });

  it("read no more than MAX_KEPT_RESULTS stored entries", () => {
    // Stored newest first, as serializeHistory writes them; an entry past the limit is not read.
    const kept = Array.from({ length: MAX_KEPT_RESULTS }, (_, index) => entry(`r${index}`, MAX_KEPT_RESULTS - index));
    const extra = raw("extra", new Date(Date.UTC(2026, 11, 31)).toISOString());
    const ids = parseHistory(stored(...(JSON.parse(serializeHistory(kept)) as object[]), extra)).map((item) => item.id);
    expect(ids).toHaveLength(MAX_KEPT_RESULTS);
    expect(ids).not.toContain("extra");
  });

  it("accept only dates as they are written (ISO 8601 in UTC) and sort by date", () => {
    const ids = parseHistory(
      stored(
        raw("a", "2026-11-01T00:00:00.000Z"),
        raw("rfc-date", "Fri, 06 Nov 2026 00:00:00 GMT"),
        raw("date-only", "2026-11-07"),
        raw("offset", "2026-11-08T00:00:00.000+01:00"),
        raw("no-millis", "2026-11-09T00:00:00Z"),
        raw("impossible", "2026-02-30T00:00:00.000Z"),
        raw("c", "2026-11-03T00:00:00.000Z"),
        raw("b", "2026-11-02T00:00:00.000Z"),
      ),
    ).map((item) => item.id);
    expect(ids).toEqual(["c", "b", "a"]);
  });

  it("show each id once, the newest, so one Delete removes the one row", () => {
    const kept = parseHistory(
      stored(
        raw("twice", "2026-11-01T00:00:00.000Z", 55),
        raw("other", "2026-11-02T00:00:00.000Z"),
        raw("twice", "2026-11-05T00:00:00.000Z", 70),
        raw("twice", "2026-11-03T00:00:00.000Z", 65),
      ),
    );
    expect(kept.map((item) => item.id)).toEqual(["twice", "other"]);
    expect(kept[0]?.result).toEqual(result(70));
    expect(withoutKept(kept, "twice").map((item) => item.id)).toEqual(["other"]);
  });
});
