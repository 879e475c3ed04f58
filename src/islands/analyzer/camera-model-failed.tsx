import { RefreshCw } from "lucide-react";
import { closeCamera } from "../../stores/analyzer/camera";
import { retryGuidedCamera } from "../../stores/analyzer/guided-camera";
import { CAMERA_PROBLEMS, CAMERA_VIEW } from "../../text/camera";

/** The camera view once the face model did not load: the camera is off; try again, or choose a photo. */
export function CameraModelFailed() {
  return (
    <section
      aria-labelledby="camera-title"
      className="space-y-4"
      data-testid="camera-capture"
      data-phase="model-failed"
    >
      <h2 id="camera-title" className="sr-only">
        {CAMERA_VIEW.title}
      </h2>
      <div role="alert" className="rounded-xl border border-line bg-card p-4 text-sm" data-testid="camera-model-failed">
        <p className="font-semibold">{CAMERA_PROBLEMS.modelFailed.title}</p>
        <p className="mt-1 text-muted">{CAMERA_PROBLEMS.modelFailed.description}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={retryGuidedCamera}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {CAMERA_VIEW.tryAgain}
        </button>
        <button type="button" className="btn-secondary" onClick={closeCamera}>
          {CAMERA_VIEW.chooseInstead}
        </button>
      </div>
    </section>
  );
}
