import type { AnalysisOutcome, HardPhotoReason } from "../../lib/face-shape/types";
import type { PhotoRefusal } from "../../lib/photo/photo-checks";
import {
  MAX_DECODE_PIXELS,
  MAX_DECODE_SIDE_PX,
  MAX_PHOTO_BYTES,
  MEGABYTE,
  MIN_PHOTO_PIXELS,
  MIN_PHOTO_SIDE_PX,
} from "../../lib/photo/photo-limits";

/** A toast's title and text. */
export interface ToastText {
  title: string;
  description: string;
}

/**
 * Texts of SPEC.md section 8 for the success toasts, and the camera's missing gender. The upload
 * needs no toast for a missing photo or gender: its button opens the file picker, or marks the
 * gender choice (GENDER_MISSING), where the visitor is already looking.
 */
export const ANALYZER_TOASTS = {
  // SPEC.md's words, then what the choice really does, so that it does not read as a formality:
  // it picks the classifier.
  noGender: {
    title: "Gender not selected",
    description: `Please select your gender for better analysis: it picks the face-shape model fitted on photos of that gender, and the hair and beard ideas.`,
  },
  complete: { title: "Analysis Complete!", description: "Your face shape and style suggestions are ready." },
  upgraded: {
    title: "Result updated with the full model",
    description: "The face-description model finished loading, so your photo was measured again with it.",
  },
  reset: {
    title: "Ready for a new photo",
    description: "Your last result is cleared from this page. Undo brings it back.",
  },
} as const satisfies Record<string, ToastText>;

/**
 * Under the gender buttons when "Upload Your Selfie Now" is pressed before a gender is chosen (focus
 * goes to the buttons, which are marked; the camera, which has no such buttons, uses the toast above).
 */
export const GENDER_MISSING =
  "Gender not selected. Choose Male or Female: it picks the face-shape model your photo is measured with.";

/**
 * The face model could not be fetched because this device is offline (before the first analysis;
 * after it, the site keeps the model for offline use). Said instead of the engine's own error.
 */
export const OFFLINE_TOAST = {
  title: "You're offline",
  description:
    "The face model downloads the first time you analyze a photo, and this device has no internet connection. Connect, then press Upload Your Selfie Now again: your photo is still here.",
} as const satisfies ToastText;

/** Megapixels, as a visitor reads them: one decimal under ten, whole numbers above. */
const megapixels = (pixels: number) => {
  const value = pixels / 1_000_000;
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
};

/**
 * What the visitor reads when a photo is refused before analysis: what is wrong, with the photo's
 * own numbers, and what to choose instead. Said once, beside the picker.
 */
export function photoRefusal(refusal: PhotoRefusal): ToastText {
  switch (refusal.kind) {
    case "not-an-image":
      return {
        title: "Not a photo",
        description: "This file is not an image. Choose a photo, such as a JPEG or PNG.",
      };
    case "too-large":
      return {
        title: "File too large",
        description: `This file is ${(refusal.bytes / MEGABYTE).toFixed(1)} MB; choose a photo under ${MAX_PHOTO_BYTES / MEGABYTE} MB.`,
      };
    case "not-loadable":
      return {
        title: "This photo could not be opened",
        description:
          "The file may be damaged or in a format this browser cannot read. Choose another photo, such as a JPEG.",
      };
    case "heic-not-supported":
      return {
        title: "HEIC photos cannot be opened in this browser",
        description:
          "This browser cannot read HEIC or HEIF photos (the iPhone's usual format). Save or share the photo as a JPEG and choose that, or use the camera.",
      };
    case "too-many-pixels": {
      const { width, height } = refusal;
      const longSide = width > MAX_DECODE_SIDE_PX || height > MAX_DECODE_SIDE_PX;
      return {
        title: "Photo too large to open",
        description: longSide
          ? `This photo is ${width} x ${height} pixels; use one with no side longer than ${MAX_DECODE_SIDE_PX} pixels, such as a copy resized for sharing.`
          : `This photo is ${width} x ${height} pixels (${megapixels(width * height)} megapixels); use one of at most ${megapixels(MAX_DECODE_PIXELS)} megapixels, such as a copy resized for sharing.`,
      };
    }
    case "too-small":
      return {
        title: "Photo too small",
        description: `This photo is ${refusal.width} x ${refusal.height} pixels; use one at least ${MIN_PHOTO_SIDE_PX} x ${MIN_PHOTO_SIDE_PX} pixels.`,
      };
    case "low-resolution":
      return {
        title: "Photo too small",
        description: `This photo is ${refusal.width} x ${refusal.height} pixels; use one of at least ${MIN_PHOTO_PIXELS} pixels in all.`,
      };
  }
}

