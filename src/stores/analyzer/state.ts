import { atom, computed } from "nanostores";
import type { Gender } from "../../data/face-shapes";
import type { ToastText } from "./messages";
import { MAX_COMBINED_PHOTOS, combineAnalyses, type CombinedAnalysis } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE, clampForeheadScale } from "../../lib/face-shape/facial-metrics";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadPhoto, type LoadedPhoto } from "../../lib/photo/load-photo";
import type { Measured } from "./engine";

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
 * Which step of the flow is on screen (SPEC.md section 4). SPEC's analyzing, landmark-preview
 * and results-visible flags are this one value, so they can never disagree.
 */
export type AnalyzerStep = "input" | "analyzing" | "landmarks" | "results";

export const $photo = atom<ChosenPhoto | null>(null);
export const $gender = atom<Gender | null>(null);
export const $step = atom<AnalyzerStep>("input");
/** The analysis of the photo on screen (with the estimated hairline). */
export const $analysis = atom<FaceAnalysis | null>(null);
/** Analyses of further photos (or camera frames) of the same visitor, combined with the first. */
export const $moreAnalyses = atom<readonly FaceAnalysis[]>([]);
/**
 * The files of the further photos the visitor added, by their analysis, for the thumbnails that
 * let each be removed. Only this browser holds them; they go when the photo is removed.
 */
export const $addedPhotos = atom<ReadonlyMap<FaceAnalysis, Blob>>(new Map());
/** Where the combined analyses came from: photos the visitor picked, or frames of the guided camera. */
export const $combinedFrom = atom<"photos" | "camera">("photos");
/** The hairline as the visitor set it on the landmark view (1: the estimate), applied to every photo. */
export const $foreheadScale = atom<number>(FOREHEAD_SCALE.estimate);

/**
 * The picked photo while it is read and decoded, so "Upload Your Selfie Now" pressed meanwhile can
 * wait for it; it resolves to null when the photo is refused.
 */
export const $readingPhoto = atom<Promise<ChosenPhoto | null> | null>(null);
/**
 * A problem kept beside the picker. `announce` when no toast said it: the note is then the one
 * place it is said, so it is announced itself.
 */
export interface PickerNote extends ToastText {
  announce?: boolean;
}

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
/** True while the next added photo is decoded again to take photo 1's place. */
export const $replacingShownPhoto = atom(false);

/**
 * The analyses measured again with the visitor's hairline, and the analyses they came from. The
 * re-measuring code (the classifier's weights) loads only when the hairline is first moved.
 */
const $remeasured = atom<{ from: readonly FaceAnalysis[]; analyses: readonly FaceAnalysis[] } | null>(null);

/** Everything "Get My Shape & Style Tips Again" cleared, so its Undo can put it back exactly. */
export interface ClearedSession {
  photo: ChosenPhoto;
  gender: Gender | null;
  analysis: FaceAnalysis | null;
  more: readonly FaceAnalysis[];
  addedPhotos: ReadonlyMap<FaceAnalysis, Blob>;
  combinedFrom: "photos" | "camera";
  foreheadScale: number;
  remeasured: { from: readonly FaceAnalysis[]; analyses: readonly FaceAnalysis[] } | null;
  step: AnalyzerStep;
}

/**
 * The session cleared last, while its Undo is offered. Its photo's URL is already released; the
 * decoded photo is closed once the Undo is gone or another photo is chosen.
 */
const $cleared = atom<ClearedSession | null>(null);

/** Every analysis in the answer (the photo on screen first), with the visitor's hairline once it is measured. */
export const $measured = computed(
  [$analysis, $moreAnalyses, $remeasured],
  (analysis, more, remeasured): readonly FaceAnalysis[] => {
    if (!analysis) return [];
    const all = [analysis, ...more];
    const current =
      remeasured !== null &&
      remeasured.from.length === all.length &&
      remeasured.from.every((from, i) => from === all[i]);
    return current ? remeasured.analyses : all;
  },
);

/** Every analysis in the answer with the estimated hairline, the photo on screen first. */
export const $analyses = computed([$analysis, $moreAnalyses], (analysis, more): readonly FaceAnalysis[] =>
  analysis ? [analysis, ...more] : [],
);

