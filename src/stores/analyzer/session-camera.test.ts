/**
 * The guided camera driven through the session's actions, as the camera view drives it, with a fake
 * face engine, fake decoded frames and a fake video element
 * (tests/support/analyzer-session-setup.ts). Each test reads what the view would show from the
 * session's stores.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MANUAL_SHUTTER_AFTER_MS } from "../../config/analyzer-timing";
import { GATE_HOLD_MS } from "../../lib/camera/capture-gates";
import { openCamera } from "./camera";
import { chooseGender } from "./choices";
import {
  $cameraAnnouncement,
  $cameraGates,
  $cameraPhase,
  $cameraVideoSize,
  $manualShutterOffered,
  CHECK_INTERVAL_MS,
  startGuidedCamera,
  takePhotoAnyway,
} from "./guided-camera";
import { CAPTURE_FRAMES } from "../../lib/camera/capture-gates";
import { cameraFramesLeftOut, outcomeToast } from "../../text/analyzer";
import { CAMERA_PROBLEMS } from "../../text/camera";
import {
  afterAnalysis,
  EMPTY_FRAME,
  engine,
  engineAnswers,
  faceAnalysis,
  identities,
  ok,
  outcomes,
  installSessionFakes,
  PERSON_B,
  video,
} from "@tests/support/analyzer-session-setup";
import {
  $analysesAsDetected,
  $cameraOpen,
  $cameraProblem,
  $combinedFrom,
  $firstPhoto,
  $photoProblem,
  $step,
} from "./state";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), message: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
// The session's one way to the engine (./engine.ts) imports this module: the fake stands in for it.
vi.mock(
  "../../lib/face-engine/face-engine",
  async () => (await import("@tests/support/analyzer-session-setup")).engine,
);

installSessionFakes();

describe("the guided camera", () => {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));

  beforeEach(() => {
    video.srcObject = null;
    video.framesTaken = 0;
    vi.stubGlobal("window", { isSecureContext: true, addEventListener: vi.fn(), removeEventListener: vi.fn() });
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia }, onLine: true });
    vi.stubGlobal(
      "OffscreenCanvas",
      class {
        getContext() {
          return { drawImage: () => undefined };
        }
        async convertToBlob() {
          return new Blob(["jpeg"], { type: "image/jpeg" });
        }
      },
    );
  });

  /** Starts the camera as the view does when it opens. */
  async function cameraStarted(): Promise<() => void> {
    openCamera();
    const end = startGuidedCamera(video as unknown as HTMLVideoElement);
    await vi.advanceTimersByTimeAsync(0);
    return end;
  }

  it("waits for a gender with every gate met, then takes the frames, stops the camera and combines them", async () => {
    const frames = Array.from({ length: CAPTURE_FRAMES }, (_, i) => faceAnalysis(6 * i));
    frames.forEach((analysis, i) => outcomes.set(`camera frame ${i + 1}`, ok(analysis)));
    const end = await cameraStarted();
    expect($cameraPhase.get()).toBe("guiding");
    expect($cameraGates.get()?.every((gate) => gate.state === "met")).toBe(true);
    expect($cameraVideoSize.get()).toEqual({ width: 640, height: 480 });

    // No gender yet: the gates hold, and nothing is taken.
    await vi.advanceTimersByTimeAsync(GATE_HOLD_MS * 2);
    expect(video.framesTaken).toBe(0);
    expect($cameraAnnouncement.get()).toMatch(/Choose male or female/);

    chooseGender("female");
    await vi.advanceTimersByTimeAsync(2 * GATE_HOLD_MS);
    expect(video.framesTaken).toBe(CAPTURE_FRAMES);
    expect(track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
    expect($cameraOpen.get()).toBe(false);

    await afterAnalysis();
    expect($step.get()).toBe("landmarks");
    expect($combinedFrom.get()).toBe("camera");
    expect($analysesAsDetected.get()).toEqual(frames);
    expect($firstPhoto.get()?.name).toBe("camera-photo.jpg");
    end();
  });

  it("leaves out a frame that shows someone other than the first, and says so", async () => {
    const frames = Array.from({ length: CAPTURE_FRAMES }, (_, i) => faceAnalysis(6 * i));
    frames.forEach((analysis, i) => outcomes.set(`camera frame ${i + 1}`, ok(analysis)));
    identities.set("camera frame 2", PERSON_B);
    chooseGender("female");
    const end = await cameraStarted();
    await vi.advanceTimersByTimeAsync(2 * GATE_HOLD_MS);
    expect(video.framesTaken).toBe(CAPTURE_FRAMES);
    await afterAnalysis();
    // Every frame was asked who it shows.
    expect(engine.analyzeFace.mock.calls.every(([, options]) => options.identity === true)).toBe(true);
    expect($analysesAsDetected.get()).toEqual(frames.filter((_, i) => i !== 1));
    expect(toast.message).toHaveBeenCalledWith(cameraFramesLeftOut(1).title, {
      description: cameraFramesLeftOut(1).description,
    });
    end();
  });

  it("offers the manual shutter after a while of unmet checks, and it takes the frames", async () => {
    engineAnswers.cameraCheck = EMPTY_FRAME;
    chooseGender("female");
    await cameraStarted();
    expect($cameraGates.get()?.find((gate) => gate.id === "one-face")?.state).toBe("unmet");
    await vi.advanceTimersByTimeAsync(MANUAL_SHUTTER_AFTER_MS - CHECK_INTERVAL_MS);
    expect($manualShutterOffered.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS);
    expect($manualShutterOffered.get()).toBe(true);

    takePhotoAnyway();
    expect($cameraPhase.get()).toBe("capturing");
    await vi.advanceTimersByTimeAsync(CAPTURE_FRAMES * 200);
    expect(video.framesTaken).toBe(CAPTURE_FRAMES);
    await afterAnalysis();
    // None of the frames shows a face: back to the picker, saying so.
    expect($step.get()).toBe("input");
    expect($photoProblem.get()).toEqual({ ...outcomeToast({ kind: "no-face" }), announce: true });
  });

  it("turns the camera off when the face model does not load", async () => {
    engineAnswers.modelLoads = { error: "Failed to fetch" };
    await cameraStarted();
    expect($cameraPhase.get()).toBe("model-failed");
    expect(track.stop).toHaveBeenCalled();
    expect(engine.checkCameraFrame).not.toHaveBeenCalled();
  });

  it("closes and says why when the camera is refused", async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    await cameraStarted();
    expect($cameraOpen.get()).toBe(false);
    expect($cameraProblem.get()).toEqual({ ...CAMERA_PROBLEMS.refused, announce: true });
  });
});
