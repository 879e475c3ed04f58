/** Levelling a tilted head: the face measured again with its eyes level. */
import type * as faceapi from "@vladmandic/face-api";
import { rotatePoint } from "../../face-shape/face-geometry";
import type { DetectedFace } from "../../face-shape/screen-faces";
import type { Point } from "../../face-shape/types";
import { detectFaces } from "./detect-faces";
import { tf } from "./face-api-runtime";
import { landmarksIn } from "./landmarks-in";
import type { PassTimers } from "./pass-timers";

/** The pass that finds the face again in a small region around it after levelling the eyes. */
const REGION_PASS = { inputSize: 224, scoreThreshold: 0.3 } as const;

/**
 * The face's surroundings turned by `radians` about `center` (eyes levelled): the same pixels as
 * turning the whole view and cutting out what the levelled face needs, but only the window of the
 * view that can land there is turned (nearest-pixel sampling, black outside the view), not an
 * 800-pixel frame. `region` is the square of side `side` about the centre, where the face is found
 * again; `tensor` is the turned window the landmarks are measured in; `origin` and `regionOrigin`
 * are their top-left corners in view pixels.
 */
function levelledSurroundings(
  view: faceapi.tf.Tensor3D,
  center: Point,
  radians: number,
  side: number,
): { tensor: faceapi.tf.Tensor3D; region: faceapi.tf.Tensor3D; origin: Point; regionOrigin: Point } {
  const [rows, cols] = view.shape;
  const rx = Math.max(0, Math.round(center.x - side / 2));
  const ry = Math.max(0, Math.round(center.y - side / 2));
  const rw = Math.min(cols, Math.round(center.x + side / 2)) - rx;
  const rh = Math.min(rows, Math.round(center.y + side / 2)) - ry;
  // Every output pixel (x, y) samples the view at (x, y) turned by `radians` about the centre;
  // the window holds all such samples for the region, plus a margin for rounding.
  const reach = (Math.abs(Math.cos(radians)) + Math.abs(Math.sin(radians))) * (side / 2) + 2;
  const wx = Math.max(0, Math.floor(Math.min(rx, center.x - reach)));
  const wy = Math.max(0, Math.floor(Math.min(ry, center.y - reach)));
  const ww = Math.min(cols, Math.ceil(Math.max(rx + rw, center.x + reach))) - wx;
  const wh = Math.min(rows, Math.ceil(Math.max(ry + rh, center.y + reach))) - wy;
  const tensor = tf.tidy(() => {
    const window = tf.slice3d(view, [wy, wx, 0], [wh, ww, 3]);
    const batch = tf.expandDims(tf.cast(window, "float32"), 0) as faceapi.tf.Tensor4D;
    // The centre is given as a fraction of the window's width and height.
    const turned = tf.image.rotateWithOffset(batch, radians, 0, [(center.x - wx) / ww, (center.y - wy) / wh]);
    return tf.cast(tf.squeeze(turned, [0]), "int32") as faceapi.tf.Tensor3D;
  });
  const region = tf.slice3d(tensor, [ry - wy, rx - wx, 0], [rh, rw, 3]);
  return { tensor, region, origin: { x: wx, y: wy }, regionOrigin: { x: rx, y: ry } };
}

/** A face measured with its eyes levelled, in the view's pixels. */
export interface LevelledFace {
  points: Point[];
  embedding: number[];
  detectionScore: number;
  /** Whether the levelled face was found again (otherwise its first box was measured). */
  rollCorrected: boolean;
}

/**
 * Levels the eyes of a face whose eye line tilts by `rollDegrees`: turns the face's surroundings
 * about its centre, finds the face again in a region around it, and measures it again.
 */
export async function levelFace(
  view: faceapi.tf.Tensor3D,
  face: DetectedFace,
  rollDegrees: number,
  timers: PassTimers,
): Promise<LevelledFace> {
  const center = { x: face.box.x + face.box.width / 2, y: face.box.y + face.box.height / 2 };
  const radians = (rollDegrees * Math.PI) / 180;
  const side = 2 * Math.max(face.box.width, face.box.height);
  const levelled = levelledSurroundings(view, center, radians, side);
  try {
    const again = await timers.detect(() => detectFaces(levelled.region, [REGION_PASS]));
    const nearest = again
      .map((f) => ({
        ...f,
        box: { ...f.box, x: f.box.x + levelled.regionOrigin.x, y: f.box.y + levelled.regionOrigin.y },
      }))
      .map((f) => ({ f, d: Math.hypot(f.box.x + f.box.width / 2 - center.x, f.box.y + f.box.height / 2 - center.y) }))
      .sort((a, b) => a.d - b.d)[0];
    const found = nearest && nearest.d < face.box.width / 2 ? nearest.f : undefined;
    const box = found?.box ?? face.box;
    const { x: ox, y: oy } = levelled.origin;
    const remeasured = await timers.landmarks(() =>
      landmarksIn(levelled.tensor, { ...box, x: box.x - ox, y: box.y - oy }),
    );
    return {
      points: remeasured.points.map((p) => rotatePoint({ x: p.x + ox, y: p.y + oy }, center, radians)),
      embedding: remeasured.embedding,
      detectionScore: found ? Math.max(face.score, found.score) : face.score,
      rollCorrected: found !== undefined,
    };
  } finally {
    levelled.tensor.dispose();
    levelled.region.dispose();
  }
}