/** The photo on screen as measured with the visitor's hairline (what the landmark view and try-on draw). */
export const $shownAnalysis = computed($measured, (measured) => measured[0] ?? null);

/** The answer the results show: every photo measured with the visitor's hairline, then combined. */
export const $result = computed($measured, (measured): CombinedAnalysis | null =>
  measured.length > 0 ? combineAnalyses(measured) : null,
);

/** Measures every analysis again with the current hairline (loading the classifier the first time). */
async function remeasure(): Promise<void> {
  const scale = $foreheadScale.get();
  const analysis = $analysis.get();
  if (!analysis) return;
  const from = [analysis, ...$moreAnalyses.get()];
  if (scale === FOREHEAD_SCALE.estimate) {
    $remeasured.set(null);
    return;
  }
  const { withForeheadScale } = await import("../../lib/face-shape/analysis-from-landmarks");
  // A later move or photo has started its own measuring: leave it to that one.
  const more = $moreAnalyses.get();
  const same = more.length === from.length - 1 && more.every((other, i) => other === from[i + 1]);
  if ($foreheadScale.get() !== scale || $analysis.get() !== analysis || !same) return;
  $remeasured.set({ from, analyses: from.map((a) => withForeheadScale(a, scale)) });
}

/** Moves the hairline (see FOREHEAD_SCALE); every photo's measurements follow. */
export function setForeheadScale(scale: number): void {
  $foreheadScale.set(clampForeheadScale(scale));
  void remeasure();
}

/** True while another photo can still be added to the answer. */
export function canAddPhoto(): boolean {
  return $analysis.get() !== null && 1 + $moreAnalyses.get().length < MAX_COMBINED_PHOTOS;
}

/** Adds another photo's analysis (and its file, for its thumbnail) to the answer; ignored when the answer is full. */
export function addAnalysis(analysis: FaceAnalysis, file?: Blob): void {
  if (!canAddPhoto()) return;
  $moreAnalyses.set([...$moreAnalyses.get(), analysis]);
  if (file) $addedPhotos.set(new Map([...$addedPhotos.get(), [analysis, file]]));
  void remeasure();
}

/** Takes an added photo out of the answer again; the result is combined from the others. */
export function removeAnalysis(analysis: FaceAnalysis): void {
  $moreAnalyses.set($moreAnalyses.get().filter((other) => other !== analysis));
  const photos = new Map($addedPhotos.get());
  photos.delete(analysis);
  $addedPhotos.set(photos);
  void remeasure();
}

/** Whether the photo on screen can leave a combined answer: an added photo (with its file) can take its place. */
export function canRemoveShownPhoto(): boolean {
  const next = $moreAnalyses.get()[0];
  return next !== undefined && $addedPhotos.get().has(next);
}

/**
 * Takes the photo on screen (photo 1) out of a combined answer: the next added photo, decoded
 * again from its file, takes its place on screen, and the result is combined from the photos that
 * are left. False (nothing changed) when no added photo can take its place, when its file no longer
 * decodes, or when the answer changed while it was decoding.
 */
export async function removeShownPhoto(): Promise<boolean> {
  const analysis = $analysis.get();
  const [next, ...rest] = $moreAnalyses.get();
  const file = next ? $addedPhotos.get().get(next) : undefined;
  if (!analysis || !next || !file) return false;
  const loaded = await loadPhoto(file);
  if (!loaded.ok) return false;
  if ($analysis.get() !== analysis || $moreAnalyses.get()[0] !== next) {
    loaded.photo.bitmap.close();
    return false;
  }
  releasePhoto();
  const name = file instanceof File ? file.name : "photo.jpg";
  $photo.set({ photo: loaded.photo, url: URL.createObjectURL(file), file, name });
  $analysis.set(next);
  $moreAnalyses.set(rest);
  const photos = new Map($addedPhotos.get());
  photos.delete(next);
  $addedPhotos.set(photos);
  void remeasure();
  return true;
}

function clearCombined(): void {
  $addPhotoProblem.set(null);
  $moreAnalyses.set([]);
  $addedPhotos.set(new Map());
  $combinedFrom.set("photos");
  $foreheadScale.set(FOREHEAD_SCALE.estimate);
  $remeasured.set(null);
}

