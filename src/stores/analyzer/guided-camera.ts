/**
 * The live guided camera: opens the front camera into the view's video element, looks at a small
 * copy of a frame a few times a second in the face engine's worker, turns each gate of
 * CAPTURE_LIMITS met, not met or waiting, and once all have held for GATE_HOLD_MS (with a gender
 * chosen) takes CAPTURE_FRAMES frames and hands them to analyzeCameraFrames. After
 * MANUAL_SHUTTER_AFTER_MS of unmet checks it offers a manual shutter. If the face model does not
 * load, the camera goes off and the visitor may try again (the engine backs off between loads).
 * The camera stops the moment the frames are taken, the model fails, the view goes away or the
 * page is left.
 *
 * Only the camera's view (islands/analyzer/camera-capture.tsx) imports this module, so it loads
 * with that view, when the visitor presses "Use camera". Its atoms describe the camera while it
 * is open; the view starts it with its video element and stops it when it goes.
 */
import { atom } from "nanostores";
import { MANUAL_SHUTTER_AFTER_MS } from "../../config/analyzer-timing";
import { CAPTURE_FRAMES, GATE_HOLD_MS, allGatesMet, captureGates, type Gate } from "../../lib/camera/capture-gates";
import type { LoadedPhoto } from "../../lib/photo/load-photo";
import { isChunkLoadError } from "../../lib/site-update/load-chunk";
import { CAMERA_SAYS, cameraProblem, captureInstruction } from "../../text/camera";
import { analyzeCameraFrames, cameraUnavailable } from "./camera";
import { loadEngine } from "./engine";
import { $gender } from "./state";

/** Time between two looks at the camera: about four a second keeps the page smooth on a phone. */
export const CHECK_INTERVAL_MS = 250;
/** The pause between two of the frames taken. */
const FRAME_GAP_MS = 150;
/** The spoken instruction changes at most this often, so a screen reader is not flooded. */
const ANNOUNCE_EVERY_MS = 2000;

/** What the camera is doing: starting (camera or model), guiding the visitor, taking the frames, or stopped because the model did not load. */
type CameraPhase = "starting" | "guiding" | "capturing" | "model-failed";

/** The preview's size before the video says its own. */
const DEFAULT_VIDEO_SIZE = { width: 4, height: 3 };

export const $cameraPhase = atom<CameraPhase>("starting");
/** The last check's gates; null until the model has looked at a frame. */
export const $cameraGates = atom<Gate[] | null>(null);
/** The camera video's size in pixels, which the preview and its guide ellipse take their shape from. */
export const $cameraVideoSize = atom(DEFAULT_VIDEO_SIZE);
/** What a screen reader is told: changes at most every ANNOUNCE_EVERY_MS, except at a new phase. */
export const $cameraAnnouncement = atom<string>(CAMERA_SAYS.starting);
/** True once the checks have stayed unmet for MANUAL_SHUTTER_AFTER_MS: "Take photo anyway" shows. */
export const $manualShutterOffered = atom(false);
/** Each "Try again" after a model failure counts one more: the view starts the camera afresh. */
export const $cameraAttempt = atom(0);
/** Engine code that could not be loaded (the site was updated): the view hands it to its error boundary. */
export const $cameraCodeMissing = atom<unknown>(null);

/** Takes the frames now, whatever the checks say; set while the camera runs. */
let shutter: (() => void) | null = null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the camera into `video` and guides the visitor until the frames are taken, the model
 * fails, or the returned function is called (the view is going away).
 */
