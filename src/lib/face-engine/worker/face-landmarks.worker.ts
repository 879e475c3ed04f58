/**
 * The landmark model behind a typed message protocol (src/lib/face-engine/protocol.ts).
 * Runs face-api's tiny face detector and 68-point landmark model on tfjs's WASM backend (CPU
 * fallback), with the weights and .wasm files bundled as the site's own hashed assets, then builds
 * the analysis with the pure functions of src/lib/face-shape. Nothing leaves the device: before
 * anything else runs, the worker takes its own network away except for those model files
 * (./lock-down-face-worker.ts), so this holds even where the host ignores `_headers`.
 *
 * Once the base model is ready it downloads, in the background, face-api's recognition model (an
 * optional 4 MB gzip): its 128-number face descriptor makes the classifier markedly more accurate
 * (README "Face engine"). An analysis waits for it at most DESCRIPTOR_WAIT_MS, and without it
 * uses the base classifier; the result says which one it used.
 */
// First: the worker's network is locked down to its model files before any library runs.
import "./lock-down-face-worker";
import * as faceapi from "@vladmandic/face-api";
import detectorManifest from "@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json";
import landmarkManifest from "@vladmandic/face-api/model/face_landmark_68_model-weights_manifest.json";
import recognitionManifest from "@vladmandic/face-api/model/face_recognition_model-weights_manifest.json";
import type {
  AnalysisTimings,
  CalibrationMeasurement,
  CameraFrameCheck,
  EngineBackend,
  EngineRequest,
  EngineResponse,
} from "../protocol";
import { analysisFromLandmarks } from "../../face-shape/analysis-from-landmarks";
import { DESCRIPTOR_WAIT_MS, ROLL_CORRECTION_DEGREES, SIMILAR_FACE_WIDTH_RATIO } from "../../face-shape/engine-limits";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "../../face-shape/model/face-shape-model-descriptor.data";
import { rollDegrees, rotatePoint, yawDegrees } from "../../face-shape/face-geometry";
import { MIRROR_INDEX } from "../../face-shape/landmark-groups";
import { screenFaces, type DetectedFace } from "../../face-shape/screen-faces";
import type { AnalysisOutcome, Point } from "../../face-shape/types";
import { FACE_MODEL_FILES } from "./face-model-files";

/** The parts of tfjs that face-api's bundle contains but its type declarations leave out. */
interface TfRuntimeExtras {
  env(): { set(flag: string, value: boolean): void };
  setWasmPaths(paths: Record<string, string>): void;
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  reverse<T extends faceapi.tf.Tensor>(x: T, axis: number | number[]): T;
  squeeze<T extends faceapi.tf.Tensor>(x: faceapi.tf.Tensor, axis?: number[]): T;
  memory(): { numTensors: number; numBytes: number };
}
const tf = faceapi.tf as typeof faceapi.tf & TfRuntimeExtras;

