/**
 * Keeping and sharing a result: the result card's words, the keep-or-share box, the list of
 * results kept on this device, and the toasts for saving, sharing and keeping results (the
 * analyzer's result; the shared result page loads none of it).
 */
import type { Gender } from "../data/face-shapes";
import { LANDMARK_COUNT } from "../lib/face-shape/landmark-groups";
import type { ResultCardText } from "../lib/result/card/draw-result-card";
import type { ToastText } from "./toast-text";

/** The words drawn on the result card: its caller hands them to lib/result/card/draw-result-card.ts. */
export const RESULT_CARD_TEXT = {
  /** The note at the foot of every card; a one-photo card says it is one photo's reading. */
  note: (photos: number) =>
    `Measured in the browser from ${LANDMARK_COUNT} facial landmarks${photos === 1 ? " in one photo: another photo of the same face may read differently" : ` in ${photos} photos combined`}. Style suggestions for fun and inspiration.`,
  shapeHeading: "Face shape",
  blendHeading: "Shape blend",
  /** The shape's name; a close call names both shapes, as the result did. */
  shapes: (shapes: readonly string[]) => shapes.join(" or "),
  /** Under the shape's name: its share, or both shares of a close call. */
  share: (top: number, second: number | null) =>
    second === null ? `${top}% of the blend` : `Too close to call: ${top}% and ${second}%`,
  /** The date in the card's header. */
  date: (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
} as const satisfies ResultCardText;

/** Toasts for keeping and sharing a result (the result image, its link, keeping it on this device). */
export const SHARE_TOASTS = {
  imageFailed: { title: "Could not draw the image", description: "This browser could not make the picture." },
  shareFailed: { title: "Could not open sharing", description: "Use Save result image instead." },
  linkCopied: { title: "Link copied", description: "It holds only the numbers of your result, never your photo." },
  copyByHand: { title: "Copy the link below", description: "Your browser did not let the page copy it for you." },
  kept: { title: "Kept on this device", description: "Only the numbers, no photo. Delete it any time below." },
  keepRefused: { title: "Could not keep it", description: "This browser does not let the site store anything." },
  notShareable: {
    title: "This result cannot be shared",
    description: "Its numbers are not ones a result link can hold. Analyze the photo again.",
  },
} as const satisfies Record<string, ToastText>;

/** Toasts for deleting results kept on this device; each offers Undo. */
export const KEPT_RESULT_TOASTS = {
  deletedOne: { title: "Kept result deleted", description: "It is gone from this browser. Undo puts it back." },
  deletedAll: {
    title: "All kept results deleted",
    description: "They are gone from this browser. Undo puts them back.",
  },
} as const satisfies Record<string, ToastText>;

/** The result's keep-or-share box: its buttons, the photo's opt-in, the link's field and what each holds. */
export const SHARE_BOX = {
  title: "Keep or share this result",
  withPhoto: "Include my photo and its outline on the image (off unless you tick it)",
  save: "Save result image",
  share: "Share",
  /** The title handed to the device's share sheet with the image. */
  shareTitle: "My face shape",
  keep: "Keep on this device",
  kept: "Kept on this device",
  copy: "Copy link",
  link: "Link to this result",
  whatTheyHold:
    "The image shows your photo only if you tick the box. The link and the kept copy hold only numbers (shape, blend, measurements): a kept copy stays in this browser until you delete it, and the link carries them after a #, which browsers never send to a server.",
} as const;

/** "Your results": the results kept on this device, each named with its date and model, and two compared. */
export const KEPT_RESULTS = {
  title: "Your results",
  deleteAll: "Delete all",
  lead: "Kept in this browser only, as numbers (no photo). Tick two to compare them side by side.",
  /** Which model measured a kept result: the visitor's gender picked it. */
  model: (gender: Gender) => `measured with the ${gender === "male" ? "men's" : "women's"} model`,
  open: "Open",
  openLabel: (name: string) => `Open ${name}`,
  delete: "Delete",
  deleteLabel: (name: string) => `Delete ${name}`,
  compared: "Two kept results side by side",
  /** The comparison's empty corner cell, for screen readers. */
  keptOn: "Kept on",
  topShape: "Top shape",
  /** A man's Heart share: the men's blend has none (verdict.ts NO_HEART_FOR_MEN), which is not 0 %. */
  noHeart: "not measured for men",
} as const;
