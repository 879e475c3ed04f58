import { ANALYZER_TOASTS } from "./messages";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadEngine, measurePhoto, minimumOverlay } from "./engine";
import { notifyDone, notifyFailure, notifyProblem } from "./notify";
import {
  $analysis,
  $gender,
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
 * "Upload Your Selfie Now": analyses the chosen photo with the chosen gender's classifier, behind
 * the overlay for at least MIN_ANALYSIS_OVERLAY_MS. A photo still being read is waited for. True
 * when the photo was analysed and gave no result (the view hands focus back to the button).
 */
export async function analyzeChosenPhoto(): Promise<boolean> {
  if (waitingForPhoto || $step.get() === "analyzing") return false;
  const pending = $readingPhoto.get();
  if (pending) {
    // The photo is still being read: wait for it (the status line says so) instead of calling it missing.
    waitingForPhoto = true;
    const chosen = await pending;
    waitingForPhoto = false;
    if (!chosen) return false; // its problem has been shown already
  }
  const current = $photo.get();
  const gender = $gender.get();
  if (!current) {
    notifyProblem(ANALYZER_TOASTS.noImage);
    return false;
  }
  if (!gender) {
    notifyProblem(ANALYZER_TOASTS.noGender);
    return false;
  }
  $photoProblem.set(null);
  startAnalyzing();
  const [outcome] = await Promise.all([measurePhoto(current.photo, gender), minimumOverlay()]);
  finishAnalyzing(outcome);
  if (outcome.kind !== "ok") {
    $photoProblem.set(notifyFailure(outcome));
    return true;
  }
  if (outcome.analysis.classifier === "fallback") void upgradeWhenReady(current, outcome.analysis);
  return false;
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