interface WorkerScope {
  postMessage(message: EngineResponse): void;
  addEventListener(type: "message", listener: (event: MessageEvent<EngineRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

/**
 * How many tensors (and bytes) the runtime holds: read by the browser test that runs twenty
 * analyses in a row to show that memory does not grow. It only reports; nothing is sent anywhere.
 */
(self as unknown as { faceEngineMemory: () => { numTensors: number; numBytes: number } }).faceEngineMemory = () => {
  const { numTensors, numBytes } = tf.memory();
  return { numTensors, numBytes };
};

/** face-api only knows browsers with a DOM and Node; in a worker it gets OffscreenCanvas and tensors. */
class UnavailableInWorker {}
faceapi.env.setEnv({
  Canvas: OffscreenCanvas,
  CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
  Image: UnavailableInWorker,
  ImageData,
  Video: UnavailableInWorker,
  createCanvasElement: () => new OffscreenCanvas(1, 1),
  createImageElement: () => new UnavailableInWorker(),
  createVideoElement: () => new UnavailableInWorker(),
  fetch: (input: RequestInfo, init?: RequestInit) => fetch(input, init),
  readFile: () => Promise.reject(new Error("no file system in a worker")),
} as unknown as faceapi.Environment);

/**
 * Detector passes tried in order until one finds a face: input size (a multiple of 32) and score
 * threshold. 320 keeps a warm analysis fast on a phone; the larger sizes find smaller faces.
 */
const DETECTOR_PASSES = [
  { inputSize: 320, scoreThreshold: 0.5 },
  { inputSize: 416, scoreThreshold: 0.4 },
  { inputSize: 608, scoreThreshold: 0.4 },
] as const;
/** The pass that finds the face again in a small region around it after levelling the eyes. */
const REGION_PASS = { inputSize: 224, scoreThreshold: 0.3 } as const;
/** Quarter turns tried when the upright photo shows no face (a phone photo saved sideways). */
const QUARTER_TURNS = [1, 2, 3] as const;

interface WeightsManifestGroup {
  paths: string[];
  weights: Parameters<typeof tf.io.decodeWeights>[1];
}

async function fetchWeights(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`model weights: HTTP ${response.status}`);
  return response.arrayBuffer();
}

function decode(buffer: ArrayBuffer, manifest: readonly WeightsManifestGroup[]) {
  return tf.io.decodeWeights(
    buffer,
    manifest.flatMap((group) => group.weights),
  );
}

const detector = new faceapi.TinyFaceDetector();
const landmarkNet = new faceapi.FaceLandmark68Net();
const recognitionNet = new faceapi.FaceRecognitionNet();
let loading: Promise<EngineBackend> | null = null;
let describing: Promise<boolean> | null = null;

/**
 * Loads the optional recognition model after the base model (never competing with it for the
 * network). Resolves false where it cannot load, or when no shipped classifier uses it.
 */
let recognitionLoading: Promise<void> | null = null;

/** Loads and warms face-api's recognition model (after the base model). */
function loadRecognitionNet(): Promise<void> {
  recognitionLoading ??= (async () => {
    await load();
    const buffer = await fetchWeights(FACE_MODEL_FILES.recognitionWeights);
    recognitionNet.loadFromWeightMap(decode(buffer, recognitionManifest as WeightsManifestGroup[]));
    const warmup = tf.zeros([150, 150, 3], "int32") as faceapi.tf.Tensor3D;
    await recognitionNet.computeFaceDescriptor(warmup);
    warmup.dispose();
  })();
  return recognitionLoading;
}

function loadDescriptorModel(): Promise<boolean> {
  describing ??= (async () => {
    if (!FACE_SHAPE_MODELS_WITH_DESCRIPTOR) {
      // Say so, so nothing waits for a model that is never fetched.
      scope.postMessage({
        type: "descriptor-failed",
        message: "no shipped classifier uses the face-description model",
      });
      return false;
    }
    const started = performance.now();
    try {
      await loadRecognitionNet();
      scope.postMessage({ type: "descriptor-ready", loadMs: Math.round(performance.now() - started) });
      return true;
    } catch (error) {
      scope.postMessage({ type: "descriptor-failed", message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  })();
  return describing;
}

/** The optional model if it is (or becomes, within `waitMs`) ready; false otherwise. */
function descriptorModelWithin(waitMs: number): Promise<boolean> {
  return Promise.race([
    loadDescriptorModel(),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), Math.max(0, waitMs))),
  ]);
}

/**
 * face-api's recognition descriptors of the face whose 68 points (tensor pixels) are given: the
 * face cut out along the box the points span, as face-api's own pipeline aligns it, and its
 * mirror image, in one batch.
 */
async function describeFace(tensor: faceapi.tf.Tensor3D, points: readonly Point[]): Promise<[number[], number[]]> {
  const [height, width] = tensor.shape;
  // face-api's landmarks hold positions relative to the image size.
  const landmarks = new faceapi.FaceLandmarks68(
    points.map((p) => new faceapi.Point(p.x / width, p.y / height)),
    { width, height },
  );
  const [face] = await faceapi.extractFaceTensors(tensor, [landmarks.align()]);
  if (!face) throw new Error("no face to describe");
  const mirrored = tf.reverse(face, 1);
  const descriptors = (await recognitionNet.computeFaceDescriptor([face, mirrored])) as Float32Array[];
  face.dispose();
  mirrored.dispose();
  return [Array.from(descriptors[0] ?? []), Array.from(descriptors[1] ?? [])];
}

/** The descriptor the classifier reads: the mean of the face's and its mirror image's. */
function meanDescriptor([direct, mirrored]: [number[], number[]]): number[] {
  return direct.map((v, i) => (v + (mirrored[i] ?? 0)) / 2);
}

async function chooseBackend(): Promise<EngineBackend> {
  try {
    // Threads need cross-origin isolation the site does not ask for; SIMD or plain WASM is enough.
    tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
    tf.setWasmPaths({
      "tfjs-backend-wasm.wasm": FACE_MODEL_FILES.wasmPlain,
      "tfjs-backend-wasm-simd.wasm": FACE_MODEL_FILES.wasmSimd,
      "tfjs-backend-wasm-threaded-simd.wasm": FACE_MODEL_FILES.wasmSimd,
    });
    if (await tf.setBackend("wasm")) {
      await tf.ready();
      return "wasm";
    }
  } catch {
    // fall through to the CPU backend
  }
  await tf.setBackend("cpu");
  await tf.ready();
  return "cpu";
}

function load(): Promise<EngineBackend> {
  loading ??= (async () => {
    const started = performance.now();
    // Download the weights while the backend starts; make tensors from them only once it has.
    const [backend, detectorBuffer, landmarkBuffer] = await Promise.all([
      chooseBackend(),
      fetchWeights(FACE_MODEL_FILES.detectorWeights),
      fetchWeights(FACE_MODEL_FILES.landmarkWeights),
    ]);
    detector.loadFromWeightMap(decode(detectorBuffer, detectorManifest as WeightsManifestGroup[]));
    landmarkNet.loadFromWeightMap(decode(landmarkBuffer, landmarkManifest as WeightsManifestGroup[]));
    // One small pass compiles the kernels, so the visitor's first analysis is not the slow one.
    const warmup = tf.zeros(
      [DETECTOR_PASSES[0].inputSize, DETECTOR_PASSES[0].inputSize, 3],
      "int32",
    ) as faceapi.tf.Tensor3D;
    await detector.locateFaces(warmup, new faceapi.TinyFaceDetectorOptions(DETECTOR_PASSES[0]));
    await landmarksIn(warmup, { x: 0, y: 0, width: 100, height: 100 });
    warmup.dispose();
    scope.postMessage({ type: "ready", backend, loadMs: Math.round(performance.now() - started) });
    void loadDescriptorModel();
    return backend;
  })();
  loading.catch((error: unknown) => {
    scope.postMessage({ type: "load-failed", message: error instanceof Error ? error.message : String(error) });
  });
  return loading;
}

/** A view of the frame (possibly turned) and how to map its points back to frame pixels. */
interface FrameView {
  tensor: faceapi.tf.Tensor3D;
  toFrame: (p: Point) => Point;
}

/** The frame turned clockwise by quarter turns, with the inverse mapping. */
function turnedView(frame: faceapi.tf.Tensor3D, quarterTurns: 1 | 2 | 3): FrameView {
  const [height, width] = frame.shape;
  if (quarterTurns === 2) {
    return { tensor: tf.reverse(frame, [0, 1]), toFrame: (p) => ({ x: width - p.x, y: height - p.y }) };
  }
  const transposed = tf.transpose(frame, [1, 0, 2]);
  const turned = tf.reverse(transposed, quarterTurns === 1 ? 1 : 0) as faceapi.tf.Tensor3D;
  transposed.dispose();
  return quarterTurns === 1
    ? { tensor: turned, toFrame: (p) => ({ x: p.y, y: height - p.x }) }
    : { tensor: turned, toFrame: (p) => ({ x: width - p.y, y: p.x }) };
}

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

let detectorPassCount = 0;

async function detectFaces(
  tensor: faceapi.tf.Tensor3D,
  passes: readonly { inputSize: number; scoreThreshold: number }[],
): Promise<DetectedFace[]> {
  for (const pass of passes) {
    detectorPassCount += 1;
    const found = await detector.locateFaces(tensor, new faceapi.TinyFaceDetectorOptions(pass));
    if (found.length > 0) {
      return found.map((d): DetectedFace => ({
        box: { x: d.box.x, y: d.box.y, width: d.box.width, height: d.box.height },
        score: d.score,
      }));
    }
  }
  return [];
}

/** Crops around the detected box, as scale factors about its centre: averaging them steadies the landmarks. */
const CROP_SCALES = [1] as const;

/**
 * The 68 points of the face in a box, in the tensor's pixels, and the landmark model's 256-number
 * description of the face. Each crop of CROP_SCALES and its mirror image go through the model as
 * one batch and are averaged (mirrored points swapped left for right): this lowers the landmark
 * noise and makes a mirrored photo measure the same.
 */
async function landmarksIn(
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

function framePixels(frame: ImageBitmap): ImageData {
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas in this worker");
  context.drawImage(frame, 0, 0);
  frame.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function frameTensor(frame: ImageBitmap): faceapi.tf.Tensor3D {
  return tf.browser.fromPixels(framePixels(frame));
}

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

/** A quick look at a camera frame for the capture guidance: faces, pose and light of the largest. */
async function checkFrame(frame: ImageBitmap): Promise<CameraFrameCheck> {
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

async function analyze(request: Extract<EngineRequest, { type: "analyze" }>): Promise<{
  outcome: AnalysisOutcome;
  timings: AnalysisTimings;
  calibration?: CalibrationMeasurement;
}> {
  const started = performance.now();
  await load();
  const loaded = performance.now();
  detectorPassCount = 0;
  const photoSize = { width: request.photoWidth, height: request.photoHeight };
  const toPhoto = (p: Point): Point => ({ x: p.x * request.scale, y: p.y * request.scale });
  const frame = frameTensor(request.frame);
  const owned: faceapi.tf.Tensor[] = [frame];
  let detectMs = 0;
  let landmarksMs = 0;
  let descriptorMs = 0;
  const timed = async <T>(work: () => Promise<T>, add: (ms: number) => void): Promise<T> => {
    const t0 = performance.now();
    const result = await work();
    add(performance.now() - t0);
    return result;
  };
  const addDetect = (ms: number) => (detectMs += ms);
  const addLandmarks = (ms: number) => (landmarksMs += ms);
  try {
    let view: FrameView = { tensor: frame, toFrame: (p) => p };
    let faces = await timed(() => detectFaces(frame, DETECTOR_PASSES), addDetect);
    for (const turns of QUARTER_TURNS) {
      if (faces.length > 0) break;
      view = turnedView(frame, turns);
      owned.push(view.tensor);
      faces = await timed(() => detectFaces(view.tensor, DETECTOR_PASSES.slice(0, 2)), addDetect);
    }
    const scaleBox = (face: DetectedFace): DetectedFace => ({
      score: face.score,
      box: {
        x: face.box.x * request.scale,
        y: face.box.y * request.scale,
        width: face.box.width * request.scale,
        height: face.box.height * request.scale,
      },
    });
    const screening = screenFaces(faces.map(scaleBox), photoSize);
    if (screening.kind !== "face") return { outcome: screening, timings: done() };
    const index = faces.findIndex((face) => scaleBox(face).box.width === screening.face.box.width);
    const face = faces[index] ?? faces[0];
    if (!face) return { outcome: { kind: "no-face" }, timings: done() };

    let { points, embedding } = await timed(() => landmarksIn(view.tensor, face.box), addLandmarks);
    let detectionScore = face.score;
    let rollCorrected = false;
    const roll = rollDegrees(points);
    if (Math.abs(roll) > ROLL_CORRECTION_DEGREES) {
      // Level the eyes by turning the face's surroundings about its centre, find the face again
      // in a region around it, and measure again.
      const center = { x: face.box.x + face.box.width / 2, y: face.box.y + face.box.height / 2 };
      const radians = (roll * Math.PI) / 180;
      const side = 2 * Math.max(face.box.width, face.box.height);
      const levelled = levelledSurroundings(view.tensor, center, radians, side);
      owned.push(levelled.tensor, levelled.region);
      const again = await timed(() => detectFaces(levelled.region, [REGION_PASS]), addDetect);
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
      const remeasured = await timed(
        () => landmarksIn(levelled.tensor, { ...box, x: box.x - ox, y: box.y - oy }),
        addLandmarks,
      );
      points = remeasured.points.map((p) => rotatePoint({ x: p.x + ox, y: p.y + oy }, center, radians));
      embedding = remeasured.embedding;
      if (found) detectionScore = Math.max(detectionScore, found.score);
      rollCorrected = found !== undefined;
    }
    // The optional model: waited for only as long as the overlay hides (from the analysis start).
    let descriptor: number[] | undefined;
    let calibration: CalibrationMeasurement | undefined;
    const describeStarted = performance.now();
    if (request.calibration) {
      await loadRecognitionNet();
      const descriptors = await describeFace(view.tensor, points);
      calibration = {
        points: points.map((p) => toPhoto(view.toFrame(p))),
        embedding,
        initialRollDegrees: roll,
        rollCorrected,
        descriptors,
      };
      if (FACE_SHAPE_MODELS_WITH_DESCRIPTOR) descriptor = meanDescriptor(descriptors);
    } else if (await descriptorModelWithin(DESCRIPTOR_WAIT_MS - (describeStarted - started))) {
      descriptor = meanDescriptor(await describeFace(view.tensor, points));
    }
    if (descriptor) descriptorMs = performance.now() - describeStarted;
    const outcome = analysisFromLandmarks({
      gender: request.gender,
      points: points.map((p) => toPhoto(view.toFrame(p))),
      imageSize: photoSize,
      detectionScore,
      otherFacesIgnored: screening.otherFaces,
      rollCorrected,
      ...(rollCorrected ? { levelledFromDegrees: roll } : {}),
      embedding,
      ...(descriptor ? { descriptor } : {}),
    });
    return { outcome, timings: done(), ...(calibration ? { calibration } : {}) };
  } finally {
    for (const tensor of owned) tensor.dispose();
  }

  function done(): AnalysisTimings {
    const end = performance.now();
    return {
      modelWaitMs: Math.round(loaded - started),
      detectMs: Math.round(detectMs),
      landmarksMs: Math.round(landmarksMs),
      totalMs: Math.round(end - started),
      detectorPasses: detectorPassCount,
      descriptorMs: Math.round(descriptorMs),
    };
  }
}

// One analysis at a time, in order: the model is not re-entrant and this keeps results deterministic.
let queue: Promise<void> = Promise.resolve();

scope.addEventListener("message", (event) => {
  const request = event.data;
  if (request.type === "load") {
    void load().catch(() => undefined);
    return;
  }
  if (request.type === "check") {
    queue = queue.then(async () => {
      try {
        scope.postMessage({ type: "check-result", id: request.id, check: await checkFrame(request.frame) });
      } catch {
        scope.postMessage({ type: "check-result", id: request.id, check: null });
      }
    });
    return;
  }
  queue = queue.then(async () => {
    try {
      const { outcome, timings, calibration } = await analyze(request);
      scope.postMessage({ type: "result", id: request.id, outcome, timings, ...(calibration ? { calibration } : {}) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const timings = { modelWaitMs: 0, detectMs: 0, landmarksMs: 0, totalMs: 0, detectorPasses: 0, descriptorMs: 0 };
      scope.postMessage({ type: "result", id: request.id, outcome: { kind: "engine-error", message }, timings });
    }
  });
});
