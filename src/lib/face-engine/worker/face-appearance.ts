/**
 * The appearance features: what the face looks like, in 128 numbers, from the first half of
 * face-api's recognition network (its residual stages up to 128 channels; weights from
 * ./models/, written by `npm run appearance-weights`). Its later stages, left out, turn these
 * features into an identity descriptor; the features themselves still describe the face's outline
 * and proportions as texture and shading show them, which the 68 points alone miss. Each of the
 * 128 channels is averaged over the face.
 *
 * The face is cut from the full-resolution photo as a 150 px square around the box its 68 points
 * fit (./landmark-box.ts), turned like the face window, and goes through the network together with
 * its mirror image; the two are averaged, so a mirrored photo gives the same numbers.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { Point } from "../../face-shape/types";
import manifest from "./models/face-appearance-weights.json";
import { tf } from "./face-api-runtime";
import { FACE_MODEL_FILES } from "./face-model-files";
import { faceWindow, windowToPhoto, type WindowPlacement } from "./face-window";
import { boxFromPoints } from "./landmark-box";

/** The network's input side, in pixels (as face-api feeds its recognition network). */
export const APPEARANCE_INPUT_PX = 150;
/** The crop's side as a multiple of the longer side of the box the 68 points fit. */
export const APPEARANCE_CROP_PER_BOX = 1.1;
/** The mean colour face-api's recognition network subtracts (RGB, 0-255). */
const MEAN_RGB = [122.782, 117.001, 104.298];
/** How many numbers the features hold (the channels of the last kept stage). */
export const APPEARANCE_SIZE = 128;

type Weights = Record<string, faceapi.tf.Tensor>;
let weights: Promise<Weights> | null = null;

/** Fetches and decodes the weights once (after the backend runs). */
export function loadAppearanceWeights(): Promise<Weights> {
  weights ??= (async () => {
    const response = await fetch(FACE_MODEL_FILES.appearanceWeights);
    if (!response.ok) throw new Error(`appearance weights: HTTP ${response.status}`);
    const buffer = await response.arrayBuffer();
    return tf.io.decodeWeights(buffer, manifest.flatMap((group) => group.weights) as never) as Weights;
  })();
  return weights;
}

const weight = (w: Weights, name: string) => {
  const tensor = w[name];
  if (!tensor) throw new Error(`appearance weights: no ${name}`);
  return tensor;
};

/** A convolution, its bias and its per-channel scale (batch norm folded), optionally ReLU. */
function conv(
  w: Weights,
  x: faceapi.tf.Tensor4D,
  layer: string,
  stride: 1 | 2,
  relu: boolean,
  pad: "same" | "valid" = "same",
) {
  let out = tf.conv2d(x, weight(w, `${layer}/conv/filters`) as faceapi.tf.Tensor4D, stride, pad);
  out = tf.add(out, weight(w, `${layer}/conv/bias`));
  out = tf.add(tf.mul(out, weight(w, `${layer}/scale/weights`)), weight(w, `${layer}/scale/biases`));
  return relu ? tf.relu(out) : out;
}

/** A residual block that keeps the size. */
function residual(w: Weights, x: faceapi.tf.Tensor4D, block: string): faceapi.tf.Tensor4D {
  const inner = conv(w, conv(w, x, `${block}/conv1`, 1, true), `${block}/conv2`, 1, false);
  return tf.relu(tf.add(inner, x));
}

/** A residual block that halves the size (and doubles the channels where its filters do). */
function residualDown(w: Weights, x: faceapi.tf.Tensor4D, block: string): faceapi.tf.Tensor4D {
  let inner = conv(w, conv(w, x, `${block}/conv1`, 2, true, "valid"), `${block}/conv2`, 1, false);
  let shortcut: faceapi.tf.Tensor4D = tf.avgPool(x, 2, 2, "valid");
  // An odd size loses a row and a column to the strided convolution: pad them back with zeros.
  if (shortcut.shape[1] !== inner.shape[1] || shortcut.shape[2] !== inner.shape[2]) {
    const [b, h, wd, c] = inner.shape;
    inner = tf.concat([inner, tf.zeros([b, 1, wd, c])], 1);
    inner = tf.concat([inner, tf.zeros([b, h + 1, 1, c])], 2);
  }
  if (shortcut.shape[3] !== inner.shape[3]) shortcut = tf.concat([shortcut, tf.zeros(shortcut.shape)], 3);
  return tf.relu(tf.add(shortcut, inner));
}

