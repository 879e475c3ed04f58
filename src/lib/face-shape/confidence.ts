import type { ShapeShare } from "./types";

/**
 * Confidence, 0 to 100: the top shape's share of the blend. The calibration fits the blend so its
 * shares are probabilities (on the locked test parts, results shown at about p % were right about
 * p % of the time, within the calibration error the accuracy section states), so the confidence
 * is that measured figure and not a formula of its own.
 */
export function analysisConfidence(blend: readonly ShapeShare[]): number {
  return blend[0]?.percentage ?? 0;
}
