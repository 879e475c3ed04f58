import type { Gender } from "../../../src/data/face-shapes";
import type { LabelledShape } from "../../../src/lib/face-shape/face-shape-model";
import { HARD_PHOTO_LIMITS } from "../../../src/lib/face-shape/photo-difficulty";
import {
  RANGED_MEASUREMENTS,
  type HardPhotoEffects,
  type PairedEffect,
  type RangedMeasurement,
  type ShapeEvidenceEntry,
  type TypicalRange,
} from "../../../src/lib/face-shape/shape-evidence-types";
import { pairedEffect } from "./hard-photo-effects";

/**
 * What the labelled photos show each shape to be, measured the way the site measures a visitor:
 * per gender and labelled shape, the typical range (middle half) and median of each measurement
 * over the development photos, each person counted once, and what an open mouth and a turned head
 * do to the measurements. Worked out from the per-photo measurements `npm run shape-evidence`
 * writes to ../evidence/shape-measurements.csv, into the site's figures
 * (src/lib/face-shape/model/figures.data.ts, ../site-figures.ts). Every statement of a shape's
 * proportions on the site agrees with these ranges (tests/dist/shape-statements.test.ts).
 */

/** One development photo's measurements, as ../evidence/shape-measurements.csv holds them. */
export interface MeasuredRow {
  set: string;
  photo: string;
  /** The split group's person and the finer identity (the person again where a set has none). */
  person: string;
  identity: string;
  gender: Gender;
  label: LabelledShape;
  values: Record<RangedMeasurement, number>;
  /** mouthOpening (photo-difficulty.ts) and the head's yaw in degrees. */
  mouthOpening: number;
  yawDegrees: number;
  /** The chin's drop below the eyes, in distances between the eye centres, as found (before any correction). */
  chinDrop: number;
  /** The face length before an open mouth's correction (expression.ts): the same as faceLength for a closed mouth. */
  rawFaceLength: number;
}

export const MEASURED_COLUMNS = [
  "set",
  "photo",
  "person",
  "identity",
  "gender",
  "label",
  ...RANGED_MEASUREMENTS,
  "mouthOpening",
  "yawDegrees",
  "chinDrop",
  "rawFaceLength",
] as const;

const capitalised = (label: string) => (label.charAt(0).toUpperCase() + label.slice(1)) as LabelledShape;

export function parseMeasured(csv: string): MeasuredRow[] {
  const [head, ...lines] = csv.trim().split("\n");
  const names = (head ?? "").split(",");
  if (names.join(",") !== MEASURED_COLUMNS.join(",")) throw new Error(`unexpected columns: ${head}`);
  return lines.map((line) => {
    const cells = Object.fromEntries(line.split(",").map((cell, i) => [names[i], cell]));
    const number = (name: string) => Number(cells[name]);
    return {
      set: cells.set ?? "",
      photo: cells.photo ?? "",
      person: cells.person ?? "",
      identity: cells.identity ?? "",
      gender: cells.gender === "male" ? "male" : "female",
      label: capitalised(cells.label ?? ""),
      values: Object.fromEntries(RANGED_MEASUREMENTS.map((m) => [m, number(m)])) as Record<RangedMeasurement, number>,
      mouthOpening: number("mouthOpening"),
      yawDegrees: number("yawDegrees"),
      chinDrop: number("chinDrop"),
      rawFaceLength: number("rawFaceLength"),
    };
  });
}

/**
 * The q-quantile of values with weights (each a share of the whole), by the weighted empirical
 * distribution: the smallest value whose cumulative weight reaches q, halfway between two values
 * where it reaches q exactly.
 */
export function weightedQuantile(values: readonly number[], weights: readonly number[], q: number): number {
  const order = values.map((value, i) => ({ value, weight: weights[i] ?? 0 })).sort((a, b) => a.value - b.value);
  const total = order.reduce((sum, item) => sum + item.weight, 0);
  let cumulative = 0;
  for (let i = 0; i < order.length; i += 1) {
    const item = order[i]!;
    cumulative += item.weight;
    const reached = cumulative / total;
    if (Math.abs(reached - q) < 1e-12) return (item.value + (order[i + 1]?.value ?? item.value)) / 2;
    if (reached > q) return item.value;
  }
  return order[order.length - 1]?.value ?? Number.NaN;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The typical range of each measurement over some photos, each person weighing the same (their
 * photos share their weight), so that a woman with a hundred photos counts as one woman.
 */
export function typicalRanges(rows: readonly MeasuredRow[]): Record<RangedMeasurement, TypicalRange> {
  const photosOf = new Map<string, number>();
  for (const row of rows) photosOf.set(row.identity, (photosOf.get(row.identity) ?? 0) + 1);
  const weights = rows.map((row) => 1 / (photosOf.get(row.identity) ?? 1));
  return Object.fromEntries(
    RANGED_MEASUREMENTS.map((m) => {
      const values = rows.map((row) => row.values[m]);
      return [
        m,
        {
          low: round1(weightedQuantile(values, weights, 0.25)),
          median: round1(weightedQuantile(values, weights, 0.5)),
          high: round1(weightedQuantile(values, weights, 0.75)),
        },
      ];
    }),
  ) as Record<RangedMeasurement, TypicalRange>;
}

/** Each labelled shape's evidence entry for one gender's rows. */
export function shapeEntries(rows: readonly MeasuredRow[]): Partial<Record<LabelledShape, ShapeEvidenceEntry>> {
  const shapes = [...new Set(rows.map((row) => row.label))].sort();
  return Object.fromEntries(
    shapes.map((shape) => {
      const own = rows.filter((row) => row.label === shape);
      return [
        shape,
        { photos: own.length, people: new Set(own.map((r) => r.identity)).size, ranges: typicalRanges(own) },
      ];
    }),
  );
}

const rounded = (effect: PairedEffect): PairedEffect => ({
  ...effect,
  mean: round1(effect.mean),
  low: round1(effect.low),
  high: round1(effect.high),
});

/** What an open mouth and a turned head do to one gender's measurements, each identity compared with itself. */
export function hardPhotoEffects(rows: readonly MeasuredRow[]): HardPhotoEffects {
  const effect = (flagged: (r: MeasuredRow) => boolean, value: (r: MeasuredRow) => number) =>
    rounded(pairedEffect(rows.map((r) => ({ identity: r.identity, flagged: flagged(r), value: value(r) }))));
  const open = (r: MeasuredRow) => r.mouthOpening > HARD_PHOTO_LIMITS.mouthOpening;
  const turned = (r: MeasuredRow) => Math.abs(r.yawDegrees) > HARD_PHOTO_LIMITS.turnedDegrees;
  return {
    openMouth: { asFound: effect(open, (r) => r.rawFaceLength), asMeasured: effect(open, (r) => r.values.faceLength) },
    turnedHead: {
      faceLength: effect(turned, (r) => r.values.faceLength),
      foreheadWidth: effect(turned, (r) => r.values.foreheadWidth),
    },
  };
}
