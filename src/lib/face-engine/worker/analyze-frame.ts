/**
 * An analysis of one photo, in the stages `analyzeFrame` runs (the worker's part of the pipeline
 * drawn at the top of docs/face-engine.md):
 *
 * 1. load: the detector, landmark and appearance models, once per worker (`load`).
 * 2. find faces: in the scaled frame, upright, with room around it, then turned (`findFaces`).
 * 3. pick a face: the one to measure, or why there is none (`pickFace`, screen-faces.ts).
 * 4. measure: its 68 landmarks in windows of the full-resolution photo, a tilted head levelled
 *    (`measurePicked`, measure-face.ts).
 * 5. gather: the classifier's optional inputs, the appearance features (`gatherInputs`).
 * 6. shape: the result from the pure functions of src/lib/face-shape (`analysisFromLandmarks`).
 * 7. identity: where the page asks, who the face is, for the same-person check (`addIdentity`).
 *
 * `analyzeFrame` is every step but the gathering, which it is handed: the site gathers what its
 * classifiers read (`analyze`), and the calibration's worker (tools/engine-harness/) gathers
 * everything it fits on, through the same steps, so both measure a face the same way.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { AnalysisStep, AnalysisTimings, EngineRequest } from "../protocol";
import { analysisFromLandmarks } from "../../face-shape/analysis-from-landmarks";
import { screenFaces, type DetectedFace } from "../../face-shape/screen-faces";
import type { AnalysisOutcome, FaceAnalysis, Gender } from "../../face-shape/types";
import {
  DETECTOR_PASSES,
  QUARTER_TURNS,
  borderedView,
  detectFaces,
  detectorPassCount,
  resetDetectorPassCount,
  turnedView,
  type FrameView,
} from "./detect-faces";
import { describeFace, meanDescriptor } from "./face-descriptor";
import { frameTensor } from "./frame-pixels";
import { readsAppearance } from "../../face-shape/model/shipped-inputs";
import { appearanceOf } from "./face-appearance";
import { WINDOW_PX } from "./face-window";
import { measureFace, type MeasuredFace } from "./measure-face";
import { load, loadRecognitionNet } from "./load-engine";
import { passTimers, type PassTimers } from "./pass-timers";

/** What an analysis is asked: the protocol's analyze request, whatever its type tag. */
export type AnalysisRequest = Omit<Extract<EngineRequest, { type: "analyze" }>, "type">;

/** The measured face, and the optional measurements that can be taken of it. */
export interface FaceToDescribe {
  face: MeasuredFace;
  gender: Gender;
  /** The full-resolution photo the face was measured in (the calibration's worker measures more of it). */
  photo: ImageBitmap;
  /** face-api's recognition descriptors of the face and of its mirror image; its model must be loaded. */
  describe(): Promise<[number[], number[]]>;
  /** The appearance network's 128 features of the face (mirror-averaged; timed as a landmark pass). */
  appearance(): Promise<number[]>;
}

/**
 * What was gathered besides the 68 points: what a classifier may read, and the recognition
 * descriptors, which the identity then reuses (the calibration's worker gathers them).
 */
export interface OptionalInputs {
  descriptors?: [number[], number[]];
  appearance?: number[];
}

/** Takes the optional measurements of a measured face that an analysis wants. */
export type GatherInputs = (face: FaceToDescribe) => Promise<OptionalInputs>;

/** The site's choice: the appearance features where a shipped classifier reads them. */
async function siteInputs(face: FaceToDescribe): Promise<OptionalInputs> {
  return readsAppearance(face.gender) ? { appearance: await face.appearance() } : {};
}

/** The analysis a visitor's photo gets; `onStep` hears each step as it starts (the page's overlay shows them). */
export function analyze(
  request: AnalysisRequest,
  onStep?: (step: AnalysisStep) => void,
): Promise<{ outcome: AnalysisOutcome; timings: AnalysisTimings }> {
  return analyzeFrame(request, siteInputs, onStep);
}

/** The analysis's clock: when it began and when the model was ready, and its passes' timers. */
function analysisClock() {
  const started = performance.now();
  let loaded = started;
  const clock = {
    timers: passTimers(),
    modelLoaded: () => (loaded = performance.now()),
    timings(): AnalysisTimings {
      const end = performance.now();
      return {
        modelWaitMs: Math.round(loaded - started),
        detectMs: Math.round(clock.timers.detectMs),
        landmarksMs: Math.round(clock.timers.landmarksMs),
        totalMs: Math.round(end - started),
        detectorPasses: detectorPassCount(),
      };
    },
  };
  return clock;
}

type AnalysisClock = ReturnType<typeof analysisClock>;

/**
 * The faces in the frame and the view they were found in: the frame as it is, then with room
 * around it (a face that fills the frame), then turned by quarter turns. Views made are added to
 * `owned`, for the caller to dispose.
 */
async function findFaces(
  frame: faceapi.tf.Tensor3D,
  owned: faceapi.tf.Tensor[],
  timers: PassTimers,
): Promise<{ faces: DetectedFace[]; view: FrameView }> {
  let view: FrameView = { tensor: frame, toFrame: (p) => p };
  let faces = await timers.detect(() => detectFaces(frame, DETECTOR_PASSES));
  if (faces.length === 0) {
    // A face that fills the frame: look again with room around it.
    const bordered = borderedView(frame);
    owned.push(bordered.tensor);
    faces = await timers.detect(() => detectFaces(bordered.tensor, DETECTOR_PASSES.slice(0, 2)));
    if (faces.length > 0) view = bordered;
  }
  for (const turns of QUARTER_TURNS) {
    if (faces.length > 0) break;
    view = turnedView(frame, turns);
    owned.push(view.tensor);
    faces = await timers.detect(() => detectFaces(view.tensor, DETECTOR_PASSES.slice(0, 2)));
  }
  return { faces, view };
}

