/** The camera check: a quick look at a camera frame for the capture guidance. */
import type { CameraFrameCheck } from "../protocol";
import { SIMILAR_FACE_WIDTH_RATIO } from "../../face-shape/engine-limits";
import { rollDegrees, yawDegrees } from "../../face-shape/face-geometry";
import type { DetectedFace } from "../../face-shape/screen-faces";
import { detectFaces } from "./detect-faces";
import { tf } from "./face-api-runtime";
import { framePixels } from "./frame-pixels";
import { landmarksIn } from "./landmarks-in";
import { load } from "./load-engine";

/** The detector pass for camera guidance: a small input keeps a look at a frame to a few tens of milliseconds. */
const CHECK_PASS = { inputSize: 224, scoreThreshold: 0.5 } as const;

/** Mean luma (BT.601, 0 to 255) of the pixels inside a box. */
function meanLuma(pixels: ImageData, box: DetectedFace["box"]): number {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(pixels.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(pixels.height, Math.ceil(box.y + box.height));
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i = 4 * (y * pixels.width + x);
      sum += 0.299 * (pixels.data[i] ?? 0) + 0.587 * (pixels.data[i + 1] ?? 0) + 0.114 * (pixels.data[i + 2] ?? 0);
      count += 1;
    }
  }
  return count > 0 ? sum / count : 0;
}

/** Faces in the frame, and the pose and light of the largest. */
export async function checkFrame(frame: ImageBitmap): Promise<CameraFrameCheck> {
  await load();
  const frameWidth = frame.width;
  const frameHeight = frame.height;
  const pixels = framePixels(frame);
  const tensor = tf.browser.fromPixels(pixels);
  try {
    const found = await detectFaces(tensor, [CHECK_PASS]);
    const largest = [...found].sort((a, b) => b.box.width - a.box.width)[0];
    if (!largest) return { frameWidth, frameHeight, faces: 0 };
    const faces = found.filter((f) => f.box.width >= SIMILAR_FACE_WIDTH_RATIO * largest.box.width).length;
    const { points } = await landmarksIn(tensor, largest.box);
    return {
      frameWidth,
      frameHeight,
      faces,
      face: {
        box: largest.box,
        widthPx: Math.hypot((points[16]?.x ?? 0) - (points[0]?.x ?? 0), (points[16]?.y ?? 0) - (points[0]?.y ?? 0)),
        rollDegrees: rollDegrees(points),
        yawDegrees: yawDegrees(points),
        brightness: meanLuma(pixels, largest.box),
      },
    };
  } finally {
    tensor.dispose();
  }
}
