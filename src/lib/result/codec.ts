/**
 * A result as a link: `/result#v=1&g=f&b=…&m=…`. The fragment carries only numbers (the shape
 * blend, the four measurements, the gender and the format version), never the photo, and a
 * browser never sends a fragment to a server. Decoding checks everything and says what is wrong,
 * so a tampered or outdated link gets a message instead of a crash.
 */
import { FACE_SHAPES, type FaceShape } from "../../data/face-shapes";
import { orderBlend } from "../face-shape/order-blend";
import type { Gender } from "../../data/face-shapes";
import type { FaceAnalysis } from "../face-shape/types";
import { SHARED_METRICS, type SharedMetric, type SharedResult } from "./types";

/** The format written into links now; older or newer ones are refused with a message. */
export const RESULT_LINK_VERSION = 1;
/** Path of the page that shows a shared result. */
export const RESULT_PATH = "/result";
/**
 * Longest fragment (with its `#`) that is read at all. The widest the encoder writes is about
 * 56 characters (three digits in every number), so 256 leaves room for a future field while a
 * pasted megabyte is refused before it is split or decoded.
 */
export const MAX_RESULT_LINK_FRAGMENT_LENGTH = 256;

/**
 * Why a link cannot be read: nothing in it, another format version, or anything else wrong with it
 * (what the visitor is told of each is in text/result.ts).
 */
export type ResultLinkProblem = "empty" | "version" | "damaged";

export type DecodedResult = { ok: true; result: SharedResult } | { ok: false; problem: ResultLinkProblem };

/** Plausible bounds of each measurement (percent of the widest span); anything outside is not a real result. */
const METRIC_RANGE: Record<SharedMetric, readonly [number, number]> = {
  foreheadWidth: [20, 150],
  cheekboneWidth: [20, 150],
  jawlineWidth: [20, 150],
  faceLength: [50, 300],
};

/** The fragment (without `#`) for a result. The top shape is written first, then every shape's share. */
export function encodeResult(result: SharedResult): string {
  const share = (shape: FaceShape) => result.blend.find((entry) => entry.shape === shape)?.percentage ?? 0;
  const top = result.blend[0]?.shape ?? FACE_SHAPES[0];
  const params = new URLSearchParams({
    v: String(RESULT_LINK_VERSION),
    g: result.gender === "male" ? "m" : "f",
    s: String(FACE_SHAPES.indexOf(top)),
    b: FACE_SHAPES.map(share).join("."),
    m: SHARED_METRICS.map((key) => result.metrics[key]).join("."),
  });
  return params.toString();
}

/** The full link for a result, on the given origin. */
export function resultLink(origin: string, result: SharedResult): string {
  return `${origin}${RESULT_PATH}#${encodeResult(result)}`;
}

/**
 * A whole number only as `String(n)` writes it: decimal digits, no leading zero (except "0"),
 * no sign, exponent, point or space. Anything else is not a link the site made.
 */
const wholeNumber = (text: string | null, maxDigits: number): number | null =>
  text !== null && text.length <= maxDigits && /^(?:0|[1-9]\d*)$/.test(text) ? Number(text) : null;

const wholeNumbers = (text: string | null, count: number): number[] | null => {
  if (text === null) return null;
  const parts = text.split(".").map((part) => wholeNumber(part, 3));
  if (parts.length !== count || parts.some((part) => part === null)) return null;
  return parts as number[];
};

/** Reads a fragment (with or without `#`). Never throws. */
export function decodeResult(fragment: string): DecodedResult {
  if (fragment.length > MAX_RESULT_LINK_FRAGMENT_LENGTH) return { ok: false, problem: "damaged" };
  const text = fragment.replace(/^#/, "").trim();
  if (text === "") return { ok: false, problem: "empty" };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return { ok: false, problem: "damaged" };
  }
  // The encoder writes each key once; a repeated one would be read differently depending on order.
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, problem: "damaged" };
  const version = wholeNumber(params.get("v"), MAX_RESULT_LINK_FRAGMENT_LENGTH);
  if (version === null) return { ok: false, problem: "damaged" };
  if (version !== RESULT_LINK_VERSION) return { ok: false, problem: "version" };

  const gender = params.get("g");
  const top = wholeNumber(params.get("s"), 1);
  const shares = wholeNumbers(params.get("b"), FACE_SHAPES.length);
  const values = wholeNumbers(params.get("m"), SHARED_METRICS.length);
  const known = new Set(["v", "g", "s", "b", "m"]);
  if (
    (gender !== "m" && gender !== "f") ||
    top === null ||
    top >= FACE_SHAPES.length ||
    !shares ||
    !values ||
    keys.some((key) => !known.has(key)) ||
    shares.reduce((sum, value) => sum + value, 0) !== 100 ||
    shares.some((value, index) => value > (shares[top] ?? 0) || (index === top && value === 0)) ||
    // The men's model has no Heart class: a man's blend never holds any.
    (gender === "m" && (shares[FACE_SHAPES.indexOf("Heart")] ?? 0) > 0)
  ) {
    return { ok: false, problem: "damaged" };
  }
  const metrics = Object.fromEntries(SHARED_METRICS.map((key, index) => [key, values[index] ?? 0])) as Record<
    SharedMetric,
    number
  >;
  if (SHARED_METRICS.some((key) => metrics[key] < METRIC_RANGE[key][0] || metrics[key] > METRIC_RANGE[key][1])) {
    return { ok: false, problem: "damaged" };
  }
  const topShape = FACE_SHAPES[top] as FaceShape;
  const blend = orderBlend(
    FACE_SHAPES.map((shape, index) => ({ shape, percentage: shares[index] ?? 0 })),
    topShape,
  );
  return { ok: true, result: { gender: gender === "m" ? "male" : "female", blend, metrics } };
}

/**
 * The numbers of an analysis that a link or a kept result carries, only where the link's codec
 * gives them back exactly as they went in (`decodeResult(encodeResult(x))` is `x`): whole shares
 * summing to 100, six known shapes, measurements in their ranges and nothing else. Null for
 * anything else, which is then neither shared nor kept.
 */
export function shareableResult(analysis: FaceAnalysis, gender: Gender): SharedResult | null {
  const metrics = Object.fromEntries(
    SHARED_METRICS.map((key) => [key, Math.round(analysis.facialMetrics[key])]),
  ) as Record<SharedMetric, number>;
  const result: SharedResult = {
    gender,
    blend: analysis.hybridResults.map(({ shape, percentage }) => ({ shape, percentage })),
    metrics,
  };
  const decoded = decodeResult(encodeResult(result));
  return decoded.ok && sameResult(decoded.result, result) ? decoded.result : null;
}

/** The same gender, top shape, share of every shape and measurements (the blend's order aside). */
function sameResult(a: SharedResult, b: SharedResult): boolean {
  const shares = (result: SharedResult) =>
    FACE_SHAPES.map((shape) => result.blend.find((entry) => entry.shape === shape)?.percentage);
  return (
    a.gender === b.gender &&
    a.blend.length === b.blend.length &&
    a.blend[0]?.shape === b.blend[0]?.shape &&
    shares(a).join() === shares(b).join() &&
    SHARED_METRICS.every((key) => a.metrics[key] === b.metrics[key])
  );
}
