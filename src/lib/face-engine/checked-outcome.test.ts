import { describe, expect, it } from "vitest";
import { readEngineRecording } from "@tests/support/recorded-engine/engine-recording";
import type { AnalysisOutcome, FaceAnalysis } from "../face-shape/types";
import { decodeResult, encodeResult, shareableResult } from "../result/codec";
import { checkedOutcome, MAX_WORKER_MESSAGE_LENGTH } from "./checked-outcome";

/** Every outcome the real worker gave for a recorded photo. */
const RECORDED = Object.values(readEngineRecording().analyses).map(({ photo, result }) => ({
  photo,
  outcome: result.outcome,
}));
const MEASURED = RECORDED.flatMap(({ photo, outcome }) =>
  outcome.kind === "ok" ? [{ photo, analysis: outcome.analysis }] : [],
);

const sizeOf = (analysis: FaceAnalysis) => analysis.imageSize;
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A recorded woman's analysis, changed by `change`, as the page would check it. */
function checkedChange(change: (analysis: Record<string, unknown>) => void): AnalysisOutcome | null {
  const first = MEASURED.find(({ analysis }) => analysis.gender === "female");
  if (!first) throw new Error("no woman's analysis recorded");
  const analysis = copy(first.analysis) as unknown as Record<string, unknown>;
  change(analysis);
  return checkedOutcome({ kind: "ok", analysis }, "female", sizeOf(first.analysis));
}

describe("checkedOutcome: the page's check of the worker's answer", () => {
  it("takes every answer the real worker gave for a recorded photo, unchanged", () => {
    expect(MEASURED.length).toBeGreaterThan(5);
    for (const { photo, outcome } of RECORDED) {
      const size = outcome.kind === "ok" ? sizeOf(outcome.analysis) : { width: 1, height: 1 };
      const gender = photo.includes("male") && !photo.includes("female") ? "male" : "female";
      const checked = checkedOutcome(copy(outcome), outcome.kind === "ok" ? outcome.analysis.gender : gender, size);
      expect(checked, photo).toEqual(outcome);
    }
  });

  it("refuses shares that are not whole, do not sum to 100, repeat or invent a shape, or list smaller first", () => {
    expect(checkedChange((a) => ((a["hybridResults"] as { percentage: number }[])[0]!.percentage += 0.5))).toBeNull();
    expect(checkedChange((a) => ((a["hybridResults"] as { percentage: number }[])[5]!.percentage += 1))).toBeNull();
    expect(
      checkedChange(
        (a) =>
          ((a["hybridResults"] as { shape: string }[])[5]!.shape = (
            a["hybridResults"] as { shape: string }[]
          )[4]!.shape),
      ),
    ).toBeNull();
    expect(checkedChange((a) => ((a["hybridResults"] as { shape: string }[])[5]!.shape = "Triangle"))).toBeNull();
    expect(checkedChange((a) => (a["hybridResults"] as unknown[]).reverse())).toBeNull();
    expect(checkedChange((a) => (a["hybridResults"] as unknown[]).pop())).toBeNull();
  });

  it("refuses a headline, confidence or alternatives that are not the blend's own", () => {
    expect(checkedChange((a) => (a["detectedShape"] = "Diamond"))).toBeNull();
    expect(checkedChange((a) => (a["confidence"] = 99))).toBeNull();
    expect(checkedChange((a) => (a["alternativeShapes"] = []))).toBeNull();
  });

  it("refuses measurements a result link cannot carry, and points outside the photo", () => {
    expect(checkedChange((a) => ((a["facialMetrics"] as Record<string, number>)["faceLength"] = 400))).toBeNull();
    expect(
      checkedChange((a) => ((a["facialMetrics"] as Record<string, number>)["jawlineWidth"] = Number.NaN)),
    ).toBeNull();
    expect(checkedChange((a) => ((a["facialMetrics"] as Record<string, unknown>)["chinAngle"] = "90"))).toBeNull();
    expect(checkedChange((a) => (a["points"] as unknown[]).pop())).toBeNull();
    expect(checkedChange((a) => ((a["points"] as { x: number }[])[0]!.x = 1e9))).toBeNull();
    expect(checkedChange((a) => ((a["imageSize"] as { width: number }).width += 1))).toBeNull();
    expect(checkedChange((a) => (a["foreheadScale"] = 5))).toBeNull();
    expect(checkedChange((a) => (a["hardPhoto"] = ["turned", "turned"]))).toBeNull();
    expect(checkedChange((a) => (a["hardPhoto"] = ["sunglasses"]))).toBeNull();
    expect(checkedChange((a) => (a["embedding"] = ["0.1"]))).toBeNull();
  });

  it("refuses an answer for the other gender, and a man's blend with Heart in it", () => {
    expect(checkedChange((a) => (a["gender"] = "male"))).toBeNull();
    const man = MEASURED.find(({ analysis }) => analysis.gender === "male");
    if (!man) throw new Error("no man's analysis recorded");
    const withHeart = copy(man.analysis);
    const heart = withHeart.hybridResults.find((share) => share.shape === "Heart");
    const top = withHeart.hybridResults[0];
    if (!heart || !top || heart === top) throw new Error("a man's blend lists Heart at 0 below its top");
    heart.percentage += 1;
    top.percentage -= 1;
    expect(checkedOutcome({ kind: "ok", analysis: withHeart }, "male", sizeOf(man.analysis))).toBeNull();
  });

  it("copies nothing the worker added: 4 KB of its own data never reaches the analysis", () => {
    const carried = "x".repeat(4096);
    const checked = checkedChange((a) => {
      a["note"] = carried;
      (a["pose"] as Record<string, unknown>)["extra"] = carried;
      (a["hybridResults"] as Record<string, unknown>[])[0]!["extra"] = carried;
      (a["points"] as Record<string, unknown>[])[0]!["extra"] = carried;
    });
    expect(checked?.kind).toBe("ok");
    expect(JSON.stringify(checked)).not.toContain(carried);
  });

  it("refuses what is not an outcome, and keeps an engine error's words short, for the console", () => {
    for (const value of [null, "ok", [], { kind: "ok" }, { kind: "upload" }, { kind: "multiple-faces", count: 1.5 }])
      expect(checkedOutcome(value, "female", { width: 1, height: 1 })).toBeNull();
    expect(checkedOutcome({ kind: "head-turned", yawDegrees: "40" }, "female", { width: 1, height: 1 })).toBeNull();
    const long = checkedOutcome({ kind: "engine-error", message: "y".repeat(5000) }, "female", { width: 1, height: 1 });
    expect(long).toEqual({ kind: "engine-error", message: "y".repeat(MAX_WORKER_MESSAGE_LENGTH) });
  });
});

describe("shareableResult: what a link or a kept result is written from", () => {
  it("is the link codec's own reading of every recorded answer", () => {
    for (const { photo, analysis } of MEASURED) {
      const result = shareableResult(analysis, analysis.gender);
      expect(result, photo).not.toBeNull();
      if (!result) continue;
      expect(decodeResult(encodeResult(result)), photo).toEqual({ ok: true, result });
    }
  });

  it("is null for numbers the codec would not give back unchanged", () => {
    const analysis = copy(MEASURED[0]!.analysis);
    analysis.hybridResults[0]!.percentage += 1;
    expect(shareableResult(analysis, analysis.gender)).toBeNull();
    const wide = copy(MEASURED[0]!.analysis);
    wide.facialMetrics.foreheadWidth = 151;
    expect(shareableResult(wide, wide.gender)).toBeNull();
  });
});
