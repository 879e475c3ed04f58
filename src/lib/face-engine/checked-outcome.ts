/**
 * The page's check of what the face worker answers, before anything of it is shown, kept or
 * shared. The worker holds the photo and runs the engine's code; the page does not take its word
 * for anything: an answer is rebuilt here from the fields an outcome has (nothing else is copied),
 * each within its range (six known shapes once each, whole shares summing to 100, the
 * measurements a result link can carry, 68 points inside the photo's frame), and must survive the
 * result link's round trip unchanged. Anything else is no answer at all (`null`), which the page
 * says in its own words; what the worker wrote goes to the console only.
 */
import { FACE_SHAPES, type FaceShape, type Gender } from "../../data/face-shapes";
import { alternativeShapes } from "../face-shape/blend-shapes";
import { analysisConfidence } from "../face-shape/confidence";
import { FOREHEAD_SCALE } from "../face-shape/facial-metrics";
import { LANDMARK_COUNT, groupLandmarks } from "../face-shape/landmark-groups";
import { HARD_PHOTO_REASONS } from "../face-shape/photo-difficulty";
import type {
  AnalysisOutcome,
  FaceAnalysis,
  FacialMetrics,
  HardPhotoReason,
  Point,
  ShapeShare,
} from "../face-shape/types";
import { shareableResult } from "../result/codec";

/** The longest worker message kept for the console. */
export const MAX_WORKER_MESSAGE_LENGTH = 1000;
/** Most numbers in any feature list an analysis carries (the landmark model's description: 256). */
const MAX_FEATURES = 256;

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const within = (value: unknown, min: number, max: number): value is number =>
  finite(value) && value >= min && value <= max;
const whole = (value: unknown, min: number, max: number): value is number =>
  within(value, min, max) && Number.isInteger(value);

/** A list of finite numbers of at most `max` entries, copied; undefined where it is not one. */
function numbers(value: unknown, max: number): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > max || !value.every(finite)) return undefined;
  return value.map(Number);
}

/** The blend: all six shapes once each, whole shares summing to 100, largest first. */
function checkedBlend(value: unknown): ShapeShare[] | null {
  if (!Array.isArray(value) || value.length !== FACE_SHAPES.length) return null;
  const blend: ShapeShare[] = [];
  for (const entry of value) {
    if (!isObject(entry) || !FACE_SHAPES.includes(entry["shape"] as FaceShape)) return null;
    if (!whole(entry["percentage"], 0, 100)) return null;
    blend.push({ shape: entry["shape"] as FaceShape, percentage: entry["percentage"] });
  }
  if (new Set(blend.map((share) => share.shape)).size !== FACE_SHAPES.length) return null;
  if (blend.reduce((sum, share) => sum + share.percentage, 0) !== 100) return null;
  if (blend.some((share, index) => index > 0 && share.percentage > (blend[index - 1]?.percentage ?? 0))) return null;
  return blend;
}

/** The six measurements, each a finite number (the four a link carries are held to its ranges below). */
function checkedMetrics(value: unknown): FacialMetrics | null {
  if (!isObject(value)) return null;
  const { foreheadWidth, cheekboneWidth, jawlineWidth, faceLength, jawAngle, chinAngle } = value;
  if (![foreheadWidth, cheekboneWidth, jawlineWidth, faceLength].every((v) => within(v, 0, 1000))) return null;
  if (!within(jawAngle, 0, 180) || !within(chinAngle, 0, 180)) return null;
  return { foreheadWidth, cheekboneWidth, jawlineWidth, faceLength, jawAngle, chinAngle } as FacialMetrics;
}

/** 68 points inside the photo's frame (or within one photo's size of it: a chin may run off the edge). */
function checkedPoints(value: unknown, size: { width: number; height: number }): Point[] | null {
  if (!Array.isArray(value) || value.length !== LANDMARK_COUNT) return null;
  const points: Point[] = [];
  for (const point of value) {
    if (!isObject(point)) return null;
    const { x, y } = point;
    if (!within(x, -size.width, 2 * size.width) || !within(y, -size.height, 2 * size.height)) return null;
    points.push({ x, y });
  }
  return points;
}

function checkedHardPhoto(value: unknown): HardPhotoReason[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((reason) => HARD_PHOTO_REASONS.includes(reason as HardPhotoReason))) return null;
  if (new Set(value).size !== value.length) return null;
  return value as HardPhotoReason[];
}

