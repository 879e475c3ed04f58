/**
 * The analyzer session driven through its own actions, as the islands drive it, with a fake face
 * engine in place of the worker (setEngineLoader) and fake decoded bitmaps in place of the
 * browser's decoder. Each test reads what the islands would show from the session's stores.
 */
import { allTasks, cleanStores, type WritableAtom } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { syntheticFace, transformFace } from "../../../tests/fixtures/synthetic-face";
import { MANUAL_SHUTTER_AFTER_MS, MIN_ANALYSIS_OVERLAY_MS } from "../../config/analyzer-timing";
import type { Gender } from "../../data/face-shapes";
import { GATE_HOLD_MS } from "../../lib/camera/capture-gates";
import type { CameraFrameCheck } from "../../lib/face-engine/protocol";
import { analysisFromLandmarks } from "../../lib/face-shape/analysis-from-landmarks";
import type { AnalysisOutcome, FaceAnalysis } from "../../lib/face-shape/types";
import { pngHeader } from "../../lib/photo/test-image-files";
import { analyzeChosenPhoto, revealResults } from "./analyze-photo";
import { openCamera } from "./camera";
import { chooseGender, pickPhoto } from "./choices";
import { addPhoto, removePhoto } from "./combined";
import { setEngineLoader, type FaceEngine } from "./engine";
import {
  $cameraAnnouncement,
  $cameraAttempt,
  $cameraCodeMissing,
  $cameraGates,
  $cameraPhase,
  $cameraVideoSize,
  $manualShutterOffered,
  CAPTURE_FRAMES,
  CHECK_INTERVAL_MS,
  resetGuidedCamera,
  startGuidedCamera,
  takePhotoAnyway,
} from "./guided-camera";
import { setForeheadScale } from "./hairline";
import {
  ANALYZER_TOASTS,
  CAMERA_PROBLEMS,
  outcomeToast,
  photoAdded,
  photoRefusal,
  photoRemoved,
  SAME_PHOTO_TOAST,
  UNDO_LABEL,
} from "./messages";
import { startAgain } from "./start-again";
import {
  $addedAnalyses,
  $addedPhotoFiles,
  $addingPhoto,
  $addPhotoProblem,
  $analysesAsDetected,
  $analysesWithHairline,
  $cameraOpen,
  $cameraProblem,
  $combinedFrom,
  $combinedResult,
  $firstAnalysis,
  $firstPhoto,
  $firstWithHairline,
  $foreheadScale,
  $gender,
  $genderMissing,
  $photoProblem,
  $readingPhoto,
  $remeasured,
  $replacingFirstPhoto,
  $step,
} from "./state";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), message: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

/** A decoded photo as the fake decoder gives it: `source` says which file or camera frame it is. */
interface FakeBitmap {
  width: number;
  height: number;
  source: unknown;
  close: () => void;
}
const PHOTO_SIDE_PX = 600;

/** The photo 1 bitmap's `source`, for the fake engine to answer by. */
const sourceOf = (bitmap: ImageBitmap) => (bitmap as unknown as FakeBitmap).source;

/** Every bitmap decoded in a test, to check which were closed. */
let bitmaps: FakeBitmap[] = [];

/** Which analysis the fake engine gives each file or camera frame (no face when it has none). */
const outcomes = new Map<unknown, AnalysisOutcome>();

/** A face of the synthetic fixture, moved `dx` pixels: another photo of the same face. */
function faceAnalysis(dx: number, gender: Gender = "female"): FaceAnalysis {
  const points = transformFace(syntheticFace(), 0, 1, dx, 0);
  const outcome = analysisFromLandmarks({
    gender,
    points,
    imageSize: { width: PHOTO_SIDE_PX, height: PHOTO_SIDE_PX },
    detectionScore: 0.9,
  });
  if (outcome.kind !== "ok") throw new Error(`the fixture gave ${outcome.kind}`);
  return outcome.analysis;
}

/** A PNG file the fake engine measures as `outcome`. */
function photoFile(name: string, outcome: AnalysisOutcome): File {
  const file = new File([pngHeader(PHOTO_SIDE_PX, PHOTO_SIDE_PX)], name, { type: "image/png" });
  outcomes.set(file, outcome);
  return file;
}
const ok = (analysis: FaceAnalysis): AnalysisOutcome => ({ kind: "ok", analysis });

/** A camera frame check that meets every gate (one face, centred, level, facing, lit). */
const GOOD_FRAME: CameraFrameCheck = {
  frameWidth: 640,
  frameHeight: 480,
  faces: 1,
  face: {
    box: { x: 256, y: 176, width: 128, height: 128 },
    widthPx: 140,
    rollDegrees: 0,
    yawDegrees: 0,
    brightness: 120,
  },
};
const EMPTY_FRAME: CameraFrameCheck = { frameWidth: 640, frameHeight: 480, faces: 0 };

