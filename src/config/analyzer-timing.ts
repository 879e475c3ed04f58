/** Pacing of the analyzer flow (SPEC.md sections 4 and 9), defined once. */

/** The loading overlay lasts at least this long, and longer if the real analysis needs it. */
export const MIN_ANALYSIS_OVERLAY_MS = 3000;
/** Each of the overlay's four messages shows for this long before the next. */
export const OVERLAY_MESSAGE_STEP_MS = 750;
/** How long the landmark preview shows before the results (the visitor can skip it). */
export const LANDMARK_PREVIEW_MS = 3000;

/** The overlay's messages, in order. */
export const OVERLAY_MESSAGES = [
  "Detecting facial features...",
  "Measuring proportions...",
  "Analyzing face shape...",
  "Finalizing results...",
] as const;