/** An analysis rebuilt from the worker's, or null where any field is out of its range. */
function checkedAnalysis(value: unknown, gender: Gender, size: { width: number; height: number }): FaceAnalysis | null {
  if (!isObject(value) || value["gender"] !== gender) return null;
  const blend = checkedBlend(value["hybridResults"]);
  const facialMetrics = checkedMetrics(value["facialMetrics"]);
  const imageSize = value["imageSize"];
  if (!blend || !facialMetrics || !isObject(imageSize)) return null;
  if (imageSize["width"] !== size.width || imageSize["height"] !== size.height) return null;
  const points = checkedPoints(value["points"], size);
  const pose = value["pose"];
  if (!points || !isObject(pose) || !within(pose["rollDegrees"], -180, 180) || !within(pose["yawDegrees"], -90, 90))
    return null;
  const top = blend[0] as ShapeShare;
  if (value["detectedShape"] !== top.shape || value["confidence"] !== analysisConfidence(blend)) return null;
  const alternatives = alternativeShapes(blend);
  if (JSON.stringify(value["alternativeShapes"]) !== JSON.stringify(alternatives)) return null;
  if (!within(value["detectionScore"], 0, 1)) return null;
  if (!within(value["foreheadScale"], FOREHEAD_SCALE.min, FOREHEAD_SCALE.max)) return null;
  const analysis: FaceAnalysis = {
    detectedShape: top.shape,
    confidence: top.percentage,
    hybridResults: blend,
    alternativeShapes: alternatives,
    facialMetrics,
    landmarks: groupLandmarks(points),
    points,
    imageSize: { width: size.width, height: size.height },
    detectionScore: value["detectionScore"],
    pose: { rollDegrees: pose["rollDegrees"], yawDegrees: pose["yawDegrees"] },
    foreheadScale: value["foreheadScale"],
    gender,
  };
  for (const key of ["embedding", "identity", "appearance"] as const) {
    if (value[key] === undefined) continue;
    const list = numbers(value[key], MAX_FEATURES);
    if (!list) return null;
    analysis[key] = list;
  }
  if (value["otherFacesIgnored"] !== undefined) {
    if (!whole(value["otherFacesIgnored"], 1, 100)) return null;
    analysis.otherFacesIgnored = value["otherFacesIgnored"];
  }
  if (value["hardPhoto"] !== undefined) {
    const hardPhoto = checkedHardPhoto(value["hardPhoto"]);
    if (!hardPhoto) return null;
    analysis.hardPhoto = hardPhoto;
  }
  // What a link or a kept result would carry must come back from the codec as it went in.
  return shareableResult(analysis, gender) ? analysis : null;
}

/**
 * The worker's outcome for a photo of `size` analysed as `gender`, rebuilt from its known fields,
 * or null where it is not an outcome the engine can give. An engine error keeps its message (cut
 * short) for the console only: the page says its own words (src/text/analyzer.ts).
 */
export function checkedOutcome(
  value: unknown,
  gender: Gender,
  size: { width: number; height: number },
): AnalysisOutcome | null {
  if (!isObject(value)) return null;
  switch (value["kind"]) {
    case "ok": {
      const analysis = checkedAnalysis(value["analysis"], gender, size);
      return analysis ? { kind: "ok", analysis } : null;
    }
    case "no-face":
      return { kind: "no-face" };
    case "multiple-faces":
      return whole(value["count"], 2, 1000) ? { kind: "multiple-faces", count: value["count"] } : null;
    case "face-too-small":
      return whole(value["faceWidthPx"], 0, 100_000) && whole(value["minimumPx"], 1, 100_000)
        ? { kind: "face-too-small", faceWidthPx: value["faceWidthPx"], minimumPx: value["minimumPx"] }
        : null;
    case "head-turned":
      return within(value["yawDegrees"], -180, 180) ? { kind: "head-turned", yawDegrees: value["yawDegrees"] } : null;
    case "head-tilted":
      return within(value["rollDegrees"], -180, 180)
        ? { kind: "head-tilted", rollDegrees: value["rollDegrees"] }
        : null;
    case "engine-error":
      return typeof value["message"] === "string"
        ? { kind: "engine-error", message: value["message"].slice(0, MAX_WORKER_MESSAGE_LENGTH) }
        : null;
    default:
      return null;
  }
}
