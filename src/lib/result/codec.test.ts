import { describe, expect, it, vi } from "vitest";
import { FACE_SHAPES } from "../../data/face-shapes";
import { blendShapes } from "../face-shape/blend-shapes";
import { decodeResult, encodeResult, MAX_RESULT_LINK_FRAGMENT_LENGTH, RESULT_LINK_VERSION, resultLink } from "./codec";
import type { SharedResult } from "./types";

const RESULT: SharedResult = {
  gender: "female",
  blend: [
    { shape: "Heart", percentage: 41 },
    { shape: "Oval", percentage: 30 },
    { shape: "Round", percentage: 12 },
    { shape: "Oblong", percentage: 9 },
    { shape: "Square", percentage: 8 },
    { shape: "Diamond", percentage: 0 },
  ],
  metrics: { foreheadWidth: 88, cheekboneWidth: 100, jawlineWidth: 71, faceLength: 139 },
};

describe("result links", () => {
  it("round-trips every number, with the top shape first", () => {
    const decoded = decodeResult(encodeResult(RESULT));
    expect(decoded).toEqual({ ok: true, result: RESULT });
  });

  it("keeps the top shape on a tie and the male catalogue", () => {
    const tie: SharedResult = {
      gender: "male",
      blend: [
        { shape: "Square", percentage: 35 },
        { shape: "Oval", percentage: 35 },
        { shape: "Round", percentage: 30 },
        { shape: "Heart", percentage: 0 },
        { shape: "Diamond", percentage: 0 },
        { shape: "Oblong", percentage: 0 },
      ],
      metrics: { foreheadWidth: 90, cheekboneWidth: 99, jawlineWidth: 85, faceLength: 120 },
    };
    const decoded = decodeResult(`#${encodeResult(tie)}`);
    expect(decoded.ok && decoded.result.blend[0]?.shape).toBe("Square");
    expect(decoded.ok && decoded.result.gender).toBe("male");
  });

  it("lists a blend with tied shares in the same order as the result it came from", () => {
    // Oblong and Oval both round to 25 %; the analyzer's order must survive the link.
    const blend = blendShapes({ Oval: 0.2496, Round: 0, Square: 0, Heart: 0.5, Diamond: 0, Oblong: 0.2504 });
    const tied: SharedResult = { ...RESULT, blend };
    expect(decodeResult(encodeResult(tied))).toEqual({ ok: true, result: tied });
  });

  it("carries only numbers, a gender letter and the version", () => {
    const link = resultLink("https://example.org", RESULT);
    expect(link).toBe(
      `https://example.org/result#v=${RESULT_LINK_VERSION}&g=f&s=${FACE_SHAPES.indexOf("Heart")}&b=30.12.8.41.0.9&m=88.100.71.139`,
    );
  });
});

