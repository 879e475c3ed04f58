/**
 * One answer from several photos of the visitor: "Add another photo" and each thumbnail's Remove.
 * The results combine every photo counted (`$combinedResult`).
 */
import { task } from "nanostores";
import { FIRST_PHOTO_KEPT, photoAdded, photoLeftOut, photoRemoved, SAME_PHOTO_TOAST } from "../../text/analyzer";
import type { ToastText } from "../../text/toast-text";
import { MAX_COMBINED_PHOTOS, sameMeasuredPhoto } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import { samePerson } from "../../lib/face-shape/same-person";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadPhoto } from "../../lib/photo/load-photo";
import { remeasure } from "./hairline";
import { measureFile } from "./measure-file";
import { notifyDone, notifyNote, notifyProblem, problemNote } from "./notify";
import { replaceFirstPhoto } from "./photo-memory";
import {
  $addedAnalyses,
  $addedPhotoFiles,
  $addingPhoto,
  $addPhotoProblem,
  $analysesAsDetected,
  $combinedFrom,
  $firstAnalysis,
  $foreheadScale,
  $remeasured,
  $firstPhoto,
  $replacingFirstPhoto,
  $samePersonQuestion,
} from "./state";

/** Back to an answer of photo 1 alone, with the estimated hairline (a new photo 1, or starting again). */
export function clearCombined(): void {
  $addPhotoProblem.set(null);
  $samePersonQuestion.set(null);
  $addedAnalyses.set([]);
  $addedPhotoFiles.set(new Map());
  $combinedFrom.set("photos");
  $foreheadScale.set(FOREHEAD_SCALE.estimate);
  $remeasured.set(null);
}

/** Adds another photo's analysis (and its file, for its thumbnail) to the answer; ignored when the answer is full. */
function addAnalysis(analysis: FaceAnalysis, file: Blob): void {
  if ($firstAnalysis.get() === null || 1 + $addedAnalyses.get().length >= MAX_COMBINED_PHOTOS) return;
  $addedAnalyses.set([...$addedAnalyses.get(), analysis]);
  $addedPhotoFiles.set(new Map([...$addedPhotoFiles.get(), [analysis, file]]));
  void remeasure();
}

/** Takes an added photo out of the answer again. */
function removeAddedAnalysis(analysis: FaceAnalysis): void {
  $addedAnalyses.set($addedAnalyses.get().filter((other) => other !== analysis));
  const files = new Map($addedPhotoFiles.get());
  files.delete(analysis);
  $addedPhotoFiles.set(files);
  void remeasure();
}

/**
 * Takes photo 1 out of a combined answer: the next added photo, decoded again from its file, takes
 * its place on screen. False (nothing changed) when no added photo can take its place, when its
 * file does not decode, or when the answer changed while it was decoding.
 */
async function removeFirstPhoto(): Promise<boolean> {
  const first = $firstAnalysis.get();
  const [next, ...rest] = $addedAnalyses.get();
  const file = next ? $addedPhotoFiles.get().get(next) : undefined;
  if (!first || !next || !file) return false;
  const loaded = await loadPhoto(file);
  if (!loaded.ok) return false;
  if ($firstAnalysis.get() !== first || $addedAnalyses.get()[0] !== next) {
    loaded.photo.bitmap.close();
    return false;
  }
  const name = file instanceof File ? file.name : "photo.jpg";
  replaceFirstPhoto({ photo: loaded.photo, url: URL.createObjectURL(file), file, name });
  $firstAnalysis.set(next);
  $addedAnalyses.set(rest);
  const files = new Map($addedPhotoFiles.get());
  files.delete(next);
  $addedPhotoFiles.set(files);
  void remeasure();
  return true;
}

/** Photo 1's identity where an analysis had to be run again for it (its first one did not ask). */
const identities = new WeakMap<FaceAnalysis, Promise<number[] | null>>();

/**
 * Who photo 1 shows: its analysis's identity, or, where it was measured without one, its file
 * measured again with it (once while it works; the same promise for every caller). Null where it
 * cannot be told (the model or the file failed).
 */