/** Beside the gender buttons: what the choice is used for, and nothing more. */
export const GENDER_HELP =
  "Picks the face-shape model, fitted on labelled photos of that gender, and the hair and beard ideas. Nothing else about you is asked.";

/** The action on a toast that puts back what was just cleared or deleted. */
export const UNDO_LABEL = "Undo";

/** Toasts for deleting results kept on this device; each offers Undo. */
export const KEPT_RESULT_TOASTS = {
  deletedOne: { title: "Kept result deleted", description: "It is gone from this browser. Undo puts it back." },
  deletedAll: {
    title: "All kept results deleted",
    description: "They are gone from this browser. Undo puts them back.",
  },
} as const satisfies Record<string, ToastText>;

/** The toast when the visitor adds a photo that is already part of the answer. */
export const SAME_PHOTO_TOAST = {
  title: "That photo is already counted",
  description: "It gives the same measurements as one you added. Choose a different photo of yourself.",
} as const satisfies ToastText;

/** The toast when photo 1 could not leave (the next photo's file did not decode again, or the answer changed). */
export const FIRST_PHOTO_KEPT = {
  title: "Photo 1 is still counted",
  description: "The next photo could not take its place. Try again, or start again with the photos you want.",
} as const satisfies ToastText;

/** The toast when photo `number` joins the answer. */
export const photoAdded = (number: number): ToastText => ({
  title: `Photo ${number} added`,
  description: "The result now combines your photos.",
});

/** The toast when photo `number` leaves the answer. */
export const photoRemoved = (number: number): ToastText => ({
  title: `Photo ${number} removed`,
  description: "The result now combines the photos that are left.",
});

/** Toasts for keeping and sharing a result (the result image, its link, keeping it on this device). */
export const SHARE_TOASTS = {
  imageFailed: { title: "Could not draw the image", description: "This browser could not make the picture." },
  shareFailed: { title: "Could not open sharing", description: "Use Save result image instead." },
  linkCopied: { title: "Link copied", description: "It holds only the numbers of your result, never your photo." },
  copyByHand: { title: "Copy the link below", description: "Your browser did not let the page copy it for you." },
  kept: { title: "Kept on this device", description: "Only the numbers, no photo. Delete it any time below." },
  keepRefused: { title: "Could not keep it", description: "This browser does not let the site store anything." },
} as const satisfies Record<string, ToastText>;

/** What the visitor is told for each way an analysis can fail; the photo is always kept for another try. */
export function outcomeToast(outcome: Exclude<AnalysisOutcome, { kind: "ok" }>): ToastText {
  switch (outcome.kind) {
    case "no-face":
      return {
        title: "No face found",
        description:
          "We could not find a face in this photo, even turned on its side. Try a clear, front-facing photo with your whole face in good light.",
      };
    case "multiple-faces":
      return {
        title: "More than one face",
        description: `This photo shows ${outcome.count} faces of similar size. Please choose a photo with only your face in it.`,
      };
    case "face-too-small":
      return {
        title: "Face too small",
        description:
          "Your face fills too little of the photo to measure. Move closer to the camera or crop the photo around your face.",
      };
    case "head-turned":
      return {
        title: "Head turned too far",
        description: `Your head is turned about ${Math.round(Math.abs(outcome.yawDegrees))} degrees to the side. Face the camera directly so both sides of your face show.`,
      };
    case "head-tilted":
      return {
        title: "Head tilted too far",
        description: `Your head is tilted about ${Math.round(Math.abs(outcome.rollDegrees))} degrees. Hold your head level and look straight at the camera.`,
      };
    case "engine-error":
      return {
        title: "Analysis failed",
        description: `${outcome.message} Your photo is still here: please try again.`,
      };
  }
}

