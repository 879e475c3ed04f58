/**
 * `npm run shape-guide [-- --no-build]`: writes src/lib/face-shape/model/shape-guide.data.ts, the
 * aggregates the result explains itself with (never a photo or one face's numbers):
 * - per gender and labelled shape, where the middle half of its faces lie on each proportion of
 *   shape-guide.ts (25th to 75th percentile);
 * - the map's axes: of the proportion pairs, the one whose labelled shapes a two-input linear
 *   discriminant told apart best, by person-grouped 5-fold cross-validation;
 * - the close-call margins (model/close-call.data.ts), from the shipped model's cross-validated
 *   predictions in evidence.csv.
 * Development photos only (the locked test people are left out, as in the calibration); each
 * photo weighs 1 / (photos of its identity in its set), so a woman photographed 40 times counts as
 * much as one photographed once. Run it after `npm run calibrate`, which writes the evidence.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FaceShape, Gender } from "../../src/data/face-shapes";
import { parseEvidence } from "../../src/lib/face-shape/evaluation/evaluation-figures";
import { MAX_ROLL_DEGREES, MAX_YAW_DEGREES } from "../../src/lib/face-shape/engine-limits";
import { rollDegrees, yawDegrees } from "../../src/lib/face-shape/face-geometry";
import { facialMetrics } from "../../src/lib/face-shape/facial-metrics";
import { landmarksOutlineAFace } from "../../src/lib/face-shape/landmark-sanity";
import {
  PROPORTIONS,
  closeCallMargin,
  proportionOf,
  type GenderGuide,
  type MiddleHalf,
  type Proportion,
  type ShapeRegion,
} from "../../src/lib/face-shape/shape-guide";
import { DATASETS, readLockedSplit, splitMembership } from "./datasets";
import { REPO_ROOT } from "../../tests/support/engine-harness/engine-runner";
import { extractAllSets } from "./extract-features";
import { groupFolds } from "./fit-classifier";

const MODEL_DIR = path.join(REPO_ROOT, "src/lib/face-shape/model");
const OUT_FILE = path.join(MODEL_DIR, "shape-guide.data.ts");
/** Apart, so that a result's verdict (shared links, kept results, the card) loads only the margins. */
const MARGINS_FILE = path.join(MODEL_DIR, "close-call.data.ts");
const FOLDS = 5;

interface Face {
  gender: Gender;
  shape: FaceShape;
  person: string;
  weight: number;
  values: Record<Proportion, number>;
}

const capitalised = (label: string) => (label.charAt(0).toUpperCase() + label.slice(1)) as FaceShape;
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The weighted q-quantile (linear between the weights' midpoints). */
function quantile(values: readonly number[], weights: readonly number[], q: number): number {
  const order = values.map((v, i) => [v, weights[i] ?? 0] as const).sort((a, b) => a[0] - b[0]);
  const total = order.reduce((a, [, w]) => a + w, 0);
  let seen = 0;
  let previous = order[0] ?? [0, 0];
  let previousAt = 0;
  for (const entry of order) {
    const at = (seen + entry[1] / 2) / total;
    if (at >= q) {
      if (at === previousAt) return entry[0];
      const t = Math.min(1, Math.max(0, (q - previousAt) / (at - previousAt)));
      return previous[0] + t * (entry[0] - previous[0]);
    }
    seen += entry[1];
    previous = entry;
    previousAt = at;
  }
  return previous[0];
}

function meanAndCovariance(faces: readonly Face[], axes: readonly [Proportion, Proportion]) {
  const total = faces.reduce((a, f) => a + f.weight, 0) || 1;
  const mx = faces.reduce((a, f) => a + f.weight * f.values[axes[0]], 0) / total;
  const my = faces.reduce((a, f) => a + f.weight * f.values[axes[1]], 0) / total;
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (const f of faces) {
    const dx = f.values[axes[0]] - mx;
    const dy = f.values[axes[1]] - my;
    xx += (f.weight * dx * dx) / total;
    xy += (f.weight * dx * dy) / total;
    yy += (f.weight * dy * dy) / total;
  }
  return { mean: [mx, my] as const, covariance: [xx, xy, yy] as const };
}

/** Weighted accuracy of a two-input linear discriminant (pooled covariance, equal priors), person-grouped CV. */
function pairAccuracy(faces: readonly Face[], axes: readonly [Proportion, Proportion]): number {
  const folds = groupFolds(
    faces.map((f) => f.person),
    FOLDS,
  );
  let right = 0;
  let all = 0;
  for (let k = 0; k < FOLDS; k += 1) {
    const train = faces.filter((_, i) => folds[i] !== k);
    const shapes = [...new Set(train.map((f) => f.shape))];
    const stats = shapes.map((shape) =>
      meanAndCovariance(
        train.filter((f) => f.shape === shape),
        axes,
      ),
    );
    const pooled = [0, 1, 2].map((j) => stats.reduce((a, s) => a + s.covariance[j]!, 0) / stats.length);
    const [a = 1, b = 0, c = 1] = pooled;
    const det = a * c - b * b || 1e-12;
    faces.forEach((face, i) => {
      if (folds[i] !== k) return;
      const x = face.values[axes[0]];
      const y = face.values[axes[1]];
      let best = -1;
      let bestDistance = Infinity;
      stats.forEach((s, j) => {
        const dx = x - s.mean[0];
        const dy = y - s.mean[1];
        const distance = (c * dx * dx - 2 * b * dx * dy + a * dy * dy) / det;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = j;
        }
      });
      if (shapes[best] === face.shape) right += face.weight;
      all += face.weight;
    });
  }
  return all ? right / all : 0;
}

