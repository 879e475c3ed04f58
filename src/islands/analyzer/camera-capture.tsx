/**
 * The guided camera's view (loaded only when the visitor presses "Use camera"): the mirrored
 * preview with its guide, the checks, the spoken instruction and the buttons. The session's
 * guided camera (stores/analyzer/guided-camera.ts) runs the camera, the checks and the capture;
 * this view hands it the video element, brings the preview into view below the site header, and
 * shows what it reports. Its parts: camera-preview.tsx, camera-checks.tsx, camera-model-failed.tsx.
 */
import { useStore } from "@nanostores/react";
import type { StoreValue } from "nanostores";
import { useEffect, useRef } from "react";
import { allGatesMet, type Gate } from "../../lib/camera/capture-gates";
import { closeCamera } from "../../stores/analyzer/camera";
import {
  $cameraAnnouncement,
  $cameraAttempt,
  $cameraCodeMissing,
  $cameraGates,
  $cameraPhase,
  $cameraVideoSize,
  $manualShutterOffered,
  resetGuidedCamera,
  startGuidedCamera,
} from "../../stores/analyzer/guided-camera";
import { $gender } from "../../stores/analyzer/state";
import { CAMERA_SAYS, CAMERA_VIEW, captureInstruction } from "../../text/camera";
import { CaptureChecks, ManualShutter } from "./camera-checks";
import { CameraModelFailed } from "./camera-model-failed";
import { CameraPreview } from "./camera-preview";

/** The one instruction under the preview: what the camera is doing, or the first check to fix. */
function instructionOf(phase: StoreValue<typeof $cameraPhase>, gates: readonly Gate[] | null, ready: boolean) {
  if (phase === "capturing") return CAMERA_SAYS.holdStill;
  if (gates) return allGatesMet(gates) && !ready ? CAMERA_SAYS.allSetChooseGender : captureInstruction(gates);
  return phase === "starting" ? CAMERA_SAYS.startingWithModel : CAMERA_SAYS.looking;
}

export default function CameraCapture() {
  const video = useRef<HTMLVideoElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  const phase = useStore($cameraPhase);
  const gates = useStore($cameraGates);
  const size = useStore($cameraVideoSize);
  const spoken = useStore($cameraAnnouncement);
  const shutterOffered = useStore($manualShutterOffered);
  const attempt = useStore($cameraAttempt);
  const crash = useStore($cameraCodeMissing);
  /** The frames are taken only once the visitor has chosen a catalogue. */
  const ready = useStore($gender) !== null;

  // Each attempt opens the camera afresh into the video element rendered for it.
  useEffect(() => {
    // The preview, not just the checklist, in view below the sticky header (scroll-margin-top).
    preview.current?.scrollIntoView({ block: "start" });
    const element = video.current;
    return element ? startGuidedCamera(element) : undefined;
  }, [attempt]);
  useEffect(() => resetGuidedCamera, []);

  if (crash) throw crash;
  if (phase === "model-failed") return <CameraModelFailed />;

  const allMet = gates ? allGatesMet(gates) : false;
  return (
    <section aria-labelledby="camera-title" className="space-y-4" data-testid="camera-capture" data-phase={phase}>
      <h2 id="camera-title" className="sr-only">
        {CAMERA_VIEW.title}
      </h2>
      <CameraPreview previewRef={preview} videoRef={video} phase={phase} size={size} allMet={allMet} />
      <p className="text-center font-medium" data-testid="camera-instruction">
        {instructionOf(phase, gates, ready)}
      </p>
      {/* Read out politely, and only when the instruction changes (at most every two seconds). */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="camera-announcement">
        {spoken}
      </p>
      {shutterOffered && gates && phase === "guiding" && <ManualShutter gates={gates} ready={ready} />}
      <CaptureChecks gates={gates} />
      <div className="flex justify-center">
        <button type="button" className="btn-secondary" onClick={closeCamera} disabled={phase === "capturing"}>
          {CAMERA_VIEW.cancel}
        </button>
      </div>
    </section>
  );
}
