/**
 * The words of the model's map (ui/model-map.tsx): its heading, axes and key, which region holds
 * the visitor's point, and what the ellipse and the dots are. The sentence under the heading is
 * text/why.ts mapSentence. Numbers, shapes and the map itself come in as arguments.
 */
import type { Gender } from "../data/face-shapes";
import type { ResultMap } from "../lib/face-shape/explain-result";
import type { WordedMeasurement } from "../lib/face-shape/shape-guide";
import { groupOf } from "./why";

/** Each measurement's two ends, as the faces at them: more of it, then less. */
const MEASUREMENT_ENDS: Record<WordedMeasurement, [more: string, less: string]> = {
  faceLength: ["longer faces", "shorter faces"],
  foreheadWidth: ["wider foreheads", "narrower foreheads"],
  jawlineWidth: ["wider jaws", "narrower jaws"],
  chinAngle: ["rounder chins", "more pointed chins"],
};

/**
 * What the across axis goes with, in words: the one measurement it follows most closely (an axis
 * means one thing; the others it follows less are not named on it).
 */
export function acrossWords(map: ResultMap): string {
  const [strongest] = map.guide.across;
  if (!strongest) return "";
  return `${MEASUREMENT_ENDS[strongest.measurement][strongest.correlation >= 0 ? 0 : 1]} to the right`;
}

/**
 * The across axis named by what it means, the same for every result of a gender: the ends of the
 * measurement it goes with most closely ("shorter faces", "longer faces").
 */
export function acrossEnds(map: ResultMap): [left: string, right: string] {
  const [strongest] = map.guide.across;
  if (!strongest) return ["", ""];
  const [more, less] = MEASUREMENT_ENDS[strongest.measurement];
  return strongest.correlation >= 0 ? [less, more] : [more, less];
}

/** Whose point the map shows: the face, or several photos (or frames) combined. */
const whose = (points: number, pointNoun: string) =>
  points > 1 ? `your ${points} ${pointNoun.toLowerCase()}s combined` : "your face";

/**
 * Everything else the map says. Where a word is set apart on screen (a region's name in bold, a
 * term of the key), the words come as the parts before and after it.
 */
export const MAP_TEXT = {
  heading: "Where your face sits on the model's map",
  /** Beside the visitor's point, and its entry in the key. */
  you: "You",
  /** The key's accessible name. */
  keyLabel: "Map key",
  /** Under the plot: the across axis's two ends. */
  acrossAxis: ([left, right]: [string, string]) => `← ${left} · ${right} →`,
  /** Beside the plot: the shapes whose scores rise fastest down and up. */
  upAxis: (bottom: string, top: string) => `← looks ${bottom} · looks ${top} →`,
  /** The point is in the region of the shape the answer names. */
  inNamedRegion: {
    before: (points: number, pointNoun: string) => `The point for ${whose(points, pointNoun)} is in the `,
    after: (region: string) => ` region: there, the model names ${region}.`,
  },
  /** The answer's shape has no region (Diamond, a rule), so the point is in a learned shape's. */
  inLearnedRegion: {
    before: (points: number, pointNoun: string) =>
      `Among the shapes learned from labelled photos, the point for ${whose(points, pointNoun)} is in the `,
    after: (top: string) => ` region; ${top} comes from its own rule, which this map does not draw.`,
  },
  shadedAreas: "Each shaded area is where the model would name that shape, drawn around your answer.",
  /** Shapes with a large share whose regions lie only far off the map. */
  offMap: (shares: readonly { shape: string; percentage: number }[]) =>
    `${shares.map((s) => `${s.shape} (${s.percentage} %)`).join(" and ")} ${shares.length > 1 ? "lead" : "leads"} only far off this map: the two directions drawn here are not the ones where ${shares.length > 1 ? "they differ" : "it differs"} most from your top shape.`,
  across: { term: "Across", says: (words: string) => `: what your measurements say (${words}).` },
  up: { term: "Up", says: ": what the look of your face says, as the image network reads it." },
  /** The key's entry for the numbered points of several photos (or frames). */
  eachPoint: (points: number, pointNoun: string) => `1 to ${points}: each ${pointNoun.toLowerCase()}`,
  ellipse: {
    term: "Dashed ellipse",
    says: (points: number) =>
      `: where the point lands for ${points > 1 ? `another ${points} photos` : "another photo"} of the same person about two times in three, measured on people with several photos. `,
  },
  dots: {
    term: "Faint dots",
    says: (people: number, gender: Gender) =>
      `: the ${people} ${groupOf(gender)} in our labelled photos, each the average of their photos, in the colour of their label.`,
  },
} as const;
