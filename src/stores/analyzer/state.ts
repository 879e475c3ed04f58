/**
 * The analyzer session's state: its atoms and the stores derived from them. Nothing here changes
 * them; the action modules beside it do (choices.ts, analyze-photo.ts, camera.ts, combined.ts,
 * hairline.ts, start-again.ts), and photo-memory.ts lets go of the photos they replace.
 *
 * An answer is made of photo 1 (the one on screen) and any photos added to it. Each is kept as the
 * engine measured it, with its estimated hairline (`$firstAnalysis`, `$addedAnalyses`), and is
 * measured again once the visitor moves the hairline (`$analysesWithHairline`); the results show
 * those combined (`$combinedResult`).
 */
import { atom, computed } from "nanostores";
import type { Gender } from "../../data/face-shapes";
import type { ToastText } from "../../text/toast-text";
import { combineAnalyses, type CombinedAnalysis } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import type { LoadedPhoto } from "../../lib/photo/load-photo";

/** The photo the visitor picked: decoded for the engine, and a local object URL for display. */
export interface ChosenPhoto {
  photo: LoadedPhoto;
  /** A `blob:` URL of the file itself; it never leaves the browser. */
  url: string;
  /** The file's bytes, so Undo after "Get My Shape & Style Tips Again" can show the photo again. */
  file: Blob;
  name: string;
}

/**
 * Which step of the flow is on screen (docs/product.md, "The analyzer flow"). The first design's
 * analyzing, landmark-preview and results-visible flags are this one value, so they can never
 * disagree.
 */
export type AnalyzerStep = "input" | "analyzing" | "landmarks" | "results";

/**
 * A problem kept beside the picker: the one place it is said, so it announces itself
 * (`announce`). `reload` when the site was updated since the page opened: the note offers Reload.
 */
interface PickerNote extends ToastText {
  announce?: boolean;
  reload?: boolean;
}

/** The answer's photos measured again with the visitor's hairline, and the analyses they came from. */
export interface Remeasured {
  from: readonly FaceAnalysis[];
  analyses: readonly FaceAnalysis[];
}

/** Photo 1: the photo on screen (picked, the camera's first good frame, or an added photo that took its place). */
export const $firstPhoto = atom<ChosenPhoto | null>(null);
export const $gender = atom<Gender | null>(null);
export const $step = atom<AnalyzerStep>("input");
/** Photo 1 as the engine measured it, with the estimated hairline; null until it is analysed. */
export const $firstAnalysis = atom<FaceAnalysis | null>(null);
/** Further photos (or camera frames) of the same visitor as the engine measured them, in the order added. */
export const $addedAnalyses = atom<readonly FaceAnalysis[]>([]);
/**
 * The files of the photos the visitor added, by their analysis, for the thumbnails that let each
 * be removed. Only this browser holds them; they go when the photo is removed.
 */
export const $addedPhotoFiles = atom<ReadonlyMap<FaceAnalysis, Blob>>(new Map());
/** Where the added analyses came from: photos the visitor picked, or frames of the guided camera. */
export const $combinedFrom = atom<"photos" | "camera">("photos");
/** The hairline as the visitor set it on the landmark view (1: the estimate), applied to every photo. */
export const $foreheadScale = atom<number>(FOREHEAD_SCALE.estimate);
/**
 * Every photo measured again with `$foreheadScale`, written by hairline.ts. The re-measuring code
 * (the classifier's weights) loads only when the hairline is first moved.
 */
export const $remeasured = atom<Remeasured | null>(null);

/**
 * The picked photo while it is read and decoded, so "Upload Your Selfie Now" pressed meanwhile can
 * wait for it; it resolves to null when the photo is refused.
 */
export const $readingPhoto = atom<Promise<ChosenPhoto | null> | null>(null);
/** Why the last photo (or camera capture) was refused: shown beside the picker until another photo is picked. */
export const $photoProblem = atom<PickerNote | null>(null);
/** True once "Upload Your Selfie Now" was pressed with no gender chosen, until one is. */
export const $genderMissing = atom(false);
/** Whether the guided camera stands in place of the picker. */
export const $cameraOpen = atom(false);
/** Why the guided camera could not be used, once it could not: shown while the picker is back. */
export const $cameraProblem = atom<ToastText | null>(null);
/** True while "Add another photo" measures a photo. */
export const $addingPhoto = atom(false);
/** Why the last added photo was refused, until another is added or the answer starts again. */
export const $addPhotoProblem = atom<PickerNote | null>(null);
/**
 * A measured photo waiting for the visitor's answer to "Is this the same person?" (it seemed to
 * show someone other than photo 1, or the check could not run): it joins the answer only if they
 * say yes.
 */
export interface SamePersonQuestion {
  analysis: FaceAnalysis;
  /** Its file (the smaller copy where there is one), for its face in the question and its thumbnail. */
  file: Blob;
  /** Its number in the answer, if added. */
  number: number;
  verdict: "different" | "unknown";
}
export const $samePersonQuestion = atom<SamePersonQuestion | null>(null);
/** True while "Try another photo" measures a photo that is to take the answer's place. */
export const $tryingPhoto = atom(false);
/** Why the photo given to "Try another photo" was refused, until another is tried (the result stays). */
export const $tryPhotoProblem = atom<PickerNote | null>(null);
/** True while the next added photo is decoded again to take photo 1's place. */
export const $replacingFirstPhoto = atom(false);

/** Every analysis in the answer as the engine measured it (estimated hairline), photo 1 first. */
export const $analysesAsDetected = computed(
  [$firstAnalysis, $addedAnalyses],
  (first, added): readonly FaceAnalysis[] => (first ? [first, ...added] : []),
);

/**
 * Every analysis in the answer with the visitor's hairline, photo 1 first: the re-measured ones
 * once they match the analyses as detected, those as they are until then.
 */
export const $analysesWithHairline = computed(
  [$analysesAsDetected, $remeasured],
  (detected, remeasured): readonly FaceAnalysis[] => {
    const current =
      remeasured !== null &&
      remeasured.from.length === detected.length &&
      remeasured.from.every((from, i) => from === detected[i]);
    return current ? remeasured.analyses : detected;
  },
);

/** Photo 1 with the visitor's hairline: what the landmark view and the glasses try-on draw. */
export const $firstWithHairline = computed($analysesWithHairline, (analyses) => analyses[0] ?? null);

/** The answer the results show: every photo with the visitor's hairline, combined. */
export const $combinedResult = computed($analysesWithHairline, (analyses): CombinedAnalysis | null =>
  analyses.length > 0 ? combineAnalyses(analyses) : null,
);
