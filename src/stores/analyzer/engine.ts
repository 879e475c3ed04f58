import type { Gender } from "../../data/face-shapes";
import type { EngineOutcome } from "../../lib/face-engine/engine-failure";
import type { LoadedPhoto } from "../../lib/photo/load-photo";
import { loadChunk } from "../../lib/site-update/load-chunk";

/**
 * What the session asks of the face engine (lib/face-engine/face-engine.ts): the whole of the
 * session's dependency on it, and all its unit tests replace (by mocking that module).
 */
export type FaceEngine = Pick<
  typeof import("../../lib/face-engine/face-engine"),
  "preloadFaceEngine" | "faceEngineReady" | "analyzeFace" | "checkCameraFrame"
>;

/** The engine (worker, runtime and model) is fetched only when a photo is chosen or the camera opens. */
export const loadEngine = (): Promise<FaceEngine> => loadChunk(() => import("../../lib/face-engine/face-engine"));

/** An engine call that threw instead of answering: its code could not be loaded (the site was updated), say. */
interface EngineThrew {
  kind: "threw";
  error: unknown;
}

/** What measuring a photo gave: the engine's outcome, or the error that stopped it before it could answer. */
export type Measured = EngineOutcome | EngineThrew;

/** Why a photo gave no result; `notifyFailure` says it to the visitor. */
export type AnalysisFailure = Exclude<Measured, { kind: "ok" }>;

/**
 * Loads the engine (the first time) and measures one photo with the classifier for `gender`; with
 * `identity`, the analysis also says who the face is (the same-person check of combined photos).
 */
export async function measurePhoto(photo: LoadedPhoto, gender: Gender, identity = false): Promise<Measured> {
  try {
    const engine = await loadEngine();
    return await engine.analyzeFace(photo, identity ? { gender, identity } : { gender });
  } catch (error) {
    return { kind: "threw", error };
  }
}
