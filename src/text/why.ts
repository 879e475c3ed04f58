/**
 * The words of a result's "why" (ui/model-reasons.tsx) and of its measurements against the
 * labelled shapes' ranges (ui/measurement-ranges.tsx). Each term names what the model's inputs of
 * that group really are (lib/face-shape/model-reasons.ts partOfInput), not a ratio beside them.
 */
import type { Gender } from "../data/face-shapes";
import type { WhyTerm } from "../lib/face-shape/explain-result";
import type { RangedMeasurement } from "../lib/face-shape/shape-evidence-types";

/** "women" or "men": whose labelled photos a gender's model learned from. */
export const groupOf = (gender: Gender) => (gender === "male" ? "men" : "women");

/** Each term's name, its name inside a sentence, and what its inputs are. */
export const TERM_WORDS: Readonly<Record<WhyTerm, { name: string; inSentence: string; reads: string }>> = {
  start: {
    name: "Starting point",
    inSentence: "the starting point",
    reads:
      "Where the model stands before it looks at a face: its lean for a face at the labelled average on every input.",
  },
  length: {
    name: "Face length",
    inSentence: "face length",
    reads: "How far the chin sits below the eyes and the estimated hairline, against the face's width.",
  },
  forehead: {
    name: "Eyebrow line",
    inSentence: "the eyebrow line",
    reads: "How wide the eyebrows span and how they arch: the nearest the 68 points come to the forehead.",
  },
  cheekbones: {
    name: "Outline at the cheekbones",
    inSentence: "the outline at the cheekbones",
    reads:
      "Where the outline runs beside the eyes and cheekbones, and the face's width against the distance between the eyes.",
  },
  jaw: {
    name: "Jaw",
    inSentence: "the jaw",
    reads: "The lower outline: how wide it stays below the cheeks, and the angle of the jaw corners.",
  },
  chin: {
    name: "Chin",
    inSentence: "the chin",
    reads: "The bottom of the outline: how wide and how pointed the chin is.",
  },
  features: {
    name: "Eyes, nose and mouth",
    inSentence: "the eyes, nose and mouth",
    reads: "Where they sit inside the outline, and how wide they are.",
  },
  mouth: {
    name: "Open mouth taken out",
    inSentence: "taking out the open mouth's drop",
    reads:
      "Your mouth was open wide, so before measuring we lifted the chin back by as much as an open mouth lowers it in our labelled photos; this line is what that changed.",
  },
  appearance: {
    name: "The look of your face",
    inSentence: "the look of your face",
    reads: "Shading and shapes that the 68 points do not trace, read by a small image network.",
  },
};

/** How many labelled people of each of the two shapes there are, said after the starting point's line. */
export const startingShares = (gender: Gender, a: string, aPercent: number, b: string, bPercent: number) =>
  `Among the labelled ${groupOf(gender)}, ${aPercent} % are ${a} and ${bPercent} % ${b}.`;

/** A term no bigger than what one photo varies. */
export const WITHIN_NOISE = "Within what one photo varies: another photo of you could turn this line around.";

/** "+12 for Oval", "4 for Oblong", or "0" for a line that leans neither way once rounded. */
export const pointsFor = (points: number, toward: string, against: string) =>
  points > 0 ? `+${points} for ${toward}` : points < 0 ? `${-points} for ${against}` : "0";

/** The sentence over the lines. */
export function whyLead(
  toward: string,
  against: string,
  towardPercent: number,
  againstPercent: number,
  gap: number,
): string {
  return `${toward} ${towardPercent} %, ${against} ${againstPercent} %: ${gap} ${gap === 1 ? "point" : "points"} apart. Each line below is one part of the model's decision, in points of that gap, largest first; together they make the ${gap}.`;
}

/** The decisive line, as "X rather than Y because ...". */
export function whyBecause(toward: string, against: string, decisive: string, points: number, gap: number): string {
  return `${toward} rather than ${against} mainly because of ${decisive} (+${points} of the ${gap} points).`;
}

/** When every line for the named shape is within one photo's noise. */
export const whyNoDecisive = (toward: string, against: string, gap: number) =>
  `No single part puts ${toward} ahead of ${against} by more than another photo could; together they make the ${gap} ${gap === 1 ? "point" : "points"}.`;

/** A close call: both shapes named, and what pulls each way most. */
export function whyCloseCall(
  toward: string,
  against: string,
  forTop: { name: string; points: number } | null,
  forOther: { name: string; points: number } | null,
): string {
  const pulls = [
    ...(forTop ? [`${forTop.name} favours ${toward} (${forTop.points})`] : []),
    ...(forOther ? [`${forOther.name} favours ${against} (${Math.abs(forOther.points)})`] : []),
  ];
  const said = pulls.length > 0 ? ` Most of all, ${pulls.join(", and ")}.` : "";
  return `${toward} and ${against} are named together because they are this close.${said}`;
}

/** Said when the look of the face, not the measurements, decided the answer. */
export const appearanceTipped = (measured: string, named: string) =>
  `Your measurements alone point to ${measured}; the look of your face tipped it to ${named}.`;