describe("result links, as read back", () => {
  const fragment = encodeResult(RESULT);
  const edited = (key: string, value: string | null) => {
    const params = new URLSearchParams(fragment);
    if (value === null) params.delete(key);
    else params.set(key, value);
    return params.toString();
  };

  it.each([
    ["nothing", "", "empty"],
    ["a bare #", "#", "empty"],
    ["an older version", edited("v", "0"), "version"],
    ["a newer version", edited("v", String(RESULT_LINK_VERSION + 1)), "version"],
    ["no version", edited("v", null), "damaged"],
    ["an unknown gender", edited("g", "x"), "damaged"],
    ["shares that do not sum to 100", edited("b", "30.12.8.40.0.9"), "damaged"],
    ["too few shares", edited("b", "30.12.8.41.9"), "damaged"],
    ["a negative share", edited("b", "30.12.8.41.-1.10"), "damaged"],
    ["a top shape that is not the largest", edited("s", "0"), "damaged"],
    ["a top shape out of range", edited("s", "6"), "damaged"],
    ["an impossible measurement", edited("m", "88.100.71.999"), "damaged"],
    ["a measurement that is not a number", edited("m", "88.100.abc.139"), "damaged"],
    ["script in a value", edited("m", "<script>alert(1)</script>"), "damaged"],
    // The analyzer never gives a man Heart (the men's model has no Heart class).
    ["a man's Heart as the top shape", "v=1&g=m&s=3&b=0.0.0.100.0.0&m=80.100.79.148", "damaged"],
    ["a man's blend with a Heart share", edited("g", "m"), "damaged"],
    ["an extra field", `${fragment}&photo=abc`, "damaged"],
    ["random text", "%E0%A4%A", "damaged"],
  ])("refuses %s, saying which problem it has", (_name, input, problem) => {
    expect(decodeResult(input)).toEqual({ ok: false, problem });
  });

  // Only what the encoder writes: each key once, whole numbers in plain decimal.
  it.each([
    ["a zero-padded version", edited("v", "0001")],
    ["a second version after the first", `${fragment}&v=2`],
    ["a second version before the first", `v=2&${fragment}`],
    ["a repeated field with the same value", `${fragment}&g=f`],
    ["a hexadecimal top shape", edited("s", "0x3")],
    ["a top shape with an exponent", edited("s", "3e0")],
    ["an empty top shape", edited("s", "")],
    ["a top shape with a sign", edited("s", "+3")],
    ["a top shape with a space", edited("s", " 3")],
    ["a top shape with a decimal point", edited("s", "3.0")],
    ["a zero-padded share", edited("b", "30.12.08.41.0.9")],
    ["a zero-padded measurement", edited("m", "088.100.71.139")],
    ["a share written as 00", edited("b", "30.12.8.41.00.9")],
  ])("refuses %s as damaged", (_name, input) => {
    expect(decodeResult(input)).toEqual({ ok: false, problem: "damaged" });
  });
  it("refuses a fragment longer than MAX_RESULT_LINK_FRAGMENT_LENGTH before reading it", () => {
    // Valid up to the padding, which the parser alone would ignore (empty pairs, trailing spaces).
    const padded = `${fragment}${"&".repeat(MAX_RESULT_LINK_FRAGMENT_LENGTH)}`;
    expect(decodeResult(padded)).toEqual({ ok: false, problem: "damaged" });
    expect(decodeResult(`${fragment}${" ".repeat(MAX_RESULT_LINK_FRAGMENT_LENGTH)}`)).toEqual({
      ok: false,
      problem: "damaged",
    });
    // Refused by its length alone: no string method runs over the 2 MB (no wall clock involved).
    const huge = `${fragment}${"&".repeat(2_000_000)}`;
    const replace = vi.spyOn(String.prototype, "replace");
    const trim = vi.spyOn(String.prototype, "trim");
    const decoded = decodeResult(huge);
    const readHuge = [...replace.mock.contexts, ...trim.mock.contexts].filter((self) => String(self) === huge);
    replace.mockRestore();
    trim.mockRestore();
    expect(decoded).toEqual({ ok: false, problem: "damaged" });
    expect(readHuge).toHaveLength(0);
  });

  it("fits the longest link the encoder can write under MAX_RESULT_LINK_FRAGMENT_LENGTH", () => {
    // Three digits in every number is more than any result the decoder accepts.
    const widest: SharedResult = {
      gender: "female",
      blend: FACE_SHAPES.map((shape) => ({ shape, percentage: 100 })),
      metrics: { foreheadWidth: 999, cheekboneWidth: 999, jawlineWidth: 999, faceLength: 999 },
    };
    expect(`#${encodeResult(widest)}`.length).toBeLessThanOrEqual(MAX_RESULT_LINK_FRAGMENT_LENGTH);
    expect(`#${encodeResult({ ...widest, gender: "male" })}`.length).toBeLessThanOrEqual(
      MAX_RESULT_LINK_FRAGMENT_LENGTH,
    );
    // The widest link that decodes: two-digit shares summing to 100 and the largest measurements.
    const widestValid: SharedResult = {
      gender: "female",
      blend: [
        { shape: "Oval", percentage: 17 },
        { shape: "Round", percentage: 17 },
        { shape: "Square", percentage: 17 },
        { shape: "Heart", percentage: 17 },
        { shape: "Diamond", percentage: 16 },
        { shape: "Oblong", percentage: 16 },
      ],
      metrics: { foreheadWidth: 150, cheekboneWidth: 150, jawlineWidth: 150, faceLength: 300 },
    };
    const link = `#${encodeResult(widestValid)}`;
    expect(link.length).toBeLessThanOrEqual(MAX_RESULT_LINK_FRAGMENT_LENGTH);
    expect(decodeResult(link)).toEqual({ ok: true, result: widestValid });
  });
});
