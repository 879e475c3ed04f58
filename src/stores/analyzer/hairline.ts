import { task } from "nanostores";
import { FOREHEAD_SCALE, clampForeheadScale } from "../../lib/face-shape/facial-metrics";
import { $analysesAsDetected, $foreheadScale, $remeasured } from "./state";

/**
 * Measures every photo of the answer again with the visitor's hairline (loading the classifier
 * the first time). Called whenever the hairline or the answer's photos change.
 */
export function remeasure(): Promise<void> {
  return task(async () => {
    const scale = $foreheadScale.get();
    const from = $analysesAsDetected.get();
    if (from.length === 0) return;
    if (scale === FOREHEAD_SCALE.estimate) {
      $remeasured.set(null);
      return;
    }
    const { withForeheadScale } = await import("../../lib/face-shape/analysis-from-landmarks");
    // A later move or photo has started its own measuring: leave it to that one.
    const now = $analysesAsDetected.get();
    if ($foreheadScale.get() !== scale || now.length !== from.length || now.some((a, i) => a !== from[i])) return;
    $remeasured.set({ from, analyses: from.map((a) => withForeheadScale(a, scale)) });
  });
}

/** Moves the hairline (see FOREHEAD_SCALE); every photo's measurements follow. */
export function setForeheadScale(scale: number): void {
  $foreheadScale.set(clampForeheadScale(scale));
  void remeasure();
}
