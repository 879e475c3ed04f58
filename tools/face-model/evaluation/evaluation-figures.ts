import { FACE_SHAPES } from "@/data/face-shapes";
import { bootstrapShare } from "./bootstrap";
import type { Calibration, ReliabilityBin, SetFigures } from "./set-figures";
import { agreeingPairs, threePhotoUnits, twoPhotoUnits } from "./steadiness";

/** The six shapes as the evidence's share columns name them. */
const SHARE_COLUMNS = FACE_SHAPES.map((shape) => shape.toLowerCase());

/** One photo's outcome in the evidence file: what it is labelled and what the engine ranked first and second. */
export interface PredictionRow {
  /**
   * "locked" (the locked test part), "cv1" to "cv5" (out-of-fold on the development part, one per
   * repeat of the cross-validation), "cv-all1" to "cv-all5" (the consensus set across all its women).
   */
  part: string;
  /** Name of the labelled set. */
  set: string;
  /** `<label>/<file>` relative to the set's folder. */
  photo: string;
  /** Person number from the set's people.csv: the unit of every split and of the intervals. */
  person: number;
  /** Identity number (finer: almost surely one person), or the person number where the set has none: the unit of consistency. */
  identity: number;
  /** The label, lowercase as its folder is named. */
  label: string;
  /** Top shape, lowercase, or "none" when the engine gave no result (counted as wrong). */
  top1: string;
  top2: string;
  /** The top shape's share as the site shows it (whole percent), 0 without a result. */
  top1Share: number;
  /** The second shape's share as the site shows it (whole percent), 0 without a result: the margin of a close call. */
  top2Share: number;
  /** Every shape's share as the site shows it (whole percents summing to 100), by lowercase shape; absent without a result. */
  shares?: Partial<Record<string, number>>;
}

/** Width of a reliability bin, in points of top share. */
export const RELIABILITY_BIN_WIDTH = 10;

/** The reliability table and expected calibration error of rows with a result. */
export function calibrationOf(rows: readonly Pick<PredictionRow, "label" | "top1" | "top1Share">[]): Calibration {
  const scored = rows.filter((r) => r.top1 !== "none");
  const bins: ReliabilityBin[] = [];
  let gap = 0;
  for (let from = 0; from < 100; from += RELIABILITY_BIN_WIDTH) {
    const to = from + RELIABILITY_BIN_WIDTH;
    const inBin = scored.filter((r) => r.top1Share >= from && (r.top1Share < to || (to === 100 && r.top1Share <= 100)));
    if (inBin.length === 0) continue;
    const meanShare = inBin.reduce((a, r) => a + r.top1Share, 0) / inBin.length;
    const accuracy = (100 * inBin.filter((r) => r.top1 === r.label).length) / inBin.length;
    gap += inBin.length * Math.abs(meanShare - accuracy);
    bins.push({
      from,
      to,
      photos: inBin.length,
      meanShare: Math.round(meanShare * 10) / 10,
      accuracy: Math.round(accuracy * 10) / 10,
    });
  }
  return { bins, ece: Math.round((10 * gap) / (scored.length || 1)) / 10 };
}

const round1 = (v: number) => Math.round(v * 1000) / 10;

