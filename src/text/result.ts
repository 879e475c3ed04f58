/**
 * The shared result page's own words (why a result link cannot be read, whose result it is), and
 * the parts of a result it shares with the analyzer: the blend, the measurements, the guides and
 * the style gallery. (Keeping and sharing a result, and the result card, say theirs in ./share.ts:
 * the result page does not load them; the analyzer's own result in ./result-panel.ts.)
 */
import type { ResultLinkProblem } from "../lib/result/codec";

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

/** Whose result the page shows: one kept in this browser (opened from "Your results"), or one shared by a link. */
export const RESULT_ORIGIN = {
  shared: "Shared face shape",
  sharedNote:
    "A shared link holds only these numbers, never a photo, so the reasons behind the answer stay with the person who analyzed it.",
  kept: (savedAt: string) =>
    `Your face shape, kept on this device on ${new Date(savedAt).toLocaleDateString("en-US", { dateStyle: "medium" })}`,
  keptNote:
    "Kept in this browser as numbers only, never a photo; the reasons behind the answer were on the result when you kept it.",
} as const;

/** The result page's own words (islands/result-view.tsx), around the parts it shares with the analyzer. */
export const SHARED_RESULT = {
  reading: "Reading the shared result...",
  analyzeYourOwn: "Analyze your own photo",
  closeCall: (first: string, firstShare: number, second: string, secondShare: number) =>
    `${first} ${firstShare} % and ${second} ${secondShare} % are ${firstShare - secondShare} points apart, too close to choose between, so both are named.`,
  described: (shape: string, description: string) =>
    `Style guides describe ${shape.toLowerCase()} faces like this: ${description}`,
  catalogue: (gender: "male" | "female") =>
    `Style suggestions from the ${gender === "male" ? "men's" : "women's"} catalogue.`,
  blend: "Shape blend",
  measurements: "Measurements",
  yourOwnTitle: "What is your face shape?",
  yourOwnBody: "Analyze a selfie of your own: it stays in your browser and is never uploaded.",
} as const;

/**
 * The parts of a result that the analyzer and a shared result page both show (ui/result-parts.tsx,
 * ui/ideas-for.tsx), worded to fit both.
 */
export const RESULT_PARTS = {
  blend: "Shape blend, in percent",
  /** The measurements' heading on the analyzer's own result. */
  measurements: "Your measurements",
  /** The guides' heading: "an oval face" (the article comes with the shape). */
  guides: (article: string, shape: string) => `In-depth guides for ${article} ${shape.toLowerCase()} face`,
  readGuide: "Read the guide",
  /** In a close call, before the two shapes' buttons. */
  ideasFor: "Style ideas for",
} as const;

/** The style gallery: its heading (the visitor's shape, or "a heart face" on a shared result), tabs and dialog. */
export const STYLE_GALLERY = {
  title: (whose: string, shape: string) => `Styles for ${whose} ${shape.toLowerCase()} face`,
  /** Whose face the heading names on the visitor's own result. */
  yours: "your",
  lead: "Choose a card to see why it works and how to ask for it.",
  tabs: "Style suggestions",
  categories: { hair: "Hair", glasses: "Glasses", beard: "Beard" },
  close: "Close",
} as const;