/**
 * What the result says about each thing that made a photo hard to measure (photo-difficulty.ts):
 * what it does to the measurement, then what photo to take instead. Worded so that they stay true
 * of a result combined from several photos, only some of them hard.
 */
export const HARD_PHOTO_NOTES = {
  turned:
    "Your head was turned to one side, which makes the far side of your face look narrower than it is. A photo facing the camera straight on gives a steadier answer.",
  levelled:
    "Your head was tilted strongly. We straightened the photo to measure it, but strongly tilted photos matched their known shape less often in our tests. A photo with your head upright gives a steadier answer.",
  "mouth-open":
    "Your mouth was open wide, which lowers the chin and makes the face look longer. A photo with your lips relaxed and closed gives a steadier answer.",
  "chin-at-edge":
    "Your chin is at the edge of the photo, so where it ends was partly guessed, and the face length with it. Step back or hold the camera further away. A photo with your whole face and a little space below your chin gives a steadier answer.",
  "top-at-edge":
    "The top of your forehead is outside the photo, so part of your face's outline is missing. Step back. A photo showing your whole face and some of your hair gives a steadier answer.",
} as const satisfies Record<HardPhotoReason, string>;

/** The line above those notes: about the one photo, or about some of the photos (or camera frames) combined. */
export function hardPhotoHeading(count: number, noun: "photos" | "camera frames" = "photos"): string {
  return count > 1 ? `Some of the ${noun} were hard to measure:` : "This photo was hard to measure:";
}

/** Why the guided camera cannot be used; each ends by pointing to the upload, which stays available. */
export const CAMERA_PROBLEMS = {
  insecure: {
    title: "The camera needs a secure page",
    description: "Browsers open the camera only on pages served over https. Choose a photo instead.",
  },
  unsupported: {
    title: "No camera access in this browser",
    description: "This browser does not let pages use a camera. Choose a photo instead, or try another browser.",
  },
  refused: {
    title: "Camera permission refused",
    description: "Allow the camera for this site in your browser's settings and try again, or choose a photo instead.",
  },
  missing: {
    title: "No camera found",
    description: "We could not find a camera on this device. Choose a photo instead.",
  },
  busy: {
    title: "The camera is busy",
    description: "Another app or tab may be using it. Close it and try again, or choose a photo instead.",
  },
  failed: {
    title: "The camera could not start",
    description: "Try again, or choose a photo instead.",
  },
  modelFailed: {
    title: "The face model did not load",
    description: "The camera is off again. Check your connection and try again, or choose a photo instead.",
  },
  nothingMeasured: {
    title: "No clear frame",
    description: "None of the three photos could be measured. Try the camera again in steady light, or choose a photo.",
  },
} as const satisfies Record<string, ToastText>;

/** The message for a camera that could not be opened: from the page's context, or getUserMedia's error. */
export function cameraProblem(context: { secure: boolean; supported: boolean }, error?: unknown): ToastText {
  if (!context.secure) return CAMERA_PROBLEMS.insecure;
  if (!context.supported) return CAMERA_PROBLEMS.unsupported;
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return CAMERA_PROBLEMS.refused;
  if (name === "NotFoundError" || name === "OverconstrainedError") return CAMERA_PROBLEMS.missing;
  if (name === "NotReadableError" || name === "AbortError") return CAMERA_PROBLEMS.busy;
  return CAMERA_PROBLEMS.failed;
}
