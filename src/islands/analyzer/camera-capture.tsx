/**
 * The guided camera (loaded only when the visitor presses "Use camera"). Opens the front camera
 * in the analyzer, brings the preview into view below the site header, looks at a small copy of
 * a frame a few times a second in the face engine's worker, shows each gate of CAPTURE_LIMITS as
 * met, not met or waiting, and once all have held for GATE_HOLD_MS takes three frames and hands
 * them over. After MANUAL_SHUTTER_AFTER_MS of unmet checks it offers a manual shutter. If the face
 * model does not load, it turns the camera off and offers to try again (the engine backs off).
 * The camera is stopped the moment the frames are taken, the model fails, the visitor cancels,
 * the component goes away or the page is left.
 */
import { Camera, Check, CircleDashed, LoaderCircle, RefreshCw, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { MANUAL_SHUTTER_AFTER_MS } from "../../config/analyzer-timing";
import {
  GATE_HOLD_MS,
  allGatesMet,
  captureGates,
  captureInstruction,
  stillOffNote,
  type Gate,
} from "../../lib/camera/capture-gates";
import type { LoadedPhoto } from "../../lib/photo/load-photo";
import { isChunkLoadError, loadChunk } from "../../lib/site-update/load-chunk";
import { CAMERA_PROBLEMS, cameraProblem, type ToastText } from "../../stores/analyzer/messages";

/** Time between two looks at the camera: about four a second keeps the page smooth on a phone. */
export const CHECK_INTERVAL_MS = 250;
/** How many frames are taken, and the pause between them. */
export const CAPTURE_FRAMES = 3;
const FRAME_GAP_MS = 150;
/** The spoken instruction changes at most this often, so a screen reader is not flooded. */
const ANNOUNCE_EVERY_MS = 2000;

/** What a screen reader hears after each check's label. */
const GATE_STATE_WORDS = { met: ": yes", unmet: ": not yet", waiting: ": waiting" } as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  /** False until the visitor has chosen a catalogue: the frames are not taken before. */
  ready: boolean;
  onCaptured: (frames: LoadedPhoto[]) => void;
  /** The camera cannot be used (insecure page, no camera, permission refused...). */
  onUnavailable: (problem: ToastText) => void;
  onCancel: () => void;
}

type Phase = "starting" | "guiding" | "capturing" | "model-failed";

