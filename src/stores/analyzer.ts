import { atom } from "nanostores";
import type { Gender } from "../data/style-catalogue";
import type { AnalysisOutcome, FaceAnalysis } from "../lib/face-shape/types";
import type { LoadedPhoto } from "../lib/photo/load-photo";

/** The photo the visitor picked: decoded for the engine, and a local object URL for display. */
export interface ChosenPhoto {
  photo: LoadedPhoto;
  /** A `blob:` URL of the file itself; it never leaves the browser. */
  url: string;
  name: string;
}

/**
 * Which step of the flow is on screen (SPEC.md section 4). SPEC's analyzing, landmark-preview
 * and results-visible flags are this one value, so they can never disagree.
 */
export type AnalyzerStep = "input" | "analyzing" | "landmarks" | "results";

export const $photo = atom<ChosenPhoto | null>(null);
export const $gender = atom<Gender | null>(null);
export const $step = atom<AnalyzerStep>("input");
export const $analysis = atom<FaceAnalysis | null>(null);

/** Replaces the chosen photo, releasing the previous one's memory. */
export function choosePhoto(next: ChosenPhoto): void {
  releasePhoto();
  $photo.set(next);
  $analysis.set(null);
  $step.set("input");
}

function releasePhoto(): void {
  const current = $photo.get();
  if (!current) return;
  URL.revokeObjectURL(current.url);
  current.photo.bitmap.close();
  $photo.set(null);
}

export function chooseGender(gender: Gender): void {
  $gender.set(gender);
}

export function startAnalyzing(): void {
  $step.set("analyzing");
}

/** Ends an analysis: on success the landmark preview comes next; otherwise back to the photo, which is kept. */
export function finishAnalyzing(outcome: AnalysisOutcome): void {
  if (outcome.kind === "ok") {
    $analysis.set(outcome.analysis);
    $step.set("landmarks");
  } else {
    $step.set("input");
  }
}

export function showResults(): void {
  if ($analysis.get()) $step.set("results");
}

/** "Get My Shape & Style Tips Again": clears the photo, the gender and every flag. */
export function resetAnalyzer(): void {
  releasePhoto();
  $gender.set(null);
  $analysis.set(null);
  $step.set("input");
}
