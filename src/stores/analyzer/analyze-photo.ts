/** "Upload Your Selfie Now" and what follows it: the overlay, the landmark preview, the results. */
import { task } from "nanostores";
import { clearCombined } from "./combined";
import { measurePhoto } from "./engine";
import { ANALYZER_TOASTS } from "../../text/analyzer";
import { failureNote, notifyDone } from "./notify";
import { $firstAnalysis, $firstPhoto, $gender, $genderMissing, $photoProblem, $readingPhoto, $step } from "./state";

/** True while "Upload Your Selfie Now" waits for the photo being read. */
let waitingForPhoto = false;

/**
 * Where the view takes the visitor after "Upload Your Selfie Now" did not lead to a result: the
 * file picker (no photo yet), the gender choice (none chosen), or back to the button (the photo
 * was analysed and gave no result).
 */
type NextStep = "choose-photo" | "choose-gender" | "try-again" | null;

/**
 * "Upload Your Selfie Now": analyses the chosen photo with the chosen gender's classifier, behind
 * the overlay for as long as the engine takes (no longer). A photo still being read is waited for. With
 * no photo it asks for one (the view opens the picker); with no gender it marks the choice.
 */
export function analyzeChosenPhoto(): Promise<NextStep> {
  return task(async (): Promise<NextStep> => {
    if (waitingForPhoto || $step.get() === "analyzing") return null;
    const pending = $readingPhoto.get();
    if (pending) {
      // The photo is still being read: wait for it (the status line says so) instead of calling it missing.
      waitingForPhoto = true;
      const chosen = await pending;
      waitingForPhoto = false;
      if (!chosen) return null; // its problem has been shown already
    }
    const current = $firstPhoto.get();
    const gender = $gender.get();
    if (!current) return "choose-photo";
    if (!gender) {
      $genderMissing.set(true);
      return "choose-gender";
    }
    $photoProblem.set(null);
    $step.set("analyzing");
    const outcome = await measurePhoto(current.photo, gender);
    if (outcome.kind !== "ok") {
      // Back to the photo, which is kept for another try.
      $step.set("input");
      $photoProblem.set(failureNote(outcome));
      return "try-again";
    }
    $firstAnalysis.set(outcome.analysis);
    clearCombined();
    $step.set("landmarks");
    return null;
  });
}

/** The landmark preview is done: the results show, with their toast. */
export function revealResults(): void {
  if ($firstAnalysis.get()) $step.set("results");
  notifyDone(ANALYZER_TOASTS.complete);
}
