/**
 * How often answers were right for development photos like a doubtful one (RESULT_FIGURES.doubtful,
 * src/lib/model-accuracy/result-figures.ts): photos hard to measure (the head turned past
 * HARD_PHOTO_LIMITS.turnedDegrees or the lips parted past HARD_PHOTO_LIMITS.mouthOpening, the two
 * reasons that make the measurement itself unsure which ../evidence/shape-measurements.csv records;
 * a levelled head is not recorded there), and faces beyond the labelled faces (every charted
 * measurement outside every labelled shape's middle half: src/lib/face-shape/labelled-range.ts).
 * From the shipped model's cross-validated predictions (../evidence/evidence.csv, every repeat),
 * each photo joined to its measurements; the interval is a bootstrap over people.
 */
import type { Gender } from "../../../src/data/face-shapes";
import { beyondLabelledFaces, middleHalvesOf } from "../../../src/lib/face-shape/labelled-range";
import { HARD_PHOTO_LIMITS } from "../../../src/lib/face-shape/photo-difficulty";
import type { ShapeEvidenceEntry } from "../../../src/lib/face-shape/shape-evidence-types";
import type { DoubtfulChances, DoubtfulRate } from "../../../src/lib/model-accuracy/result-figures";
import type { PredictionRow } from "./evaluation-figures";
import { seededRandom } from "./seeded-random";
import type { MeasuredRow } from "./shape-measurements";

const SETS: Record<Gender, readonly string[]> = { female: ["pasupa2019", "niten19", "consensus"], male: ["men"] };
const BOOTSTRAP_DRAWS = 1000;

/** The rate of `right` over the rows, with a 95 % bootstrap interval over people. */
function rate(rows: readonly PredictionRow[], right: (row: PredictionRow) => boolean): DoubtfulRate["one"] {
  const byPerson = new Map<string, { hits: number; total: number }>();
  for (const row of rows) {
    const key = `${row.set}|${row.person}`;
    const entry = byPerson.get(key) ?? { hits: 0, total: 0 };
    entry.total += 1;
    if (right(row)) entry.hits += 1;
    byPerson.set(key, entry);
  }
  const people = [...byPerson.values()];
  const percent = (list: readonly { hits: number; total: number }[]) => {
    const total = list.reduce((sum, p) => sum + p.total, 0);
    return total ? (100 * list.reduce((sum, p) => sum + p.hits, 0)) / total : 0;
  };
  const random = seededRandom(20261202);
  const draws: number[] = [];
  for (let d = 0; d < BOOTSTRAP_DRAWS && people.length > 0; d += 1) {
    draws.push(percent(Array.from({ length: people.length }, () => people[Math.floor(random() * people.length)]!)));
  }
  draws.sort((a, b) => a - b);
  return {
    right: Math.round(percent(people)),
    low: Math.round(draws[Math.floor(0.025 * draws.length)] ?? 0),
    high: Math.round(draws[Math.ceil(0.975 * draws.length) - 1] ?? 0),
  };
}

/** One kind of doubtful photo's figures. */
function rateOf(rows: readonly PredictionRow[]): DoubtfulRate {
  const repeats = new Set(rows.map((row) => row.part)).size || 1;
  return {
    photos: Math.round(rows.length / repeats),
    people: new Set(rows.map((row) => `${row.set}|${row.person}`)).size,
    one: rate(rows, (row) => row.top1 === row.label),
    pair: rate(rows, (row) => row.top1 === row.label || row.top2 === row.label),
  };
}

/** One gender's figures for hard photos and for faces beyond the labelled faces. */
export function doubtfulChances(
  evidence: readonly PredictionRow[],
  measurements: readonly MeasuredRow[],
  gender: Gender,
  shapes: readonly (ShapeEvidenceEntry | undefined)[],
): DoubtfulChances {
  const measured = new Map(
    measurements.filter((row) => row.gender === gender).map((row) => [`${row.set}|${row.photo}`, row]),
  );
  const middleHalves = middleHalvesOf(shapes);
  const hard: PredictionRow[] = [];
  const beyond: PredictionRow[] = [];
  for (const row of evidence) {
    if (!/^cv\d+$/.test(row.part) || !SETS[gender].includes(row.set) || row.top1 === "none") continue;
    const photo = measured.get(`${row.set}|${row.photo}`);
    if (!photo) continue;
    if (
      Math.abs(photo.yawDegrees) > HARD_PHOTO_LIMITS.turnedDegrees ||
      photo.mouthOpening > HARD_PHOTO_LIMITS.mouthOpening
    )
      hard.push(row);
    if (beyondLabelledFaces(photo.values, middleHalves)) beyond.push(row);
  }
  return { hard: rateOf(hard), beyond: rateOf(beyond), middleHalves };
}
