import type { Gender } from "../types";

/**
 * Written by `npm run model-plane` (tools/face-model/model-plane.ts) and by `npm run calibrate`,
 * from the shipped models; do not edit by hand. Each model's up axis on the shape map: its mix of
 * the appearance weights' directions (src/lib/face-shape/model-plane.ts).
 */
export const UP_AXIS_MIX: Record<Gender, readonly number[]> = {
  female: [0.17364817766693033, -0.33682408883346515, -0.8696071298738485, 0.31651111077974475],
  male: [-0.3420201433256687, -0.5389855446957562, 0.7697511313200572],
};