let cameraCheck: CameraFrameCheck | null = GOOD_FRAME;
let modelLoads: { backend: "wasm"; loadMs: number } | { error: string } = { backend: "wasm", loadMs: 1 };
let descriptorLoads: () => Promise<{ loadMs: number } | { error: string }> = async () => ({ error: "not loaded" });

const engine = {
  preloadFaceEngine: vi.fn<FaceEngine["preloadFaceEngine"]>(),
  faceEngineReady: vi.fn<FaceEngine["faceEngineReady"]>(async () => modelLoads),
  faceDescriptorReady: vi.fn<FaceEngine["faceDescriptorReady"]>(() => descriptorLoads()),
  analyzeFace: vi.fn<FaceEngine["analyzeFace"]>(
    async (photo) => outcomes.get(sourceOf(photo.bitmap)) ?? { kind: "no-face" },
  ),
  checkCameraFrame: vi.fn<FaceEngine["checkCameraFrame"]>(async () => cameraCheck),
} satisfies FaceEngine;

const ATOMS: WritableAtom<unknown>[] = [
  $firstPhoto,
  $gender,
  $step,
  $firstAnalysis,
  $addedAnalyses,
  $addedPhotoFiles,
  $combinedFrom,
  $foreheadScale,
  $remeasured,
  $readingPhoto,
  $photoProblem,
  $genderMissing,
  $cameraOpen,
  $cameraProblem,
  $addingPhoto,
  $addPhotoProblem,
  $replacingFirstPhoto,
];
const DERIVED = [$analysesAsDetected, $analysesWithHairline, $firstWithHairline, $combinedResult];
const CAMERA_ATOMS = [
  $cameraPhase,
  $cameraGates,
  $cameraVideoSize,
  $cameraAnnouncement,
  $manualShutterOffered,
  $cameraAttempt,
  $cameraCodeMissing,
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "Date"] });
  vi.stubGlobal("createImageBitmap", async (source: unknown) => {
    const bitmap: FakeBitmap = { width: PHOTO_SIDE_PX, height: PHOTO_SIDE_PX, source, close: vi.fn() };
    if (source === video) bitmap.source = `camera frame ${(video.framesTaken += 1)}`;
    bitmaps.push(bitmap);
    return bitmap;
  });
  setEngineLoader(async () => engine);
});

afterEach(() => {
  cleanStores(...ATOMS, ...DERIVED, ...CAMERA_ATOMS);
  for (const $atom of ATOMS) $atom.set($atom.init);
  resetGuidedCamera();
  setEngineLoader();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  outcomes.clear();
  bitmaps = [];
  cameraCheck = GOOD_FRAME;
  modelLoads = { backend: "wasm", loadMs: 1 };
  descriptorLoads = async () => ({ error: "not loaded" });
});

/** Runs the overlay's minimum time out, then waits for every action still running. */
async function afterOverlay(): Promise<void> {
  await vi.advanceTimersByTimeAsync(MIN_ANALYSIS_OVERLAY_MS);
  await allTasks();
}

/** Picks `file` as female and analyses it through to the landmark preview. */
async function analysed(file: File): Promise<void> {
  chooseGender("female");
  await pickPhoto(file);
  const next = analyzeChosenPhoto();
  await afterOverlay();
  expect(await next).toBeNull();
  expect($step.get()).toBe("landmarks");
}

