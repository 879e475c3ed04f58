/**
 * `npm run model-plane`: writes src/lib/face-shape/model/model-plane.data.ts, the shape map's up
 * axis for each shipped model (its mix of the appearance weights' directions), so that the
 * visitor's device does not search for it (src/lib/face-shape/model-plane.ts). The calibration
 * writes it with the model; run this by hand only after changing how the plane is found.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Gender } from "../../src/data/face-shapes";
import type { FaceShapeModel } from "../../src/lib/face-shape/face-shape-model";
import { FACE_SHAPE_MODELS } from "../../src/lib/face-shape/model/face-shape-model.data";
import { upAxisMix } from "../../src/lib/face-shape/model-plane";
import { REPO_ROOT } from "../../scripts/repo-root";
import { MODEL_DIR } from "./datasets";

export const MODEL_PLANE_FILE = path.join(MODEL_DIR, "model-plane.data.ts");

/** The file's text for these models (prettier formats it after). */
export function modelPlaneFileText(models: Record<Gender, FaceShapeModel>): string {
  const mixes = { female: upAxisMix(models.female), male: upAxisMix(models.male) };
  return `import type { Gender } from "../types";

/**
 * Written by \`npm run model-plane\` (tools/face-model/model-plane.ts) and by \`npm run calibrate\`,
 * from the shipped models; do not edit by hand. Each model's up axis on the shape map: its mix of
 * the appearance weights' directions (src/lib/face-shape/model-plane.ts).
 */
export const UP_AXIS_MIX: Record<Gender, readonly number[]> = ${JSON.stringify(mixes, null, 2)};
`;
}

/** Writes the file for these models. */
export function writeModelPlanes(models: Record<Gender, FaceShapeModel>): void {
  writeFileSync(MODEL_PLANE_FILE, modelPlaneFileText(models));
  spawnSync("npx", ["prettier", "--write", MODEL_PLANE_FILE], { cwd: REPO_ROOT, stdio: "ignore" });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeModelPlanes(FACE_SHAPE_MODELS);
  console.log(`wrote ${path.relative(REPO_ROOT, MODEL_PLANE_FILE)}`);
}
