import { at, distance, eyeCentres, levelledPoints } from "./face-geometry";
import { HARD_PHOTO_LIMITS, mouthOpening } from "./photo-difficulty";
import type { Point } from "./types";

/**
 * An open mouth drops the chin, and with it every length the site measures. Lips parted up to the
 * hard-photo limit (HARD_PHOTO_LIMITS.mouthOpening, a broad smile) barely move the jaw; past it,
 * on the same people's photos, the chin sits JAW_DROP_PER_OPENING eye distances further below the
 * eyes for each eye distance the lips part beyond the limit (the within-identity slope over the
 * labelled development photos, which `npm run shape-evidence` prints and
 * tools/face-model/evidence/shape-evidence.test.ts recomputes from its measurements). So before a
 * face is measured, the lower jaw is lifted back by that much: the points that move with the jaw
 * (the outline below the ears, the lower lip) rise in proportion to how far they sit from the
 * jaw's hinge, the chin by the whole drop. The landmarks drawn on the photo stay where they were found.
 */
export const JAW_DROP_PER_OPENING = 1.1;

/** The lower lip's points (outer and inner), which move with the jaw. */
const LOWER_LIP = [55, 56, 57, 58, 59, 65, 66, 67] as const;
/** The outline's points below the ears (0 and 16 stay where the jaw hinges). */
const OUTLINE = Array.from({ length: 15 }, (_, i) => i + 1);

/** How far the chin dropped because the mouth is open, in photo pixels (0 for a mouth the limit allows). */
export function jawDrop(points: readonly Point[]): number {
  const excess = Math.max(0, mouthOpening(points) - HARD_PHOTO_LIMITS.mouthOpening);
  const { right, left } = eyeCentres(points);
  return JAW_DROP_PER_OPENING * excess * distance(right, left);
}

/** The 68 points as the face would be with the mouth closed to the hard-photo limit (the same points when it is not wider). */
export function closedMouthPoints(points: readonly Point[]): Point[] {
  const drop = jawDrop(points);
  if (drop <= 0) return points.map(({ x, y }) => ({ x, y }));
  const level = levelledPoints(points);
  const { right, left } = eyeCentres(points);
  const angle = Math.atan2(left.y - right.y, left.x - right.x);
  // Up the face, in photo pixels.
  const up = { x: Math.sin(angle), y: -Math.cos(angle) };
  const hinge = (at(level, 0).y + at(level, 16).y) / 2;
  const chin = at(level, 8).y - hinge || 1;
  const moved = new Set<number>([...OUTLINE, ...LOWER_LIP]);
  return points.map((p, i) => {
    if (!moved.has(i)) return { x: p.x, y: p.y };
    const share = Math.min(1, Math.max(0, (at(level, i).y - hinge) / chin));
    return { x: p.x + up.x * drop * share, y: p.y + up.y * drop * share };
  });
}
