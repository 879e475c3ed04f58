import type { Gender } from "../../data/face-shapes";
import type { FacialMetrics } from "./types";
import type { FacePart } from "./model-reasons";

/**
 * What the result explains itself with besides the model (model-reasons.ts, model-plane.ts):
 * aggregates of the labelled development photos, written by `npm run shape-guide` into
 * model/shape-guide.data.ts (never a photo; a labelled person appears only as the average of
 * their photos' two map coordinates), and the close-call rule (verdict.ts applies it).
 */

/** The measurements the reasons put in words. */
export type WordedMeasurement = "faceLength" | "foreheadWidth" | "jawlineWidth" | "chinAngle";

/**
 * Each worded measurement's part of the face. The cheekbone width has none: it is the widest span,
 * the unit of the other widths (always 100 %).
 */
export const WORDED_MEASUREMENTS: Readonly<Partial<Record<FacePart, WordedMeasurement & keyof FacialMetrics>>> = {
  length: "faceLength",
  forehead: "foreheadWidth",
  jaw: "jawlineWidth",
  chin: "chinAngle",
};

/** Where the labelled faces of one gender sit on a measurement, and how far one person's photos spread on it. */
export interface MeasurementSpread {
  /** The average over the labelled development photos (each person counted once). */
  average: number;
  /** One photo's noise: the standard deviation between photos of the same person. */
  noise: number;
}

/** What the guide holds for one gender's model. */
export interface GenderGuide {
  /** Labelled development people on the model's plane: [across, up, index into the model's classes], each person's average. */
  people: readonly (readonly [number, number, number])[];
  /** How one photo's place on the plane varies between photos of one person: [across², across·up, up²]. */
  spread: readonly [number, number, number];
  /** How the across axis goes with each worded measurement over the labelled photos (correlation), strongest first. */
  across: readonly { measurement: WordedMeasurement; correlation: number }[];
  /** The worded measurements' averages and noise. */
  measurements: Readonly<Record<WordedMeasurement, MeasurementSpread>>;
}

export type ShapeGuide = Readonly<Record<Gender, GenderGuide>>;

/** How many times as often the top shape must be right as the second before it is named alone. */
export const CLOSE_CALL_ODDS = 1.5;

/** One cross-validated prediction: was the top or the second shape the label, and by how many points did it lead. */
export interface MarginRow {
  margin: number;
  topRight: boolean;
  secondRight: boolean;
}

/** Leads (in points) are judged in bands this wide, each band counted only with this many predictions. */
export const CLOSE_CALL_BAND = { width: 5, minPredictions: 30 } as const;

/**
 * The close-call margin: the smallest lead (whole points) from which the top shape was right at
 * least CLOSE_CALL_ODDS times as often as the second in every band of leads (CLOSE_CALL_BAND wide,
 * sliding by one point, up to 50) that holds enough predictions. Below it, the top shape was not
 * clearly more often right than the second, so a result that close names both.
 */
export function closeCallMargin(rows: readonly MarginRow[]): number {
  const clearFrom = (margin: number) => {
    for (let start = margin; start <= 50; start += 1) {
      const band = rows.filter((row) => row.margin >= start && row.margin < start + CLOSE_CALL_BAND.width);
      if (band.length < CLOSE_CALL_BAND.minPredictions) continue;
      const top = band.filter((row) => row.topRight).length;
      const second = band.filter((row) => row.secondRight).length;
      if (top < CLOSE_CALL_ODDS * second) return false;
    }
    return true;
  };
  for (let margin = 0; margin <= 50; margin += 1) if (clearFrom(margin)) return margin;
  return 51;
}
