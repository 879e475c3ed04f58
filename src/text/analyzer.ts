/**
 * Everything the analyzer says: its toasts and notes, the refusals of a photo, why an analysis
 * failed (the face engine's own messages among them), the loading overlay and the photo guidelines.
 * Numbers come from the constants they state. The guided camera's words are in ./camera.ts, a
 * result link's in ./result.ts, the card's and the keep and share toasts in ./share.ts.
 */
import type { EngineFailed, EngineFailure, FileRefusal } from "../lib/face-engine/engine-failure";
import type { AnalysisStep } from "../lib/face-engine/protocol";
import type { AnswerConfidence } from "../lib/model-accuracy/answer-confidence";
import type { Gender } from "../data/face-shapes";
import type { AnalysisOutcome, HardPhotoReason } from "../lib/face-shape/types";
import type { PhotoRefusal } from "../lib/photo/photo-checks";
import {
  MAX_DECODE_PIXELS,
  MAX_DECODE_SIDE_PX,
  MAX_PHOTO_MB,
  MEGABYTE,
  MIN_PHOTO_PIXELS,
  MIN_PHOTO_SIDE_PX,
} from "../lib/photo/photo-limits";
import type { ToastText } from "./toast-text";

/**
 * The success toasts (docs/product.md, "Messages"), and the camera's missing gender. The upload
 * needs no toast for a missing photo or gender: its button opens the file picker, or marks the
 * gender choice (GENDER_MISSING), where the visitor is already looking.
 */
export const ANALYZER_TOASTS = {
  // The first design's words, then what the choice really does, so that it does not read as a formality:
  // it picks the classifier.
  noGender: {
    title: "Gender not selected",
    description: `Please select your gender for better analysis: it picks the face-shape model fitted on photos of that gender, and the hair and beard ideas.`,
  },
  complete: { title: "Analysis Complete!", description: "Your face shape and style suggestions are ready." },
  anotherPhoto: { title: "New photo measured", description: "The result now reads the photo you just chose." },
  reset: {
    title: "Ready for a new photo",
    description: "Your last result is cleared from this page. Undo brings it back.",
  },
} as const satisfies Record<string, ToastText>;

/**
 * The two ways to a better answer, beside every result and inside a hard-photo warning: a photo
 * that takes this one's place, or one more photo averaged with it.
 */
export const BETTER_ANSWER = {
  tryAnother: "Try another photo",
  addAnother: "Add another photo",
  measuringNew: "Measuring the new photo... your result stays here until it is ready.",
  measuringAdded: (number: number) => `Measuring photo ${number}...`,
} as const;

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
        description: `This file is ${(refusal.bytes / MEGABYTE).toFixed(1)} MB; choose a photo under ${MAX_PHOTO_MB} MB.`,
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
          : refusal.limit !== undefined
            ? `This photo is ${width} x ${height} pixels (${megapixels(width * height)} megapixels); this browser opens a photo of this kind only up to ${megapixels(refusal.limit)} megapixels. Use a copy resized for sharing, or the photo saved as a JPEG.`
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

/** The gender choice's name and its two buttons. */
export const GENDER_CHOICE = { label: "Gender", male: "Male", female: "Female" } as const;

/** The action on a toast that puts back what was just cleared or deleted. */
export const UNDO_LABEL = "Undo";

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

/**
 * "Is this the same person?": asked when a photo joining the answer seems to show someone other
 * than photo 1 (or the check could not run), with the two faces side by side. Only a photo the
 * visitor confirms is combined.
 */
export const SAME_PERSON = {
  title: "Is this the same person?",
  different: (number: number) =>
    `Photo ${number} seems to show someone other than photo 1. One answer should combine photos of one face only: a blend of two people describes neither.`,
  unknown: (number: number) =>
    `We could not check whether photo ${number} shows the same person as photo 1 (the face-recognition model did not load). One answer should combine photos of one face only.`,
  first: "Photo 1",
  joining: (number: number) => `Photo ${number}`,
  yes: "Yes, same person: add it",
  no: "No, leave it out",
} as const;

/** Said when the visitor leaves a photo out at "Is this the same person?". */
export const photoLeftOut = (number: number): ToastText => ({
  title: `Photo ${number} left out`,
  description: "Your result still reads only the photos you had.",
});

