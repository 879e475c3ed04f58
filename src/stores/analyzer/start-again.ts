import { atom } from "nanostores";
import type { Gender } from "../../data/face-shapes";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { clearCombined } from "./combined";
import { ANALYZER_TOASTS } from "../../text/analyzer";
import { notifyWithUndo } from "./notify";
import { discardPhoto, restoreFirstPhoto, setFirstPhotoAside } from "./photo-memory";
import {
  $addedAnalyses,
  $addedPhotoFiles,
  $combinedFrom,
  $firstAnalysis,
  $foreheadScale,
  $gender,
  $genderMissing,
  $photoProblem,
  $remeasured,
  $step,
  $tryPhotoProblem,
  type AnalyzerStep,
  type ChosenPhoto,
  type Remeasured,
} from "./state";

/** Everything "Get My Shape & Style Tips Again" cleared, so its Undo can put it back exactly. */
interface ClearedSession {
  photo: ChosenPhoto;
  gender: Gender | null;
  first: FaceAnalysis | null;
  added: readonly FaceAnalysis[];
  addedPhotoFiles: ReadonlyMap<FaceAnalysis, Blob>;
  combinedFrom: "photos" | "camera";
  foreheadScale: number;
  remeasured: Remeasured | null;
  step: AnalyzerStep;
}

/**
 * The session cleared last, while its Undo is offered. Its photo's URL is already released; the
 * decoded photo is closed once the Undo is gone or another photo is chosen.
 */
const $cleared = atom<ClearedSession | null>(null);

/** Lets go of `session` if it is still the one held: its Undo is gone. */
function forget(session: ClearedSession): void {
  if ($cleared.get() !== session) return;
  discardPhoto(session.photo);
  $cleared.set(null);
}

/** Another photo takes the page: the session cleared last can no longer come back. */
export function forgetCleared(): void {
  const held = $cleared.get();
  if (held) forget(held);
}

/** Clears the photo, the gender and every flag; returns what it cleared (null when there was no photo). */
function clearSession(): ClearedSession | null {
  forgetCleared();
  const gender = $gender.get();
  const first = $firstAnalysis.get();
  const added = $addedAnalyses.get();
  const addedPhotoFiles = $addedPhotoFiles.get();
  const combinedFrom = $combinedFrom.get();
  const foreheadScale = $foreheadScale.get();
  const remeasured = $remeasured.get();
  const step = $step.get();
  const photo = setFirstPhotoAside();
  const session = photo
    ? { photo, gender, first, added, addedPhotoFiles, combinedFrom, foreheadScale, remeasured, step }
    : null;
  $cleared.set(session);
  $gender.set(null);
  $genderMissing.set(false);
  $firstAnalysis.set(null);
  clearCombined();
  $step.set("input");
  return session;
}

/** Puts back exactly what clearSession cleared; false once that is no longer possible. */
function restoreSession(session: ClearedSession): boolean {
  if ($cleared.get() !== session) return false;
  $cleared.set(null);
  restoreFirstPhoto(session.photo);
  $gender.set(session.gender);
  $firstAnalysis.set(session.first);
  $addedAnalyses.set(session.added);
  $addedPhotoFiles.set(session.addedPhotoFiles);
  $combinedFrom.set(session.combinedFrom);
  $foreheadScale.set(session.foreheadScale);
  $remeasured.set(session.remeasured);
  $step.set(session.step);
  return true;
}

/**
 * "Get My Shape & Style Tips Again": clears the session, and offers it back on its toast (Undo)
 * while the toast shows (when there was a photo, so something to offer back).
 */
export function startAgain(): void {
  const cleared = clearSession();
  $photoProblem.set(null);
  $tryPhotoProblem.set(null);
  if (!cleared) return;
  notifyWithUndo(ANALYZER_TOASTS.reset, {
    // Leave the toast first: sonner hands focus back to where it came from, and only then does the
    // result come back and take focus.
    undo: () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      restoreSession(cleared);
    },
    forget: () => forget(cleared),
  });
}
