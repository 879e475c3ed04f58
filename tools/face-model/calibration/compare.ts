/**
 * Step 5 of protocol version 4: two models compared photo by photo on the same photos (the same
 * folds of every repeat, or the same locked photos), with a 95 % interval from a bootstrap over
 * person groups: a person's photos, in every repeat, are drawn together.
 */
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "../evaluation/bootstrap";
import type { PredictionRow } from "../evaluation/evaluation-figures";
import { seededRandom } from "../evaluation/seeded-random";
import { agreeingPairs } from "../evaluation/steadiness";
import { SET_WEIGHT } from "./cross-validate";

/** A difference (A minus B) in points, with its 95 % interval. */
export interface Difference {
  diff: number;
  low: number;
  high: number;
}

export interface PairedComparison {
  /** The score (mean of top-1, top-2 and two-photo agreement, sets weighted as in the rule). */
  score: Difference;
  perSet: Record<string, { top1: Difference; top2: Difference; twoPhoto: Difference }>;
}

interface PersonSums {
  /** Per set: top-1 and top-2 hits of A minus B, photos (over repeats), two-photo agreement differences and identities. */
  bySet: Map<string, { top1: number; top2: number; photos: number; agree: number; identities: number }>;
}

const key = (r: PredictionRow) => `${r.set}/${r.photo}`;

/**
 * A against B over the same photos: `a` and `b` hold one list of rows per repeat (the same photos
 * in each), matched by set and photo.
 */
export function comparePaired(
  a: readonly (readonly PredictionRow[])[],
  b: readonly (readonly PredictionRow[])[],
): PairedComparison {
  const people = new Map<number, PersonSums>();
  const sums = (person: number, set: string) => {
    const entry = people.get(person) ?? { bySet: new Map() };
    people.set(person, entry);
    const s = entry.bySet.get(set) ?? { top1: 0, top2: 0, photos: 0, agree: 0, identities: 0 };
    entry.bySet.set(set, s);
    return s;
  };
  const repeats = Math.min(a.length, b.length);
  for (let r = 0; r < repeats; r += 1) {
    const other = new Map((b[r] ?? []).map((row) => [key(row), row]));
    const byIdentity = new Map<string, { person: number; set: string; tops: [string, string][] }>();
    for (const rowA of a[r] ?? []) {
      const rowB = other.get(key(rowA));
      if (!rowB) throw new Error(`no row for ${key(rowA)} in the model compared with`);
      const hit = (row: PredictionRow, k: 1 | 2) =>
        row.top1 === row.label || (k === 2 && row.top2 === row.label) ? 1 : 0;
      const s = sums(rowA.person, rowA.set);
      s.top1 += hit(rowA, 1) - hit(rowB, 1);
      s.top2 += hit(rowA, 2) - hit(rowB, 2);
      s.photos += 1;
      const id = `${rowA.set}:${rowA.identity}`;
      const entry = byIdentity.get(id) ?? { person: rowA.person, set: rowA.set, tops: [] };
      entry.tops.push([rowA.top1, rowB.top1]);
      byIdentity.set(id, entry);
    }
    for (const { person, set, tops } of byIdentity.values()) {
      if (tops.length < 2) continue;
      const [agreeA, pairs] = agreeingPairs(tops.map((t) => t[0]));
      const [agreeB] = agreeingPairs(tops.map((t) => t[1]));
      const s = sums(person, set);
      s.agree += (agreeA - agreeB) / pairs / repeats;
      s.identities += 1 / repeats;
    }
  }
  const sets = [...new Set([...people.values()].flatMap((p) => [...p.bySet.keys()]))].sort();
  const statistic = (drawn: readonly PersonSums[]) => {
    const perSet = Object.fromEntries(
      sets.map((set) => {
        let top1 = 0;
        let top2 = 0;
        let photos = 0;
        let agree = 0;
        let identities = 0;
        for (const p of drawn) {
          const s = p.bySet.get(set);
          if (!s) continue;
          top1 += s.top1;
          top2 += s.top2;
          photos += s.photos;
          agree += s.agree;
          identities += s.identities;
        }
        return [
          set,
          {
            top1: (100 * top1) / (photos || 1),
            top2: (100 * top2) / (photos || 1),
            twoPhoto: (100 * agree) / (identities || 1),
          },
        ];
      }),
    );
    const weight = (set: string) => SET_WEIGHT[set] ?? 1;
    const total = sets.reduce((acc, set) => acc + weight(set), 0) || 1;
    const scoreDiff =
      sets.reduce(
        (acc, set) =>
          acc +
          (weight(set) * ((perSet[set]?.top1 ?? 0) + (perSet[set]?.top2 ?? 0) + (perSet[set]?.twoPhoto ?? 0))) / 3,
        0,
      ) / total;
    return { perSet, score: scoreDiff };
  };
  const list = [...people.entries()].sort((x, y) => x[0] - y[0]).map(([, p]) => p);
  const observed = statistic(list);
  const random = seededRandom(BOOTSTRAP_SEED);
  const draws = Array.from({ length: BOOTSTRAP_RESAMPLES }, () =>
    statistic(Array.from({ length: list.length }, () => list[Math.floor(random() * list.length)] as PersonSums)),
  );
  const interval = (value: number, pick: (d: ReturnType<typeof statistic>) => number): Difference => {
    const sorted = draws.map(pick).sort((x, y) => x - y);
    const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))] ?? 0;
    const round1 = (v: number) => Math.round(v * 10) / 10;
    return { diff: round1(value), low: round1(at(0.025)), high: round1(at(0.975)) };
  };
  return {
    score: interval(observed.score, (d) => d.score),
    perSet: Object.fromEntries(
      sets.map((set) => [
        set,
        {
          top1: interval(observed.perSet[set]?.top1 ?? 0, (d) => d.perSet[set]?.top1 ?? 0),
          top2: interval(observed.perSet[set]?.top2 ?? 0, (d) => d.perSet[set]?.top2 ?? 0),
          twoPhoto: interval(observed.perSet[set]?.twoPhoto ?? 0, (d) => d.perSet[set]?.twoPhoto ?? 0),
        },
      ]),
    ),
  };
}
