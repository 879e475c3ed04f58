/**
 * An analysis of one photo: find the face (upright or turned) in the scaled frame, measure its
 * landmarks in windows of the full-resolution photo (levelling a tilted head), gather the
 * classifier's optional inputs (face mesh, descriptor), then build the result with the pure
 * functions of src/lib/face-shape.
 *
 * `analyzeFrame` is every step but the gathering, which it is handed: the site gathers what its
 * classifiers read (`analyze`), and the calibration's worker (tools/engine-harness/) gathers
 * everything it fits on, through the same steps, so both measure a face the same way.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { AnalysisTimings, EngineRequest } from "../protocol";
import { analysisFromLandmarks } from "../../face-shape/analysis-from-landmarks";
import { DESCRIPTOR_WAIT_MS } from "../../face-shape/engine-limits";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "../../face-shape/model/face-shape-model-descriptor.data";
import { screenFaces, type DetectedFace } from "../../face-shape/screen-faces";
import type { AnalysisOutcome, Gender, Point } from "../../face-shape/types";
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
import { meshOutline, readsMesh } from "./face-mesh";
import { WINDOW_PX } from "./face-window";
import { boxFromPoints } from "./landmark-box";
import { measureFace, type MeasuredFace } from "./measure-face";
import { descriptorModelWithin, load, loadRecognitionNet } from "./load-engine";
import { passTimers } from "./pass-timers";

/** What an analysis is asked: the protocol's analyze request, whatever its type tag. */
export type AnalysisRequest = Omit<Extract<EngineRequest, { type: "analyze" }>, "type">;

/** The measured face, and the optional measurements that can be taken of it. */
export interface FaceToDescribe {
  face: MeasuredFace;
  gender: Gender;
  /** The face mesh's outline and eye corners in photo pixels (timed as a landmark pass). */
  mesh(): Promise<Point[]>;
  /** face-api's recognition descriptors of the face and of its mirror image; its model must be loaded. */
  describe(): Promise<[number[], number[]]>;
  /** The appearance network's 128 features of the face (mirror-averaged; timed as a landmark pass). */
  appearance(): Promise<number[]>;
  /** Milliseconds since the analysis began (model loading included). */
  elapsedMs(): number;
}

/** What the classifier may read besides the 68 points, where it was gathered. */
export interface OptionalInputs {
  meshPoints?: Point[];
  descriptors?: [number[], number[]];
  appearance?: number[];
}

/** Takes the optional measurements of a measured face that an analysis wants. */
export type GatherInputs = (face: FaceToDescribe) => Promise<OptionalInputs>;

/**
 * The site's choice: the appearance features and the mesh where a shipped classifier reads them,
 * and the descriptor only when its model is ready within the time the analysis overlay hides
 * (counted from the analysis start).
 */
async function siteInputs(face: FaceToDescribe): Promise<OptionalInputs> {
  const appearance = readsAppearance(face.gender) ? await face.appearance() : undefined;
  const meshPoints = readsMesh(face.gender) ? await face.mesh() : undefined;
  const described = await descriptorModelWithin(DESCRIPTOR_WAIT_MS - face.elapsedMs());
  return {
    ...(appearance ? { appearance } : {}),
    ...(meshPoints ? { meshPoints } : {}),
    ...(described ? { descriptors: await face.describe() } : {}),
  };
}

/** The analysis a visitor's photo gets. */
export function analyze(request: AnalysisRequest): Promise<{ outcome: AnalysisOutcome; timings: AnalysisTimings }> {
  return analyzeFrame(request, siteInputs);
}

/** Every step of an analysis; `gather` takes the optional measurements once the face is measured. */
export async function analyzeFrame(
  request: AnalysisRequest,
  gather: GatherInputs,
): Promise<{ outcome: AnalysisOutcome; timings: AnalysisTimings }> {
  const started = performance.now();
  await load();
  const loaded = performance.now();
  resetDetectorPassCount();
  const photoSize = { width: request.photoWidth, height: request.photoHeight };
  const frame = frameTensor(request.frame);
  const owned: faceapi.tf.Tensor[] = [frame];
  const timers = passTimers();
  let descriptorMs = 0;
  try {
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

    // The face is measured from the full-resolution photo, upright as the view shows it.
    const middle = { x: face.box.x + face.box.width / 2, y: face.box.y + face.box.height / 2 };
    const centre = view.toFrame(middle);
    const along = view.toFrame({ x: middle.x + 1, y: middle.y });
    const measured = await measureFace(
      request.photo,
      {
        center: { x: centre.x * request.scale, y: centre.y * request.scale },
        side: Math.max(face.box.width, face.box.height) * request.scale,
        radians: Math.atan2(along.y - centre.y, along.x - centre.x),
        score: face.score,
      },
      timers,
    );
    owned.push(measured.window.tensor);
    const { points, embedding, detectionScore, rollCorrected, initialRollDegrees: roll } = measured;
    // The descriptor's time runs from the end of the mesh pass (or from here without one).
    let describeStarted = performance.now();
    const inputs = await gather({
      face: measured,
      gender: request.gender,
      mesh: async () => {
        const outline = await timers.landmarks(() =>
          meshOutline(request.photo, measured.window.placement, boxFromPoints(measured.windowPoints), WINDOW_PX),
        );
        describeStarted = performance.now();
        return outline;
      },
      describe: () => describeFace(measured.window.tensor, measured.windowPoints),
      appearance: () =>
        timers.landmarks(() =>
          appearanceOf(request.photo, measured.window.placement, measured.windowPoints, WINDOW_PX),
        ),
      elapsedMs: () => performance.now() - started,
    });
    // Only what a shipped classifier reads reaches it, whatever was gathered.
    const descriptor =
      inputs.descriptors && FACE_SHAPE_MODELS_WITH_DESCRIPTOR ? meanDescriptor(inputs.descriptors) : undefined;
    if (descriptor) descriptorMs = performance.now() - describeStarted;
    const meshPoints = readsMesh(request.gender) ? inputs.meshPoints : undefined;
    const appearance = readsAppearance(request.gender) ? inputs.appearance : undefined;
    const outcome = analysisFromLandmarks({
      gender: request.gender,
      points,
      imageSize: photoSize,
      detectionScore,
      otherFacesIgnored: screening.otherFaces,
      rollCorrected,
      ...(rollCorrected ? { levelledFromDegrees: roll } : {}),
      embedding,
      ...(descriptor ? { descriptor } : {}),
      ...(meshPoints ? { meshPoints } : {}),
      ...(appearance ? { appearance } : {}),
    });
    if (request.identity && outcome.kind === "ok") {
      await loadRecognitionNet();
      const described = inputs.descriptors ?? (await describeFace(measured.window.tensor, measured.windowPoints));
      outcome.analysis.identity = meanDescriptor(described).map((v) => Math.round(v * 1e4) / 1e4);
    }
    return { outcome, timings: done() };
  } finally {
    for (const tensor of owned) tensor.dispose();
    request.photo.close();
  }

  function done(): AnalysisTimings {
    const end = performance.now();
    return {
      modelWaitMs: Math.round(loaded - started),
      detectMs: Math.round(timers.detectMs),
      landmarksMs: Math.round(timers.landmarksMs),
      totalMs: Math.round(end - started),
      detectorPasses: detectorPassCount(),
      descriptorMs: Math.round(descriptorMs),
    };
  }
}