export default function CameraCapture({ ready, onCaptured, onUnavailable, onCancel }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("starting");
  const [gates, setGates] = useState<Gate[] | null>(null);
  const [size, setSize] = useState({ width: 4, height: 3 });
  const [spoken, setSpoken] = useState("Starting the camera.");
  /** Each "Try again" after a model failure opens the camera afresh. */
  const [attempt, setAttempt] = useState(0);
  /** True once the checks have stayed unmet for MANUAL_SHUTTER_AFTER_MS. */
  const [shutterOffered, setShutterOffered] = useState(false);
  /** Takes the photos now, whatever the checks say (set while the camera runs). */
  const shutter = useRef<(() => void) | null>(null);
  /** An error for the boundary around the camera (the site was updated under the page). */
  const [crash, setCrash] = useState<unknown>(null);
  const stillOffId = useId();
  // The latest props, read by the loop without restarting the camera.
  const latest = useRef({ ready, onCaptured, onUnavailable });
  useEffect(() => {
    latest.current = { ready, onCaptured, onUnavailable };
  }, [ready, onCaptured, onUnavailable]);

  useEffect(() => {
    // The preview, not just the checklist, in view below the sticky header (scroll-margin-top).
    preview.current?.scrollIntoView({ block: "start" });
    let stream: MediaStream | null = null;
    let stopped = false;
    let capturing = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSpokenAt = 0;
    let lastSpoken = "";
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      if (video.current) video.current.srcObject = null;
    };
    const say = (text: string, now: number, force = false) => {
      if (text === lastSpoken || (!force && now - lastSpokenAt < ANNOUNCE_EVERY_MS)) return;
      lastSpoken = text;
      lastSpokenAt = now;
      setSpoken(text);
    };

    const capture = async (element: HTMLVideoElement) => {
      if (capturing) return;
      capturing = true;
      shutter.current = null;
      setPhase("capturing");
      say("Hold still: taking three photos.", performance.now(), true);
      const frames: LoadedPhoto[] = [];
      for (let i = 0; i < CAPTURE_FRAMES; i += 1) {
        if (i > 0) await wait(FRAME_GAP_MS);
        const bitmap = await createImageBitmap(element);
        frames.push({ bitmap, width: bitmap.width, height: bitmap.height });
      }
      stop();
      latest.current.onCaptured(frames);
    };

    /** The face model did not load: the camera goes off and the visitor may try again. */
    const modelFailed = () => {
      stop();
      shutter.current = null;
      setPhase("model-failed");
    };

    const guide = async () => {
      const engine = await loadChunk(() => import("../../lib/face-engine/face-engine"));
      const loaded = await engine.faceEngineReady();
      if (stopped) return;
      if ("error" in loaded) {
        modelFailed();
        return;
      }
      let heldSince: number | null = null;
      let offSince: number | null = null;
      const tick = async () => {
        const element = video.current;
        if (stopped || capturing || !element) return;
        if (element.readyState >= 2 && element.videoWidth > 0) {
          const check = await engine.checkCameraFrame(element, element.videoWidth, element.videoHeight);
          if (stopped || capturing) return;
          if (!check) {
            // The engine could not look: if its model has gone, it is loaded again after a pause.
            const again = await engine.faceEngineReady();
            if (stopped || capturing) return;
            if ("error" in again) {
              modelFailed();
              return;
            }
          }
          const now = performance.now();
          const next = captureGates(check);
          setGates(next);
          setPhase("guiding");
          const allMet = allGatesMet(next);
          offSince = allMet ? null : (offSince ?? now);
          if (offSince !== null && now - offSince >= MANUAL_SHUTTER_AFTER_MS) {
            shutter.current = () => void capture(element);
            setShutterOffered(true);
          }
          if (allMet && latest.current.ready) {
            heldSince ??= now;
            if (now - heldSince >= GATE_HOLD_MS) {
              await capture(element);
              return;
            }
            say("All set. Hold still.", now);
          } else {
            heldSince = null;
            say(allMet ? "All set. Choose male or female below to take the photos." : captureInstruction(next), now);
          }
        }
        timer = setTimeout(() => void tick(), CHECK_INTERVAL_MS);
      };
      await tick();
    };

    const context = {
      secure: window.isSecureContext,
      supported: typeof navigator.mediaDevices?.getUserMedia === "function",
    };
    if (!context.secure || !context.supported) {
      latest.current.onUnavailable(cameraProblem(context));
      return stop;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then(async (opened) => {
        if (stopped) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        const element = video.current;
        if (!element) return;
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        setSize({ width: element.videoWidth || 4, height: element.videoHeight || 3 });
        say("Camera on. Loading the face model.", performance.now(), true);
        await guide();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        if (isChunkLoadError(error)) {
          stop();
          setCrash(error);
        } else latest.current.onUnavailable(cameraProblem(context, error));
      });
    window.addEventListener("pagehide", stop);
    return () => {
      stop();
      shutter.current = null;
      window.removeEventListener("pagehide", stop);
    };
  }, [attempt]);

  if (crash) throw crash;

  const retry = () => {
    setGates(null);
    setShutterOffered(false);
    setSpoken("Starting the camera.");
    setPhase("starting");
    setAttempt((n) => n + 1);
  };

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
          <button type="button" className="btn-primary" onClick={retry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel}>
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
      ? "Hold still: taking three photos."
      : gates
        ? allMet && !ready
          ? "All set. Choose male or female below to take the photos."
          : captureInstruction(gates)
        : phase === "starting"
          ? "Starting the camera and the face model..."
          : "Looking for your face...";

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
          onLoadedMetadata={(event) =>
            setSize({ width: event.currentTarget.videoWidth || 4, height: event.currentTarget.videoHeight || 3 })
          }
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
            {phase === "capturing" ? "Taking three photos..." : "Starting..."}
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
            {ready ? "" : " Choose male or female below first."}
          </p>
          <button
            type="button"
            className="btn-primary"
            onClick={() => shutter.current?.()}
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
              {gate.label}
              <span className="sr-only">{GATE_STATE_WORDS[gate.state]}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={phase === "capturing"}>
          Cancel and choose a photo instead
        </button>
      </div>
    </section>
  );
}
