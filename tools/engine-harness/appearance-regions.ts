/**
 * The appearance network's last 128-channel map pooled by region instead of one mean per channel
 * (issue 53's candidate, measured by the calibration only; the site pools the whole map,
 * src/lib/face-engine/worker/face-appearance.ts): three horizontal bands (forehead and eyes, cheeks
 * and nose, mouth and jaw), and the outer thirds of the columns (the outline's edge, left and right
 * folded together) against the middle third. Each is the mean of the face's and its mirror image's
 * pooling, so a mirrored photo gives the same numbers.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { Point } from "../../src/lib/face-shape/types";
import {
  APPEARANCE_SIZE,
  appearanceCrop,
  appearanceMap,
  loadAppearanceWeights,
} from "../../src/lib/face-engine/worker/face-appearance";
import { tf } from "../../src/lib/face-engine/worker/face-api-runtime";
import { APPEARANCE_BANDS, REGION_CHANNELS, type AppearanceRegions } from "./appearance-region-sizes";
import type { WindowPlacement } from "../../src/lib/face-engine/worker/face-window";

export type { AppearanceRegions };

/** Means over rows [r0, r1) and the given column ranges, for each of the batch's two faces, averaged. */
function pooled(
  map: faceapi.tf.Tensor4D,
  rows: readonly [number, number],
  columns: readonly (readonly [number, number])[],
): faceapi.tf.Tensor1D {
  return tf.tidy(() => {
    const parts = columns.map(([c0, c1]) => tf.slice(map, [0, rows[0], c0, 0], [-1, rows[1] - rows[0], c1 - c0, -1]));
    const joined = parts.length === 1 ? (parts[0] as faceapi.tf.Tensor4D) : tf.concat(parts, 2);
    return tf.mean(joined, [0, 1, 2]) as faceapi.tf.Tensor1D;
  });
}

export async function appearanceRegionsOf(
  photo: ImageBitmap,
  window: WindowPlacement,
  points: readonly Point[],
  windowSize: number,
): Promise<AppearanceRegions> {
  const w = await loadAppearanceWeights();
  const batch = appearanceCrop(photo, window, points, windowSize);
  const map = appearanceMap(w, batch);
  batch.dispose();
  const [, height = 1, width = 1] = map.shape;
  const edge = Math.round(width / 3);
  const bandRows = (k: number) =>
    [Math.round((k * height) / APPEARANCE_BANDS), Math.round(((k + 1) * height) / APPEARANCE_BANDS)] as const;
  const tensors = [
    ...Array.from({ length: APPEARANCE_BANDS }, (_, k) => pooled(map, bandRows(k), [[0, width]])),
    pooled(
      map,
      [0, height],
      [
        [0, edge],
        [width - edge, width],
      ],
    ),
    pooled(map, [0, height], [[edge, width - edge]]),
  ];
  map.dispose();
  const values = await Promise.all(tensors.map(async (t) => Array.from(await t.data())));
  for (const t of tensors) t.dispose();
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    bands: values.slice(0, APPEARANCE_BANDS).flat().map(round),
    edges: values.slice(APPEARANCE_BANDS).flat().map(round),
  };
}

if (REGION_CHANNELS !== APPEARANCE_SIZE)
  throw new Error("the appearance map's channels changed: update appearance-region-sizes.ts");
