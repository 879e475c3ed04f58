import type { FaceShape, Gender } from "../../data/face-shapes";
import { CLOSE_CALL_MARGIN } from "./model/close-call.data";
import type { ShapeShare } from "./types";

/**
 * What a result says its shape is: one shape, or, when the second is within CLOSE_CALL_MARGIN
 * points of the first (tools/face-model/evaluation/close-call.ts), both. One rule for women and
 * men, one photo, several photos and camera frames. The results, a shared link, a kept result and the
 * result card all name a result with this, so what is kept or shared says what the screen said.
 */
export interface Verdict {
  /** The named shape, or the two of a close call, the larger share first. */
  shapes: readonly [FaceShape] | readonly [FaceShape, FaceShape];
  /** "Oval", or "Between Oval and Heart". */
  text: string;
}

/** The two shapes a close call names (the second within the margin of the first), or null. */
export function closeCall(
  blend: readonly ShapeShare[],
  margin: number = CLOSE_CALL_MARGIN,
): readonly [FaceShape, FaceShape] | null {
  const [first, second] = blend;
  if (!first || !second || second.percentage <= 0) return null;
  return first.percentage - second.percentage < margin ? [first.shape, second.shape] : null;
}

export function verdictOf(blend: readonly ShapeShare[]): Verdict {
  const close = closeCall(blend);
  if (close) return { shapes: close, text: `Between ${close[0]} and ${close[1]}` };
  const top = blend[0]?.shape ?? "Oval";
  return { shapes: [top], text: top };
}

/** The close-call rule in one sentence, as the result says it beside the blend. */
export const CLOSE_CALL_RULE = `We name two shapes when the second is within ${CLOSE_CALL_MARGIN} points of the first.`;

/**
 * "Also close": shapes the headline does not name whose share is within the close-call margin of
 * the top one (in a close call, a third shape that near), largest first.
 */
export function alsoClose(blend: readonly ShapeShare[], verdict: Verdict): ShapeShare[] {
  const top = blend[0]?.percentage ?? 0;
  return blend.filter(
    (share) =>
      share.percentage > 0 && top - share.percentage < CLOSE_CALL_MARGIN && !verdict.shapes.includes(share.shape),
  );
}

/** The blend as a result shows it: for men, without Heart (the men's photos have no heart label, so it is never measured). */
export function shownBlend(blend: readonly ShapeShare[], gender: Gender): ShapeShare[] {
  return blend.filter((share) => gender === "female" || share.shape !== "Heart");
}

/** Said once under a man's blend. */
export const NO_HEART_FOR_MEN =
  "Heart is not part of the men's blend: none of the labelled photos of men the model learned from is called heart.";
