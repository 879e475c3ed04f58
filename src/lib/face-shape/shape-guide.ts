import type { FaceShape, Gender } from "../../data/face-shapes";
import type { SharedMetric } from "../result/types";

/**
 * How a result is explained with the visitor's own numbers: proportions read from the four shown
 * measurements, compared with where faces of each labelled shape fall (aggregates of the labelled
 * development photos, written by `npm run shape-guide` into model/shape-guide.data.ts), and the
 * rule for when the top two shapes are too close to name one (verdict.ts applies it).
 */

/** Proportions of a face, each a ratio of two of the four shown measurements. */
export const PROPORTIONS = ["lengthToWidth", "jawToForehead", "jawToCheekbones", "foreheadToCheekbones"] as const;
export type Proportion = (typeof PROPORTIONS)[number];

type Metrics = Readonly<Record<SharedMetric, number>>;

/** A proportion's value for a face's measurements (each a percentage of the face's widest span). */
export function proportionOf(metrics: Metrics, proportion: Proportion): number {
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
  switch (proportion) {
    case "lengthToWidth":
      return metrics.faceLength / 100;
    case "jawToForehead":
      return ratio(metrics.jawlineWidth, metrics.foreheadWidth);
    case "jawToCheekbones":
      return ratio(metrics.jawlineWidth, metrics.cheekboneWidth);
    case "foreheadToCheekbones":
      return ratio(metrics.foreheadWidth, metrics.cheekboneWidth);
  }
}

/** Where the middle half of one shape's labelled faces lie on a proportion: 25th, 50th and 75th percentile. */
export type MiddleHalf = readonly [low: number, median: number, high: number];

/** One labelled shape's faces, in aggregate (never the photos themselves). */
export interface ShapeRegion {
  /** Labelled development photos and people behind these figures. */
  photos: number;
  people: number;
  /** The map draws, on its two axes, the box these span: the middle half of the shape's faces on each. */
  ranges: Readonly<Record<Proportion, MiddleHalf>>;
}

/** What the guide holds for one gender's model. */
export interface GenderGuide {
  /** The map's axes: the two proportions that best separated the labelled shapes. */
  axes: readonly [Proportion, Proportion];
  /** Per labelled shape (Diamond is a proportion rule, not a label; the men's photos have no Heart). */
  shapes: Partial<Record<FaceShape, ShapeRegion>>;
}

export type ShapeGuide = Readonly<Record<Gender, GenderGuide>>;

/** How many times as often the top shape must be right as the second before it is named alone. */
export const CLOSE_CALL_ODDS = 1.5;

/**
 * Per gender: a result is a close call when the top shape's share leads the second's by less than
 * this many points (closeCallMargin over the shipped model's cross-validated predictions).
 */
export type CloseCallMargins = Readonly<Record<Gender, number>>;

/** One cross-validated prediction: was the top or the second shape the label, and by how many points did it lead. */
export interface MarginRow {
  margin: number;
  topRight: boolean;
  secondRight: boolean;
}

/** Leads (in points) are judged in bands this wide, each band counted only with this many predictions. */
export const CLOSE_CALL_BAND = { width: 5, minPredictions: 30 } as const;

/**
 * The close-call margin: the smallest lead (whole points) from which the top shape was right at
 * least CLOSE_CALL_ODDS times as often as the second in every band of leads (CLOSE_CALL_BAND wide,
 * sliding by one point, up to 50) that holds enough predictions. Below it, the top shape was not
 * clearly more often right than the second, so a result that close names both.
 */
export function closeCallMargin(rows: readonly MarginRow[]): number {
  const clearFrom = (margin: number) => {
    for (let start = margin; start <= 50; start += 1) {
      const band = rows.filter((row) => row.margin >= start && row.margin < start + CLOSE_CALL_BAND.width);
      if (band.length < CLOSE_CALL_BAND.minPredictions) continue;
      const top = band.filter((row) => row.topRight).length;
      const second = band.filter((row) => row.secondRight).length;
      if (top < CLOSE_CALL_ODDS * second) return false;
    }
    return true;
  };
  for (let margin = 0; margin <= 50; margin += 1) if (clearFrom(margin)) return margin;
  return 51;
}

/** Where a face's proportion sits against one shape's middle half. */
export type Placement = "below" | "within" | "above";

