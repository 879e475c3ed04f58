import { MIN_FACE_FRACTION, MIN_FACE_WIDTH_PX, SIMILAR_FACE_WIDTH_RATIO } from "./engine-limits";

/** A face the detector found, in photo pixels. */
export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  /** Detector score, 0 to 1. */
  score: number;
}

/** What the detections say before any landmark is measured. */
export type FaceScreening =
  | { kind: "face"; face: DetectedFace; otherFaces: number }
  | { kind: "no-face" }
  | { kind: "multiple-faces"; count: number }
  | { kind: "face-too-small"; faceWidthPx: number; minimumPx: number };

/** Smallest face width worth measuring in a photo of this size. */
export function minimumFaceWidth(imageSize: { width: number; height: number }): number {
  return Math.round(Math.max(MIN_FACE_WIDTH_PX, MIN_FACE_FRACTION * Math.min(imageSize.width, imageSize.height)));
}

/**
 * Picks the face to analyse: none found; two or more faces of similar size (the photo is
 * ambiguous); the largest face too small; or the largest face, with smaller faces in the
 * background counted and ignored.
 */
export function screenFaces(
  faces: readonly DetectedFace[],
  imageSize: { width: number; height: number },
): FaceScreening {
  const bySize = [...faces].sort((a, b) => b.box.width - a.box.width || b.score - a.score);
  const largest = bySize[0];
  if (!largest) return { kind: "no-face" };
  const similar = bySize.filter((face) => face.box.width >= SIMILAR_FACE_WIDTH_RATIO * largest.box.width);
  if (similar.length > 1) return { kind: "multiple-faces", count: similar.length };
  const minimumPx = minimumFaceWidth(imageSize);
  if (largest.box.width < minimumPx) {
    return { kind: "face-too-small", faceWidthPx: Math.round(largest.box.width), minimumPx };
  }
  return { kind: "face", face: largest, otherFaces: bySize.length - 1 };
}
