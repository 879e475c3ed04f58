/**
 * The guided camera in the session: opening it in place of the picker, closing it, and analysing
 * the frames it took. The live camera itself (stream, checks, capture) is guided-camera.ts, which
 * loads with the camera's view.
 */
import { task } from "nanostores";
import { MAX_COMBINED_PHOTOS } from "../../lib/face-shape/combine-analyses";
import { samePerson } from "../../lib/face-shape/same-person";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import type { LoadedPhoto } from "../../lib/photo/load-photo";
import { clearCombined } from "./combined";
import { measurePhoto, type Measured } from "./engine";
import { ANALYZER_TOASTS, cameraFramesLeftOut } from "../../text/analyzer";
import { CAMERA_PROBLEMS } from "../../text/camera";
import type { ToastText } from "../../text/toast-text";
import { failureNote, notifyNote, notifyProblem, problemNote } from "./notify";
import { replaceFirstPhoto } from "./photo-memory";
import { forgetCleared } from "./start-again";
import {
  $addedAnalyses,
  $cameraOpen,
  $cameraProblem,
  $combinedFrom,
  $firstAnalysis,
  $gender,
  $photoProblem,
  $step,
  type ChosenPhoto,
} from "./state";

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
  $cameraProblem.set(problemNote(problem));
}

/** A captured camera frame as a JPEG, for the landmark view (it stays in this browser). */
async function frameAsJpeg(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
}

/**
 * The first good frame becomes photo 1 and the others are combined with it; the landmark preview
 * comes next, as after an analysed upload.
 */
function showCameraAnswer(frame: ChosenPhoto, analyses: readonly FaceAnalysis[]): void {
  const [first, ...more] = analyses;
  if (!first) return;
  forgetCleared();
  replaceFirstPhoto(frame);
  $firstAnalysis.set(first);
  clearCombined();
  $addedAnalyses.set(more.slice(0, MAX_COMBINED_PHOTOS - 1));
  $combinedFrom.set("camera");
  $step.set("landmarks");
}

/** Analyses the guided camera's frames and combines those that could be measured; the camera closes. */
export function analyzeCameraFrames(frames: LoadedPhoto[]): Promise<void> {
  return task(async () => {
    // The camera captures only once a gender is chosen; it picks the classifier.
    const gender = $gender.get();
    if (!gender) {
      notifyProblem(ANALYZER_TOASTS.noGender);
      return;
    }
    $cameraOpen.set(false);
    $photoProblem.set(null);
    $step.set("analyzing");
    const outcomes: Measured[] = [];
    // Several frames say who they show, so that only frames of one face are combined.
    for (const frame of frames) {
      const outcome = await measurePhoto(frame, gender, frames.length > 1);
      outcomes.push(outcome);
      if (outcome.kind === "threw") break;
    }
    const found = outcomes.flatMap((outcome, i) => {
      const frame = frames[i];
      return outcome.kind === "ok" && frame ? [{ analysis: outcome.analysis, frame }] : [];
    });
    // A frame that shows someone other than the first measured one is left out (a frame whose
    // check could not run is kept: the frames were taken within a second of each other).
    const firstIdentity = found[0]?.analysis.identity;
    const measured = found.filter((m) => samePerson(firstIdentity, m.analysis.identity) !== "different");
    const leftOut = found.length - measured.length;
    const shown = measured[0];
    for (const frame of frames) if (frame !== shown?.frame) frame.bitmap.close();
    if (!shown) {
      const failed = outcomes.find((outcome) => outcome.kind !== "ok");
      $step.set("input");
      $photoProblem.set(failed ? failureNote(failed) : problemNote(CAMERA_PROBLEMS.nothingMeasured));
      return;
    }
    const file = await frameAsJpeg(shown.frame.bitmap);
    showCameraAnswer(
      { photo: shown.frame, url: URL.createObjectURL(file), file, name: "camera-photo.jpg" },
      measured.map((m) => m.analysis),
    );
    if (leftOut > 0) notifyNote(cameraFramesLeftOut(leftOut));
  });
}