export function startGuidedCamera(video: HTMLVideoElement): () => void {
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
    video.srcObject = null;
  };
  const say = (text: string, now: number, force = false) => {
    if (text === lastSpoken || (!force && now - lastSpokenAt < ANNOUNCE_EVERY_MS)) return;
    lastSpoken = text;
    lastSpokenAt = now;
    $cameraAnnouncement.set(text);
  };
  const measureVideo = () =>
    $cameraVideoSize.set({
      width: video.videoWidth || DEFAULT_VIDEO_SIZE.width,
      height: video.videoHeight || DEFAULT_VIDEO_SIZE.height,
    });

  const capture = async () => {
    if (capturing) return;
    capturing = true;
    shutter = null;
    $cameraPhase.set("capturing");
    say(CAMERA_SAYS.holdStill, performance.now(), true);
    const frames: LoadedPhoto[] = [];
    for (let i = 0; i < CAPTURE_FRAMES; i += 1) {
      if (i > 0) await wait(FRAME_GAP_MS);
      const bitmap = await createImageBitmap(video);
      frames.push({ bitmap, width: bitmap.width, height: bitmap.height });
    }
    stop();
    void analyzeCameraFrames(frames);
  };

  /** The face model did not load: the camera goes off and the visitor may try again. */
  const modelFailed = () => {
    stop();
    shutter = null;
    $cameraPhase.set("model-failed");
  };

  const guide = async () => {
    const engine = await loadEngine();
    const loaded = await engine.faceEngineReady();
    if (stopped) return;
    if ("error" in loaded) {
      modelFailed();
      return;
    }
    let heldSince: number | null = null;
    let offSince: number | null = null;
    const tick = async () => {
      if (stopped || capturing) return;
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const check = await engine.checkCameraFrame(video, video.videoWidth, video.videoHeight);
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
        const gates = captureGates(check);
        $cameraGates.set(gates);
        $cameraPhase.set("guiding");
        const allMet = allGatesMet(gates);
        offSince = allMet ? null : (offSince ?? now);
        if (offSince !== null && now - offSince >= MANUAL_SHUTTER_AFTER_MS) {
          shutter = () => void capture();
          $manualShutterOffered.set(true);
        }
        if (allMet && $gender.get() !== null) {
          heldSince ??= now;
          if (now - heldSince >= GATE_HOLD_MS) {
            await capture();
            return;
          }
          say(CAMERA_SAYS.allSetHoldStill, now);
        } else {
          heldSince = null;
          say(allMet ? CAMERA_SAYS.allSetChooseGender : captureInstruction(gates), now);
        }
      }
      timer = setTimeout(() => void tick(), CHECK_INTERVAL_MS);
    };
    await tick();
  };

  const end = () => {
    stop();
    shutter = null;
    video.removeEventListener("loadedmetadata", measureVideo);
    window.removeEventListener("pagehide", stop);
  };
  video.addEventListener("loadedmetadata", measureVideo);

  const context = {
    secure: window.isSecureContext,
    supported: typeof navigator.mediaDevices?.getUserMedia === "function",
  };
  if (!context.secure || !context.supported) {
    cameraUnavailable(cameraProblem(context));
    return end;
  }
  navigator.mediaDevices
    .getUserMedia({ video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
    .then(async (opened) => {
      if (stopped) {
        for (const track of opened.getTracks()) track.stop();
        return;
      }
      stream = opened;
      video.srcObject = opened;
      await video.play().catch(() => undefined);
      measureVideo();
      say(CAMERA_SAYS.cameraOn, performance.now(), true);
      await guide();
    })
    .catch((error: unknown) => {
      if (stopped) return;
      if (isChunkLoadError(error)) {
        stop();
        $cameraCodeMissing.set(error);
      } else cameraUnavailable(cameraProblem(context, error));
    });
  window.addEventListener("pagehide", stop);
  return end;
}

/** "Take photo anyway": takes the frames now, once the shutter is offered. */
export function takePhotoAnyway(): void {
  shutter?.();
}

/** The checks as they are before the first look at a frame. */
function clearGuidance(): void {
  $cameraGates.set(null);
  $manualShutterOffered.set(false);
  $cameraAnnouncement.set(CAMERA_SAYS.starting);
  $cameraPhase.set("starting");
}

/** "Try again" after the model failed: the view starts the camera afresh. */
export function retryGuidedCamera(): void {
  clearGuidance();
  $cameraAttempt.set($cameraAttempt.get() + 1);
}

/** The camera's view has gone: the next time it opens, it starts from the beginning. */
export function resetGuidedCamera(): void {
  clearGuidance();
  $cameraVideoSize.set(DEFAULT_VIDEO_SIZE);
  $cameraCodeMissing.set(null);
}