/** Said when camera frames that seemed to show someone else were left out of a camera answer. */
export const cameraFramesLeftOut = (count: number): ToastText => ({
  title: count === 1 ? "1 camera frame left out" : `${count} camera frames left out`,
  description: `${count === 1 ? "It seemed" : "They seemed"} to show someone other than the first frame, so the result reads only the frames of one face.`,
});

/** The toast when photo `number` leaves the answer. */
export const photoRemoved = (number: number): ToastText => ({
  title: `Photo ${number} removed`,
  description: "The result now combines the photos that are left.",
});

/** What the visitor is told for each way an analysis can fail; the photo is always kept for another try. */
export function outcomeToast(outcome: Exclude<AnalysisOutcome, { kind: "ok" }> | EngineFailed): ToastText {
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
    case "engine-failed": {
      // The site's words for the engine's failure (engineFailureText), never the worker's own text.
      const message =
        outcome.kind === "engine-error" ? ENGINE_MESSAGES.engineError : engineFailureText(outcome.failure);
      return {
        title: "Analysis failed",
        description: `${message} Your photo is still here: please try again.`,
      };
    }
  }
}

/**
 * What the result says about each thing that made a photo hard to measure (photo-difficulty.ts):
 * what it does to the measurement, then what photo to take instead. Worded so that they stay true
 * of a result combined from several photos, only some of them hard.
 */
export const HARD_PHOTO_NOTES = {
  turned:
    "Your head was turned to one side, which makes the forehead look narrower. In our tests that did not change which shape was named, but it spread the shares more evenly. A photo facing the camera straight on gives a steadier answer.",
  levelled:
    "Your head was tilted strongly. We straightened the photo, but tilted photos matched their known shape less often in our tests. A photo with your head upright gives a steadier answer.",
  "mouth-open":
    "Your mouth was open wide, which lowers the chin and makes the face look longer. We lifted the chin back by as much as an open mouth lowers it in our labelled photos. A photo with your lips closed gives a steadier answer.",
  "chin-at-edge":
    "Your chin is at the edge of the photo, so the face length was partly guessed. A photo with a little space below your chin gives a steadier answer.",
  "top-at-edge":
    "The top of your forehead is outside the photo, so part of the outline is missing. A photo showing some of your hair gives a steadier answer.",
} as const satisfies Record<HardPhotoReason, string>;

/** The line above those notes: about the one photo, or about some of the photos (or camera frames) combined. */
export function hardPhotoHeading(
  count: number,
  noun: "photos" | "camera frames" = "photos",
  which: readonly number[] = [],
): string {
  if (count <= 1) return "This photo was hard to measure:";
  const one = noun === "photos" ? "Photo" : "Camera frame";
  if (which.length === 1) return `${one} ${which[0]} of ${count} was hard to measure:`;
  if (which.length > 1) return `${one}s ${listed(which)} of ${count} were hard to measure:`;
  return `Some of the ${noun} were hard to measure:`;
}

