/**
 * Everything the guided camera says: the checks' labels and hints, the one instruction shown and
 * read out, what it says while it starts and takes the photos, and why it cannot be used. What
 * each check read is decided in lib/camera/capture-gates.ts; this file only puts it in words.
 */
import { CAPTURE_FRAMES, gateToInstruct, type Gate, type GateId, type GateState } from "../lib/camera/capture-gates";
import type { ToastText } from "./toast-text";

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** How many frames the camera takes, in words ("three"). */
const FRAMES_IN_WORDS = NUMBER_WORDS[CAPTURE_FRAMES] ?? String(CAPTURE_FRAMES);

/** What each check is called beside its mark, and in the list of those still off. */
export const GATE_LABELS: Readonly<Record<GateId, string>> = {
  "one-face": "One face in view",
  distance: "Good distance",
  centred: "Face centred",
  level: "Head level",
  facing: "Facing the camera",
  light: "Enough light",
};

/** What a screen reader hears after each check's label. */
export const GATE_STATE_WORDS: Readonly<Record<GateState, string>> = {
  met: ": yes",
  unmet: ": not yet",
  waiting: ": waiting",
};

/** What the camera says as it starts, guides and takes the photos. */
export const CAMERA_SAYS = {
  /** Read out first, before the camera is open. */
  starting: "Starting the camera.",
  /** Shown while the camera's own code loads. */
  loadingView: "Starting the camera...",
  /** Shown under the preview until the camera and the model are ready. */
  startingWithModel: "Starting the camera and the face model...",
  /** The short form, on the preview. */
  startingShort: "Starting...",
  cameraOn: "Camera on. Loading the face model.",
  looking: "Looking for your face...",
  allSetHoldStill: "All set. Hold still.",
  allSetChooseGender: "All set. Choose male or female below to take the photos.",
  /** After the checks still off, beside the manual shutter, while no gender is chosen. */
  chooseGenderFirst: " Choose male or female below first.",
  holdStill: `Hold still: taking ${FRAMES_IN_WORDS} photos.`,
  /** On the preview while the frames are taken. */
  takingPhotos: `Taking ${FRAMES_IN_WORDS} photos...`,
  allMet: "Every check is met.",
} as const;

/** The camera view's heading (for screen readers), its buttons and what assistive technology calls its parts. */
export const CAMERA_VIEW = {
  title: "Guided camera",
  video: "Your camera, mirrored",
  checks: "Capture checks",
  takeAnyway: "Take photo anyway",
  tryAgain: "Try again",
  chooseInstead: "Choose a photo instead",
  cancel: "Cancel and choose a photo instead",
} as const;

/** Under the upload's buttons: what "Use camera" does, and on a phone what "Take a selfie" does. */
export const CAMERA_HINT = {
  useCamera: `Use camera guides you to a level, well-lit pose and takes ${FRAMES_IN_WORDS} frames on this page.`,
  takeSelfie: " Take a selfie opens your phone's own camera for one photo.",
} as const;

const OFF_CENTRE_MOVES = { right: "to your right", left: "to your left", up: "up", down: "down" } as const;

/** What to do when a check is not met (or what is good when it is, or what it waits for); left and right are the visitor's own. */
export function gateHint({ id, reading }: Gate): string {
  switch (reading.kind) {
    case "met":
      return `${GATE_LABELS[id]}.`;
    case "no-look":
      return CAMERA_SAYS.looking;
    case "no-face":
      return "No face in view yet: look straight into the camera.";
    case "needs-face":
      return "Waiting for a face.";
    case "several-faces":
      return `${reading.count} faces in view: only you should be in the picture.`;
    case "too-close":
      return "Too close: hold the camera further away, about an arm's length.";
    case "too-far":
      return "Too far: bring the camera a little closer.";
    case "off-centre":
      return `Move your face to the middle of the oval (${OFF_CENTRE_MOVES[reading.move]}).`;
    case "tilted":
      return "Hold your head level: it is tilted to one side.";
    case "turned":
      return "Look straight at the camera: your head is turned.";
    case "too-dark":
      return "Too dark: face a window or a lamp.";
  }
}

/**
 * The one instruction to show and read out: the hint of the first unmet gate, else of the first
 * waiting one, or that all is well.
 */
export function captureInstruction(gates: readonly Gate[]): string {
  const gate = gateToInstruct(gates);
  return gate ? gateHint(gate) : CAMERA_SAYS.holdStill;
}

/**
 * The note beside the manual shutter: the labels of the gates not met yet (unmet or waiting), in
 * order, e.g. "Still off: Face centred, Head level."
 */
export function stillOffNote(gates: readonly Gate[]): string {
  const off = gates.filter((g) => g.state !== "met").map((g) => GATE_LABELS[g.id]);
  return off.length > 0 ? `Still off: ${off.join(", ")}.` : CAMERA_SAYS.allMet;
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
    description: `None of the ${FRAMES_IN_WORDS} photos could be measured. Try the camera again in steady light, or choose a photo.`,
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
