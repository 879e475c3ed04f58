import { at, distance, eyeCentres, levelledPoints } from "./face-geometry";
import { hairlineGeometry } from "./facial-metrics";
import type { HardPhotoReason, Point } from "./types";

/**
 * Past these a photo still gets its result, with a note that it was hard to measure and what to
 * change. The figures are from the landmark cache of about 4,800 labelled portraits (the
 * calibration's), which `npm run bench:yaw` prints.
 */
export const HARD_PHOTO_LIMITS = {
  /**
   * Head turned by more than this many degrees (up to MAX_YAW_DEGREES, past which there is no
   * result): half that limit. At 15 degrees the outline looks about 3 % narrower than it is, its
   * far half more; about 3 % of the portraits are turned further.
   */
  turnedDegrees: 15,
  /**
   * Eye line tilted by more than this many degrees before the photo was levelled (levelling starts
   * at ROLL_CORRECTION_DEGREES). Under 1 % of the portraits are, and those matched their labelled
   * shape about half as often as the portraits that needed no levelling.
   */
  levelledFromDegrees: 15,
  /**
   * Lips parted by more than this (mouthOpening): the 97.5th percentile of the portraits. A broad
   * smile with the teeth showing reads about 0.15 to 0.2; past 0.22 the mouth is open in a laugh or
   * a word, and with it the median chin sits 7 % further below the eyes than with the lips together,
   * which makes the face's length-to-width ratio about 5 % larger.
   */
  mouthOpening: 0.22,
  /**
   * The chin point this close to the photo's edge (or past it), as a share of the photo's shorter
   * side: the landmark model then places the chin partly by guesswork, and the face length with it.
   */
  chinEdge: 0.01,
} as const;

/** The order the result lists the reasons in: the head's pose, then the expression, then the framing. */
export const HARD_PHOTO_REASONS: readonly HardPhotoReason[] = [
  "turned",
  "levelled",
  "mouth-open",
  "chin-at-edge",
  "top-at-edge",
];

/** The inner lips' facing points, upper then lower. */
const INNER_LIPS = [
  [61, 67],
  [62, 66],
  [63, 65],
] as const;

/**
 * How far the lips are apart: the mean gap between the inner lips, with the eyes levelled, in
 * distances between the eye centres (which an open mouth does not move). 0 with the lips together.
 */
export function mouthOpening(points: readonly Point[]): number {
  const level = levelledPoints(points);
  let gap = 0;
  for (const [upper, lower] of INNER_LIPS) gap += Math.max(0, at(level, lower).y - at(level, upper).y);
  const { right, left } = eyeCentres(points);
  return gap / INNER_LIPS.length / (distance(right, left) || 1);
}

/** What the difficulty of a measured photo is judged from. */
export interface MeasuredPhoto {
  /** The 68 points in photo pixels. */
  points: readonly Point[];
  /** Head yaw read from the points (yawDegrees). */
  yawDegrees: number;
  /** The eye-line tilt the photo was levelled from, when it was levelled. */
  levelledFromDegrees?: number | undefined;
  /** The photo's size in pixels, which the points refer to (for a face cut off at the edge). */
  imageSize: { width: number; height: number };
}

/** How far a point lies inside the photo: its distance to the nearest edge (negative outside). */
function insideBy(point: Point, size: { width: number; height: number }): number {
  return Math.min(point.x, point.y, size.width - point.x, size.height - point.y);
}

/**
 * The reasons that make the measurement itself unsure (the head's pose, the expression): a photo
 * with one of them gets the model's hard-photo temperature, so flatter shares. A face at the
 * photo's edge gets its note but not flatter shares: on the 2,866 development photos of niten19,
 * tight crops where most are cut off, the top shape was right as often with the note as without.
 */
export const UNSURE_REASONS: readonly HardPhotoReason[] = ["turned", "levelled", "mouth-open"];

/** Whether a photo's reasons call for the hard-photo temperature (UNSURE_REASONS). */
export const measuredUnsurely = (reasons: readonly HardPhotoReason[] | undefined): boolean =>
  (reasons ?? []).some((reason) => UNSURE_REASONS.includes(reason));

/** What made a measured photo hard, in the order of HARD_PHOTO_REASONS; empty when nothing did. */
export function hardPhotoReasons(photo: MeasuredPhoto): HardPhotoReason[] {
  const found: Record<HardPhotoReason, boolean> = {
    turned: Math.abs(photo.yawDegrees) > HARD_PHOTO_LIMITS.turnedDegrees,
    levelled: Math.abs(photo.levelledFromDegrees ?? 0) > HARD_PHOTO_LIMITS.levelledFromDegrees,
    "mouth-open": mouthOpening(photo.points) > HARD_PHOTO_LIMITS.mouthOpening,
    "chin-at-edge":
      insideBy(at(photo.points, 8), photo.imageSize) <
      HARD_PHOTO_LIMITS.chinEdge * Math.min(photo.imageSize.width, photo.imageSize.height),
    "top-at-edge": insideBy(hairlineGeometry(photo.points).center, photo.imageSize) < 0,
  };
  return HARD_PHOTO_REASONS.filter((reason) => found[reason]);
}
