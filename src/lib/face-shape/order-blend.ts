import { FACE_SHAPES, type FaceShape } from "../../data/face-shapes";
import type { ShapeShare } from "./types";

/**
 * The one order in which a blend is listed, wherever it is shown (the analyzer's result, a shared
 * link, the card): the top shape first, then largest share first, ties in the fixed display order
 * of FACE_SHAPES. A link carries only the top shape and the whole percentages, so ties must not
 * depend on anything else, or the same blend would list differently on `/result`.
 */
export function orderBlend(blend: readonly ShapeShare[], top: FaceShape | undefined = blend[0]?.shape): ShapeShare[] {
  return [...blend].sort(
    (a, b) =>
      Number(b.shape === top) - Number(a.shape === top) ||
      b.percentage - a.percentage ||
      FACE_SHAPES.indexOf(a.shape) - FACE_SHAPES.indexOf(b.shape),
  );
}
