/**
 * How often an answer like the one on screen was right, on people the model never saw: the tables
 * tools/face-model/evaluation/answer-chance.ts works out from the shipped model's cross-validated
 * predictions (for one named shape, by its top share; for a named pair, by the two shares
 * together; for answers combining two or three photos of one person, as such), which the site
 * reads from model/figures.data.ts, and how to read them.
 */

/** A band of shares and how often answers in it were right (whole percent). */
export interface ChanceBand {
  /** Lowest share of the band (inclusive), in percent. */
  from: number;
  answers: number;
  right: number;
}

/** For one photo count: single-shape answers by their top share, named pairs by their two shares together. */
export interface CountChances {
  one: ChanceBand[];
  pair: ChanceBand[];
}

/** Per photo count (1, 2, 3), for one gender's model. */
export type AnswerChances = Readonly<Record<"1" | "2" | "3", CountChances>>;

/** How often answers like this one were right, in percent: the band holding `share` (the lowest band below it all). */
export function chanceOf(bands: readonly ChanceBand[], share: number): number {
  let found = bands[0]?.right ?? 0;
  for (const band of bands) if (share >= band.from) found = band.right;
  return found;
}