/** How the score gap becomes the share gap, said under the lines. */
export const CALIBRATION_NOTE =
  "The model adds up scores. Its calibration, fitted on people it never saw (and flatter for a photo that was hard to measure), turns the score gap into the points between the shares at one rate for every line: it changes how far apart the shapes are, never which one leads.";

/** The total line under the reasons. */
export const addsUp = (gap: number, toward: string, against: string) =>
  gap === 0 ? `Together: 0, ${toward} and ${against} level.` : `Together: +${gap} for ${toward}.`;

/** Each charted measurement's name and unit. */
export const RANGE_WORDS: Readonly<Partial<Record<RangedMeasurement, { name: string; unit: string }>>> = {
  faceLength: { name: "Face length", unit: " %" },
  foreheadWidth: { name: "Forehead width", unit: " %" },
  jawlineWidth: { name: "Jawline width", unit: " %" },
  cheekboneWidth: { name: "Cheekbone width", unit: " %" },
};

/** The chart's heading and its one-paragraph key. */
export const RANGES_TITLE = "Your measurements against the labelled faces";
export const rangesKey = (gender: Gender) =>
  `Each bar is the middle half of the labelled ${groupOf(gender)} of that shape, measured the way we measured you; the tick is their median, and the line is you. The ranges overlap, so no one measurement decides a shape: the model weighs the whole outline and the look of the face together.`;

/** Which shapes' middle half holds the visitor's value. */
export function typicalFor(value: string, shapes: readonly string[]): string {
  if (shapes.length === 0) return `Yours, ${value}, is outside the middle half of every shape.`;
  const list = shapes.length === 1 ? shapes[0] : `${shapes.slice(0, -1).join(", ")} and ${shapes[shapes.length - 1]}`;
  return `Yours, ${value}, is typical of ${list} faces.`;
}

/** A range in words: "138–144 %". */
const span = (low: number, high: number) => `${Math.round(low)}–${Math.round(high)} %`;

/**
 * What the labelled photos show of a shape's length, for a shape card: the middle half of each
 * gender's faces of that shape, measured as the analyzer measures. Null for a shape no labelled
 * photo has (Diamond).
 */
export function measuredLength(
  shape: string,
  women: { low: number; high: number } | null,
  men: { low: number; high: number } | null,
): string | null {
  const parts = [
    ...(women ? [`${span(women.low, women.high)} for women`] : []),
    ...(men ? [`${span(men.low, men.high)} for men`] : []),
  ];
  if (parts.length === 0) return null;
  return `Measured in our labelled photos the way the analyzer measures you, the middle half of ${shape.toLowerCase()} faces were ${parts.join(" and ")} as long as they were wide.`;
}

/** "Oval", "Oval or Heart", "Oval, Heart or Round". */
const either = (shapes: readonly string[]) =>
  shapes.length <= 1 ? (shapes[0] ?? "") : `${shapes.slice(0, -1).join(", ")} or ${shapes[shapes.length - 1]}`;

/**
 * The map in one sentence: which region holds the visitor's point, and where another photo (or set
 * of as many photos) would most likely land, from the spread measured on people with several photos.
 */
export function mapSentence(
  region: string,
  landing: readonly { shape: string; share: number }[],
  photos: number,
  noun: string,
  beyond: { people: number; gender: Gender } | null = null,
): string {
  const another = photos > 1 ? `another ${photos} ${noun.toLowerCase()}s` : `another ${noun.toLowerCase()}`;
  // Beyond every labelled face, the spread measured among them says little of where another photo lands.
  if (beyond) {
    return `Your point is in ${region}, but beyond the ${beyond.people} labelled ${groupOf(beyond.gender)} on this map: no labelled face is like yours, so where ${another} would land is uncertain.`;
  }
  const here = landing.find((entry) => entry.shape === region)?.share ?? 0;
  if (here >= 0.9) return `Your point is well inside ${region}: ${another} would most likely land there too.`;
  const likely: string[] = [];
  let covered = 0;
  for (const entry of landing) {
    if (covered >= 0.8) break;
    likely.push(entry.shape);
    covered += entry.share;
  }
  const near = landing.filter((entry) => entry.shape !== region && entry.share >= 0.1).map((entry) => entry.shape);
  const both = near.length <= 1 ? (near[0] ?? "") : `${near.slice(0, -1).join(", ")} and ${near[near.length - 1]}`;
  const where = near.length > 0 ? `in ${region}, near ${both}` : `in ${region}`;
  return `Your point is ${where}: ${another} would most likely land in ${either(likely)}.`;
}

/** The why's heading: against the runner-up ("ahead of" in a close call), or the shape alone (Diamond's rule). */
export function whyTitle(top: string, explained: { toward: string; against: string } | null, closeCall: boolean) {
  if (!explained) return `Why ${top}`;
  return `Why ${explained.toward} ${closeCall ? "ahead of" : "rather than"} ${explained.against}`;
}

/** Diamond's own reason: its rule, with the two widths it reads (whole percent of the cheekbones' width). */
export const diamondReason = (forehead: number, jaw: number, share: number) =>
  `Diamond is not learned from labelled photos (none is called diamond): it is a rule. It takes a share when the forehead and the jaw are both much narrower against the cheekbones than in most faces; yours are ${forehead} % and ${jaw} % of the cheekbones' width, which gives Diamond ${share} %.`;
