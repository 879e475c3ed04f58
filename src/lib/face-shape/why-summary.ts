/**
 * The why in brief (issue 52, "a why in a visitor's words"): of every line of the model's decision
 * (explain-result.ts), the two or three that decided it, and the lines that pulled the other way,
 * grouped, when they are large enough to cancel much of what decided. The full ledger, every line
 * adding up to the lead, stays beside it.
 */
import type { ReasonLine } from "./explain-result";

export interface WhySummary {
  /** The lines for the named shape that make its lead, largest first: at most three, at least one where any counts. */
  deciding: ReasonLine[];
  /** Lines for the other shape, largest first, shown grouped when they cancel a large part of the deciding ones. */
  opposing: ReasonLine[];
  /** Their points together (positive: toward the other shape). */
  opposingPoints: number;
  /** True when the opposing lines take back at least a quarter of what the deciding ones make. */
  cancels: boolean;
  /** True when they take back most (three fifths or more) of what every line for the named shape makes. */
  heavy: boolean;
  /** Lines smaller than what one photo varies. */
  small: number;
}

/** At most this many deciding reasons are said in sentences. */
export const MOST_DECIDING = 3;

export function whySummary(lines: readonly ReasonLine[], gap: number): WhySummary {
  const counted = lines.filter((line) => !line.withinNoise && line.shown !== 0);
  const favouring = counted.filter((line) => line.shown > 0).sort((a, b) => b.shown - a.shown);
  const deciding: ReasonLine[] = [];
  let made = 0;
  for (const line of favouring) {
    if (deciding.length >= MOST_DECIDING || (deciding.length > 0 && made >= gap)) break;
    deciding.push(line);
    made += line.shown;
  }
  const opposing = counted.filter((line) => line.shown < 0).sort((a, b) => a.shown - b.shown);
  const opposingPoints = -opposing.reduce((sum, line) => sum + line.shown, 0);
  const favouringPoints = favouring.reduce((sum, line) => sum + line.shown, 0);
  return {
    deciding,
    opposing,
    opposingPoints,
    cancels: opposing.length > 0 && opposingPoints >= Math.max(1, made / 4),
    heavy: opposingPoints >= 0.6 * favouringPoints,
    small: lines.filter((line) => line.withinNoise).length,
  };
}
