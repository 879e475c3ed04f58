import { MIN_FACE_WIDTH_PX } from "./engine-limits";
import type { Point } from "./types";

/**
 * The landmark model sometimes answers a face box with all 68 points heaped in one spot (6 of
 * 5,640 labelled photos: their jaw outlines 0.5 to 4.5 px wide, the next narrowest 41 px). Such
 * points measure nothing, and their extreme proportions distort a fit: they are no face. The jaw
 * outline must span at least half the smallest face the detector accepts.
 */
export const MIN_OUTLINE_WIDTH_PX = MIN_FACE_WIDTH_PX / 2;

/** Whether the 68 points outline a face at all (see MIN_OUTLINE_WIDTH_PX). */
export function landmarksOutlineAFace(points: readonly Point[]): boolean {
  const jaw = points.slice(0, 17);
  if (jaw.length < 17) return false;
  const xs = jaw.map((p) => p.x);
  const ys = jaw.map((p) => p.y);
  const span = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return span >= MIN_OUTLINE_WIDTH_PX;
}