/** The network on a batch of 150 px faces (0-255 RGB), up to its last 128-channel stage: the map before pooling. */
export function appearanceMap(w: Weights, faces: faceapi.tf.Tensor4D): faceapi.tf.Tensor4D {
  return tf.tidy(() => {
    let x = tf.div(tf.sub(faces, MEAN_RGB), 255) as faceapi.tf.Tensor4D;
    x = conv(w, x, "conv32_down", 2, true, "valid");
    x = tf.maxPool(x, 3, 2, "valid");
    for (const block of ["conv32_1", "conv32_2", "conv32_3"]) x = residual(w, x, block);
    x = residualDown(w, x, "conv64_down");
    for (const block of ["conv64_1", "conv64_2", "conv64_3"]) x = residual(w, x, block);
    x = residualDown(w, x, "conv128_down");
    for (const block of ["conv128_1", "conv128_2"]) x = residual(w, x, block);
    return x;
  });
}

/** The network on a batch of 150 px faces (0-255 RGB): each face's 128 channel means. */
export function appearanceNet(w: Weights, faces: faceapi.tf.Tensor4D): faceapi.tf.Tensor2D {
  return tf.tidy(() => tf.mean(appearanceMap(w, faces), [1, 2]) as faceapi.tf.Tensor2D);
}

/** Loads the weights and runs the network once, so the first analysis is not the slow one. */
export async function loadAndWarmAppearance(): Promise<void> {
  const w = await loadAppearanceWeights();
  const zeros = tf.zeros([2, APPEARANCE_INPUT_PX, APPEARANCE_INPUT_PX, 3]) as faceapi.tf.Tensor4D;
  const out = appearanceNet(w, zeros);
  await out.data();
  zeros.dispose();
  out.dispose();
}

/**
 * The network's input for the face whose 68 points (`points`, pixels of the face window `window`)
 * are given: its 150 px square cut and that cut's mirror image, as a batch of two.
 */
export function appearanceCrop(
  photo: ImageBitmap,
  window: WindowPlacement,
  points: readonly Point[],
  windowSize: number,
): faceapi.tf.Tensor4D {
  const box = boxFromPoints(points);
  const placement: WindowPlacement = {
    center: windowToPhoto(window, windowSize)({ x: box.x + box.width / 2, y: box.y + box.height / 2 }),
    side: (APPEARANCE_CROP_PER_BOX * Math.max(box.width, box.height) * window.side) / windowSize,
    radians: window.radians,
  };
  const crop = faceWindow(photo, placement, APPEARANCE_INPUT_PX);
  const batch = tf.tidy(() => {
    const face = tf.cast(crop.tensor, "float32") as faceapi.tf.Tensor3D;
    return tf.stack([face, tf.reverse(face, 1)]) as faceapi.tf.Tensor4D;
  });
  crop.tensor.dispose();
  return batch;
}

/**
 * The appearance features of the face whose 68 points (`points`, pixels of the face window
 * `window`) are given: the face and its mirror image averaged.
 */
export async function appearanceOf(
  photo: ImageBitmap,
  window: WindowPlacement,
  points: readonly Point[],
  windowSize: number,
): Promise<number[]> {
  const w = await loadAppearanceWeights();
  const batch = appearanceCrop(photo, window, points, windowSize);
  const out = appearanceNet(w, batch);
  batch.dispose();
  const values = await out.data();
  out.dispose();
  return Array.from({ length: APPEARANCE_SIZE }, (_, j) => ((values[j] ?? 0) + (values[APPEARANCE_SIZE + j] ?? 0)) / 2);
}
