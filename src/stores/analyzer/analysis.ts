import { ANALYZER_TOASTS } from "./messages";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadEngine, measurePhoto, minimumOverlay } from "./engine";
import { notifyDone, notifyFailure } from "./notify";
import {
  $analysis,
  $gender,
  $genderMissing,
  $photo,
  $photoProblem,
  $readingPhoto,
  $step,
  finishAnalyzing,
  showResults,
  startAnalyzing,
  upgradeAnalysis,
  type ChosenPhoto,
} from "./state";

/** True while "Upload Your Selfie Now" waits for the photo being read. */
let waitingForPhoto = false;

/**
 * Where the view takes the visitor after "Upload Your Selfie Now" did not lead to a result: the
 * file picker (no photo yet), the gender choice (none chosen), or back to the button (the photo
 * was analysed and gave no result).
 */
export type NextStep = "choose-photo" | "choose-gender" | "try-again" | null;

/**
 * "Upload Your Selfie Now": analyses the chosen photo with the chosen gender's classifier, behind
 * the overlay for at least MIN_ANALYSIS_OVERLAY_MS. A photo still being read is waited for. With
 * no photo it asks for one (the view opens the picker); with no gender it marks the choice.
 */
export async function analyzeChosenPhoto(): Promise<NextStep> {
  if (waitingForPhoto || $step.get() === "analyzing") return null;
  const pending = $readingPhoto.get();
  if (pending) {
    // The photo is still being read: wait for it (the status line says so) instead of calling it missing.
    waitingForPhoto = true;
    const chosen = await pending;
    waitingForPhoto = false;
    if (!chosen) return null; // its problem has been shown already
  }
  const current = $photo.get();
  const gender = $gender.get();
  if (!current) return "choose-photo";
  if (!gender) {
    $genderMissing.set(true);
    return "choose-gender";
  }
  $photoProblem.set(null);
  startAnalyzing();
  const [outcome] = await Promise.all([measurePhoto(current.photo, gender), minimumOverlay()]);
  finishAnalyzing(outcome);
  if (outcome.kind !== "ok") {
    $photoProblem.set(notifyFailure(outcome));
    return "try-again";
  }
  if (outcome.analysis.classifier === "fallback") void upgradeWhenReady(current, outcome.analysis);
  return null;
}

/**
 * The smaller model answered because the face-description model was still downloading: once it
 * has loaded, measure the same photo again with it and show that result instead.
 */
async function upgradeWhenReady(chosen: ChosenPhoto, first: FaceAnalysis): Promise<void> {
  const engine = await loadEngine();
  const ready = await engine.faceDescriptorReady();
  if ("error" in ready || $photo.get() !== chosen || $analysis.get() !== first) return;
  const again = await engine.analyzeFace(chosen.photo, { gender: first.gender });
  if (again.kind !== "ok" || again.analysis.classifier !== "descriptor") return;
  if (upgradeAnalysis(first, again.analysis)) notifyDone(ANALYZER_TOASTS.upgraded);
}

/** The landmark preview is done: the results show, with their toast. */
export function revealResults(): void {
  showResults();
  notifyDone(ANALYZER_TOASTS.complete);
}
