/**
 * Written by `npm run shape-guide` (tools/face-model/shape-guide.ts); do not edit by hand.
 * From the shipped model's cross-validated predictions on the development photos (evidence.csv),
 * women and men together: one rule for every answer.
 */
export const CLOSE_CALL_MARGIN = 13;
