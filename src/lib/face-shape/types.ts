import type { FaceShape, Gender } from "../../data/face-shapes";

export type { FaceShape, Gender };

/** A point in the pixel coordinates of the photo as the visitor sees it (EXIF orientation applied). */
export interface Point {
  x: number;
  y: number;
}

/** One shape's share of a blend. */
export interface ShapeShare {
  shape: FaceShape;
  /** Whole percent; the shares of a blend sum to 100. */
  percentage: number;
}

/** The four measurements shown to the visitor, plus what the classifier also uses. */
export interface FacialMetrics {
  /** Forehead width as a percentage of the face's widest span. */
  foreheadWidth: number;
  /** Cheekbone width as a percentage of the face's widest span (usually 100 or close). */
  cheekboneWidth: number;
  /** Jawline width (between the jaw angles) as a percentage of the face's widest span. */
  jawlineWidth: number;
  /** Face length (estimated hairline to chin) as a percentage of the face's widest span. */
  faceLength: number;
  /** Angle at the jaw corners, in degrees (smaller is more angular). */
  jawAngle: number;
  /** Angle at the chin, in degrees (smaller is more pointed). */
  chinAngle: number;
}

/** Landmark points grouped for the overlay, each group drawn in its own colour. */
export interface LandmarkGroups {
  jawline: Point[];
  eyebrows: Point[];
  eyes: Point[];
  nose: Point[];
  mouth: Point[];
  cheekbones: Point[];
}

/** The full result of one analysis (docs/product.md, "The result"; docs/decisions.md "A real analysis"). */
export interface FaceAnalysis {
  detectedShape: FaceShape;
  /**
   * 0 to 100: the top shape's share of the blend. The shares are calibrated probabilities, so on
   * people the model never saw, results shown at about p % were right about p % of the time.
   */
  confidence: number;
  /** All six shapes, largest first, summing to 100. */
  hybridResults: ShapeShare[];
  /** The shapes after the top one, largest first (at most two, each over 0). */
  alternativeShapes: ShapeShare[];
  facialMetrics: FacialMetrics;
  landmarks: LandmarkGroups;
  /** The 68 raw landmark points in photo pixels. */
  points: Point[];
  /** Size of the photo the points refer to. */
  imageSize: { width: number; height: number };
  /** Detector score of the analysed face, 0 to 1. */
  detectionScore: number;
  /** Head pose measured from the landmarks, in degrees (after levelling a tilted photo, roll is what was left). */
  pose: { rollDegrees: number; yawDegrees: number };
  /**
   * The landmark model's 256-number description of the face (mirror-averaged), which the
   * classifier reads besides the measurements. Computed and kept on the device like the rest.
   */
  embedding?: number[];
  /**
   * Who the face is, as face-api's recognition descriptor reads it (128 numbers, face and mirror
   * image averaged): only where the page asked, for the same-person check of photos combined into
   * one answer. No classifier reads it.
   */
  identity?: number[];
  /** The appearance network's 128 features, where the shipped model reads them (kept so a moved hairline can be re-classified). */
  appearance?: number[];
  /**
   * Forehead height (eyebrows to hairline) as a multiple of the eyebrows-to-nose-base height:
   * 1 is the estimate; other values mean the visitor moved the hairline to where theirs is.
   */
  foreheadScale: number;
  /** The visitor's choice when the photo was analysed: which gender's classifier gave the blend. */
  gender: Gender;
  /** Set when more than one face was found and the largest was analysed. */
  otherFacesIgnored?: number;
  /** What made the photo hard to measure (photo-difficulty.ts), when anything did; the result says so. */
  hardPhoto?: HardPhotoReason[];
}

/**
 * Why a photo that was measured is still a hard one: the head turned (but not too far to measure),
 * levelled from a strong tilt, the mouth open wide, the chin at the photo's edge, or the top of the
 * forehead (the estimated hairline) outside the photo.
 */
export type HardPhotoReason = "turned" | "levelled" | "mouth-open" | "chin-at-edge" | "top-at-edge";

/** Every way an analysis can end: the page turns each into a clear message. */
export type AnalysisOutcome =
  | { kind: "ok"; analysis: FaceAnalysis }
  | { kind: "no-face" }
  | { kind: "multiple-faces"; count: number }
  | { kind: "face-too-small"; faceWidthPx: number; minimumPx: number }
  | { kind: "head-turned"; yawDegrees: number }
  | { kind: "head-tilted"; rollDegrees: number }
  | { kind: "engine-error"; message: string };
