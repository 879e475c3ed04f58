/**
 * The recording of the real face worker that the recorded engine answers from: what the worker
 * said after `load`, and its answer to each fixture photo, filed under the key the test-only worker
 * computes from an `analyze` request (photo-key.ts). Written by `npm run record:engine`
 * (record.ts); checked against the real worker by tests/e2e/recorded-engine/recorded-engine.spec.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AnalysisStep, EngineResponse } from "../../../src/lib/face-engine/protocol";

/** What the worker sends after `load`, in order: its progress, `ready`, and the optional model's news. */
export type LoadAnswer = Exclude<EngineResponse, { type: "result" | "check-result" | "step" }>;

/** The worker's answer to one `analyze` request. */
export type AnalysisAnswer = Extract<EngineResponse, { type: "result" }>;

export interface RecordedAnalysis {
  /** The fixture photo and gender, in words (recorded-photos.ts), for whoever reads the file. */
  photo: string;
  /** The steps the worker told the page of while it answered, in order (the overlay lists them). */
  steps: AnalysisStep[];
  /** The answer as the worker sent it, less the request's `id`, which the recorded engine fills in. */
  result: Omit<AnalysisAnswer, "id">;
}

export interface EngineRecording {
  /** The browser that recorded it: its JPEG encoder and decoder make the pixels the keys are read from. */
  browser: string;
  load: LoadAnswer[];
  /** By photo key ("female 550x700 1a2b3c4d5e6f7a8b"). */
  analyses: Record<string, RecordedAnalysis>;
}

export const RECORDING_FILE = join(import.meta.dirname, "../../fixtures/engine-recording.json");

/**
 * The recording on disk. Its shape is checked only as far as the recorded engine relies on it; the
 * contents are checked against the real worker by tests/e2e/recorded-engine/recorded-engine.spec.ts.
 */
export function readEngineRecording(file = RECORDING_FILE): EngineRecording {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} could not be read (run npm run record:engine)`, { cause: error });
  }
  const recording = data as Partial<EngineRecording> | null;
  const wellFormed =
    typeof recording?.browser === "string" &&
    Array.isArray(recording.load) &&
    recording.load.some((message) => message.type === "ready") &&
    typeof recording.analyses === "object" &&
    recording.analyses !== null &&
    Object.values(recording.analyses).every(
      (analysis) => analysis.result?.type === "result" && Array.isArray(analysis.steps),
    );
  if (!wellFormed) throw new Error(`${file} is not an engine recording (run npm run record:engine)`);
  return data as EngineRecording;
}
