/**
 * Keeping and sharing a result: the result card's words, and the toasts for saving, sharing and
 * keeping results on this device (the analyzer's result; the shared result page loads none of it).
 */
import { LANDMARK_COUNT } from "../lib/face-shape/landmark-groups";
import type { ToastText } from "./toast-text";

/** The words drawn on the result card (lib/result/card/draw-result-card.ts). */
export const RESULT_CARD_TEXT = {
  /** The note at the foot of every card; a one-photo card says it is one photo's reading. */
  note: (photos: number) =>
    `Measured in the browser from ${LANDMARK_COUNT} facial landmarks${photos === 1 ? " in one photo: another photo of the same face may read differently" : ` in ${photos} photos combined`}. Style suggestions for fun and inspiration.`,
  shapeHeading: "Face shape",
  blendHeading: "Shape blend",
  /** Under the shape's name: its share, or both shares of a close call. */
  share: (top: number, second: number | null) =>
    second === null ? `${top}% of the blend` : `Too close to call: ${top}% and ${second}%`,
} as const;

/** Toasts for keeping and sharing a result (the result image, its link, keeping it on this device). */
export const SHARE_TOASTS = {
  imageFailed: { title: "Could not draw the image", description: "This browser could not make the picture." },
  shareFailed: { title: "Could not open sharing", description: "Use Save result image instead." },
  linkCopied: { title: "Link copied", description: "It holds only the numbers of your result, never your photo." },
  copyByHand: { title: "Copy the link below", description: "Your browser did not let the page copy it for you." },
  kept: { title: "Kept on this device", description: "Only the numbers, no photo. Delete it any time below." },
  keepRefused: { title: "Could not keep it", description: "This browser does not let the site store anything." },
} as const satisfies Record<string, ToastText>;

/** Toasts for deleting results kept on this device; each offers Undo. */
export const KEPT_RESULT_TOASTS = {
  deletedOne: { title: "Kept result deleted", description: "It is gone from this browser. Undo puts it back." },
  deletedAll: {
    title: "All kept results deleted",
    description: "They are gone from this browser. Undo puts them back.",
  },
} as const satisfies Record<string, ToastText>;
