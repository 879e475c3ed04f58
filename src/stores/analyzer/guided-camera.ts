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
import { loadEngine, type FaceEngine } from "./engine";
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

/** One opening of the camera: its stream, whether it has stopped or is taking the frames, and what was last said. */
interface CameraRun {
  video: HTMLVideoElement;
  stream: MediaStream | null;
  stopped: boolean;
  capturing: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  lastSpokenAt: number;
  lastSpoken: string;
}

/** How long the checks have all been met, and how long not: null while it is the other way. */
interface Hold {
  heldSince: number | null;
  offSince: number | null;
}

/** The camera off: no more looks, the stream's tracks stopped, the video emptied. */
function stopCamera(run: CameraRun): void {
  run.stopped = true;
  clearTimeout(run.timer);
  for (const track of run.stream?.getTracks() ?? []) track.stop();
  run.stream = null;
  run.video.srcObject = null;
}

/** Tells a screen reader `text`, at most every ANNOUNCE_EVERY_MS unless `force` (a new phase). */
function say(run: CameraRun, text: string, now: number, force = false): void {
  if (text === run.lastSpoken || (!force && now - run.lastSpokenAt < ANNOUNCE_EVERY_MS)) return;
  run.lastSpoken = text;
  run.lastSpokenAt = now;
  $cameraAnnouncement.set(text);
}

/** Takes CAPTURE_FRAMES frames, stops the camera and hands them on to be analysed. */
async function capture(run: CameraRun): Promise<void> {
  if (run.capturing) return;
  run.capturing = true;
  shutter = null;
  $cameraPhase.set("capturing");
  say(run, CAMERA_SAYS.holdStill, performance.now(), true);
  const frames: LoadedPhoto[] = [];
  for (let i = 0; i < CAPTURE_FRAMES; i += 1) {
    if (i > 0) await wait(FRAME_GAP_MS);
    const bitmap = await createImageBitmap(run.video);
    frames.push({ bitmap, width: bitmap.width, height: bitmap.height });
  }
  stopCamera(run);
  void analyzeCameraFrames(frames);
}

/** The face model did not load: the camera goes off and the visitor may try again. */
function modelFailed(run: CameraRun): void {
  stopCamera(run);
  shutter = null;
  $cameraPhase.set("model-failed");
}

/**
 * The gates of one checked frame on screen: the shutter offered after MANUAL_SHUTTER_AFTER_MS of
 * unmet checks, the frames taken once all have held for GATE_HOLD_MS with a gender chosen, and
 * what is still needed said. False once the frames are taken.
 */
async function followGates(run: CameraRun, hold: Hold, gates: Gate[], now: number): Promise<boolean> {
  $cameraGates.set(gates);
  $cameraPhase.set("guiding");
  const allMet = allGatesMet(gates);
  hold.offSince = allMet ? null : (hold.offSince ?? now);
  if (hold.offSince !== null && now - hold.offSince >= MANUAL_SHUTTER_AFTER_MS) {
    shutter = () => void capture(run);
    $manualShutterOffered.set(true);
  }
  if (allMet && $gender.get() !== null) {
    hold.heldSince ??= now;
    if (now - hold.heldSince >= GATE_HOLD_MS) {
      await capture(run);
      return false;
    }
    say(run, CAMERA_SAYS.allSetHoldStill, now);
  } else {
    hold.heldSince = null;
    say(run, allMet ? CAMERA_SAYS.allSetChooseGender : captureInstruction(gates), now);
  }
  return true;
}

/** One look at the current frame in the face engine; false once the looking is over (stopped, captured, model gone). */
async function lookOnce(run: CameraRun, engine: FaceEngine, hold: Hold): Promise<boolean> {
  const { video } = run;
  const check = await engine.checkCameraFrame(video, video.videoWidth, video.videoHeight);
  if (run.stopped || run.capturing) return false;
  if (!check) {
    // The engine could not look: if its model has gone, it is loaded again after a pause.
    const again = await engine.faceEngineReady();
    if (run.stopped || run.capturing) return false;
    if ("error" in again) {
      modelFailed(run);
      return false;
    }
  }
  const now = performance.now();
  return followGates(run, hold, captureGates(check), now);
}

/** Loads the face model, then looks at the camera every CHECK_INTERVAL_MS until the looking is over. */
async function guide(run: CameraRun): Promise<void> {
  const engine = await loadEngine();
  const loaded = await engine.faceEngineReady();
  if (run.stopped) return;
  if ("error" in loaded) {
    modelFailed(run);
    return;
  }
  const hold: Hold = { heldSince: null, offSince: null };
  const tick = async () => {
    if (run.stopped || run.capturing) return;
    if (run.video.readyState >= 2 && run.video.videoWidth > 0 && !(await lookOnce(run, engine, hold))) return;
    run.timer = setTimeout(() => void tick(), CHECK_INTERVAL_MS);
  };
  await tick();
}

/** The camera's video size, for the preview: the video's own once it says it. */
function measureVideo(video: HTMLVideoElement): void {
  $cameraVideoSize.set({
    width: video.videoWidth || DEFAULT_VIDEO_SIZE.width,
    height: video.videoHeight || DEFAULT_VIDEO_SIZE.height,
  });
}

/** Asks for the front camera; once it is open, shows it in the video and guides the visitor. */
function openCamera(run: CameraRun, context: { secure: boolean; supported: boolean }): void {
  navigator.mediaDevices
    .getUserMedia({ video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
    .then(async (opened) => {
      if (run.stopped) {
        for (const track of opened.getTracks()) track.stop();
        return;
      }
      run.stream = opened;
      run.video.srcObject = opened;
      await run.video.play().catch(() => undefined);
      measureVideo(run.video);
      say(run, CAMERA_SAYS.cameraOn, performance.now(), true);
      await guide(run);
    })
    .catch((error: unknown) => {
      if (run.stopped) return;
      if (isChunkLoadError(error)) {
        stopCamera(run);
        $cameraCodeMissing.set(error);
      } else cameraUnavailable(cameraProblem(context, error));
    });
}

/**
 * Opens the camera into `video` and guides the visitor until the frames are taken, the model
 * fails, or the returned function is called (the view is going away).
 */
export function startGuidedCamera(video: HTMLVideoElement): () => void {
  const run: CameraRun = {
    video,
    stream: null,
    stopped: false,
    capturing: false,
    timer: undefined,
    lastSpokenAt: 0,
    lastSpoken: "",
  };
  const stop = () => stopCamera(run);
  const onMetadata = () => measureVideo(video);
  const end = () => {
    stop();
    shutter = null;
    video.removeEventListener("loadedmetadata", onMetadata);
    window.removeEventListener("pagehide", stop);
  };
  video.addEventListener("loadedmetadata", onMetadata);

  const context = {
    secure: window.isSecureContext,
    supported: typeof navigator.mediaDevices?.getUserMedia === "function",
  };
  if (!context.secure || !context.supported) {
    cameraUnavailable(cameraProblem(context));
    return end;
  }
  openCamera(run, context);
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
