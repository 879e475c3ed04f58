/**
 * An analysis of one photo: find the face (upright or turned), measure its landmarks, level a
 * tilted head, add the optional descriptor, then build the result with the pure functions of
 * src/lib/face-shape.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { AnalysisTimings, CalibrationMeasurement, EngineRequest } from "../protocol";
import { analysisFromLandmarks } from "../../face-shape/analysis-from-landmarks";
import { DESCRIPTOR_WAIT_MS, ROLL_CORRECTION_DEGREES } from "../../face-shape/engine-limits";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "../../face-shape/model/face-shape-model-descriptor.data";
import { rollDegrees } from "../../face-shape/face-geometry";
import { screenFaces, type DetectedFace } from "../../face-shape/screen-faces";
import type { AnalysisOutcome, Point } from "../../face-shape/types";
import {
  DETECTOR_PASSES,
  QUARTER_TURNS,
  detectFaces,
  detectorPassCount,
  resetDetectorPassCount,
  turnedView,
  type FrameView,
} from "./detect-faces";
import { describeFace, meanDescriptor } from "./face-descriptor";
import { frameTensor } from "./frame-pixels";
import { landmarksIn } from "./landmarks-in";
import { levelFace } from "./level-face";
import { descriptorModelWithin, load, loadRecognitionNet } from "./load-engine";
import { passTimers } from "./pass-timers";

export async function analyze(request: Extract<EngineRequest, { type: "analyze" }>): Promise<{
  outcome: AnalysisOutcome;
  timings: AnalysisTimings;
  calibration?: CalibrationMeasurement;
}> {
  const started = performance.now();
  await load();
  const loaded = performance.now();
  resetDetectorPassCount();
  const photoSize = { width: request.photoWidth, height: request.photoHeight };
  const toPhoto = (p: Point): Point => ({ x: p.x * request.scale, y: p.y * request.scale });
  const frame = frameTensor(request.frame);
  const owned: faceapi.tf.Tensor[] = [frame];
  const timers = passTimers();
  let descriptorMs = 0;
  try {
    let view: FrameView = { tensor: frame, toFrame: (p) => p };
    let faces = await timers.detect(() => detectFaces(frame, DETECTOR_PASSES));
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

    let { points, embedding } = await timers.landmarks(() => landmarksIn(view.tensor, face.box));
    let detectionScore = face.score;
    let rollCorrected = false;
    const roll = rollDegrees(points);
    if (Math.abs(roll) > ROLL_CORRECTION_DEGREES) {
      ({ points, embedding, detectionScore, rollCorrected } = await levelFace(view.tensor, face, roll, timers));
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
      detectMs: Math.round(timers.detectMs),
      landmarksMs: Math.round(timers.landmarksMs),
      totalMs: Math.round(end - started),
      detectorPasses: detectorPassCount(),
      descriptorMs: Math.round(descriptorMs),
    };
  }
}
