import { MAX_YAW_DEGREES } from "./engine-limits";
import type { ShapeShare } from "./types";

/**
 * Confidence, 0 to 100: how clearly the top shape wins over the second (half the scale) and how
 * well the face was detected and posed (scales the whole).
 */
export function analysisConfidence(blend: readonly ShapeShare[], detectionScore: number, yaw: number): number {
  const top = (blend[0]?.percentage ?? 0) / 100;
  const second = (blend[1]?.percentage ?? 0) / 100;
  const clarity = 0.5 + 0.5 * Math.min(1, (top - second) / 0.5);
  const detection = Math.min(1, Math.max(0.5, detectionScore + 0.2));
  const pose = 1 - 0.5 * Math.min(1, Math.abs(yaw) / MAX_YAW_DEGREES) ** 2;
  return Math.round(100 * clarity * detection * pose);
}
