import { FACE_SHAPES, type FaceShape } from "../../data/face-shapes";
import { analysisConfidence } from "./confidence";
import { alternativeShapes, blendShapes } from "./blend-shapes";
import { HARD_PHOTO_REASONS } from "./photo-difficulty";
import type { FaceAnalysis, FacialMetrics } from "./types";

/** The most photos (or camera frames) one answer combines. */
export const MAX_COMBINED_PHOTOS = 3;

/** How many of the combined photos gave each shape as their top one, most first. */
export interface ShapeVote {
  shape: FaceShape;
  count: number;
}

/** The answer from several photos of one person, and how far they agreed. */
export interface CombinedAnalysis {
  /**
   * The first photo's analysis (its landmarks, pose and photo size, which the landmark view
   * draws) with the shape, blend, confidence and measurements of all photos combined.
   */
  analysis: FaceAnalysis;
  /** How many photos went in. */
  count: number;
  /** Each top shape and how many photos gave it, most first (ties in the combined blend's order). */
  votes: ShapeVote[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Combines analyses of the same person: the shape blends are averaged (every shape's share, then
 * rounded to whole percentages summing to 100), as are the measurements; the landmarks shown are
 * the first photo's, and what made any photo hard is kept. One analysis comes back unchanged.
 */
export function combineAnalyses(analyses: readonly FaceAnalysis[]): CombinedAnalysis {
  const [first] = analyses;
  if (!first) throw new RangeError("nothing to combine");
  const n = analyses.length;
  const share = (analysis: FaceAnalysis, shape: FaceShape) =>
    analysis.hybridResults.find((entry) => entry.shape === shape)?.percentage ?? 0;
  const averaged = Object.fromEntries(
    FACE_SHAPES.map((shape) => [shape, analyses.reduce((sum, a) => sum + share(a, shape), 0) / n]),
  ) as Record<FaceShape, number>;
  const blend = n === 1 ? first.hybridResults : blendShapes(averaged);
  const top = blend[0]?.shape ?? first.detectedShape;
  const metric = (key: keyof FacialMetrics) => round1(analyses.reduce((sum, a) => sum + a.facialMetrics[key], 0) / n);
  const facialMetrics: FacialMetrics = {
    foreheadWidth: metric("foreheadWidth"),
    cheekboneWidth: metric("cheekboneWidth"),
    jawlineWidth: metric("jawlineWidth"),
    faceLength: metric("faceLength"),
    jawAngle: metric("jawAngle"),
    chinAngle: metric("chinAngle"),
  };
  // Every photo's notes: the first photo's are among them, so an empty list means it had none.
  const hardPhoto = HARD_PHOTO_REASONS.filter((reason) => analyses.some((a) => a.hardPhoto?.includes(reason)));
  const analysis: FaceAnalysis =
    n === 1
      ? first
      : {
          ...first,
          detectedShape: top,
          confidence: analysisConfidence(blend),
          hybridResults: blend,
          alternativeShapes: alternativeShapes(blend),
          facialMetrics,
          ...(hardPhoto.length > 0 ? { hardPhoto } : {}),
        };
  const rank = (shape: FaceShape) => blend.findIndex((entry) => entry.shape === shape);
  const counts = new Map<FaceShape, number>();
  for (const a of analyses) counts.set(a.detectedShape, (counts.get(a.detectedShape) ?? 0) + 1);
  const votes = [...counts]
    .map(([shape, count]) => ({ shape, count }))
    .sort((a, b) => b.count - a.count || rank(a.shape) - rank(b.shape));
  return { analysis, count: n, votes };
}

/**
 * How far the photos agreed, in words: "3 photos, all Oval", "3 photos: 2 of 3 Oval, 1 Heart",
 * "2 photos: 1 of 2 Oval, 1 Heart". `noun` names what was combined ("photos" or "camera frames").
 */
export function agreementText(combined: Pick<CombinedAnalysis, "count" | "votes">, noun = "photos"): string {
  const [lead, ...rest] = combined.votes;
  if (!lead) return "";
  if (rest.length === 0) return `${combined.count} ${noun}, all ${lead.shape}`;
  const counts = [`${lead.count} of ${combined.count} ${lead.shape}`, ...rest.map((v) => `${v.count} ${v.shape}`)];
  return `${combined.count} ${noun}: ${counts.join(", ")}`;
}

/** How close (a share of the face's width) every landmark of two analyses must be for them to count as one picture. */
const SAME_PHOTO_TOLERANCE = 0.005;

/**
 * True when two analyses are of the same picture: photos of the same shape (a resized copy
 * counts) whose 68 landmarks all lie within half a percent of the face's width of each other once
 * scaled to the same size. The engine is deterministic, so the same file always matches exactly;
 * two separate photos, even taken a moment apart, move the head or the camera by more than this.
 */
export function sameMeasuredPhoto(a: FaceAnalysis, b: FaceAnalysis): boolean {
  const aspectA = a.imageSize.width / a.imageSize.height;
  const aspectB = b.imageSize.width / b.imageSize.height;
  if (Math.abs(aspectA / aspectB - 1) > 0.005 || a.points.length !== b.points.length) return false;
  const scale = a.imageSize.width / b.imageSize.width;
  const xs = a.points.map((p) => p.x);
  const tolerance = SAME_PHOTO_TOLERANCE * (Math.max(...xs) - Math.min(...xs));
  return a.points.every((p, i) => {
    const q = b.points[i];
    return q !== undefined && Math.hypot(p.x - q.x * scale, p.y - q.y * scale) <= tolerance;
  });
}