const groupBy = <K, T>(items: readonly T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/** The figures of one set from its prediction rows (all rows must belong to that set). */
export function setFigures(rows: readonly PredictionRow[]): SetFigures {
  return setFiguresOverRepeats([rows]);
}

/**
 * The figures of one set from the prediction rows of each repeat of a cross-validation (every
 * repeat holds each photo once): each figure is the mean over the repeats, with a 95 % interval
 * from a bootstrap over people in which a person carries all their repeats.
 */
export function setFiguresOverRepeats(repeats: readonly (readonly PredictionRow[])[]): SetFigures {
  const first = repeats[0] ?? [];
  const all = repeats.flat();
  const people = [...groupBy(all, (r) => r.person).values()];
  const topK = (k: 1 | 2) =>
    bootstrapShare(
      people.map((list) => [
        list.filter((r) => r.top1 === r.label || (k === 2 && r.top2 === r.label)).length,
        list.length,
      ]),
    );
  // Per identity, its share of agreeing pairs (or of agreeing three-photo draws) in each repeat,
  // averaged over the repeats: one unit of weight 1 per identity.
  const meanUnits = (perRepeat: readonly Map<number, number>[]) => {
    const keys = [...(perRepeat[0]?.keys() ?? [])];
    return keys.map((key) => [perRepeat.reduce((a, m) => a + (m.get(key) ?? 0), 0) / perRepeat.length, 1] as const);
  };
  // The rows as steadiness sees photos: a person is an identity.
  const asPhotos = (rows: readonly PredictionRow[]) =>
    rows.map((r) => ({ person: String(r.identity), top1: r.top1, ...(r.shares ? { shares: r.shares } : {}) }));
  const byIdentity = (units: Map<string, number>) =>
    new Map([...units].map(([identity, share]) => [Number(identity), share]));
  const pairUnits = repeats.map((rows) => byIdentity(twoPhotoUnits(asPhotos(rows))));
  const threeUnits = repeats.map((rows) => byIdentity(threePhotoUnits(asPhotos(rows))));
  const consistency = meanUnits(pairUnits);
  const three = meanUnits(threeUnits);
  const labelUnits = [...groupBy(first, (r) => r.identity).values()]
    .filter((list) => list.length > 1)
    .map((list) => {
      const [agree, pairs] = agreeingPairs(list.map((r) => r.label));
      return agree / pairs;
    });
  return {
    set: first[0]?.set ?? "",
    photos: first.length,
    people: new Set(first.map((r) => r.person)).size,
    top1: topK(1),
    top2: topK(2),
    consistency: { ...bootstrapShare(consistency), people: consistency.length },
    threePhoto: { ...bootstrapShare(three), people: three.length },
    labelConsistencyPercent: round1(labelUnits.reduce((a, b) => a + b, 0) / (labelUnits.length || 1)),
    repeats: repeats.length,
    calibration: calibrationOf(all),
  };
}

export const EVIDENCE_COLUMNS = [
  "part",
  "set",
  "photo",
  "person",
  "identity",
  "label",
  "top1",
  "top2",
  "top1_share",
  "top2_share",
  ...SHARE_COLUMNS,
] as const;

/** Parses the evidence CSV (header EVIDENCE_COLUMNS; no field holds a comma). */
export function parseEvidence(csv: string): PredictionRow[] {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  if (header !== EVIDENCE_COLUMNS.join(",")) throw new Error(`unexpected evidence header: ${header}`);
  return lines.map((line) => {
    const [
      part = "",
      set = "",
      photo = "",
      person = "",
      identity = "",
      label = "",
      top1 = "",
      top2 = "",
      share = "",
      share2 = "",
      ...shareCells
    ] = line.split(",");
    const shares = shareCells.every((cell) => cell !== "")
      ? Object.fromEntries(SHARE_COLUMNS.map((shape, i) => [shape, Number(shareCells[i])]))
      : undefined;
    return {
      part,
      set,
      photo,
      person: Number(person),
      identity: Number(identity),
      label,
      top1,
      top2,
      top1Share: Number(share),
      top2Share: Number(share2),
      ...(shares && shareCells.length === SHARE_COLUMNS.length ? { shares } : {}),
    };
  });
}

export function formatEvidence(rows: readonly PredictionRow[]): string {
  const cells = (r: PredictionRow) =>
    [
      r.part,
      r.set,
      r.photo,
      r.person,
      r.identity,
      r.label,
      r.top1,
      r.top2,
      r.top1Share,
      r.top2Share,
      ...SHARE_COLUMNS.map((shape) => (r.shares ? (r.shares[shape] ?? 0) : "")),
    ].join(",");
  return `${[EVIDENCE_COLUMNS.join(","), ...rows.map(cells)].join("\n")}\n`;
}
