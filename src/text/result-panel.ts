/**
 * The words of the analyzer's result (islands/analyzer/results-panel.tsx and the parts beside it):
 * the headline's notes, the landmark view and its hairline, "Another photo", the glasses try-on,
 * which model measured the photo and how steady the answer is. Numbers and shape names come in as
 * arguments. The parts a shared result shows as well are in ./result.ts, the why in ./why.ts, the
 * keep-or-share box in ./share.ts, the confidence and "Try another photo" in ./analyzer.ts.
 */
import type { Gender } from "../data/face-shapes";
import type { LandmarkGroups } from "../lib/face-shape/types";

/** Whose photos a gender's model learned from ("men", "women"), and one of them ("man", "woman"). */
const people = (gender: Gender) => (gender === "male" ? "men" : "women");
const person = (gender: Gender) => (gender === "male" ? "man" : "woman");

/** What one point of the result is called where several are shown (the map's points, say). */
export const POINT_NOUN = { photos: "Photo", camera: "Frame" } as const;

/** The result's headline and the notes beside it, in page order. */
export const RESULT_HEADLINE = {
  /** Above the shape's name. */
  label: "Your face shape",
  /** A close call: the two shares, and why neither is named alone. */
  closeCall: (first: string, firstPercent: number, second: string, secondPercent: number) =>
    `${first} ${firstPercent} % and ${second} ${secondPercent} % are ${firstPercent - secondPercent} points apart, too close to choose between, so both are named.`,
  /** Several photos or frames: how far they agree (agreementText in lib/face-shape/combine-analyses.ts). */
  combinedFrom: (agreement: string) => `Combined from ${agreement}.`,
  /**
   * Several photos or frames whose own answers differ: each named, the combination, and why it can
   * name a shape none of them named first. `each`: every photo's own answer, in order.
   */
  disagree: (noun: "photos" | "camera frames", each: readonly string[], together: string) => {
    const one = noun === "photos" ? "photo" : "frame";
    const read = each.map((answer, i) => `${one} ${i + 1} ${answer}`);
    const list = read.length <= 2 ? read.join(" and ") : `${read.slice(0, -1).join(", ")} and ${read[read.length - 1]}`;
    return `Your ${each.length} ${noun} disagree: ${list}. Together they read ${together}: the combined answer averages every shape's share over the ${noun}, so a shape that comes second in each can lead, or two can come level.`;
  },
  /** Whose labels the shape names come from, and what differs for the other gender's model. */
  labelsFrom: (gender: Gender) =>
    `Named from labelled photos of ${people(gender)}; the ${gender === "male" ? "women's" : "men's"} labels differ, so that model may name this face another shape.`,
  blendTitle: "Your shape blend",
  /** The other shapes within the close-call margin of the top one, as "Round (30 %)". */
  alsoClose: (shares: readonly { shape: string; percentage: number }[]) =>
    `Also close: ${shares.map(({ shape, percentage }) => `${shape} (${percentage} %)`).join(", ")}`,
  /** A photo with other, smaller faces in it. */
  otherFaces: (ignored: number) => `This photo had ${ignored + 1} faces; we measured the largest one.`,
  startAgain: "Get My Shape & Style Tips Again",
} as const;

/** The landmark view's hairline: the slider's name and value, what it does, and its way back. */
export const HAIRLINE = {
  label: "Hairline",
  valueText: (percent: number, faceLength: number) =>
    `Forehead ${percent}% of the estimate: face length ${Math.round(faceLength)}% of the width`,
  help: "The yellow line is our estimate of your hairline: the 68 points stop at the eyebrows. Drag it, or focus it and use the arrow keys, to put it on your real hairline; the face length and shape follow.",
  /** After the help, when the result combines several photos. */
  everyPhoto: " It applies to every photo in the result.",
  adjusted: "Hairline adjusted by you: the face length and shape use your hairline, not our estimate.",
  backToEstimate: "Back to the estimated hairline",
} as const;

/** The landmark groups' names in the colour key, in its order. */
export const LANDMARK_GROUP_NAMES: Readonly<Record<keyof LandmarkGroups, string>> = {
  jawline: "Jawline",
  eyebrows: "Eyebrows",
  eyes: "Eyes",
  cheekbones: "Cheekbones",
  nose: "Nose",
  mouth: "Mouth",
};

/** The landmark figure's name, its colour key's name, and the preview's heading. */
export const LANDMARK_VIEW = {
  figure: (landmarks: number, drawn: number) =>
    `Your photo with ${landmarks} detected facial landmarks marked (${drawn} points drawn, in six colour groups)`,
  legend: "Landmark colours",
  found: (landmarks: number) => `${landmarks} facial landmarks found`,
  skip: "Skip to results",
} as const;

/** "Another photo": the photos counted in the answer, and what it says about them. */
export const ANOTHER_PHOTO = {
  title: "Another photo",
  counted: "Photos in this result",
  photo: (number: number) => `Photo ${number}`,
  removeLabel: (number: number) => `Remove photo ${number}`,
  remove: "Remove",
  /** After the "Add another photo" button's own words. */
  addCount: (next: number, most: number) => ` (${next} of ${most})`,
  full: (most: number) => `This result already combines ${most} photos, the most it takes.`,
  stayHere: "Photos are measured in your browser and stay there.",
} as const;

/** The glasses try-on, under the glasses ideas. */
export const TRY_ON = {
  title: "Try the frames on",
  lead: "Each suggested frame is placed on your photo from the position of your eyes. Nothing is uploaded.",
  choice: "Frame to try on",
  /** The photo's name: the frame's kind (lower case) and the suggestion's name. */
  photo: (frameKind: string, name: string) => `Your photo wearing ${frameKind} frames (${name})`,
} as const;

/** "How we got this": the folded part with the measurements, the why and the map. */
export const HOW_WE_GOT_THIS = {
  title: "How we got this",
  summary: "Your measurements, the why and the map",
  /** Which model measured the photo: the visitor's gender picks it. */
  modelUsed: (gender: Gender) => `Measured with the model fitted on photos of ${people(gender)}.`,
  /** The link to the accuracy figures. */
  accuracy: "How accurate is it?",
  /** While the why's own code loads. */
  loading: "Working out why...",
} as const;

/**
 * How steady the answer is, with the measured ranges (already in words, percentRange): one photo's
 * answer is a first reading; camera frames taken a moment apart do not show how photos vary.
 */
export const STEADINESS = {
  firstReading: "One photo is a first reading.",
  /** After firstReading, for one photo. */
  onePhoto: (gender: Gender, twoPhotos: string, threePhotos: string) =>
    ` In our tests, two photos of one ${person(gender)} got the same answer ${twoPhotos} of the time, answers of three photos each ${threePhotos}: add two more photos before you keep or share this result.`,
  cameraFrames: (gender: Gender, twoPhotos: string) =>
    `The camera frames were taken a moment apart, so they do not show how much separate photos vary: in our tests, two separate photos of the same ${person(gender)} got the same answer ${twoPhotos} of the time. For a steadier answer, start again with photos taken at different moments.`,
  combined: (gender: Gender, threePhotos: string, twoPhotos: string) =>
    `In our tests, answers that each combine three photos of the same ${person(gender)} agreed ${threePhotos} of the time; single photos agreed ${twoPhotos} of the time.`,
} as const;
