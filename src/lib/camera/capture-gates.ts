/**
 * The guided camera's gates: what a camera frame must show before the photo is taken. Each gate
 * is met, unmet, or waiting (it cannot be judged yet: without a face there is no distance, pose or
 * light of a face to read), with a hint in words; the first unmet gate is the instruction shown
 * and read out.
 */
import type { CameraFrameCheck } from "../face-engine/protocol";
import { HARD_PHOTO_LIMITS } from "../face-shape/photo-difficulty";

/**
 * Thresholds of the gates. The face's width (its outline, cheek to cheek) is measured against the
 * frame's longer side, which a camera's field of view fixes whether the phone is upright or sideways.
 * - Too close distorts the face: a lens near the face makes the nose and the middle of the face
 *   look larger and the sides narrower. A face a third of the frame wide is about 35 cm from a
 *   typical phone front camera; we ask for at most 30 % (about 40 cm and more).
 * - Too far leaves the landmarks few pixels: at least 16 % (about 75 cm at most).
 * - Level: the landmarks' roll, within the analysis's own no-correction limit (8 degrees).
 * - Facing: the landmarks' yaw estimate, at most the turn past which the result notes that the
 *   head was turned (HARD_PHOTO_LIMITS), so a guided capture does not come back with that note.
 *   Nine in ten portraits read under 11 degrees, so the bar keeps few visitors waiting.
 * - Light: the mean brightness of the face box. Below 45 of 255 the landmark model starts missing
 *   the jaw outline on dark skin and in dim rooms alike; the bar is low so that no skin tone fails it.
 */
export const CAPTURE_LIMITS = {
  /** Face width as a share of the frame's longer side. */
  minFaceShare: 0.16,
  maxFaceShare: 0.3,
  /** Largest distance of the face's centre from the frame's centre, as a share of the frame's width and height. */
  maxOffCentre: 0.12,
  maxRollDegrees: 6,
  maxYawDegrees: HARD_PHOTO_LIMITS.turnedDegrees,
  minBrightness: 45,
} as const;

/** How long every gate must hold before the frames are taken. */
export const GATE_HOLD_MS = 1000;

export type GateId = "one-face" | "distance" | "centred" | "level" | "facing" | "light";

/** Met, not met, or not judged yet (no face to judge it on, or no look at the frame yet). */
export type GateState = "met" | "unmet" | "waiting";

export interface Gate {
  id: GateId;
  /** What the gate checks, shown beside its mark. */
  label: string;
  state: GateState;
  /** What to do when it is not met (or what is good when it is, or what it waits for). */
  hint: string;
}

const LABELS: Record<GateId, string> = {
  "one-face": "One face in view",
  distance: "Good distance",
  centred: "Face centred",
  level: "Head level",
  facing: "Facing the camera",
  light: "Enough light",
};

/** The order the gates are listed and their hints given in: each assumes the ones before it. */
export const GATE_ORDER: readonly GateId[] = ["one-face", "distance", "centred", "level", "facing", "light"];

function gate(id: GateId, met: boolean, hint: string): Gate {
  return { id, label: LABELS[id], state: met ? "met" : "unmet", hint };
}

function waiting(id: GateId, hint: string): Gate {
  return { id, label: LABELS[id], state: "waiting", hint };
}

/**
 * The gates for one camera frame check (null: no check could be made). Left and right in the
 * hints are the visitor's own.
 */
export function captureGates(check: CameraFrameCheck | null): Gate[] {
  if (!check) return GATE_ORDER.map((id) => waiting(id, "Looking for your face..."));
  const face = check.face;
  if (!face || check.faces === 0) {
    // Only the face count can be judged: the other gates read the face, so they wait for one.
    return GATE_ORDER.map((id) =>
      id === "one-face"
        ? gate(id, false, "No face in view yet: look straight into the camera.")
        : waiting(id, "Waiting for a face."),
    );
  }
  const gates: Gate[] = [];
  gates.push(
    check.faces === 1
      ? gate("one-face", true, "One face in view.")
      : gate("one-face", false, `${check.faces} faces in view: only you should be in the picture.`),
  );
  const share = face.widthPx / Math.max(check.frameWidth, check.frameHeight);
  gates.push(
    share > CAPTURE_LIMITS.maxFaceShare
      ? gate("distance", false, "Too close: hold the camera further away, about an arm's length.")
      : share < CAPTURE_LIMITS.minFaceShare
        ? gate("distance", false, "Too far: bring the camera a little closer.")
        : gate("distance", true, "Good distance."),
  );
  const dx = (face.box.x + face.box.width / 2) / check.frameWidth - 0.5;
  const dy = (face.box.y + face.box.height / 2) / check.frameHeight - 0.5;
  let centring = "Face centred.";
  if (Math.abs(dx) > CAPTURE_LIMITS.maxOffCentre) {
    // The camera's image is as someone facing the visitor sees them: a face on the image's right
    // has moved to the visitor's own left, so they move to their right to come back.
    centring = `Move your face to the middle of the oval (${dx > 0 ? "to your right" : "to your left"}).`;
  } else if (Math.abs(dy) > CAPTURE_LIMITS.maxOffCentre) {
    centring = `Move your face to the middle of the oval (${dy > 0 ? "up" : "down"}).`;
  }
  gates.push(gate("centred", centring === "Face centred.", centring));
  gates.push(
    Math.abs(face.rollDegrees) > CAPTURE_LIMITS.maxRollDegrees
      ? gate("level", false, "Hold your head level: it is tilted to one side.")
      : gate("level", true, "Head level."),
  );
  gates.push(
    Math.abs(face.yawDegrees) > CAPTURE_LIMITS.maxYawDegrees
      ? gate("facing", false, "Look straight at the camera: your head is turned.")
      : gate("facing", true, "Facing the camera."),
  );
  gates.push(
    face.brightness < CAPTURE_LIMITS.minBrightness
      ? gate("light", false, "Too dark: face a window or a lamp.")
      : gate("light", true, "Enough light."),
  );
  return gates;
}

/** True when every gate is met. */
export function allGatesMet(gates: readonly Gate[]): boolean {
  return gates.every((g) => g.state === "met");
}

/**
 * The one instruction to show and read out: the first unmet gate's hint, else the first waiting
 * gate's, or that all is well.
 */
export function captureInstruction(gates: readonly Gate[]): string {
  const next = gates.find((g) => g.state === "unmet") ?? gates.find((g) => g.state === "waiting");
  return next ? next.hint : "Hold still: taking three photos.";
}

/**
 * The note beside the manual shutter: the labels of the gates not met yet (unmet or waiting), in
 * order, e.g. "Still off: Face centred, Head level."
 */
export function stillOffNote(gates: readonly Gate[]): string {
  const off = gates.filter((g) => g.state !== "met").map((g) => g.label);
  return off.length > 0 ? `Still off: ${off.join(", ")}.` : "Every check is met.";
}