function firstIdentity(): Promise<number[] | null> {
  const first = $firstAnalysis.get();
  const file = $firstPhoto.get()?.file;
  if (!first) return Promise.resolve(null);
  if (first.identity) return Promise.resolve(first.identity);
  const known = identities.get(first);
  if (known) return known;
  const measuring = (async () => {
    const measured = file ? await measureFile(file, first.gender, true) : null;
    if (measured?.ok) measured.photo.bitmap.close();
    const identity = measured?.ok ? (measured.analysis.identity ?? null) : null;
    // Not known (the network or the file failed): asked again next time, not remembered.
    if (identity === null) identities.delete(first);
    return identity;
  })();
  identities.set(first, measuring);
  return measuring;
}

/**
 * The visitor opened "Add another photo"'s picker: photo 1 is measured again for who it shows
 * now, which also loads the identity network, so the added photo waits only for its own analysis.
 */
export function prepareToAddPhoto(): void {
  void firstIdentity();
}

/**
 * The visitor's answer to "Is this the same person?": yes adds the photo to the answer, no leaves
 * it out; either way the question closes.
 */
export function answerSamePerson(same: boolean): void {
  const question = $samePersonQuestion.get();
  if (!question) return;
  $samePersonQuestion.set(null);
  if (same) {
    addAnalysis(question.analysis, question.file);
    notifyDone(photoAdded(question.number));
  } else {
    notifyNote(photoLeftOut(question.number));
  }
}

/**
 * "Add another photo": measures one more photo of the visitor (with the classifier the first one
 * used) and adds it to the answer. A photo that is already counted, or that cannot be measured, is
 * refused with a message and the result stays as it was.
 */
export function addPhoto(file: File): Promise<void> {
  return task(async () => {
    const analyses = $analysesAsDetected.get();
    const refuse = (text: ToastText) => $addPhotoProblem.set(problemNote(text));
    $addingPhoto.set(true);
    $addPhotoProblem.set(null);
    try {
      // Every photo of one result is measured with the classifier the first one used, and says
      // who it shows, for the same-person check.
      const measured = await measureFile(file, analyses[0]?.gender ?? "female", true);
      if (!measured.ok) {
        // Said once, beside the button (as the first photo's refusal is), not also in a toast.
        $addPhotoProblem.set(measured.problem);
        return;
      }
      // Only its numbers (and its file, for the thumbnail) are kept: the decoded photo goes.
      measured.photo.bitmap.close();
      const { analysis } = measured;
      if (analyses.some((earlier) => sameMeasuredPhoto(earlier, analysis))) {
        refuse(SAME_PHOTO_TOAST);
        return;
      }
      // Kept for its thumbnail and for taking photo 1's place: the smaller copy where there is one.
      const kept = measured.photo.smaller ?? file;
      const number = analyses.length + 1;
      const first = $firstAnalysis.get();
      const verdict = samePerson((await firstIdentity()) ?? undefined, analysis.identity);
      // The answer started again (or photo 1 changed) while photo 1 was looked at again.
      if ($firstAnalysis.get() !== first) return;
      if (verdict !== "same") {
        // Only what the visitor confirms is combined.
        $samePersonQuestion.set({ analysis, file: kept, number, verdict });
        return;
      }
      addAnalysis(analysis, kept);
      notifyDone(photoAdded(number));
    } finally {
      $addingPhoto.set(false);
    }
  });
}

/**
 * Takes a photo out of the answer; the result is combined from the others. Photo 1 (on screen)
 * can leave too: the next added photo, decoded again from its file, takes its place. False when
 * the photo stays (photo 1 when the next one could not take its place).
 */
export function removePhoto(analysis: FaceAnalysis): Promise<boolean> {
  return task(async () => {
    const number = $analysesAsDetected.get().indexOf(analysis) + 1;
    if (number === 0) return false;
    if (number > 1) {
      removeAddedAnalysis(analysis);
      notifyDone(photoRemoved(number));
      return true;
    }
    $replacingFirstPhoto.set(true);
    try {
      if (await removeFirstPhoto()) {
        notifyDone(photoRemoved(1));
        return true;
      }
      notifyProblem(FIRST_PHOTO_KEPT);
      return false;
    } finally {
      $replacingFirstPhoto.set(false);
    }
  });
}
