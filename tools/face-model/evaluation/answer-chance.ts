/**
 * How often an answer like the one on screen was right, worked out from the shipped model's own
 * cross-validated predictions on people it never saw (../evidence/evidence.csv, the `cv` repeats),
 * into the tables the result reads (src/lib/model-accuracy/answer-chance.ts): for
 * one named shape, how often the top shape was the label among answers whose top share fell in the
 * same band; for a named pair, how often the label was one of the two, by the two shares together.
 * Answers that combine two or three photos of one person are measured as combined answers (their
 * photos' shares averaged, as "Add another photo" does), so agreement between photos is counted as
 * what it is worth. Each table is made non-decreasing (pool-adjacent-violators), since a surer
 * answer is never less often right in expectation, and a band holds at least MIN_ANSWERS answers.
 */
import { FACE_SHAPES } from "../../../src/data/face-shapes";
import type { Gender } from "../../../src/lib/face-shape/types";
import type { AnswerChances, ChanceBand, CountChances } from "../../../src/lib/model-accuracy/answer-chance";
import type { PredictionRow } from "./evaluation-figures";

/** The fewest answers a band may hold; thinner bands merge into the one below. */
export const MIN_ANSWERS = 40;

/** Where bands start: a single shape's share, and two shapes' shares together. */
const ONE_STARTS = [0, 30, 40, 50, 60, 70, 80] as const;
const PAIR_STARTS = [0, 40, 50, 60, 70, 80, 90] as const;

/** The sets each gender's model answers for. */
const SETS: Record<Gender, readonly string[]> = { female: ["pasupa2019", "niten19", "consensus"], male: ["men"] };

interface Answer {
  label: string;
  /** Shapes by share, largest first. */
  ranked: { shape: string; share: number }[];
}

const answerOf = (label: string, shares: Partial<Record<string, number>>): Answer => ({
  label,
  ranked: FACE_SHAPES.map((s) => s.toLowerCase())
    .map((shape) => ({ shape, share: shares[shape] ?? 0 }))
    .sort((a, b) => b.share - a.share),
});

/**
 * The answers of `count` photos of one person: within each repeat, each identity's photos in file
 * order, cut into disjoint runs of `count`, their shares averaged.
 */
function answersOf(rows: readonly PredictionRow[], count: number): Answer[] {
  const groups = new Map<string, PredictionRow[]>();
  for (const row of rows) {
    const key = `${row.part}|${row.identity}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const answers: Answer[] = [];
  for (const own of groups.values()) {
    const sorted = [...own].sort((a, b) => (a.photo < b.photo ? -1 : 1));
    for (let i = 0; i + count <= sorted.length; i += count) {
      const run = sorted.slice(i, i + count);
      const shares: Record<string, number> = {};
      for (const shape of FACE_SHAPES.map((s) => s.toLowerCase()))
        shares[shape] = run.reduce((sum, row) => sum + (row.shares?.[shape] ?? 0), 0) / count;
      answers.push(answerOf(run[0]?.label ?? "", shares));
    }
  }
  return answers;
}

/** Pools adjacent bands until how often they were right never falls as the share rises. */
function monotone(bands: ChanceBand[]): ChanceBand[] {
  const pooled: { from: number; answers: number; hits: number }[] = [];
  for (const band of bands) {
    pooled.push({ from: band.from, answers: band.answers, hits: (band.right * band.answers) / 100 });
    while (pooled.length > 1) {
      const last = pooled[pooled.length - 1]!;
      const before = pooled[pooled.length - 2]!;
      if (before.hits / before.answers <= last.hits / last.answers) break;
      pooled.splice(pooled.length - 2, 2, {
        from: before.from,
        answers: before.answers + last.answers,
        hits: before.hits + last.hits,
      });
    }
  }
  return pooled.map((p) => ({ from: p.from, answers: p.answers, right: Math.round((100 * p.hits) / p.answers) }));
}

/** Answers banded by `shareOf`, thin bands merged into the one below, each with how often `right`. */
function bands(
  answers: readonly Answer[],
  starts: readonly number[],
  shareOf: (a: Answer) => number,
  right: (a: Answer) => boolean,
): ChanceBand[] {
  const raw = starts.map((from, i) => {
    const to = starts[i + 1] ?? Infinity;
    const inside = answers.filter((a) => shareOf(a) >= from && shareOf(a) < to);
    return { from, answers: inside.length, hits: inside.filter(right).length };
  });
  const merged: { from: number; answers: number; hits: number }[] = [];
  for (const band of raw.filter((b) => b.answers > 0)) {
    const last = merged[merged.length - 1];
    if (last && (band.answers < MIN_ANSWERS || last.answers < MIN_ANSWERS)) {
      last.answers += band.answers;
      last.hits += band.hits;
    } else merged.push({ ...band });
  }
  return monotone(merged.map((b) => ({ from: b.from, answers: b.answers, right: (100 * b.hits) / b.answers })));
}

/** One gender's tables from the evidence's cross-validated rows. */
export function answerChances(rows: readonly PredictionRow[], gender: Gender): AnswerChances {
  const own = rows.filter(
    (r) => /^cv\d+$/.test(r.part) && SETS[gender].includes(r.set) && r.shares && r.top1 !== "none",
  );
  const tables = (count: number): CountChances => {
    const answers = answersOf(own, count);
    return {
      one: bands(
        answers,
        ONE_STARTS,
        (a) => a.ranked[0]?.share ?? 0,
        (a) => a.ranked[0]?.shape === a.label,
      ),
      pair: bands(
        answers,
        PAIR_STARTS,
        (a) => (a.ranked[0]?.share ?? 0) + (a.ranked[1]?.share ?? 0),
        (a) => a.ranked[0]?.shape === a.label || a.ranked[1]?.shape === a.label,
      ),
    };
  };
  return { "1": tables(1), "2": tables(2), "3": tables(3) };
}
