/**
 * How steady one photo's answer is for one person: the figures `npm run bench:steadiness` prints,
 * the calibration chooses by and the evidence test recomputes. A person is an `identity` of
 * people.csv (one person almost surely), or its `person` where the file has no identity.
 *
 * - Two-photo agreement: per person with two or more photos, the share of their photo pairs whose
 *   top shapes are the same (a photo with no result agrees with nothing); averaged over people.
 * - Three-photo agreement: per person with at least six photos with a result, two disjoint sets
 *   of three photos are drawn again and again; each set's shares are averaged, as "Add another
 *   photo" combines them, and the two answers' top shapes compared. The share of draws that agree,
 *   averaged over people.
 * - ICC of a measurement: the share of its variance that lies between people (one-way random
 *   effects, ICC(1)); 1 when a person's photos all measure alike.
 *
 * Each comes with a 95 % interval from a bootstrap over people. Deterministic: seeded draws.
 */
import { FACE_SHAPES } from "@/data/face-shapes";
import { blendShapes } from "../../../src/lib/face-shape/blend-shapes";
import type { ShapeProbabilities } from "../../../src/lib/face-shape/classify-face-shape";
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, bootstrapShare, type Interval } from "./bootstrap";
import { seededRandom } from "./seeded-random";

/** One photo as steadiness sees it: whose it is, its top shape and shares (none without a result). */
export interface SteadinessPhoto {
  /** The person (identity) the photo shows. */
  person: string;
  /** Lowercase top shape, or "none" when the analysis gave no result. */
  top1: string;
  /** The six shown percentages (whole numbers summing to 100), by shape; absent without a result. */
  shares?: Partial<Record<string, number>>;
  /** Measurements (percent of the widest span), absent without a result. */
  measurements?: Partial<Record<string, number>>;
}

/** The two disjoint sets of three drawn per person for three-photo agreement. */
export const THREE_PHOTO_DRAWS = 50;
export const THREE_PHOTO_SEED = 31;

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/** Agreeing pairs among one person's top shapes ("none" agrees with nothing). */
export function agreeingPairs(tops: readonly string[]): [number, number] {
  let agree = 0;
  let pairs = 0;
  for (let i = 0; i < tops.length; i += 1) {
    for (let j = i + 1; j < tops.length; j += 1) {
      pairs += 1;
      if (tops[i] === tops[j] && tops[i] !== "none") agree += 1;
    }
  }
  return [agree, pairs];
}

/** Per person with two photos or more, the share of their photo pairs that agree. */
export function twoPhotoUnits(photos: readonly SteadinessPhoto[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const [person, list] of groupBy(photos, (p) => p.person)) {
    if (list.length < 2) continue;
    const [agree, pairs] = agreeingPairs(list.map((p) => p.top1));
    units.set(person, agree / pairs);
  }
  return units;
}

/** Two-photo agreement with its interval, and how many people had two photos or more. */
export function twoPhotoAgreement(photos: readonly SteadinessPhoto[]): Interval & { people: number } {
  const units = [...twoPhotoUnits(photos).values()].map((share) => [share, 1] as const);
  return { ...bootstrapShare(units), people: units.length };
}

/** The top shape of shares averaged over photos, as the site combines them (lowercase). */
export function combinedTop(shares: readonly Partial<Record<string, number>>[]): string {
  const averaged = Object.fromEntries(
    FACE_SHAPES.map((shape) => [
      shape,
      shares.reduce((sum, s) => sum + (s[shape.toLowerCase()] ?? 0), 0) / (shares.length || 1),
    ]),
  ) as ShapeProbabilities;
  return (blendShapes(averaged)[0]?.shape ?? "").toLowerCase();
}

/** Per person with six photos with a result or more, the share of draws whose two sets of three agree. */
export function threePhotoUnits(
  photos: readonly SteadinessPhoto[],
  draws = THREE_PHOTO_DRAWS,
  seed = THREE_PHOTO_SEED,
): Map<string, number> {
  const random = seededRandom(seed);
  const units = new Map<string, number>();
  const people = [...groupBy(photos, (p) => p.person)].sort(([a], [b]) => a.localeCompare(b));
  for (const [person, list] of people) {
    const measured = list.filter((p) => p.shares);
    if (measured.length < 6) continue;
    let agree = 0;
    for (let d = 0; d < draws; d += 1) {
      // The first six of a seeded Fisher-Yates shuffle.
      const order = [...measured];
      for (let i = 0; i < 6; i += 1) {
        const j = i + Math.floor(random() * (order.length - i));
        [order[i], order[j]] = [order[j] as SteadinessPhoto, order[i] as SteadinessPhoto];
      }
      const six = order.slice(0, 6).map((p) => p.shares ?? {});
      if (combinedTop(six.slice(0, 3)) === combinedTop(six.slice(3))) agree += 1;
    }
    units.set(person, agree / draws);
  }
  return units;
}

/** Three-photo agreement with its interval, and how many people had six photos with a result. */
export function threePhotoAgreement(
  photos: readonly SteadinessPhoto[],
  draws = THREE_PHOTO_DRAWS,
  seed = THREE_PHOTO_SEED,
): Interval & { people: number } {
  const units = [...threePhotoUnits(photos, draws, seed).values()].map((share) => [share, 1] as const);
  return { ...bootstrapShare(units), people: units.length };
}

/** One-way random-effects ICC(1) of values grouped by person (groups of two or more values). */
export function icc(groups: readonly (readonly number[])[]): number {
  const kept = groups.filter((g) => g.length >= 2);
  const n = kept.reduce((a, g) => a + g.length, 0);
  const k = kept.length;
  if (k < 2 || n <= k) return Number.NaN;
  const grand = kept.reduce((a, g) => a + g.reduce((x, y) => x + y, 0), 0) / n;
  let between = 0;
  let within = 0;
  for (const g of kept) {
    const mean = g.reduce((x, y) => x + y, 0) / g.length;
    between += g.length * (mean - grand) ** 2;
    within += g.reduce((x, y) => x + (y - mean) ** 2, 0);
  }
  const msb = between / (k - 1);
  const msw = within / (n - k);
  const n0 = (n - kept.reduce((a, g) => a + g.length ** 2, 0) / n) / (k - 1);
  const denominator = msb + (n0 - 1) * msw;
  return denominator === 0 ? Number.NaN : (msb - msw) / denominator;
}

/** A measurement's ICC over people, with a 95 % interval from a bootstrap over people (3 decimals). */
export function measurementIcc(
  photos: readonly SteadinessPhoto[],
  measurement: string,
): { icc: number; low: number; high: number; people: number } {
  const groups = [...groupBy(photos, (p) => p.person).values()]
    .map((list) => list.map((p) => p.measurements?.[measurement]).filter((v): v is number => v !== undefined))
    .filter((g) => g.length >= 2);
  const random = seededRandom(BOOTSTRAP_SEED);
  const draws: number[] = [];
  for (let b = 0; b < BOOTSTRAP_RESAMPLES; b += 1) {
    const value = icc(Array.from({ length: groups.length }, () => groups[Math.floor(random() * groups.length)] ?? []));
    if (!Number.isNaN(value)) draws.push(value);
  }
  draws.sort((a, b) => a - b);
  const at = (q: number) => draws[Math.min(draws.length - 1, Math.max(0, Math.round(q * (draws.length - 1))))] ?? 0;
  const round3 = (v: number) => Math.round(v * 1000) / 1000;
  return { icc: round3(icc(groups)), low: round3(at(0.025)), high: round3(at(0.975)), people: groups.length };
}
