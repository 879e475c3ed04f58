/**
 * The guided camera's view (loaded only when the visitor presses "Use camera"): the mirrored
 * preview with its guide, the checks, the spoken instruction and the buttons. The session's
 * guided camera (stores/analyzer/guided-camera.ts) runs the camera, the checks and the capture;
 * this view hands it the video element, brings the preview into view below the site header, and
 * shows what it reports.
 */
import { useStore } from "@nanostores/react";
import { Camera, Check, CircleDashed, LoaderCircle, RefreshCw, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { allGatesMet } from "../../lib/camera/capture-gates";
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
  retryGuidedCamera,
  startGuidedCamera,
  takePhotoAnyway,
} from "../../stores/analyzer/guided-camera";
import { $gender } from "../../stores/analyzer/state";
import {
  CAMERA_PROBLEMS,
  CAMERA_SAYS,
  GATE_LABELS,
  GATE_STATE_WORDS,
  captureInstruction,
  stillOffNote,
} from "../../text/camera";

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
  const stillOffId = useId();

  // Each attempt opens the camera afresh into the video element rendered for it.
  useEffect(() => {
    // The preview, not just the checklist, in view below the sticky header (scroll-margin-top).
    preview.current?.scrollIntoView({ block: "start" });
    const element = video.current;
    return element ? startGuidedCamera(element) : undefined;
  }, [attempt]);
  useEffect(() => resetGuidedCamera, []);

  if (crash) throw crash;

  if (phase === "model-failed") {
    return (
      <section aria-labelledby="camera-title" className="space-y-4" data-testid="camera-capture" data-phase={phase}>
        <h2 id="camera-title" className="sr-only">
          Guided camera
        </h2>
        <div
          role="alert"
          className="rounded-xl border border-line bg-card p-4 text-sm"
          data-testid="camera-model-failed"
        >
          <p className="font-semibold">{CAMERA_PROBLEMS.modelFailed.title}</p>
          <p className="mt-1 text-muted">{CAMERA_PROBLEMS.modelFailed.description}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={retryGuidedCamera}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </button>
          <button type="button" className="btn-secondary" onClick={closeCamera}>
            Choose a photo instead
          </button>
        </div>
      </section>
    );
  }

  const allMet = gates ? allGatesMet(gates) : false;
  const longSide = Math.max(size.width, size.height);
  const instruction =
    phase === "capturing"
      ? CAMERA_SAYS.holdStill
      : gates
        ? allMet && !ready
          ? CAMERA_SAYS.allSetChooseGender
          : captureInstruction(gates)
        : phase === "starting"
          ? CAMERA_SAYS.startingWithModel
          : CAMERA_SAYS.looking;

  return (
    <section aria-labelledby="camera-title" className="space-y-4" data-testid="camera-capture" data-phase={phase}>
      <h2 id="camera-title" className="sr-only">
        Guided camera
      </h2>
      {/* Sized by the video's shape, and at most 60% of a phone's screen, so the checks show below it. */}
      <div
        ref={preview}
        className="relative mx-auto max-h-[60svh] max-w-md scroll-mt-20 overflow-hidden rounded-2xl bg-black"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        data-testid="camera-preview"
      >
        {/* The preview is mirrored, as people expect of a selfie camera; the frames taken are not. */}
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label="Your camera, mirrored"
          className="block h-full w-full -scale-x-100 object-contain"
        />
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${size.width} ${size.height}`}
          className="pointer-events-none absolute inset-0 h-full w-full"
        >
          <ellipse
            cx={size.width / 2}
            cy={size.height / 2}
            rx={longSide * 0.15}
            ry={longSide * 0.2}
            fill="none"
            stroke={allMet ? "#22c55e" : "#ffffff"}
            strokeWidth={longSide / 120}
            strokeDasharray={allMet ? undefined : `${longSide / 40} ${longSide / 60}`}
          />
        </svg>
        {phase !== "guiding" && (
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-black/60 p-2 text-sm text-white">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {phase === "capturing" ? CAMERA_SAYS.takingPhotos : CAMERA_SAYS.startingShort}
          </div>
        )}
      </div>
      <p className="text-center font-medium" data-testid="camera-instruction">
        {instruction}
      </p>
      {/* Read out politely, and only when the instruction changes (at most every two seconds). */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="camera-announcement">
        {spoken}
      </p>
      {shutterOffered && gates && phase === "guiding" && (
        <div className="flex flex-col items-center gap-2 text-center" data-testid="manual-shutter">
          <p id={stillOffId} className="text-sm text-muted">
            {stillOffNote(gates)}
            {ready ? "" : CAMERA_SAYS.chooseGenderFirst}
          </p>
          <button
            type="button"
            className="btn-primary"
            onClick={takePhotoAnyway}
            disabled={!ready}
            aria-describedby={stillOffId}
          >
            <Camera aria-hidden="true" className="size-4" />
            Take photo anyway
          </button>
        </div>
      )}
      <ul aria-label="Capture checks" className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        {(gates ?? []).map((gate) => (
          <li
            key={gate.id}
            data-gate={gate.id}
            data-state={gate.state}
            className={`flex items-center gap-2 rounded-lg border px-3 py-2 ${
              gate.state === "met"
                ? "border-success bg-card font-medium"
                : gate.state === "waiting"
                  ? "border-dashed border-line bg-surface text-muted"
                  : "border-line bg-surface"
            }`}
          >
            {gate.state === "met" ? (
              <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
            ) : gate.state === "waiting" ? (
              <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-muted" />
            ) : (
              <X aria-hidden="true" className="size-4 shrink-0 text-muted" />
            )}
            <span>
              {GATE_LABELS[gate.id]}
              <span className="sr-only">{GATE_STATE_WORDS[gate.state]}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <button type="button" className="btn-secondary" onClick={closeCamera} disabled={phase === "capturing"}>
          Cancel and choose a photo instead
        </button>
      </div>
    </section>
  );
}
