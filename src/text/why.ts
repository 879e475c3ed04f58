/**
 * The words of a result's "why" (ui/model-reasons.tsx) and of its measurements against the
 * labelled shapes' ranges (ui/measurement-ranges.tsx). Each term names what the model's inputs of
 * that group really are (lib/face-shape/model-reasons.ts partOfInput), not a ratio beside them.
 */
import type { Gender } from "../data/face-shapes";
import type { WhyTerm } from "../lib/face-shape/explain-result";
import type { FacialMetrics } from "../lib/face-shape/types";
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

/** A term as the subject of a sentence, in the visitor's own measurement where the term has one. */
export function termSubject(term: WhyTerm, metrics: FacialMetrics): string {
  const percent = (value: number) => `${Math.round(value)} %`;
  switch (term) {
    case "start":
      return "The model's lean before it looks at any face";
    case "length":
      return `Your face length, ${percent(metrics.faceLength)} of its width,`;
    case "forehead":
      return `Your eyebrow line, ${percent(metrics.foreheadWidth)} of the face's width,`;
    case "cheekbones":
      return "The outline at your cheekbones";
    case "jaw":
      return `Your jaw, ${percent(metrics.jawlineWidth)} of the face's width,`;
    case "chin":
      return `Your chin, its angle ${Math.round(metrics.chinAngle)}°,`;
    case "features":
      return "Where your eyes, nose and mouth sit";
    case "appearance":
      return "The look of your face (shading and shapes the points do not trace)";
    case "mouth":
      return "Taking out your open mouth's drop";
  }
}

/** The summary's first line: the two shares and the lead, in points. */
export const whySummaryLead = (
  toward: string,
  against: string,
  towardPercent: number,
  againstPercent: number,
  gap: number,
) =>
  `${toward} ${towardPercent} % against ${against} ${againstPercent} %: ${toward} leads by ${gap} ${gap === 1 ? "point" : "points"}. What decided it:`;

/** One deciding reason, as a sentence: what of the face favours the shape, and by how many points. */
export const decidingReason = (subject: string, toward: string, points: number) =>
  `${subject} favours ${toward} (+${points} ${points === 1 ? "point" : "points"}).`;

/**
 * Lines that pull against each other, grouped: what favours the other shape, by how much, whether
 * that cancels most of what favours the named one (`heavy`), and the lead all the lines leave.
 * Names are the terms' own (TERM_WORDS), lower case.
 */
export function cancellingReasons(
  names: readonly string[],
  against: string,
  points: number,
  toward: string,
  gap: number,
  heavy: boolean,
) {
  const list = names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  const cancel = heavy ? ": the two sides largely cancel" : "";
  return `Pulling the other way, ${list} ${names.length > 1 ? "favour" : "favours"} ${against} by ${points} points${cancel}. All the parts together leave ${toward} ${gap} ${gap === 1 ? "point" : "points"} ahead.`;
}

/** After the summary, when some lines are too small to count. */
export const smallLines = (count: number) =>
  `${count} more ${count === 1 ? "part is" : "parts are"} smaller than what one photo varies: another photo could turn ${count === 1 ? "it" : "them"} around.`;

/** The fold that holds every line of the decision. */
export const ledgerSummary = (gap: number) =>
  `Every part of the decision, adding up to the ${gap} ${gap === 1 ? "point" : "points"}`;

/** What a point is, said once over the ledger's lines. */
export const POINTS_MEANING =
  "A point here is one percentage point of the lead: each line below is how much of it one part of the model's decision makes, those for the other shape counted against.";

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
  "How scores become percentages: the model adds up a score for each shape, and one fixed rate turns the difference between two scores into percentage points for every line alike. That rate was set so that, on people the model never saw, answers shown at 60 % were right about 60 % of the time; for a photo hard to measure it is gentler, so the shares sit closer together. It changes how far apart the shapes are, never which one leads.";

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
  `Each bar spans the middle half of the labelled ${groupOf(gender)} of that shape, measured the way we measured you: a quarter of them measure less than the bar, a quarter more. The tick is the middle one of them (the median), and the line is you. The bars overlap, so no one measurement decides a shape: the model weighs the whole outline and the look of the face together.`;

/**
 * Which shapes' middle half holds the visitor's value; `spread`, when the shapes' bars all lie
 * within a few points of each other, says the measurement tells them little apart.
 */
export function typicalFor(value: string, shapes: readonly string[], spread: number | null = null): string {
  const apart =
    spread !== null
      ? ` The shapes barely differ here (every bar within ${Math.max(1, Math.round(spread))} points), so it tells them little apart.`
      : "";
  if (shapes.length === 0) return `Yours, ${value}, is outside the middle half of every shape.${apart}`;
  const list = shapes.length === 1 ? shapes[0] : `${shapes.slice(0, -1).join(", ")} and ${shapes[shapes.length - 1]}`;
  return `Yours, ${value}, is in the middle half of ${list} faces.${apart}`;
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
  beyond: { where: "map" | "measurements"; people: number; gender: Gender } | null = null,
): string {
  const another = photos > 1 ? `another ${photos} ${noun.toLowerCase()}s` : `another ${noun.toLowerCase()}`;
  // Beyond the labelled faces, the spread measured among them says little of where another photo lands.
  if (beyond) {
    const why =
      beyond.where === "map"
        ? `farther out on this map than any of the ${beyond.people} labelled ${groupOf(beyond.gender)}`
        : `your three charted measurements all lie outside the middle half of every labelled shape`;
    return `Your point is in ${region}, but ${why}, so where ${another} would land cannot be read from them.`;
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
