/** The landmark pass: the 68 points of a detected face, averaged with its mirror image. */
import * as faceapi from "@vladmandic/face-api";
import { MIRROR_INDEX } from "../../face-shape/landmark-groups";
import type { DetectedFace } from "../../face-shape/screen-faces";
import type { Point } from "../../face-shape/types";
import { tf } from "./face-api-runtime";
import { landmarkNet } from "./face-models";

/**
 * The crops around the detected box that are measured, as scale factors about its centre: only
 * the box itself. Averaging three crops (90, 100 and 110 %) was measured and does not ship: it
 * scored no better for three times the landmark passes (docs/figures.md "Test-time averaging").
 */
const CROP_SCALES = [1] as const;

/**
 * The 68 points of the face in a box, in the tensor's pixels, and the landmark model's 256-number
 * description of the face. Each crop of CROP_SCALES and its mirror image go through the model as
 * one batch and are averaged (mirrored points swapped left for right): this lowers the landmark
 * noise and makes a mirrored photo measure the same.
 */
export async function landmarksIn(
  tensor: faceapi.tf.Tensor3D,
  box: DetectedFace["box"],
): Promise<{ points: Point[]; embedding: number[] }> {
  const [height, width] = tensor.shape;
  const crops = CROP_SCALES.map((scale) => {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const x = Math.max(0, Math.floor(cx - (scale * box.width) / 2));
    const y = Math.max(0, Math.floor(cy - (scale * box.height) / 2));
    const w = Math.max(1, Math.min(width, Math.ceil(cx + (scale * box.width) / 2)) - x);
    const h = Math.max(1, Math.min(height, Math.ceil(cy + (scale * box.height) / 2)) - y);
    const crop = tf.slice3d(tensor, [y, x, 0], [h, w, 3]);
    return { x, y, w, h, crop, mirrored: tf.reverse(crop, 1) };
  });
  const input = await faceapi.toNetInput(crops.flatMap((c) => [c.crop, c.mirrored]));
  const bottleneck = landmarkNet.faceFeatureExtractor.forwardInput(input);
  const relative = tf.tidy(() =>
    landmarkNet.postProcess(
      landmarkNet.runNet(bottleneck),
      input.inputSize ?? 112,
      input.inputDimensions.map(([rows = 1, cols = 1]) => ({ height: rows, width: cols })),
    ),
  );
  const [coords, features] = await Promise.all([relative.array(), bottleneck.data()]);
  for (const t of [bottleneck, relative, ...crops.flatMap((c) => [c.crop, c.mirrored])]) t.dispose();
  const points = Array.from({ length: 68 }, (_, i) => {
    const m = MIRROR_INDEX[i] ?? i;
    let px = 0;
    let py = 0;
    crops.forEach(({ x, y, w, h }, k) => {
      const direct = coords[2 * k] ?? [];
      const flipped = coords[2 * k + 1] ?? [];
      px += x + (w * ((direct[2 * i] ?? 0) + 1 - (flipped[2 * m] ?? 0))) / 2;
      py += y + (h * ((direct[2 * i + 1] ?? 0) + (flipped[2 * m + 1] ?? 0))) / 2;
    });
    return { x: px / crops.length, y: py / crops.length };
  });
  const passes = 2 * crops.length;
  const size = features.length / passes;
  const embedding = Array.from({ length: size }, (_, j) => {
    let sum = 0;
    for (let k = 0; k < passes; k += 1) sum += features[k * size + j] ?? 0;
    return sum / passes;
  });
  return { points, embedding };
}
