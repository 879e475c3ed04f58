import { alternativeShapes, blendShapes } from "./blend-shapes";
import { closedMouthPoints } from "./expression";
import { landmarksOutlineAFace } from "./landmark-sanity";
import { classifyFaceShape } from "./classify-face-shape";
import { analysisConfidence } from "./confidence";
import { MAX_ROLL_DEGREES, MAX_YAW_DEGREES } from "./engine-limits";
import { rollDegrees, yawDegrees } from "./face-geometry";
import type { FaceShapeModel } from "./face-shape-model";
import { FOREHEAD_SCALE, clampForeheadScale, facialMetrics } from "./facial-metrics";
import { LANDMARK_COUNT, groupLandmarks } from "./landmark-groups";
import { FACE_SHAPE_MODELS } from "./model/face-shape-model.data";
import { hardPhotoReasons, measuredUnsurely } from "./photo-difficulty";
import { classifierInputs } from "./shape-features";
import type { AnalysisOutcome, FaceAnalysis, Gender, Point } from "./types";

/** What the landmark model produced for one face. */
export interface LandmarkMeasurement {
  /** The visitor's choice, which picks the classifier (one is fitted per gender). */
  gender: Gender;
  /** The 68 points in photo pixels. */
  points: readonly Point[];
  imageSize: { width: number; height: number };
  /** Detector score of the face, 0 to 1. */
  detectionScore: number;
  /** Smaller faces in the background that were not analysed. */
  otherFacesIgnored?: number;
  /**
   * True when a tilted head was levelled (the photo turned about the face) and found again, so
   * the landmarks are trustworthy whatever the tilt. The measurements ignore roll either way.
   */
  rollCorrected?: boolean;
  /** The eye-line tilt, in degrees, that the photo was levelled from (set with rollCorrected). */
  levelledFromDegrees?: number;
  /** The landmark model's 256-number description of the face, when the worker measured it. */
  embedding?: readonly number[];
  /** The appearance network's 128 features (face-appearance.ts), when the worker measured them. */
  appearance?: readonly number[];
  /** Forehead height relative to the estimate (FOREHEAD_SCALE); 1 unless the visitor moved the hairline. */
  foreheadScale?: number;
}

/** Builds the full analysis (or the pose outcome that prevents it) from one face's landmarks. */
export function analysisFromLandmarks(
  measurement: LandmarkMeasurement,
  model: FaceShapeModel = FACE_SHAPE_MODELS[measurement.gender],
): AnalysisOutcome {
  const { points, imageSize, detectionScore } = measurement;
  if (points.length !== LANDMARK_COUNT)
    return { kind: "engine-error", message: `expected ${LANDMARK_COUNT} landmarks` };
  if (!landmarksOutlineAFace(points)) return { kind: "no-face" };
  const yaw = yawDegrees(points);
  if (Math.abs(yaw) > MAX_YAW_DEGREES) return { kind: "head-turned", yawDegrees: Math.round(yaw) };
  const roll = rollDegrees(points);
  if (!measurement.rollCorrected && Math.abs(roll) > MAX_ROLL_DEGREES)
    return { kind: "head-tilted", rollDegrees: Math.round(roll) };

  const foreheadScale = clampForeheadScale(measurement.foreheadScale ?? FOREHEAD_SCALE.estimate);
  // An open mouth's drop is taken out before anything is measured (expression.ts).
  const measured = closedMouthPoints(points);
  const inputs = classifierInputs(
    measured,
    {
      embedding: measurement.embedding,
      appearance: measurement.appearance,
    },
    foreheadScale,
  );
  const hardPhoto = hardPhotoReasons({
    points,
    yawDegrees: yaw,
    levelledFromDegrees: measurement.levelledFromDegrees,
    imageSize,
  });
  const blend = blendShapes(classifyFaceShape(inputs, model, measuredUnsurely(hardPhoto)));
  const top = blend[0];
  if (!top) return { kind: "engine-error", message: "empty blend" };
  return {
    kind: "ok",
    analysis: {
      detectedShape: top.shape,
      confidence: analysisConfidence(blend),
      hybridResults: blend,
      alternativeShapes: alternativeShapes(blend),
      facialMetrics: facialMetrics(measured, foreheadScale),
      landmarks: groupLandmarks(points),
      points: points.map(({ x, y }) => ({ x, y })),
      imageSize: { width: imageSize.width, height: imageSize.height },
      detectionScore,
      pose: { rollDegrees: Math.round(roll * 10) / 10, yawDegrees: Math.round(yaw * 10) / 10 },
      ...(measurement.embedding ? { embedding: [...measurement.embedding] } : {}),
      ...(measurement.appearance ? { appearance: [...measurement.appearance] } : {}),
      foreheadScale,
      gender: measurement.gender,
      ...(measurement.otherFacesIgnored ? { otherFacesIgnored: measurement.otherFacesIgnored } : {}),
      ...(hardPhoto.length > 0 ? { hardPhoto } : {}),
    },
  };
}

/**
 * The same face measured again with the hairline moved (a forehead scale, see FOREHEAD_SCALE):
 * the face length, the classifier's inputs and so the blend change; the landmarks do not. Uses
 * the classifier the analysis used.
 */
export function withForeheadScale(
  analysis: FaceAnalysis,
  foreheadScale: number,
  model: FaceShapeModel = FACE_SHAPE_MODELS[analysis.gender],
): FaceAnalysis {
  const scale = clampForeheadScale(foreheadScale);
  if (scale === analysis.foreheadScale) return analysis;
  const measured = closedMouthPoints(analysis.points);
  const inputs = classifierInputs(
    measured,
    {
      embedding: analysis.embedding,
      appearance: analysis.appearance,
    },
    scale,
  );
  const blend = blendShapes(classifyFaceShape(inputs, model, measuredUnsurely(analysis.hardPhoto)));
  const top = blend[0];
  if (!top) return analysis;
  return {
    ...analysis,
    detectedShape: top.shape,
    confidence: analysisConfidence(blend),
    hybridResults: blend,
    alternativeShapes: alternativeShapes(blend),
    facialMetrics: facialMetrics(measured, scale),
    foreheadScale: scale,
  };
}
