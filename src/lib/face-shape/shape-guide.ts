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
