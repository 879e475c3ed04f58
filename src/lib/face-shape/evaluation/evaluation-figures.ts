import { seededRandom } from "./seeded-random";

/** One photo's outcome in the evidence file: what it is labelled and what the engine ranked first and second. */
export interface PredictionRow {
  /** "locked" (the locked test part) or "cv" (out-of-fold on the development part). */
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
}

/** A percentage with its 95 % interval (person-level bootstrap), one decimal each. */
export interface Interval {
  percent: number;
  low: number;
  high: number;
}

export interface SetFigures {
  set: string;
  photos: number;
  people: number;
  top1: Interval;
  top2: Interval;
  /**
   * How often two photos of the same person get the same top shape: per identity (one woman or
   * man) with two or more photos, the share of their photo pairs that agree; averaged over them.
   */
  consistency: Interval & { people: number };
  /** The same figure for the labels themselves: how often two photos of a person share a label. */
  labelConsistencyPercent: number;
  /** Whether the top share means what it says: photos binned by it, against how often they were right. */
  calibration: Calibration;
}

/** One bin of the reliability table: photos whose top share fell in [from, to). */
export interface ReliabilityBin {
  from: number;
  to: number;
  photos: number;
  /** Mean top share of the bin's photos, in percent. */
  meanShare: number;
  /** Share of the bin's photos whose top shape was right, in percent. */
  accuracy: number;
}

export interface Calibration {
  bins: ReliabilityBin[];
  /**
   * Expected calibration error, in points: the photo-weighted mean gap between a bin's mean top
   * share and how often its photos were right.
   */
  ece: number;
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

/** Resamples for the bootstrap intervals, and their seed. */
export const BOOTSTRAP_RESAMPLES = 2000;
export const BOOTSTRAP_SEED = 7;

const round1 = (v: number) => Math.round(v * 1000) / 10;

function percentile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower] ?? 0;
  const b = sorted[upper] ?? 0;
  return a + (b - a) * (position - lower);
}

/**
 * A share with a 95 % interval from a bootstrap over people: photos of one person are not
 * independent, so whole people are resampled. `units` holds, per person, [successes, trials].
 */
export function bootstrapShare(units: readonly (readonly [number, number])[], seed = BOOTSTRAP_SEED): Interval {
  const share = (list: readonly (readonly [number, number])[]) => {
    const hits = list.reduce((a, u) => a + u[0], 0);
    const trials = list.reduce((a, u) => a + u[1], 0);
    return trials === 0 ? 0 : hits / trials;
  };
  const random = seededRandom(seed);
  const draws: number[] = [];
  for (let b = 0; b < BOOTSTRAP_RESAMPLES; b += 1) {
    const sample = Array.from(
      { length: units.length },
      (): readonly [number, number] => units[Math.floor(random() * units.length)] ?? [0, 0],
    );
    draws.push(share(sample));
  }
  draws.sort((a, b) => a - b);
  return {
    percent: round1(share(units)),
    low: round1(percentile(draws, 0.025)),
    high: round1(percentile(draws, 0.975)),
  };
}

function pairAgreement(values: readonly string[]): [number, number] {
  let agree = 0;
  let pairs = 0;
  for (let i = 0; i < values.length; i += 1) {
    for (let j = i + 1; j < values.length; j += 1) {
      pairs += 1;
      if (values[i] === values[j] && values[i] !== "none") agree += 1;
    }
  }
  return [agree, pairs];
}

/** The figures of one set from its prediction rows (all rows must belong to that set). */
export function setFigures(rows: readonly PredictionRow[]): SetFigures {
  const byPerson = new Map<number, PredictionRow[]>();
  for (const row of rows) byPerson.set(row.person, [...(byPerson.get(row.person) ?? []), row]);
  const people = [...byPerson.values()];
  const byIdentity = new Map<number, PredictionRow[]>();
  for (const row of rows) byIdentity.set(row.identity, [...(byIdentity.get(row.identity) ?? []), row]);
  const topK = (k: 1 | 2) =>
    bootstrapShare(
      people.map((list) => [
        list.filter((r) => r.top1 === r.label || (k === 2 && r.top2 === r.label)).length,
        list.length,
      ]),
    );
  const repeated = [...byIdentity.values()].filter((list) => list.length > 1);
  // Each person counts once: their share of agreeing pairs is one unit of weight 1.
  const consistencyUnits = repeated.map((list) => {
    const [agree, pairs] = pairAgreement(list.map((r) => r.top1));
    return [agree / pairs, 1] as const;
  });
  const labelUnits = repeated.map((list) => {
    const [agree, pairs] = pairAgreement(list.map((r) => r.label));
    return agree / pairs;
  });
  return {
    set: rows[0]?.set ?? "",
    photos: rows.length,
    people: people.length,
    top1: topK(1),
    top2: topK(2),
    consistency: { ...bootstrapShare(consistencyUnits), people: repeated.length },
    labelConsistencyPercent: round1(labelUnits.reduce((a, b) => a + b, 0) / (labelUnits.length || 1)),
    calibration: calibrationOf(rows),
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
    ] = line.split(",");
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
    };
  });
}

export function formatEvidence(rows: readonly PredictionRow[]): string {
  const cells = (r: PredictionRow) =>
    [r.part, r.set, r.photo, r.person, r.identity, r.label, r.top1, r.top2, r.top1Share, r.top2Share].join(",");
  return `${[EVIDENCE_COLUMNS.join(","), ...rows.map(cells)].join("\n")}\n`;
}
