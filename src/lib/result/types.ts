/**
 * A result as the site shares, keeps and draws it: numbers only (the shape blend, the four
 * measurements and the gender), never the photo. The link codec, the kept history and the result
 * card all read and write this one type.
 */
import type { Gender } from "../../data/face-shapes";
import type { ShapeShare } from "../face-shape/types";

/** The four measurements a result carries, in this order. */
export const SHARED_METRICS = ["foreheadWidth", "cheekboneWidth", "jawlineWidth", "faceLength"] as const;
export type SharedMetric = (typeof SHARED_METRICS)[number];

/** What a shared link (or a kept result, or the result card) holds. */
export interface SharedResult {
  gender: Gender;
  /** All six shapes, largest first, whole percentages summing to 100. */
  blend: ShapeShare[];
  /** Whole percentages, as the results show them. */
  metrics: Record<SharedMetric, number>;
}

/** A result kept on this device. */
export interface KeptResult {
  id: string;
  /** When it was kept, as an ISO date-time. */
  savedAt: string;
  result: SharedResult;
}
