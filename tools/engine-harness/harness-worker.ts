/**
 * The face worker the calibration, the benchmarks' calibration runs and the engine test use: the
 * site's worker (src/lib/face-engine/worker/), put together from the same parts in the same order,
 * so it answers the site's protocol exactly as the shipped worker does, plus two requests the site
 * never makes (./harness-protocol.ts):
 *
 * - "calibrate": the site's analysis, gathering everything the calibration fits on (appearance
 *   features and recognition descriptors always, and MediaPipe's face mesh, which only this worker
 *   runs: ./face-mesh.ts) and returning the measured face even where the pose is refused;
 * - "count-tensors": how many tensors the runtime holds, so a test can show they do not grow.
 *
 * It is built into dist-engine/ only; the shipped worker has neither.
 */
// First, as in the site's worker: the network locked down to the model files before any library runs.
import "./lock-down-harness-worker";
import "../../src/lib/face-engine/worker/face-api-runtime";
import { analyzeFrame, type AnalysisRequest } from "../../src/lib/face-engine/worker/analyze-frame";
import { NO_TIMINGS } from "../../src/lib/face-engine/protocol";
import { answerRequest, inTurn } from "../../src/lib/face-engine/worker/answer-request";
import { tf } from "../../src/lib/face-engine/worker/face-api-runtime";
import { WINDOW_PX } from "../../src/lib/face-engine/worker/face-window";
import { boxFromPoints } from "../../src/lib/face-engine/worker/landmark-box";
import { loadRecognitionNet } from "../../src/lib/face-engine/worker/load-engine";
import { errorMessage, type WorkerScope } from "../../src/lib/face-engine/worker/worker-scope";
import { appearanceRegionsOf } from "./appearance-regions";
import { meshOutline } from "./face-mesh";
import type { CalibrationMeasurement, HarnessRequest, HarnessResponse, TensorCount } from "./harness-protocol";

const scope = self as unknown as WorkerScope<HarnessRequest, HarnessResponse>;

/** tfjs's memory report, which face-api's type declarations leave out. */
const runtime = tf as typeof tf & { memory(): TensorCount };

/** The site's analysis, also measuring the mesh and the descriptors whatever the shipped models read. */
async function calibrate(request: AnalysisRequest) {
  const measured: { calibration?: CalibrationMeasurement } = {};
  const { outcome, timings } = await analyzeFrame(request, async (measuring) => {
    const { window, windowPoints } = measuring.face;
    const meshPoints = await meshOutline(measuring.photo, window.placement, boxFromPoints(windowPoints), WINDOW_PX);
    const appearance = await measuring.appearance();
    const appearanceRegions = await appearanceRegionsOf(measuring.photo, window.placement, windowPoints, WINDOW_PX);
    await loadRecognitionNet();
    const descriptors = await measuring.describe();
    const { points, embedding, initialRollDegrees, rollCorrected } = measuring.face;
    measured.calibration = {
      points,
      embedding,
      initialRollDegrees,
      rollCorrected,
      descriptors,
      meshPoints,
      appearance,
      appearanceRegions,
    };
    return { descriptors, appearance };
  });
  return { outcome, timings, ...measured };
}

scope.addEventListener("message", (event) => {
  const request = event.data;
  if (request.type === "calibrate") {
    inTurn(async () => {
      try {
        scope.postMessage({ type: "calibrated", id: request.id, ...(await calibrate(request)) });
      } catch (error) {
        const outcome = { kind: "engine-error", message: errorMessage(error) } as const;
        scope.postMessage({ type: "calibrated", id: request.id, outcome, timings: NO_TIMINGS });
      }
    });
  } else if (request.type === "count-tensors") {
    inTurn(() => {
      const { numTensors, numBytes } = runtime.memory();
      scope.postMessage({ type: "tensor-count", id: request.id, numTensors, numBytes });
      return Promise.resolve();
    });
  } else {
    answerRequest(request);
  }
});
