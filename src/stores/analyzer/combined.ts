import { FIRST_PHOTO_KEPT, photoRefusal, SAME_PHOTO_TOAST, type ToastText } from "./messages";
import { sameMeasuredPhoto } from "../../lib/face-shape/combine-analyses";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadPhoto } from "../../lib/photo/load-photo";
import { measurePhoto } from "./engine";
import { notifyDone, notifyFailure, notifyProblem } from "./notify";
import {
  $addingPhoto,
  $addPhotoProblem,
  $analyses,
  $replacingShownPhoto,
  addAnalysis,
  removeAnalysis,
  removeShownPhoto,
} from "./state";

/**
 * "Add another photo": measures one more photo of the visitor (with the classifier the first one
 * used) and adds it to the answer. A photo that is already counted, or that cannot be measured, is
 * refused with a message and the result stays as it was.
 */
export async function addPhoto(file: File): Promise<void> {
  const analyses = $analyses.get();
  const refuse = (text: ToastText) => $addPhotoProblem.set(notifyProblem(text));
  $addingPhoto.set(true);
  $addPhotoProblem.set(null);
  try {
    const loaded = await loadPhoto(file);
    if (!loaded.ok) {
      // Said once, beside the button (as the first photo's refusal is), not also in a toast.
      $addPhotoProblem.set({ ...photoRefusal(loaded.refusal), announce: true });
      return;
    }
    // Every photo of one result is measured with the classifier the first one used.
    const gender = analyses[0]?.gender ?? "female";
    const outcome = await measurePhoto(loaded.photo, gender).finally(() => loaded.photo.bitmap.close());
    if (outcome.kind !== "ok") {
      $addPhotoProblem.set(notifyFailure(outcome));
      return;
    }
    if (analyses.some((earlier) => sameMeasuredPhoto(earlier, outcome.analysis))) {
      refuse(SAME_PHOTO_TOAST);
      return;
    }
    addAnalysis(outcome.analysis, file);
    notifyDone({ title: `Photo ${analyses.length + 1} added`, description: "The result now combines your photos." });
  } finally {
    $addingPhoto.set(false);
  }
}

const notifyRemoved = (number: number) =>
  notifyDone({ title: `Photo ${number} removed`, description: "The result now combines the photos that are left." });

/**
 * Takes a photo out of the answer; the result is combined from the others. Photo 1 (on screen)
 * can leave too: the next added photo, decoded again from its file, takes its place. False when
 * the photo stays (photo 1 when the next one could not take its place).
 */
export async function removePhoto(analysis: FaceAnalysis): Promise<boolean> {
  const number = $analyses.get().indexOf(analysis) + 1;
  if (number === 0) return false;
  if (number > 1) {
    removeAnalysis(analysis);
    notifyRemoved(number);
    return true;
  }
  $replacingShownPhoto.set(true);
  try {
    if (await removeShownPhoto()) {
      notifyRemoved(1);
      return true;
    }
    notifyProblem(FIRST_PHOTO_KEPT);
    return false;
  } finally {
    $replacingShownPhoto.set(false);
  }
}
