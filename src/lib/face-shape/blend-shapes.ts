import { FACE_SHAPES } from "../../data/face-shapes";
import type { ShapeProbabilities } from "./classify-face-shape";
import { orderBlend } from "./order-blend";
import type { ShapeShare } from "./types";

/** How many shapes after the top one are offered as alternatives. */
export const ALTERNATIVE_SHAPE_COUNT = 2;

/**
 * The six shapes as whole percentages summing to exactly 100 (largest-remainder rounding),
 * listed by orderBlend. The top shape is the one with the largest share; on a tie for it, the
 * more probable one, then the first in display order.
 */
export function blendShapes(probabilities: ShapeProbabilities): ShapeShare[] {
  const total = FACE_SHAPES.reduce((sum, shape) => sum + Math.max(0, probabilities[shape]), 0) || 1;
  const rows = FACE_SHAPES.map((shape, order) => {
    const exact = (100 * Math.max(0, probabilities[shape])) / total;
    return { shape, order, exact, percentage: Math.floor(exact) };
  });
  let missing = 100 - rows.reduce((sum, row) => sum + row.percentage, 0);
  const byRemainder = [...rows].sort(
    (a, b) => b.exact - b.percentage - (a.exact - a.percentage) || b.exact - a.exact || a.order - b.order,
  );
  for (const row of byRemainder) {
    if (missing <= 0) break;
    row.percentage += 1;
    missing -= 1;
  }
  const [top] = [...rows].sort((a, b) => b.percentage - a.percentage || b.exact - a.exact || a.order - b.order);
  return orderBlend(
    rows.map(({ shape, percentage }) => ({ shape, percentage })),
    top?.shape,
  );
}

/** The shapes after the top one that have a share, largest first (at most two). */
export function alternativeShapes(blend: readonly ShapeShare[]): ShapeShare[] {
  return blend.slice(1, 1 + ALTERNATIVE_SHAPE_COUNT).filter((share) => share.percentage > 0);
}
