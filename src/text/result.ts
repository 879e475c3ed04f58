/**
 * Everything said about a result once it exists: why a shared link cannot be read, the result
 * card's words, and the toasts for saving, sharing and keeping results on this device.
 */
import { LANDMARK_COUNT } from "../lib/face-shape/landmark-groups";
import type { ResultLinkProblem } from "../lib/result/codec";
import type { ToastText } from "./toast-text";

/** The heading over a shared link that cannot be read, then why (RESULT_LINK_PROBLEMS). */
export const RESULT_LINK_UNREADABLE = "This result link cannot be opened";

/** Why a shared link cannot be read, for each problem decodeResult finds, and what to do instead. */
export const RESULT_LINK_PROBLEMS: Readonly<Record<ResultLinkProblem, string>> = {
  empty: "This link has no result in it. Analyze a photo to get your own, or ask for the full link again.",
  version:
    "This link was made by a different version of the site and cannot be read any more. Analyze your photo again to get a new link.",
  damaged:
    "This link is incomplete or has been changed, so it cannot show a result. Ask for the full link again, or analyze your own photo.",
};

/** The words drawn on the result card (lib/result/card/draw-result-card.ts). */
export const RESULT_CARD_TEXT = {
  /** The note at the foot of every card. */
  note: `Measured in the browser from ${LANDMARK_COUNT} facial landmarks. Style suggestions for fun and inspiration.`,
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
