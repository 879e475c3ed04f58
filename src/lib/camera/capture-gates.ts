/**
 * The guided camera's gates: what a camera frame must show before the photo is taken. Each gate
 * is met, unmet, or waiting (it cannot be judged yet: without a face there is no distance, pose or
 * light of a face to read), with what it read; the first unmet gate is the one the visitor is told
 * about. The words are in text/camera.ts.
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

/** How many frames are taken once the gates have held (or the manual shutter is pressed). */
export const CAPTURE_FRAMES = 3;

export type GateId = "one-face" | "distance" | "centred" | "level" | "facing" | "light";

/** Met, not met, or not judged yet (no face to judge it on, or no look at the frame yet). */
export type GateState = "met" | "unmet" | "waiting";

/** Which way the visitor moves, in their own left and right, to bring the face back to the middle. */
export type CentringMove = "right" | "left" | "up" | "down";

/**
 * What a gate read in the frame: the fact its words are written from (text/camera.ts), so that
 * nothing here is decided by a sentence.
 */
export type GateReading =
  /** The gate holds. */
  | { kind: "met" }
  /** The camera has not been looked at yet. */
  | { kind: "no-look" }
  /** The face count: no face in view. */
  | { kind: "no-face" }
  /** A gate that reads the face, waiting for one. */
  | { kind: "needs-face" }
  | { kind: "several-faces"; count: number }
  | { kind: "too-close" }
  | { kind: "too-far" }
  | { kind: "off-centre"; move: CentringMove }
  | { kind: "tilted" }
  | { kind: "turned" }
  | { kind: "too-dark" };

export interface Gate {
  id: GateId;
  state: GateState;
  /** What the gate read: the reason it is not met, or that it is. */
  reading: GateReading;
}

/** The order the gates are listed and their hints given in: each assumes the ones before it. */
export const GATE_ORDER: readonly GateId[] = ["one-face", "distance", "centred", "level", "facing", "light"];

const MET: GateReading = { kind: "met" };

/** A judged gate: met when it read nothing wrong. */
function judged(id: GateId, reading: GateReading): Gate {
  return { id, state: reading.kind === "met" ? "met" : "unmet", reading };
}

function waiting(id: GateId, reading: GateReading): Gate {
  return { id, state: "waiting", reading };
}

/** Where the face's centre sits off the frame's, as the move that brings it back (null: centred). */
function centringMove(dx: number, dy: number): CentringMove | null {
  // The camera's image is as someone facing the visitor sees them: a face on the image's right
  // has moved to the visitor's own left, so they move to their right to come back.
  if (Math.abs(dx) > CAPTURE_LIMITS.maxOffCentre) return dx > 0 ? "right" : "left";
  if (Math.abs(dy) > CAPTURE_LIMITS.maxOffCentre) return dy > 0 ? "up" : "down";
  return null;
}

/** The gates for one camera frame check (null: no check could be made). */
export function captureGates(check: CameraFrameCheck | null): Gate[] {
  if (!check) return GATE_ORDER.map((id) => waiting(id, { kind: "no-look" }));
  const face = check.face;
  if (!face || check.faces === 0) {
    // Only the face count can be judged: the other gates read the face, so they wait for one.
    return GATE_ORDER.map((id) =>
      id === "one-face" ? judged(id, { kind: "no-face" }) : waiting(id, { kind: "needs-face" }),
    );
  }
  const share = face.widthPx / Math.max(check.frameWidth, check.frameHeight);
  const move = centringMove(
    (face.box.x + face.box.width / 2) / check.frameWidth - 0.5,
    (face.box.y + face.box.height / 2) / check.frameHeight - 0.5,
  );
  return [
    judged("one-face", check.faces === 1 ? MET : { kind: "several-faces", count: check.faces }),
    judged(
      "distance",
      share > CAPTURE_LIMITS.maxFaceShare
        ? { kind: "too-close" }
        : share < CAPTURE_LIMITS.minFaceShare
          ? { kind: "too-far" }
          : MET,
    ),
    judged("centred", move ? { kind: "off-centre", move } : MET),
    judged("level", Math.abs(face.rollDegrees) > CAPTURE_LIMITS.maxRollDegrees ? { kind: "tilted" } : MET),
    judged("facing", Math.abs(face.yawDegrees) > CAPTURE_LIMITS.maxYawDegrees ? { kind: "turned" } : MET),
    judged("light", face.brightness < CAPTURE_LIMITS.minBrightness ? { kind: "too-dark" } : MET),
  ];
}

/** True when every gate is met. */
export function allGatesMet(gates: readonly Gate[]): boolean {
  return gates.every((g) => g.state === "met");
}

/**
 * The gate whose hint is the one instruction to show and read out: the first unmet gate, else the
 * first waiting one; none when all are met.
 */
export function gateToInstruct(gates: readonly Gate[]): Gate | undefined {
  return gates.find((g) => g.state === "unmet") ?? gates.find((g) => g.state === "waiting");
}
