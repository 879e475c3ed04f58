import type { AnalysisStep } from "./protocol";
import { atom } from "nanostores";

/**
 * How far the face models have loaded, as the worker reports it (protocol.ts "progress"): parts
 * done of all the parts the answer needs (runtime and landmark weights, their warm-up, the
 * appearance network). Null before loading starts; done equals total once the engine is ready. Its own small
 * module, so that the analysis overlay can show it without loading the engine's code.
 */
export const $engineProgress = atom<{ done: number; total: number } | null>(null);

/**
 * The steps of the analysis now running that the worker has started (protocol.ts "step"), in
 * order: the analysis overlay lists them as they come. Emptied as each analysis starts.
 */
export const $analysisSteps = atom<readonly AnalysisStep[]>([]);
