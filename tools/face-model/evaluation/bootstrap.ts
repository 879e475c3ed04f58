/**
 * Intervals from a bootstrap over people: photos of one person are not independent, so whole
 * people are resampled. Deterministic: a seeded generator.
 */
import { seededRandom } from "./seeded-random";

/** A percentage with its 95 % interval (person-level bootstrap), one decimal each. */
export interface Interval {
  percent: number;
  low: number;
  high: number;
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
