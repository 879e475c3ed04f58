import { photoRefusal, type ToastText } from "./messages";
import { loadPhoto } from "../../lib/photo/load-photo";
import { loadEngine } from "./engine";
import { notifyProblem } from "./notify";
import { $cameraOpen, $cameraProblem, $photoProblem, $readingPhoto, choosePhoto, type ChosenPhoto } from "./state";

async function readPhoto(file: File): Promise<ChosenPhoto | null> {
  const result = await loadPhoto(file);
  if (!result.ok) {
    // Said once: in the note beside the picker, which announces itself (no toast over the page).
    $photoProblem.set({ ...photoRefusal(result.refusal), announce: true });
    return null;
  }
  const chosen = { photo: result.photo, url: URL.createObjectURL(file), file, name: file.name };
  choosePhoto(chosen);
  void loadEngine().then((engine) => engine.preloadFaceEngine());
  return chosen;
}

/**
 * Reads the photo the visitor picked; one that cannot be used is refused with its reason (and the
 * photo chosen before, if any, stays). True when this photo is now the one chosen.
 */
export async function pickPhoto(file: File): Promise<boolean> {
  $photoProblem.set(null);
  const job = readPhoto(file);
  $readingPhoto.set(job);
  const chosen = await job;
  if ($readingPhoto.get() !== job) return false; // another photo was picked meanwhile
  $readingPhoto.set(null);
  return chosen !== null;
}

/** "Use camera": the guided camera stands in place of the picker. */
export function openCamera(): void {
  $cameraProblem.set(null);
  $cameraOpen.set(true);
}

/** Back to the picker ("Choose a photo instead"). */
export function closeCamera(): void {
  $cameraOpen.set(false);
}

/** The camera could not be used: it closes, and why stays beside the picker. */
export function cameraUnavailable(problem: ToastText): void {
  $cameraOpen.set(false);
  $cameraProblem.set(notifyProblem(problem));
}
