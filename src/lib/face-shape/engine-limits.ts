/**
 * Thresholds of the hard cases (docs/decisions.md "Hard cases": no face, several faces, face too
 * small, head turned or tilted).
 */

/** A face narrower than this many photo pixels is too small to measure. */
export const MIN_FACE_WIDTH_PX = 48;
/** ...or narrower than this share of the photo's shorter side (a face lost in the frame). */
export const MIN_FACE_FRACTION = 0.08;
/** Another face at least this wide relative to the largest one makes the photo ambiguous. */
export const SIMILAR_FACE_WIDTH_RATIO = 0.7;
/** Eyes tilted by more than this are levelled by rotating the photo and detecting again. */
export const ROLL_CORRECTION_DEGREES = 8;
/** Tilted by more than this and the levelled face not found again: too tilted to measure. */
export const MAX_ROLL_DEGREES = 20;
/** Turned left or right by more than this: the outline of the far cheek is hidden. */
export const MAX_YAW_DEGREES = 30;