/** A face found in the view, and how many smaller faces behind it were ignored. */
interface PickedFace {
  face: DetectedFace;
  view: FrameView;
  otherFaces: number;
}

/** The face to measure (screenFaces, in photo pixels), or the outcome that says why there is none. */
function pickFace(
  { faces, view }: { faces: DetectedFace[]; view: FrameView },
  request: AnalysisRequest,
): PickedFace | { outcome: AnalysisOutcome } {
  const scaleBox = (face: DetectedFace): DetectedFace => ({
    score: face.score,
    box: {
      x: face.box.x * request.scale,
      y: face.box.y * request.scale,
      width: face.box.width * request.scale,
      height: face.box.height * request.scale,
    },
  });
  const screening = screenFaces(faces.map(scaleBox), { width: request.photoWidth, height: request.photoHeight });
  if (screening.kind !== "face") return { outcome: screening };
  const index = faces.findIndex((face) => scaleBox(face).box.width === screening.face.box.width);
  const face = faces[index] ?? faces[0];
  if (!face) return { outcome: { kind: "no-face" } };
  return { face, view, otherFaces: screening.otherFaces };
}

/** Measures the picked face from the full-resolution photo, upright as the view shows it. */
function measurePicked(
  { face, view }: PickedFace,
  request: AnalysisRequest,
  timers: PassTimers,
): Promise<MeasuredFace> {
  const middle = { x: face.box.x + face.box.width / 2, y: face.box.y + face.box.height / 2 };
  const centre = view.toFrame(middle);
  const along = view.toFrame({ x: middle.x + 1, y: middle.y });
  return measureFace(
    request.photo,
    {
      center: { x: centre.x * request.scale, y: centre.y * request.scale },
      side: Math.max(face.box.width, face.box.height) * request.scale,
      radians: Math.atan2(along.y - centre.y, along.x - centre.x),
      score: face.score,
    },
    timers,
  );
}

/** Hands the measured face to `gather` and keeps, of what it gathered, what a shipped classifier reads. */
async function gatherInputs(
  measured: MeasuredFace,
  request: AnalysisRequest,
  gather: GatherInputs,
  clock: AnalysisClock,
): Promise<{
  gathered: OptionalInputs;
  shipped: { appearance?: number[] };
}> {
  const gathered = await gather({
    face: measured,
    gender: request.gender,
    photo: request.photo,
    describe: () => describeFace(measured.window.tensor, measured.windowPoints),
    appearance: () =>
      clock.timers.landmarks(() =>
        appearanceOf(request.photo, measured.window.placement, measured.windowPoints, WINDOW_PX),
      ),
  });
  // Only what a shipped classifier reads reaches it, whatever was gathered.
  const appearance = readsAppearance(request.gender) ? gathered.appearance : undefined;
  return { gathered, shipped: appearance ? { appearance } : {} };
}

/** Says who the face is (the same-person check): its descriptor, from the gathered one where there is one. */
async function addIdentity(analysis: FaceAnalysis, measured: MeasuredFace, gathered: OptionalInputs): Promise<void> {
  await loadRecognitionNet();
  const described = gathered.descriptors ?? (await describeFace(measured.window.tensor, measured.windowPoints));
  analysis.identity = meanDescriptor(described).map((v) => Math.round(v * 1e4) / 1e4);
}

/**
 * Every step of an analysis; `gather` takes the optional measurements once the face is measured,
 * and `onStep` hears each step the visitor is told of (protocol.ts ANALYSIS_STEPS) as it starts.
 */
export async function analyzeFrame(
  request: AnalysisRequest,
  gather: GatherInputs,
  onStep: (step: AnalysisStep) => void = () => undefined,
): Promise<{ outcome: AnalysisOutcome; timings: AnalysisTimings }> {
  const clock = analysisClock();
  // 1. load
  await load();
  clock.modelLoaded();
  resetDetectorPassCount();
  const frame = frameTensor(request.frame);
  const owned: faceapi.tf.Tensor[] = [frame];
  try {
    // 2. find faces, 3. pick a face
    onStep("finding");
    const picked = pickFace(await findFaces(frame, owned, clock.timers), request);
    if ("outcome" in picked) return { outcome: picked.outcome, timings: clock.timings() };
    // 4. measure
    onStep("placing");
    const measured = await measurePicked(picked, request, clock.timers);
    owned.push(measured.window.tensor);
    // 5. gather
    if (readsAppearance(request.gender)) onStep("reading");
    const { gathered, shipped } = await gatherInputs(measured, request, gather, clock);
    // 6. shape
    onStep("shaping");
    const { points, embedding, detectionScore, rollCorrected, initialRollDegrees: roll } = measured;
    const outcome = analysisFromLandmarks({
      gender: request.gender,
      points,
      imageSize: { width: request.photoWidth, height: request.photoHeight },
      detectionScore,
      otherFacesIgnored: picked.otherFaces,
      rollCorrected,
      ...(rollCorrected ? { levelledFromDegrees: roll } : {}),
      embedding,
      ...shipped,
    });
    // 7. identity
    if (request.identity && outcome.kind === "ok") await addIdentity(outcome.analysis, measured, gathered);
    return { outcome, timings: clock.timings() };
  } finally {
    for (const tensor of owned) tensor.dispose();
    request.photo.close();
  }
}
