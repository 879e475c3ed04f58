import type { FaceShape, Gender } from "../../data/face-shapes";
import { CLOSE_CALL_MARGINS } from "./model/close-call.data";
import type { ShapeShare } from "./types";

/**
 * What a result says its shape is: one shape, or, when the top two are too close to tell apart
 * (CLOSE_CALL_MARGINS, from shape-guide.ts's closeCallMargin rule), both. The results, a shared link, a kept result and the
 * result card all name a result with this, so what is kept or shared says what the screen said.
 */
export interface Verdict {
  /** The named shape, or the two of a close call, the larger share first. */
  shapes: readonly [FaceShape] | readonly [FaceShape, FaceShape];
  /** "Oval", or "Between Oval and Heart". */
  text: string;
}

/** The two shapes a close call names (the top shape leads by less than the margin), or null. */
export function closeCall(blend: readonly ShapeShare[], margin: number): readonly [FaceShape, FaceShape] | null {
  const [first, second] = blend;
  if (!first || !second || second.percentage <= 0) return null;
  return first.percentage - second.percentage < margin ? [first.shape, second.shape] : null;
}

export function verdictOf(blend: readonly ShapeShare[], gender: Gender): Verdict {
  const close = closeCall(blend, CLOSE_CALL_MARGINS[gender]);
  if (close) return { shapes: close, text: `Between ${close[0]} and ${close[1]}` };
  const top = blend[0]?.shape ?? "Oval";
  return { shapes: [top], text: top };
}

/** The blend as a result shows it: for men, without Heart (the men's photos have no heart label, so it is never measured). */
export function shownBlend(blend: readonly ShapeShare[], gender: Gender): ShapeShare[] {
  return blend.filter((share) => gender === "female" || share.shape !== "Heart");
}

/** Said once under a man's blend. */
export const NO_HEART_FOR_MEN =
  "Heart is not part of the men's blend: none of the labelled photos of men the model learned from is called heart.";
