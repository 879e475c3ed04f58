/**
 * MediaPipe's face mesh (468 points), as `@vladmandic/human` ships it: a tfjs graph model with a
 * 192 x 192 input, which only the calibration's worker runs (./harness-worker.ts), so that a
 * candidate can read the mesh's outline; no shipped classifier reads it, and the site has neither
 * its code nor its files. It runs on the face window's pixels (face-window.ts), on a square around the
 * face 1.5 times the side of the box its 68 points fit, so its outline reaches over the forehead,
 * which the 68 points cannot see. The face and its mirror image go through it together and their
 * outlines are averaged, as the landmarks are.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { Point } from "../../src/lib/face-shape/types";
import { tf as siteTf } from "../../src/lib/face-engine/worker/face-api-runtime";
import { faceWindow, windowToPhoto, type WindowPlacement } from "../../src/lib/face-engine/worker/face-window";
import { HARNESS_MODEL_FILES } from "./harness-model-files";

/** A tfjs graph model, as far as the mesh uses it. */
interface GraphModel {
  execute(input: faceapi.tf.Tensor): faceapi.tf.Tensor | faceapi.tf.Tensor[];
}

/** The parts of tfjs that face-api's bundle contains but its type declarations leave out, for a graph model. */
const tf = siteTf as typeof siteTf & {
  loadGraphModel(handler: unknown): Promise<GraphModel>;
  io: typeof siteTf.io & { fromMemory(artifacts: Record<string, unknown>): unknown };
};

/** The mesh model's input side, in pixels. */
const MESH_INPUT_PX = 192;
/** The crop's side as a multiple of the 68-point box's longer side. */
const MESH_CROP_PER_BOX = 1.5;

/**
 * The mesh points kept: the face's outline (36 points, clockwise from the top of the forehead,
 * MediaPipe's "silhouette"), then the outer and inner eye corners (right eye, then left).
 */
export const MESH_OUTLINE = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136,
  172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;
export const MESH_EYE_CORNERS = [33, 133, 362, 263] as const;
export const MESH_POINTS = [...MESH_OUTLINE, ...MESH_EYE_CORNERS] as const;
/** Each kept point's mirror partner, by position in MESH_POINTS. */
const MESH_MIRROR = [
  ...MESH_OUTLINE.map((_, k) => (MESH_OUTLINE.length - k) % MESH_OUTLINE.length),
  MESH_OUTLINE.length + 3,
  MESH_OUTLINE.length + 2,
  MESH_OUTLINE.length + 1,
  MESH_OUTLINE.length,
];

interface GraphModelJson {
  modelTopology: unknown;
  weightsManifest: { weights: Parameters<typeof tf.io.decodeWeights>[1] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
}

let mesh: Promise<GraphModel> | null = null;

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`face mesh: HTTP ${response.status}`);
  return response;
}

/** Loads the mesh model once (after the backend runs). */
export function loadFaceMesh(): Promise<GraphModel> {
  mesh ??= (async () => {
    const [json, weights] = await Promise.all([
      fetchOk(HARNESS_MODEL_FILES.meshModel).then((r) => r.json() as Promise<GraphModelJson>),
      fetchOk(HARNESS_MODEL_FILES.meshWeights).then((r) => r.arrayBuffer()),
    ]);
    return tf.loadGraphModel(
      tf.io.fromMemory({
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights,
        ...(json.format ? { format: json.format } : {}),
        ...(json.generatedBy ? { generatedBy: json.generatedBy } : {}),
        ...(json.convertedBy ? { convertedBy: json.convertedBy } : {}),
      }),
    );
  })();
  return mesh;
}

/**
 * The kept mesh points (MESH_POINTS) of the face in `box` (window pixels of `window`), in photo
 * pixels, mirror-averaged.
 */
export async function meshOutline(
  photo: ImageBitmap,
  window: WindowPlacement,
  box: { x: number; y: number; width: number; height: number },
  windowSize: number,
): Promise<Point[]> {
  const model = await loadFaceMesh();
  const placement: WindowPlacement = {
    center: windowToPhoto(window, windowSize)({ x: box.x + box.width / 2, y: box.y + box.height / 2 }),
    side: (MESH_CROP_PER_BOX * Math.max(box.width, box.height) * window.side) / windowSize,
    radians: window.radians,
  };
  const crop = faceWindow(photo, placement, MESH_INPUT_PX);
  const input = tf.tidy(() => {
    const face = tf.div(tf.cast(crop.tensor, "float32"), 255) as faceapi.tf.Tensor3D;
    return tf.stack([face, tf.reverse(face, 1)]) as faceapi.tf.Tensor4D;
  });
  crop.tensor.dispose();
  const outputs = [model.execute(input)].flat();
  input.dispose();
  const meshTensor = outputs.find((t) => t.shape[t.shape.length - 1] === 1404);
  const coords = meshTensor ? ((await meshTensor.array()) as number[][]) : [];
  for (const t of outputs) t.dispose();
  const [direct = [], flipped = []] = coords;
  return MESH_POINTS.map((index, k2) => {
    const m = MESH_POINTS[MESH_MIRROR[k2] ?? k2] ?? index;
    const x = ((direct[3 * index] ?? 0) + (MESH_INPUT_PX - (flipped[3 * m] ?? 0))) / 2;
    const y = ((direct[3 * index + 1] ?? 0) + (flipped[3 * m + 1] ?? 0)) / 2;
    return crop.toPhoto({ x, y });
  });
}