const log = (line: string) => console.log(line);
const sets = await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", log);
const split = readLockedSplit();
const faces: Face[] = [];
for (const set of sets) {
  const spec = DATASETS.find((d) => d.name === set.name);
  if (!spec) throw new Error(`unknown set ${set.name}`);
  const { group, people, locked } = splitMembership(set.name, set.folder, split);
  const rows = set.photos.flatMap((photo) => {
    const who = people.get(photo.relativePath);
    if (!who || locked.has(who.person) || !photo.points || !landmarksOutlineAFace(photo.points)) return [];
    if (Math.abs(yawDegrees(photo.points)) > MAX_YAW_DEGREES) return [];
    if (!photo.rollCorrected && Math.abs(rollDegrees(photo.points)) > MAX_ROLL_DEGREES) return [];
    const metrics = facialMetrics(photo.points);
    const rounded = {
      foreheadWidth: Math.round(metrics.foreheadWidth),
      cheekboneWidth: Math.round(metrics.cheekboneWidth),
      jawlineWidth: Math.round(metrics.jawlineWidth),
      faceLength: Math.round(metrics.faceLength),
    };
    const values = Object.fromEntries(PROPORTIONS.map((p) => [p, proportionOf(rounded, p)])) as Record<
      Proportion,
      number
    >;
    return [{ who, label: photo.label, values }];
  });
  const perIdentity = new Map<number, number>();
  for (const row of rows) perIdentity.set(row.who.identity, (perIdentity.get(row.who.identity) ?? 0) + 1);
  for (const row of rows) {
    faces.push({
      gender: spec.gender,
      shape: capitalised(row.label),
      person: `${group}:${row.who.person}`,
      weight: 1 / (perIdentity.get(row.who.identity) ?? 1),
      values: row.values,
    });
  }
  log(`${set.name}: ${rows.length} development photos measured`);
}

const evidence = parseEvidence(readFileSync(path.join(MODEL_DIR, "evidence.csv"), "utf8"));
const guides = {} as Record<Gender, GenderGuide>;
const margins = {} as Record<Gender, number>;
for (const gender of ["female", "male"] as const) {
  const mine = faces.filter((f) => f.gender === gender);
  const pairs: [Proportion, Proportion][] = [];
  PROPORTIONS.forEach((a, i) => PROPORTIONS.slice(i + 1).forEach((b) => pairs.push([a, b])));
  const scored = pairs.map((axes) => ({ axes, accuracy: pairAccuracy(mine, axes) }));
  scored.sort((a, b) => b.accuracy - a.accuracy);
  for (const { axes, accuracy } of scored) log(`${gender} map ${axes.join(" x ")}: ${(100 * accuracy).toFixed(1)} %`);
  const axes = scored[0]!.axes;
  const shapes: Partial<Record<FaceShape, ShapeRegion>> = {};
  for (const shape of [...new Set(mine.map((f) => f.shape))].sort()) {
    const own = mine.filter((f) => f.shape === shape);
    const weights = own.map((f) => f.weight);
    const ranges = Object.fromEntries(
      PROPORTIONS.map((p) => {
        const values = own.map((f) => f.values[p]);
        const half: MiddleHalf = [
          round(quantile(values, weights, 0.25), 3),
          round(quantile(values, weights, 0.5), 3),
          round(quantile(values, weights, 0.75), 3),
        ];
        return [p, half];
      }),
    ) as Record<Proportion, MiddleHalf>;
    shapes[shape] = { photos: own.length, people: new Set(own.map((f) => f.person)).size, ranges };
  }
  const setsOfGender = new Set(DATASETS.filter((d) => d.gender === gender).map((d) => d.name));
  const predictions = evidence
    .filter((r) => /^cv\d+$/.test(r.part) && setsOfGender.has(r.set) && r.top1 !== "none")
    .map((r) => ({ margin: r.top1Share - r.top2Share, topRight: r.top1 === r.label, secondRight: r.top2 === r.label }));
  const margin = closeCallMargin(predictions);
  log(
    `${gender}: close-call margin ${margin} points (${predictions.filter((m) => m.margin < margin).length} of ${predictions.length} development predictions)`,
  );
  guides[gender] = { axes, shapes };
  margins[gender] = margin;
}

const header = `import type { ShapeGuide } from "../shape-guide";

/**
 * Written by \`npm run shape-guide\` (tools/face-model/shape-guide.ts); do not edit by hand.
 * Aggregates of the labelled development photos (never a photo or one face's numbers).
 */
export const SHAPE_GUIDE: ShapeGuide = `;
writeFileSync(OUT_FILE, `${header}${JSON.stringify(guides, null, 2)};\n`);
writeFileSync(
  MARGINS_FILE,
  `import type { CloseCallMargins } from "../shape-guide";

/**
 * Written by \`npm run shape-guide\` (tools/face-model/shape-guide.ts); do not edit by hand.
 * From the shipped model's cross-validated predictions on the development photos (evidence.csv).
 */
export const CLOSE_CALL_MARGINS: CloseCallMargins = ${JSON.stringify(margins)};
`,
);
spawnSync("npx", ["prettier", "--write", OUT_FILE, MARGINS_FILE], { cwd: REPO_ROOT, stdio: "ignore" });
log(`wrote ${path.relative(REPO_ROOT, OUT_FILE)}`);