/** Replaces the chosen photo, releasing the previous one's memory. */
export function choosePhoto(next: ChosenPhoto): void {
  forgetCleared();
  releasePhoto();
  $photo.set(next);
  $analysis.set(null);
  clearCombined();
  $step.set("input");
}

function releasePhoto(): void {
  const current = $photo.get();
  if (!current) return;
  URL.revokeObjectURL(current.url);
  current.photo.bitmap.close();
  $photo.set(null);
}

export function chooseGender(gender: Gender): void {
  $gender.set(gender);
  $genderMissing.set(false);
}

export function startAnalyzing(): void {
  $step.set("analyzing");
}

/** Ends an analysis: on success the landmark preview comes next; otherwise back to the photo, which is kept. */
export function finishAnalyzing(outcome: Measured): void {
  if (outcome.kind === "ok") {
    $analysis.set(outcome.analysis);
    clearCombined();
    $step.set("landmarks");
  } else {
    $step.set("input");
  }
}

/**
 * Puts the full model's analysis of the photo on screen in place of the smaller model's, once the
 * optional face-description model has loaded (DECISIONS.md "Model size": the base result shows
 * first, the better one replaces it when ready). Ignored when that analysis is no longer the one
 * on screen (another photo, or a new analysis). Further photos keep the classifier they got.
 */
export function upgradeAnalysis(from: FaceAnalysis, better: FaceAnalysis): boolean {
  if ($analysis.get() !== from) return false;
  $analysis.set(better);
  void remeasure();
  return true;
}

export function showResults(): void {
  if ($analysis.get()) $step.set("results");
}

/**
 * Ends a guided camera capture: the first good frame becomes the photo on screen, and the others
 * are combined with it. Goes to the landmark preview, as an analysed upload does.
 */
export function finishCameraCapture(frame: ChosenPhoto, analyses: readonly FaceAnalysis[]): void {
  const [first, ...more] = analyses;
  if (!first) return;
  forgetCleared();
  releasePhoto();
  $photo.set(frame);
  $analysis.set(first);
  clearCombined();
  $moreAnalyses.set(more.slice(0, MAX_COMBINED_PHOTOS - 1));
  $combinedFrom.set("camera");
  $step.set("landmarks");
}

/**
 * "Get My Shape & Style Tips Again": clears the photo, the gender and every flag. Returns what it
 * cleared (null when there was no photo), for undoReset while its Undo is offered.
 */
export function resetAnalyzer(): ClearedSession | null {
  forgetCleared();
  const photo = $photo.get();
  const session: ClearedSession | null = photo
    ? {
        photo,
        gender: $gender.get(),
        analysis: $analysis.get(),
        more: $moreAnalyses.get(),
        addedPhotos: $addedPhotos.get(),
        combinedFrom: $combinedFrom.get(),
        foreheadScale: $foreheadScale.get(),
        remeasured: $remeasured.get(),
        step: $step.get(),
      }
    : null;
  if (photo) URL.revokeObjectURL(photo.url);
  $photo.set(null);
  $cleared.set(session);
  $gender.set(null);
  $genderMissing.set(false);
  $analysis.set(null);
  clearCombined();
  $step.set("input");
  return session;
}

/** Puts back exactly what resetAnalyzer cleared; false once that is no longer possible. */
export function undoReset(session: ClearedSession): boolean {
  if ($cleared.get() !== session) return false;
  $cleared.set(null);
  releasePhoto();
  $photo.set({ ...session.photo, url: URL.createObjectURL(session.photo.file) });
  $gender.set(session.gender);
  $analysis.set(session.analysis);
  $moreAnalyses.set(session.more);
  $addedPhotos.set(session.addedPhotos);
  $combinedFrom.set(session.combinedFrom);
  $foreheadScale.set(session.foreheadScale);
  $remeasured.set(session.remeasured);
  $step.set(session.step);
  return true;
}

/** Lets go of the cleared session (or only of `session`, if it is still the one held): Undo is gone. */
export function forgetCleared(session?: ClearedSession): void {
  const held = $cleared.get();
  if (!held || (session && held !== session)) return;
  held.photo.photo.bitmap.close();
  $cleared.set(null);
}
