import * as faceapi from "@vladmandic/face-api";
import { DETECTOR_PASSES } from "./detect-faces";
import { tf } from "./face-api-runtime";
import { detector } from "./face-models";
import { landmarksIn } from "./landmarks-in";

/** One small detector and landmark pass compiles the kernels, so the visitor's first analysis is not the slow one. */
export async function warmUpLandmarkPasses(): Promise<void> {
  const warmup = tf.zeros(
    [DETECTOR_PASSES[0].inputSize, DETECTOR_PASSES[0].inputSize, 3],
    "int32",
  ) as faceapi.tf.Tensor3D;
  await detector.locateFaces(warmup, new faceapi.TinyFaceDetectorOptions(DETECTOR_PASSES[0]));
  await landmarksIn(warmup, { x: 0, y: 0, width: 100, height: 100 });
  warmup.dispose();
}