export function placement(value: number, range: MiddleHalf): Placement {
  if (value < range[0]) return "below";
  if (value > range[2]) return "above";
  return "within";
}

/** One line of the "why": the visitor's proportion, the shape's middle half, and where the first sits. */
export interface Reason {
  proportion: Proportion;
  value: number;
  range: MiddleHalf;
  placement: Placement;
  /** The value in words, direction included ("Your jaw is narrower than your forehead: 0.93 times its width."). */
  yours: string;
  /** The shape's faces in words ("Heart faces here: 0.86 to 0.95."). */
  typical: string;
}

const two = (value: number) => value.toFixed(2);

/**
 * A proportion in words, about "your" face (the visitor's result) or "the" face (a shared one);
 * every comparison word follows from the numbers.
 */
export function describeProportion(metrics: Metrics, proportion: Proportion, whose: "Your" | "The" = "Your"): string {
  const value = proportionOf(metrics, proportion);
  const other = whose === "Your" ? "your" : "the";
  const compare = (a: number, b: number, more: string, less: string, same: string) =>
    Math.round(a) === Math.round(b) ? same : a > b ? more : less;
  switch (proportion) {
    case "lengthToWidth":
      return `${whose} face is ${two(value)} times as long as it is wide.`;
    case "jawToForehead":
      return `${compare(
        metrics.jawlineWidth,
        metrics.foreheadWidth,
        `${whose} jaw is wider than ${other} forehead`,
        `${whose} jaw is narrower than ${other} forehead`,
        `${whose} jaw and forehead are about as wide`,
      )}: ${two(value)} times its width (${Math.round(metrics.jawlineWidth)} % against ${Math.round(metrics.foreheadWidth)} %).`;
    case "jawToCheekbones":
      return `${compare(
        metrics.jawlineWidth,
        metrics.cheekboneWidth,
        `${whose} jaw is wider than ${other} cheekbones`,
        `${whose} jaw is narrower than ${other} cheekbones`,
        `${whose} jaw is about as wide as ${other} cheekbones`,
      )}: ${two(value)} times their width.`;
    case "foreheadToCheekbones":
      return `${compare(
        metrics.foreheadWidth,
        metrics.cheekboneWidth,
        `${whose} forehead is wider than ${other} cheekbones`,
        `${whose} forehead is narrower than ${other} cheekbones`,
        `${whose} forehead is about as wide as ${other} cheekbones`,
      )}: ${two(value)} times their width.`;
  }
}

/** A shape's middle half in words. */
export function describeRange(shape: FaceShape, range: MiddleHalf): string {
  return `Half of the ${shape.toLowerCase()} faces in our labelled photos measure ${two(range[0])} to ${two(range[2])}.`;
}

/** The proportions the "why" explains, in order: length, then the jaw against the upper face. */
export const EXPLAINED: readonly Proportion[] = ["lengthToWidth", "jawToForehead", "jawToCheekbones"];

/** Why a shape fits (or where it does not): the visitor's proportions against that shape's labelled faces. */
export function reasonsFor(
  metrics: Metrics,
  shape: FaceShape,
  guide: GenderGuide,
  whose: "Your" | "The" = "Your",
): Reason[] {
  const region = guide.shapes[shape];
  if (!region) return [];
  return EXPLAINED.map((proportion) => {
    const value = proportionOf(metrics, proportion);
    const range = region.ranges[proportion];
    return {
      proportion,
      value,
      range,
      placement: placement(value, range),
      yours: describeProportion(metrics, proportion, whose),
      typical: describeRange(shape, range),
    };
  });
}

/**
 * The labelled shapes by how near their middle point (the medians) lies to a face on the map's two
 * axes, each axis counted in that shape's middle-half widths: for the map's words.
 */
export function nearestRegions(metrics: Metrics, guide: GenderGuide): FaceShape[] {
  const entries = Object.entries(guide.shapes) as [FaceShape, ShapeRegion][];
  const distance = (region: ShapeRegion) =>
    guide.axes.reduce((sum, axis) => {
      const [low, median, high] = region.ranges[axis];
      const d = (proportionOf(metrics, axis) - median) / Math.max(high - low, 0.01);
      return sum + d * d;
    }, 0);
  return entries.sort((a, b) => distance(a[1]) - distance(b[1])).map(([shape]) => shape);
}
