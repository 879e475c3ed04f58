/**
 * An analysis of one photo: find the face (upright or turned) in the scaled frame, measure its
 * landmarks in windows of the full-resolution photo (levelling a tilted head), add the optional
 * descriptor, then build the result with the pure functions of src/lib/face-shape.
 */
import type * as faceapi from "@vladmandic/face-api";
import type { AnalysisTimings, CalibrationMeasurement, EngineRequest } from "../protocol";
import { analysisFromLandmarks } from "../../face-shape/analysis-from-landmarks";
import { DESCRIPTOR_WAIT_MS } from "../../face-shape/engine-limits";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "../../face-shape/model/face-shape-model-descriptor.data";
import { screenFaces, type DetectedFace } from "../../face-shape/screen-faces";
import type { AnalysisOutcome } from "../../face-shape/types";
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
import { meshOutline, readsMesh } from "./face-mesh";
import { WINDOW_PX } from "./face-window";
import { boxFromPoints } from "./landmark-box";
import { measureFace } from "./measure-face";
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
    // The face mesh's outline, where a shipped classifier reads it (and always for the calibration).
    const meshPoints =
      request.calibration || readsMesh(request.gender)
        ? await timers.landmarks(() =>
            meshOutline(request.photo, measured.window.placement, boxFromPoints(measured.windowPoints), WINDOW_PX),
          )
        : undefined;
    // The optional model: waited for only as long as the overlay hides (from the analysis start).
    let descriptor: number[] | undefined;
    let calibration: CalibrationMeasurement | undefined;
    const describeStarted = performance.now();
    if (request.calibration) {
      await loadRecognitionNet();
      const descriptors = await describeFace(measured.window.tensor, measured.windowPoints);
      calibration = {
        meshPoints: meshPoints ?? [],
        points,
        embedding,
        initialRollDegrees: roll,
        rollCorrected,
        descriptors,
      };
      if (FACE_SHAPE_MODELS_WITH_DESCRIPTOR) descriptor = meanDescriptor(descriptors);
    } else if (await descriptorModelWithin(DESCRIPTOR_WAIT_MS - (describeStarted - started))) {
      descriptor = meanDescriptor(await describeFace(measured.window.tensor, measured.windowPoints));
    }
    if (descriptor) descriptorMs = performance.now() - describeStarted;
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
      ...(meshPoints && readsMesh(request.gender) ? { meshPoints } : {}),
    });
    return { outcome, timings: done(), ...(calibration ? { calibration } : {}) };
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
