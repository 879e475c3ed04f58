/**
 * The appearance network's 8-bit weights against the weights they were made from (face-api's
 * recognition model, whose 64-channel stage is stored there as 32-bit floats), on one face: both
 * run in the page, on the same 150 px crop the worker cuts (upright here), and the two sets of 128
 * features come back for `npm run bench:appearance` to compare. Loaded by the harness page only
 * when asked.
 */
import recognitionManifest from "@vladmandic/face-api/model/face_recognition_model-weights_manifest.json";
import recognitionWeightsUrl from "@vladmandic/face-api/model/face_recognition_model.bin?url";
import { chooseBackend, tf } from "../../src/lib/face-engine/worker/face-api-runtime";
import {
  APPEARANCE_CROP_PER_BOX,
  APPEARANCE_INPUT_PX,
  APPEARANCE_SIZE,
  appearanceNet,
  loadAppearanceWeights,
} from "../../src/lib/face-engine/worker/face-appearance";
import { faceWindow } from "../../src/lib/face-engine/worker/face-window";
import { boxFromPoints } from "../../src/lib/face-engine/worker/landmark-box";
import type { Point } from "../../src/lib/face-shape/types";

let ready: Promise<{ shipped: Record<string, unknown>; reference: Record<string, unknown> }> | null = null;

function weights() {
  ready ??= (async () => {
    await chooseBackend();
    const buffer = await (await fetch(recognitionWeightsUrl)).arrayBuffer();
    const specs = (recognitionManifest as { weights: unknown[] }[]).flatMap((group) => group.weights);
    return {
      shipped: await loadAppearanceWeights(),
      reference: tf.io.decodeWeights(buffer, specs as never) as Record<string, unknown>,
    };
  })();
  return ready;
}

/** Both sets of features of the face whose 68 points (photo pixels) are given, mirror-averaged. */
export async function appearanceCheck(
  url: string,
  points: readonly Point[],
): Promise<{ shipped: number[]; reference: number[] }> {
  const { shipped, reference } = await weights();
  const bitmap = await createImageBitmap(await (await fetch(url)).blob(), { imageOrientation: "from-image" });
  const box = boxFromPoints(points);
  const crop = faceWindow(
    bitmap,
    {
      center: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      side: APPEARANCE_CROP_PER_BOX * Math.max(box.width, box.height),
      radians: 0,
    },
    APPEARANCE_INPUT_PX,
  );
  bitmap.close();
  const batch = tf.tidy(() => {
    const face = tf.cast(crop.tensor, "float32");
    return tf.stack([face, tf.reverse(face, 1)]);
  });
  crop.tensor.dispose();
  const run = async (w: Record<string, unknown>) => {
    const out = appearanceNet(w as never, batch as never);
    const values = await out.data();
    out.dispose();
    return Array.from(
      { length: APPEARANCE_SIZE },
      (_, j) => ((values[j] ?? 0) + (values[APPEARANCE_SIZE + j] ?? 0)) / 2,
    );
  };
  const result = { shipped: await run(shipped), reference: await run(reference) };
  batch.dispose();
  return result;
}
