/**
 * Measuring a found face at full resolution: the landmarks are taken in face windows cut from the
 * original photo (./face-window.ts), not in the scaled frame the face was found in.
 *
 * 1. The first window lies around the box found in the frame; the face is found again in it (the
 *    detector sees the face at one scale whatever the photo) and its landmarks taken.
 * 2. The second window is centred on the box those landmarks fit (./landmark-box.ts), sized by it,
 *    and turned so the eyes are level when the head is tilted; the landmarks are taken in that box.
 * 3. Once more in the same window, in the box the second pass's points fit.
 * Each pass places the next from the points alone, so the result settles on where the face is,
 * not on the photo's framing or the detector's jitter.
 */
import { ROLL_CORRECTION_DEGREES } from "../../face-shape/engine-limits";
import { rollDegrees } from "../../face-shape/face-geometry";
import type { DetectedFace } from "../../face-shape/screen-faces";
import type { Point } from "../../face-shape/types";
import { detectFaces } from "./detect-faces";
import { WINDOW_PER_FACE, WINDOW_PX, faceWindow, type FaceWindow, type WindowPlacement } from "./face-window";
import { boxFromPoints } from "./landmark-box";
import { landmarksIn } from "./landmarks-in";
import type { PassTimers } from "./pass-timers";

/** The pass that finds the face again in the first window, where it spans half the side. */
const WINDOW_PASS = { inputSize: 224, scoreThreshold: 0.3 } as const;
/** Landmark passes in the second window, each in the box the previous pass's points fit. */
const SETTLING_PASSES = 2;

/** The face nearest the window's centre, if the detector finds one within half a face of it. */
async function findAgain(window: FaceWindow, timers: PassTimers): Promise<DetectedFace | null> {
  const faces = await timers.detect(() => detectFaces(window.tensor, [WINDOW_PASS]));
  const middle = WINDOW_PX / 2;
  const reach = WINDOW_PX / WINDOW_PER_FACE / 2;
  const nearest = faces
    .map((face) => ({
      face,
      d: Math.hypot(face.box.x + face.box.width / 2 - middle, face.box.y + face.box.height / 2 - middle),
    }))
    .sort((a, b) => a.d - b.d)[0];
  return nearest && nearest.d < reach ? nearest.face : null;
}

/** What measuring a face gives: points in photo pixels, and the last window (to describe the face in). */
export interface MeasuredFace {
  points: Point[];
  embedding: number[];
  detectionScore: number;
  /** Eye-line tilt seen in the first window, before levelling. */
  initialRollDegrees: number;
  /** Whether a tilted head was levelled (its eyes within the levelling threshold afterwards). */
  rollCorrected: boolean;
  /** The last window; the caller disposes its tensor. */
  window: FaceWindow;
  /** The points in the window's pixels. */
  windowPoints: Point[];
}

/**
 * Measures the face whose box (photo pixels, upright after `radians`) the detector found in the
 * scaled frame, from the full-resolution photo.
 */
export async function measureFace(
  photo: ImageBitmap,
  found: { center: Point; side: number; radians: number; score: number },
  timers: PassTimers,
): Promise<MeasuredFace> {
  const faceSide = WINDOW_PX / WINDOW_PER_FACE;
  const first = faceWindow(photo, { center: found.center, side: WINDOW_PER_FACE * found.side, radians: found.radians });
  let firstPoints: Point[];
  let score = found.score;
  try {
    const again = await findAgain(first, timers);
    const expected = {
      x: (WINDOW_PX - faceSide) / 2,
      y: (WINDOW_PX - faceSide) / 2,
      width: faceSide,
      height: faceSide,
    };
    if (again) score = Math.max(score, again.score);
    firstPoints = (await timers.landmarks(() => landmarksIn(first.tensor, again?.box ?? expected))).points;
  } finally {
    first.tensor.dispose();
  }
  const roll = rollDegrees(firstPoints);
  const level = Math.abs(roll) > ROLL_CORRECTION_DEGREES;
  const box = boxFromPoints(firstPoints);
  const side = Math.max(box.width, box.height) * (first.placement.side / WINDOW_PX);
  const placement: WindowPlacement = {
    center: first.toPhoto({ x: box.x + box.width / 2, y: box.y + box.height / 2 }),
    side: WINDOW_PER_FACE * side,
    radians: found.radians + (level ? (roll * Math.PI) / 180 : 0),
  };
  const window = faceWindow(photo, placement);
  try {
    // The box in the new window: centred, its shape kept.
    const k = WINDOW_PX / placement.side;
    const inFirst = first.placement.side / WINDOW_PX;
    let inWindow = {
      width: box.width * inFirst * k,
      height: box.height * inFirst * k,
      x: WINDOW_PX / 2 - (box.width * inFirst * k) / 2,
      y: WINDOW_PX / 2 - (box.height * inFirst * k) / 2,
    };
    let measured = await timers.landmarks(() => landmarksIn(window.tensor, inWindow));
    for (let pass = 1; pass < SETTLING_PASSES; pass += 1) {
      inWindow = boxFromPoints(measured.points);
      measured = await timers.landmarks(() => landmarksIn(window.tensor, inWindow));
    }
    return {
      points: measured.points.map(window.toPhoto),
      embedding: measured.embedding,
      detectionScore: score,
      initialRollDegrees: roll,
      rollCorrected: level && Math.abs(rollDegrees(measured.points)) <= ROLL_CORRECTION_DEGREES,
      window,
      windowPoints: measured.points,
    };
  } catch (error) {
    window.tensor.dispose();
    throw error;
  }
}
