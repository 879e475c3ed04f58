import type { CloseCallMargins } from "../shape-guide";

/**
 * Written by `npm run shape-guide` (tools/face-model/shape-guide.ts); do not edit by hand.
 * From the shipped model's cross-validated predictions on the development photos (evidence.csv).
 */
export const CLOSE_CALL_MARGINS: CloseCallMargins = { female: 7, male: 13 };
