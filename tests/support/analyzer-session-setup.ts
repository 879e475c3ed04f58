/**
 * What the analyzer session's tests share (src/stores/analyzer/session.test.ts and
 * session-camera.test.ts): a fake face
 * engine in place of the worker (`engine`, which each test file mocks the face engine module with),
 * fake decoded bitmaps in place of the browser's
 * decoder, the view's video element, and hooks that put every store back after each test. Each test
 * file mocks sonner and the engine itself, since vi.mock applies to the file that calls it.
 */
import { allTasks, cleanStores, type WritableAtom } from "nanostores";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { syntheticFace, transformFace } from "../fixtures/synthetic-face";
import { pngHeader } from "../fixtures/image-files";
import type { Gender } from "../../src/data/face-shapes";
import type { CameraFrameCheck } from "../../src/lib/face-engine/protocol";
import { analysisFromLandmarks } from "../../src/lib/face-shape/analysis-from-landmarks";
import type { AnalysisOutcome, FaceAnalysis } from "../../src/lib/face-shape/types";
import { analyzeChosenPhoto } from "../../src/stores/analyzer/analyze-photo";
import { chooseGender, pickPhoto } from "../../src/stores/analyzer/choices";
import type { FaceEngine } from "../../src/stores/analyzer/engine";
import {
  $cameraAnnouncement,
  $cameraAttempt,
  $cameraCodeMissing,
  $cameraGates,
  $cameraPhase,
  $cameraVideoSize,
  $manualShutterOffered,
  resetGuidedCamera,
} from "../../src/stores/analyzer/guided-camera";
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
  $samePersonQuestion,
  $step,
} from "../../src/stores/analyzer/state";

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
export const outcomes = new Map<unknown, AnalysisOutcome>();

/** Who a fixture face is, as the engine's identity reads it: one person, and someone else. */
export const PERSON_A = Array.from({ length: 128 }, () => 0);
export const PERSON_B = Array.from({ length: 128 }, (_, i) => (i === 0 ? 1 : 0));
/**
 * Who each file or camera frame shows when the engine is asked (PERSON_A where none is set; null:
 * the engine could not say).
 */
export const identities = new Map<unknown, number[] | null>();

/** A face of the synthetic fixture, moved `dx` pixels: another photo of the same face. */
export function faceAnalysis(dx: number, gender: Gender = "female"): FaceAnalysis {
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
export function photoFile(name: string, outcome: AnalysisOutcome): File {
  // The header, then as many bytes as a photo of that size holds (a file far too small for its
  // pixels is refused before it is decoded).
  const data = new Uint8Array(Math.ceil((PHOTO_SIDE_PX * PHOTO_SIDE_PX) / 40));
  const file = new File([pngHeader(PHOTO_SIDE_PX, PHOTO_SIDE_PX), data], name, { type: "image/png" });
  outcomes.set(file, outcome);
  return file;
}
export const ok = (analysis: FaceAnalysis): AnalysisOutcome => ({ kind: "ok", analysis });

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
export const EMPTY_FRAME: CameraFrameCheck = { frameWidth: 640, frameHeight: 480, faces: 0 };

interface EngineAnswers {
  cameraCheck: CameraFrameCheck | null;
  modelLoads: { backend: "wasm"; loadMs: number } | { error: string };
}
const defaultAnswers = (): EngineAnswers => ({
  cameraCheck: GOOD_FRAME,
  modelLoads: { backend: "wasm", loadMs: 1 },
});

/** What the fake engine answers; a test changes one, and it is put back after the test. */
export const engineAnswers = defaultAnswers();

/** The fake face engine, answering from `outcomes` and `engineAnswers`; tests check its calls. */
export const engine = {
  preloadFaceEngine: vi.fn<FaceEngine["preloadFaceEngine"]>(),
  faceEngineReady: vi.fn<FaceEngine["faceEngineReady"]>(async () => engineAnswers.modelLoads),
  analyzeFace: vi.fn<FaceEngine["analyzeFace"]>(async (photo, options) => {
    const outcome = outcomes.get(sourceOf(photo.bitmap)) ?? { kind: "no-face" };
    if (options.identity && outcome.kind === "ok") {
      const identity = identities.has(sourceOf(photo.bitmap)) ? identities.get(sourceOf(photo.bitmap)) : PERSON_A;
      if (identity) outcome.analysis.identity = identity;
    }
    return outcome;
  }),
  checkCameraFrame: vi.fn<FaceEngine["checkCameraFrame"]>(async () => engineAnswers.cameraCheck),
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
  $samePersonQuestion,
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

/** The fakes in place before each test, and every store and fake put back after it. */
export function installSessionFakes(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "Date"] });
    vi.stubGlobal("createImageBitmap", async (source: unknown) => {
      const bitmap: FakeBitmap = { width: PHOTO_SIDE_PX, height: PHOTO_SIDE_PX, source, close: vi.fn() };
      if (source === video) bitmap.source = `camera frame ${(video.framesTaken += 1)}`;
      bitmaps.push(bitmap);
      return bitmap;
    });
  });

  afterEach(() => {
    cleanStores(...ATOMS, ...DERIVED, ...CAMERA_ATOMS);
    for (const $atom of ATOMS) $atom.set($atom.init);
    resetGuidedCamera();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    outcomes.clear();
    identities.clear();
    bitmaps = [];
    Object.assign(engineAnswers, defaultAnswers());
  });
}

/** Waits for every action still running (the overlay closes as soon as the engine answers: no timer to run out). */
export async function afterAnalysis(): Promise<void> {
  await allTasks();
}

/** Picks `file` as female and analyses it through to the landmark preview. */
export async function analysed(file: File): Promise<void> {
  chooseGender("female");
  await pickPhoto(file);
  const next = analyzeChosenPhoto();
  await afterAnalysis();
  expect(await next).toBeNull();
  expect($step.get()).toBe("landmarks");
}

/** The view's video element, as far as the guided camera reads it. */
export const video = {
  readyState: 4,
  videoWidth: 640,
  videoHeight: 480,
  srcObject: null as unknown,
  framesTaken: 0,
  play: async () => undefined,
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
};