/** "1", "1 and 3", "1, 2 and 3". */
export const listed = (numbers: readonly number[]): string =>
  numbers.length <= 1 ? `${numbers[0] ?? ""}` : `${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;

/** Before a reason's note in a combined result: which of the photos or frames it was. */
export const hardPhotoWhich = (noun: "photos" | "camera frames", which: readonly number[]) =>
  `${noun === "photos" ? "Photo" : "Frame"}${which.length > 1 ? "s" : ""} ${listed(which)}: `;

/**
 * The loading overlay's line for each step of the analysis (protocol.ts ANALYSIS_STEPS), shown as
 * the engine starts it: the overlay says what the engine is doing, for as long as it does it.
 */
export const STEP_MESSAGES = {
  finding: "Finding your face",
  placing: "Placing the 68 landmarks",
  reading: "Reading the look of your face",
  shaping: "Working out your face shape",
} as const satisfies Record<AnalysisStep, string>;

/** The loading overlay's heading, the face models' download while it lasts, and its privacy line. */
export const ANALYSIS_OVERLAY = {
  title: "Analyzing your photo",
  modelProgress: (done: number, total: number) => `Loading the face models: ${done} of ${total} parts ready`,
  /** Said before the engine has started a step (the photo is on its way to it). */
  starting: "Starting the face engine",
  onDevice: "Everything happens on this device; your photo is not uploaded.",
} as const;

/** The upload step: its two tabs, the picker, the analyze button and the line under it. */
export const UPLOAD = {
  tabs: "Analyzer",
  uploadTab: "Upload Clear Face Image",
  guidelinesTab: "Photo Guidelines",
  dropHere: "Drop a selfie here, or choose one",
  chosenPhoto: "The photo you chose, ready to analyze",
  reading: "Reading your photo...",
  choosePhoto: "Choose a photo",
  chooseAnother: "Choose another photo",
  useCamera: "Use camera",
  takeSelfie: "Take a selfie",
  analyze: "Upload Your Selfie Now",
  analyzing: "Analyzing...",
  staysHere: "Your photo stays on this device: it is analyzed in your browser and never uploaded.",
} as const;

/** The photo rules in a few words, under the picker. */
export const PHOTO_REQUIREMENTS = `JPG, PNG or WebP, at least ${MIN_PHOTO_SIDE_PX} x ${MIN_PHOTO_SIDE_PX} pixels, under ${MAX_PHOTO_MB} MB`;

/** Photo guidelines tab of the analyzer. */
export const PHOTO_GUIDELINES: readonly { title: string; body: string }[] = [
  {
    title: "Face the camera",
    body: "Look straight into the lens with your head level, so the model sees both sides of your face equally.",
  },
  {
    title: "Use even light",
    body: "Soft daylight from a window in front of you works best; avoid harsh shadows and strong backlight.",
  },
  {
    title: "Keep hair off your face",
    body: "Pull your hair back from your forehead and jawline so the outline of your face is fully visible.",
  },
  {
    title: "Beards and the jawline",
    body: "The model measures the outline it can see, so a full beard is measured as your jaw. A photo with a short or trimmed beard shows where your jaw really is.",
  },
  {
    title: "Remove your glasses",
    body: "Take off your glasses if you can, since frames can hide the brow line and the sides of the face.",
  },
  {
    title: "Keep a neutral expression",
    body: "Relax your face with your mouth closed; a wide smile widens the cheeks and changes the jaw.",
  },
  {
    title: "Check the size",
    body: `Use a photo of at least ${MIN_PHOTO_SIDE_PX} x ${MIN_PHOTO_SIDE_PX} pixels and under ${MAX_PHOTO_MB} MB, in any shape: the analyzer finds your face in it.`,
  },
];

/**
 * What the visitor reads when the face engine cannot analyze: its failures' codes worded
 * (engineFailureText), which outcomeToast puts in front of the visitor.
 */
export const ENGINE_MESSAGES = {
  /** An analysis that did not answer within ANALYSIS_TIMEOUT_MS. */
  tookTooLong: "The analysis took too long.",
  /** A failed model waiting for its next try (modelRetryDelayMs). */
  backingOff: "The face model could not be loaded. Please try again in a few seconds.",
  /** The engine threw before it could answer. */
  couldNotStart: "The face engine could not start.",
  /** The worker stopped. */
  stoppedUnexpectedly: "The face engine stopped unexpectedly.",
  /** The worker could not load the model; `reason` is one of these messages (a refused file's), where there is one. */
  modelNotLoaded: (reason?: string) =>
    reason ? `The face model could not be loaded: ${reason}` : "The face model could not be loaded.",
  /** A file of the engine the page would not hand to the worker (src/lib/face-engine/sandbox/sandboxed-worker.ts). */
  fileRefused: (reason: FileRefusal) =>
    reason === "not-found"
      ? "A file of the face engine could not be downloaded. Please try again."
      : reason === "asked-again"
        ? "The face engine asked for one of its files twice, which it never needs, so the page stopped it. Reload the page to try again."
        : "A file of the face engine did not match this version of the site, so it was not used. Reload the page to try again.",
  /** The worker answered with something that is not an answer the engine gives (src/lib/face-engine/checked-outcome.ts). */
  badAnswer: "The face engine gave an answer this page cannot use, so none is shown.",
  /** The worker reported an error of its own while measuring the photo. */
  engineError: "The face engine could not measure this photo.",
} as const;

/**
 * The face engine's failure (src/lib/face-engine/engine-failure.ts) in words: the one place its
 * codes are worded, for the failed analysis's toast and the engine harness alike.
 */
export function engineFailureText(failure: EngineFailure): string {
  // Only the site's own words: what the browser or the worker said goes to the console
  // (src/stores/analyzer/notify.ts), never onto the page.
  switch (failure.code) {
    case "took-too-long":
      return ENGINE_MESSAGES.tookTooLong;
    case "backing-off":
      return ENGINE_MESSAGES.backingOff;
    case "could-not-start":
      return ENGINE_MESSAGES.couldNotStart;
    case "worker-stopped":
      return failure.refusal ? ENGINE_MESSAGES.fileRefused(failure.refusal) : ENGINE_MESSAGES.stoppedUnexpectedly;
    case "model-not-loaded":
      return ENGINE_MESSAGES.modelNotLoaded(failure.refusal ? ENGINE_MESSAGES.fileRefused(failure.refusal) : undefined);
    case "unexpected-reply":
    case "bad-answer":
      return ENGINE_MESSAGES.badAnswer;
  }
}

/** How sure an answer is, in one word, from how often answers like it were right (answer-chance.ts). */
export function chanceWord(chance: number): string {
  if (chance >= 75) return "Very likely";
  if (chance >= 55) return "Likely";
  if (chance >= 40) return "Fair chance";
  return "Unsure";
}

/**
 * The confidence in words a person reads at a glance: for one shape, how often answers this sure
 * were right; for a named pair, how often one of the two was; for several photos or frames, from
 * answers that combined as many.
 */
export function chanceSentence(chance: number, pair: boolean, count: number, noun: string): string {
  const times = Math.round(chance / 10);
  const what = pair
    ? `for answers this close, one of the two shapes was right about ${times} times in 10`
    : `answers this sure were right about ${times} times in 10`;
  const combined = count > 1 ? `, counting answers that combined ${count} ${noun} as one` : "";
  return `${what} on people the model never saw${combined}.`;
}

/** What the development photos a doubtful answer is rated by were like, by its reason. */
const DOUBTFUL_LIKE = {
  hard: () => `photos as hard to measure as this one (head turned or mouth open)`,
  beyond: () =>
    `faces whose three charted measurements all lie, like yours, outside every labelled shape's middle half`,
} as const;

