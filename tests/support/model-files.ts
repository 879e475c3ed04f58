/**
 * The face worker's model files as the browser tests see them: how many parts an analysis waits
 * for (the overlay counts them) and which file loads last, from what the shipped classifiers read.
 */
import type { Route } from "@playwright/test";
import { APPEARANCE_SHIPPED } from "../../src/lib/face-shape/model/shipped-inputs";

/** Runtime and weights, their warm-up, then the appearance network where shipped. */
export const MODEL_PARTS = 2 + (APPEARANCE_SHIPPED ? 1 : 0);

/** The weights the worker loads last (after them, only warm-up is left). */
export const LAST_MODEL_WEIGHTS: RegExp = APPEARANCE_SHIPPED
  ? /face-appearance[^/]*\.bin$/
  : /face_landmark_68_model[^/]*\.bin$/;

/** What the overlay says while those last weights are on their way. */
export const WAITING_FOR_LAST_PART = `Loading the face models: ${MODEL_PARTS > 2 ? MODEL_PARTS - 1 : 0} of ${MODEL_PARTS} parts ready`;

/**
 * A route handler that holds every request it gets until `release()`; `requested` resolves at the
 * first. Tests hold a model file this way instead of sleeping, and release it once they have seen
 * what the page does meanwhile.
 */
export function holdRoute(): {
  handler: (route: Route) => Promise<void>;
  requested: Promise<void>;
  release: () => void;
} {
  let release = () => {};
  let markRequested = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  return {
    handler: async (route) => {
      markRequested();
      await released;
      await route.continue();
    },
    requested,
    release,
  };
}