describe("choosing and analysing a photo", () => {
  it("asks for a photo, then a gender, then analyses behind the overlay for its minimum time", async () => {
    expect(await analyzeChosenPhoto()).toBe("choose-photo");

    const face = faceAnalysis(0);
    const file = photoFile("me.png", ok(face));
    expect(await pickPhoto(file)).toBe(true);
    expect($firstPhoto.get()?.file).toBe(file);
    expect($firstPhoto.get()?.url).toMatch(/^blob:/);
    await allTasks();
    expect(engine.preloadFaceEngine).toHaveBeenCalledOnce();

    expect(await analyzeChosenPhoto()).toBe("choose-gender");
    expect($genderMissing.get()).toBe(true);
    chooseGender("female");
    expect($genderMissing.get()).toBe(false);

    const next = analyzeChosenPhoto();
    expect($step.get()).toBe("analyzing");
    await vi.advanceTimersByTimeAsync(MIN_ANALYSIS_OVERLAY_MS - 1);
    expect($step.get()).toBe("analyzing");
    await afterOverlay();
    expect(await next).toBeNull();
    expect($step.get()).toBe("landmarks");
    expect($firstAnalysis.get()).toBe(face);
    expect($combinedResult.get()).toMatchObject({ count: 1, analysis: face });

    revealResults();
    expect($step.get()).toBe("results");
    expect(toast.success).toHaveBeenCalledWith(ANALYZER_TOASTS.complete.title, {
      description: ANALYZER_TOASTS.complete.description,
    });
  });

  it("waits for a photo still being read instead of asking for one", async () => {
    chooseGender("male");
    const face = faceAnalysis(0, "male");
    const picked = pickPhoto(photoFile("me.png", ok(face)));
    expect($readingPhoto.get()).not.toBeNull();
    const next = analyzeChosenPhoto();
    await picked;
    await afterOverlay();
    expect(await next).toBeNull();
    expect($firstAnalysis.get()).toBe(face);
  });

  it("refuses a file that is not a photo beside the picker, keeping the photo chosen before", async () => {
    const file = photoFile("me.png", ok(faceAnalysis(0)));
    await pickPhoto(file);
    const notes = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(await pickPhoto(notes)).toBe(false);
    expect($photoProblem.get()).toEqual({ ...photoRefusal({ kind: "not-an-image" }), announce: true });
    expect($firstPhoto.get()?.file).toBe(file);
  });

  it("keeps the photo and says why when no face is found", async () => {
    chooseGender("female");
    await pickPhoto(photoFile("wall.png", { kind: "no-face" }));
    const next = analyzeChosenPhoto();
    await afterOverlay();
    expect(await next).toBe("try-again");
    expect($step.get()).toBe("input");
    expect($firstAnalysis.get()).toBeNull();
    expect($firstPhoto.get()).not.toBeNull();
    const said = outcomeToast({ kind: "no-face" });
    // Said once: the note beside the picker announces itself; no toast repeats it.
    expect($photoProblem.get()).toEqual({ ...said, announce: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("puts the full model's answer in place of the smaller model's once it has loaded", async () => {
    const face = faceAnalysis(0);
    const first: FaceAnalysis = { ...face, classifier: "fallback" };
    const better: FaceAnalysis = { ...face, classifier: "descriptor", confidence: face.confidence + 1 };
    const file = photoFile("me.png", ok(first));
    let descriptorLoaded = (_loaded: { loadMs: number }) => {};
    descriptorLoads = () => new Promise((resolve) => (descriptorLoaded = resolve));
    chooseGender("female");
    await pickPhoto(file);
    const next = analyzeChosenPhoto();
    // Not allTasks: the wait for the full model is one of the session's tasks.
    await vi.advanceTimersByTimeAsync(MIN_ANALYSIS_OVERLAY_MS);
    expect(await next).toBeNull();
    expect($firstAnalysis.get()).toBe(first);

    outcomes.set(file, ok(better));
    descriptorLoaded({ loadMs: 5 });
    await allTasks();
    expect($firstAnalysis.get()).toBe(better);
    expect($combinedResult.get()?.analysis).toBe(better);
    expect(toast.success).toHaveBeenCalledWith(ANALYZER_TOASTS.upgraded.title, {
      description: ANALYZER_TOASTS.upgraded.description,
    });
  });
});

describe("combining photos", () => {
  it("adds a photo, refuses the same one twice, and removes each again", async () => {
    const one = faceAnalysis(0);
    const two = faceAnalysis(6);
    const firstFile = photoFile("one.png", ok(one));
    await analysed(firstFile);

    const secondFile = photoFile("two.png", ok(two));
    await addPhoto(secondFile);
    expect($analysesAsDetected.get()).toEqual([one, two]);
    expect($addedPhotoFiles.get().get(two)).toBe(secondFile);
    expect($combinedResult.get()?.count).toBe(2);
    expect(toast.success).toHaveBeenCalledWith(photoAdded(2).title, { description: photoAdded(2).description });
    expect($addingPhoto.get()).toBe(false);

    await addPhoto(photoFile("two-again.png", ok(faceAnalysis(6))));
    expect($addPhotoProblem.get()).toEqual({ ...SAME_PHOTO_TOAST, announce: true });
    expect($analysesAsDetected.get()).toHaveLength(2);

    expect(await removePhoto(two)).toBe(true);
    expect($analysesAsDetected.get()).toEqual([one]);
    expect($addedPhotoFiles.get().size).toBe(0);
    expect(toast.success).toHaveBeenCalledWith(photoRemoved(2).title, { description: photoRemoved(2).description });
  });

  it("lets photo 1 leave: the next photo takes its place and photo 1's memory is let go", async () => {
    const one = faceAnalysis(0);
    const two = faceAnalysis(6);
    const three = faceAnalysis(-6);
    await analysed(photoFile("one.png", ok(one)));
    const secondFile = photoFile("two.png", ok(two));
    await addPhoto(secondFile);
    await addPhoto(photoFile("three.png", ok(three)));
    const firstPhoto = $firstPhoto.get();
    const revoke = vi.spyOn(URL, "revokeObjectURL");

    expect(await removePhoto(one)).toBe(true);
    expect($firstAnalysis.get()).toBe(two);
    expect($addedAnalyses.get()).toEqual([three]);
    expect($firstPhoto.get()?.file).toBe(secondFile);
    expect($addedPhotoFiles.get().has(two)).toBe(false);
    expect(firstPhoto?.photo.bitmap.close).toHaveBeenCalled();
    expect(revoke).toHaveBeenCalledWith(firstPhoto?.url);
    expect($replacingFirstPhoto.get()).toBe(false);
  });
});

describe("moving the hairline", () => {
  it("measures every photo again with the visitor's hairline, and goes back to the estimate", async () => {
    const one = faceAnalysis(0);
    await analysed(photoFile("one.png", ok(one)));
    await addPhoto(photoFile("two.png", ok(faceAnalysis(6))));

    setForeheadScale(1.2);
    await allTasks();
    const withHairline = $analysesWithHairline.get();
    expect(withHairline).toHaveLength(2);
    expect(withHairline.map((a) => a.foreheadScale)).toEqual([1.2, 1.2]);
    expect($firstWithHairline.get()?.facialMetrics.faceLength).toBeGreaterThan(one.facialMetrics.faceLength);
    expect($analysesAsDetected.get()[0]).toBe(one);

    setForeheadScale(1);
    await allTasks();
    expect($analysesWithHairline.get()).toEqual($analysesAsDetected.get());
  });
});

describe("starting again", () => {
  /** The toast startAgain showed, with its Undo action and its close callbacks. */
  function undoToast() {
    const [title, options] = toast.mock.calls.at(-1) as [
      string,
      { action: { label: string; onClick: () => void }; onAutoClose: () => void },
    ];
    expect(title).toBe(ANALYZER_TOASTS.reset.title);
    expect(options.action.label).toBe(UNDO_LABEL);
    return options;
  }

  beforeEach(() => {
    vi.stubGlobal("document", { activeElement: null });
    vi.stubGlobal("HTMLElement", class {});
  });

  it("clears the result, and Undo puts back exactly what was there", async () => {
    const one = faceAnalysis(0);
    const two = faceAnalysis(6);
    const file = photoFile("one.png", ok(one));
    await analysed(file);
    await addPhoto(photoFile("two.png", ok(two)));
    setForeheadScale(1.1);
    await allTasks();
    revealResults();
    const before = $combinedResult.get();

    startAgain();
    expect($firstPhoto.get()).toBeNull();
    expect($gender.get()).toBeNull();
    expect($step.get()).toBe("input");
    expect($combinedResult.get()).toBeNull();
    expect($foreheadScale.get()).toBe(1);

    undoToast().action.onClick();
    expect($step.get()).toBe("results");
    expect($gender.get()).toBe("female");
    expect($firstPhoto.get()?.file).toBe(file);
    expect($firstPhoto.get()?.url).toMatch(/^blob:/);
    expect($analysesAsDetected.get()).toEqual([one, two]);
    expect($foreheadScale.get()).toBe(1.1);
    expect($combinedResult.get()).toEqual(before);
  });

  it("lets the photo go once the toast has gone without Undo", async () => {
    await analysed(photoFile("one.png", ok(faceAnalysis(0))));
    const photo = $firstPhoto.get();
    startAgain();
    const toastShown = undoToast();
    expect(photo?.photo.bitmap.close).not.toHaveBeenCalled();
    toastShown.onAutoClose();
    expect(photo?.photo.bitmap.close).toHaveBeenCalled();
    toastShown.action.onClick();
    expect($firstPhoto.get()).toBeNull();
    expect($step.get()).toBe("input");
  });
});

/** The view's video element, as far as the guided camera reads it. */
const video = {
  readyState: 4,
  videoWidth: 640,
  videoHeight: 480,
  srcObject: null as unknown,
  framesTaken: 0,
  play: async () => undefined,
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
};

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
    expect($step.get()).toBe("analyzing");

    await afterOverlay();
    expect($step.get()).toBe("landmarks");
    expect($combinedFrom.get()).toBe("camera");
    expect($analysesAsDetected.get()).toEqual(frames);
    expect($firstPhoto.get()?.name).toBe("camera-photo.jpg");
    end();
  });

  it("offers the manual shutter after a while of unmet checks, and it takes the frames", async () => {
    cameraCheck = EMPTY_FRAME;
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
    await afterOverlay();
    // None of the frames shows a face: back to the picker, saying so.
    expect($step.get()).toBe("input");
    expect($photoProblem.get()).toEqual({ ...outcomeToast({ kind: "no-face" }), announce: true });
  });

  it("turns the camera off when the face model does not load", async () => {
    modelLoads = { error: "Failed to fetch" };
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