/**
 * The confidence's word and sentence (answer-confidence.ts): an ordinary answer by how often
 * answers this sure were right; a doubtful one by photos like it, or, where too few were, "we
 * cannot tell". A named pair's word is the pair's ("Likely one of these two"), never one shape's.
 */
export function confidenceWords(
  confidence: AnswerConfidence,
  pair: boolean,
  count: number,
  noun: string,
  gender: Gender,
): { word: string; sentence: string } {
  const group = gender === "male" ? "men" : "women";
  const ofPair = (word: string) => (pair ? `${word} one of these two` : word);
  if (confidence.kind === "rated") {
    return {
      word: ofPair(chanceWord(confidence.chance)),
      sentence: chanceSentence(confidence.chance, pair, count, noun),
    };
  }
  const like = DOUBTFUL_LIKE[confidence.reason]();
  const counted = `${confidence.rate.photos} photos of ${confidence.rate.people} ${group}`;
  if (confidence.kind === "unrated") {
    return {
      word: "We cannot tell how sure",
      sentence: `from a photo like this: too few of our labelled photos are ${like} (${counted}) to say how often answers for them were right.`,
    };
  }
  const { right, low, high } = pair ? confidence.rate.pair : confidence.rate.one;
  const what = pair ? "one of the top two shapes" : "the top shape";
  return {
    // Never "Very likely" for a doubtful answer, whatever photos like it scored.
    word: ofPair(chanceWord(Math.min(confidence.chance, 74))),
    sentence: `for ${like}, ${what} was right about ${Math.round(right / 10)} times in 10 on people the model never saw (${low} to ${high} %, ${counted}).`,
  };
}
