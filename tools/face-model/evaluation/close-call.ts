/**
 * The close-call margin the verdict names two shapes below (src/lib/face-shape/verdict.ts), from
 * the shipped model's cross-validated predictions: `npm run shape-guide` writes it to
 * src/lib/face-shape/model/close-call.data.ts.
 */

/** How many times as often the top shape must be right as the second before it is named alone. */
export const CLOSE_CALL_ODDS = 1.5;

/** One cross-validated prediction: was the top or the second shape the label, and by how many points did it lead. */
export interface MarginRow {
  margin: number;
  topRight: boolean;
  secondRight: boolean;
}

/** Leads (in points) are judged in bands this wide, each band counted only with this many predictions. */
export const CLOSE_CALL_BAND = { width: 5, minPredictions: 30 } as const;

/**
 * The close-call margin: the smallest lead (whole points) from which the top shape was right at
 * least CLOSE_CALL_ODDS times as often as the second in every band of leads (CLOSE_CALL_BAND wide,
 * sliding by one point, up to 50) that holds enough predictions. Below it, the top shape was not
 * clearly more often right than the second, so a result that close names both.
 */
export function closeCallMargin(rows: readonly MarginRow[]): number {
  const clearFrom = (margin: number) => {
    for (let start = margin; start <= 50; start += 1) {
      const band = rows.filter((row) => row.margin >= start && row.margin < start + CLOSE_CALL_BAND.width);
      if (band.length < CLOSE_CALL_BAND.minPredictions) continue;
      const top = band.filter((row) => row.topRight).length;
      const second = band.filter((row) => row.secondRight).length;
      if (top < CLOSE_CALL_ODDS * second) return false;
    }
    return true;
  };
  for (let margin = 0; margin <= 50; margin += 1) if (clearFrom(margin)) return margin;
  return 51;
}
