/** Pacing of the analyzer flow (docs/product.md, "The analyzer flow" and "Timings"), defined once. */

/*
 * The loading overlay lasts exactly as long as the analysis: it closes when the engine answers, and
 * its lines follow the engine's own steps (no minimum time, no timed messages).
 */
/**
 * How long the landmark preview shows the points the engine found before the results (the visitor
 * can end it sooner with Skip or Escape): the headline is on screen at most this long after the
 * engine answered.
 */
export const LANDMARK_PREVIEW_MS = 1500;

/**
 * The guided camera offers a manual shutter ("Take photo anyway") once its checks have stayed
 * unmet this long, so a visitor whose light or pose the gates never accept is not stuck.
 */
export const MANUAL_SHUTTER_AFTER_MS = 10_000;

/**
 * An analysis that has not answered after this long (model download stalled, say) ends as an engine
 * error, and its worker is stopped, so that the next analysis starts a fresh one.
 */
export const ANALYSIS_TIMEOUT_MS = 60_000;

/**
 * After the face model fails to load, the next load waits this long, doubled after each further
 * failure in a row up to MODEL_RETRY_MAX_MS, so a broken network is not asked again and again.
 */
export const MODEL_RETRY_FIRST_MS = 2000;
export const MODEL_RETRY_MAX_MS = 60_000;
