/** What the visitor chooses before an analysis: the photo (picked or dropped) and the gender. */
import { task } from "nanostores";
import type { Gender } from "../../data/face-shapes";
import { loadPhoto } from "../../lib/photo/load-photo";
import { clearCombined } from "./combined";
import { loadEngine } from "./engine";
import { photoRefusal } from "../../text/analyzer";
import { replaceFirstPhoto } from "./photo-memory";
import { forgetCleared } from "./start-again";
import {
  $firstAnalysis,
  $gender,
  $genderMissing,
  $photoProblem,
  $readingPhoto,
  $step,
  type ChosenPhoto,
} from "./state";

/** A new photo 1: the previous answer and anything Undo could bring back are let go. */
function choosePhoto(next: ChosenPhoto): void {
  forgetCleared();
  replaceFirstPhoto(next);
  $firstAnalysis.set(null);
  clearCombined();
  $step.set("input");
}

async function readPhoto(file: File): Promise<ChosenPhoto | null> {
  const result = await loadPhoto(file);
  if (!result.ok) {
    // Said once: in the note beside the picker, which announces itself (no toast over the page).
    $photoProblem.set({ ...photoRefusal(result.refusal), announce: true });
    return null;
  }
  // A photo decoded smaller than it is is kept (and shown) as that smaller copy: the original never
  // needs decoding at full size again.
  const kept = result.photo.smaller ?? file;
  const chosen = { photo: result.photo, url: URL.createObjectURL(kept), file: kept, name: file.name };
  choosePhoto(chosen);
  // Started already where the visitor opened the picker or dragged the photo in; if not, now,
  // while the visitor chooses a gender.
  startEngineEarly();
  return chosen;
}

/**
 * Starts the face engine and its model download (once; later calls do nothing more): called as the
 * visitor first shows they mean to analyse a photo (the file picker opens, a photo is dragged over
 * the drop zone, one is picked), never on page load, so a visitor who only reads downloads nothing.
 */
export function startEngineEarly(): void {
  void loadEngine()
    .then((engine) => engine.preloadFaceEngine())
    .catch(() => undefined); // the analysis itself will say what went wrong
}

/**
 * Reads the photo the visitor picked; one that cannot be used is refused with its reason (and the
 * photo chosen before, if any, stays). True when this photo is now the one chosen.
 */
export function pickPhoto(file: File): Promise<boolean> {
  return task(async () => {
    $photoProblem.set(null);
    const job = readPhoto(file);
    $readingPhoto.set(job);
    const chosen = await job;
    if ($readingPhoto.get() !== job) return false; // another photo was picked meanwhile
    $readingPhoto.set(null);
    return chosen !== null;
  });
}

/** Male or Female: picks the classifier and the style catalogue. */
export function chooseGender(gender: Gender): void {
  $gender.set(gender);
  $genderMissing.set(false);
}
