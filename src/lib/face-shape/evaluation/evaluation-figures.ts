import { seededRandom } from "./seeded-random";

/** One photo's outcome in the evidence file: what it is labelled and what the engine ranked first and second. */
export interface PredictionRow {
  /** "locked" (the locked test part) or "cv" (out-of-fold on the development part). */
  part: string;
  /** Name of the labelled set. */
  set: string;
  /** `<label>/<file>` relative to the set's folder. */
  photo: string;
  /** Person number from the set's people.csv. */
  person: number;
  /** The label, lowercase as its folder is named. */
  label: string;
  /** Top shape, lowercase, or "none" when the engine gave no result (counted as wrong). */
  top1: string;
  top2: string;
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
   * How often two photos of the same person get the same top shape: per person with two or more
   * photos, the share of their photo pairs that agree; averaged over those people.
   */
  consistency: Interval & { people: number };
  /** The same figure for the labels themselves: how often two photos of a person share a label. */
  labelConsistencyPercent: number;
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
  const topK = (k: 1 | 2) =>
    bootstrapShare(
      people.map((list) => [
        list.filter((r) => r.top1 === r.label || (k === 2 && r.top2 === r.label)).length,
        list.length,
      ]),
    );
  const repeated = people.filter((list) => list.length > 1);
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
  };
}

export const EVIDENCE_COLUMNS = ["part", "set", "photo", "person", "label", "top1", "top2"] as const;

/** Parses the evidence CSV (header EVIDENCE_COLUMNS; no field holds a comma). */
export function parseEvidence(csv: string): PredictionRow[] {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  if (header !== EVIDENCE_COLUMNS.join(",")) throw new Error(`unexpected evidence header: ${header}`);
  return lines.map((line) => {
    const [part = "", set = "", photo = "", person = "", label = "", top1 = "", top2 = ""] = line.split(",");
    return { part, set, photo, person: Number(person), label, top1, top2 };
  });
}

export function formatEvidence(rows: readonly PredictionRow[]): string {
  return `${[EVIDENCE_COLUMNS.join(","), ...rows.map((r) => EVIDENCE_COLUMNS.map((c) => r[c]).join(","))].join("\n")}\n`;
}
