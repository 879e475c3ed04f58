/**
 * `npm run shape-guide [-- --no-build]`: writes what the result explains itself with besides the
 * model:
 * - src/lib/face-shape/model/shape-guide.data.ts, per gender: the labelled development people on
 *   the model's plane (model-plane.ts; each person the average of their photos, never a photo),
 *   how far one photo's place moves between photos of one person (the map's ellipse), what the
 *   across axis goes with, and each worded measurement's average and one photo's noise;
 * - model/close-call.data.ts: the close-call margin, one for every answer, from the shipped
 *   model's cross-validated predictions in ./evidence/evidence.csv (both genders pooled;
 *   ./evaluation/close-call.ts).
 * Development photos only (the locked test people are left out, as in the calibration); averages
 * count each person once. Run it after `npm run calibrate`, which writes the evidence.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FaceShape, Gender } from "../../src/data/face-shapes";
import { parseEvidence } from "./evaluation/evaluation-figures";
import { closedMouthPoints } from "../../src/lib/face-shape/expression";
import { facialMetrics } from "../../src/lib/face-shape/facial-metrics";
import { FACE_SHAPE_MODELS } from "../../src/lib/face-shape/model/face-shape-model.data";
import { modelPlane, placeOnPlane } from "../../src/lib/face-shape/model-plane";
import { UP_AXIS_MIX } from "../../src/lib/face-shape/model/model-plane.data";
import { standardisedInputs } from "../../src/lib/face-shape/model-reasons";
import { classifierInputs } from "../../src/lib/face-shape/shape-features";
import {
  WORDED_MEASUREMENTS,
  type GenderGuide,
  type MeasurementSpread,
  type WordedMeasurement,
} from "../../src/lib/face-shape/shape-guide";
import { EVIDENCE_FILE, MODEL_DIR } from "./datasets";
import { closeCallMargin } from "./evaluation/close-call";
import { developmentPhotos } from "./development-photos";
import { REPO_ROOT } from "../../scripts/repo-root";
import { extractAllSets } from "./extract-features";

const OUT_FILE = path.join(MODEL_DIR, "shape-guide.data.ts");
/** Apart, so that a result's verdict (shared links, kept results, the card) loads only the margin. */
const MARGINS_FILE = path.join(MODEL_DIR, "close-call.data.ts");
const MEASURED: WordedMeasurement[] = Object.values(WORDED_MEASUREMENTS);

interface Face {
  gender: Gender;
  shape: FaceShape;
  /** One person (their photos across the women's sets share it). */
  person: string;
  place: [number, number];
  values: Record<WordedMeasurement, number>;
}

const capitalised = (label: string) => (label.charAt(0).toUpperCase() + label.slice(1)) as FaceShape;
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);

function byPerson(faces: readonly Face[]): Map<string, Face[]> {
  const groups = new Map<string, Face[]>();
  for (const face of faces) groups.set(face.person, [...(groups.get(face.person) ?? []), face]);
  return groups;
}

/** Pooled within-person covariance of two quantities (people with one photo add nothing). */
function withinPerson(groups: Map<string, Face[]>, a: (f: Face) => number, b: (f: Face) => number): number {
  let sum = 0;
  let freedom = 0;
  for (const faces of groups.values()) {
    if (faces.length < 2) continue;
    const ma = mean(faces.map(a));
    const mb = mean(faces.map(b));
    for (const f of faces) sum += (a(f) - ma) * (b(f) - mb);
    freedom += faces.length - 1;
  }
  return freedom ? sum / freedom : 0;
}

/** Correlation over people (each the average of their photos). */
function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let xy = 0;
  let xx = 0;
  let yy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] ?? my;
    xy += (x - mx) * (y - my);
    xx += (x - mx) ** 2;
    yy += (y - my) ** 2;
  });
  return xx && yy ? xy / Math.sqrt(xx * yy) : 0;
}

const log = (line: string) => console.log(line);
const sets = await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", log);
const counted = new Map<string, number>();
const faces: Face[] = [];
const planes = {
  female: modelPlane(FACE_SHAPE_MODELS.female, UP_AXIS_MIX.female),
  male: modelPlane(FACE_SHAPE_MODELS.male, UP_AXIS_MIX.male),
};
for (const { set, gender, group, who, photo } of developmentPhotos(sets)) {
  // Measured as the site measures: an open mouth's jaw drop taken out (expression.ts).
  const points = closedMouthPoints(photo.points);
  const inputs = classifierInputs(points, { embedding: photo.embedding, appearance: photo.appearance });
  const metrics = facialMetrics(points);
  faces.push({
    gender,
    shape: capitalised(photo.label),
    person: `${group}:${who.person}`,
    place: placeOnPlane(standardisedInputs(inputs, FACE_SHAPE_MODELS[gender]), planes[gender]),
    values: Object.fromEntries(MEASURED.map((m) => [m, metrics[m]])) as Record<WordedMeasurement, number>,
  });
  counted.set(set, (counted.get(set) ?? 0) + 1);
}
for (const [set, count] of counted) log(`${set}: ${count} development photos measured`);

const guides = {} as Record<Gender, GenderGuide>;
for (const gender of ["female", "male"] as const) {
  const model = FACE_SHAPE_MODELS[gender];
  const groups = byPerson(faces.filter((f) => f.gender === gender));
  const people = [...groups.values()].flatMap((own) => {
    const first = own[0];
    const index = first ? model.classes.indexOf(first.shape as never) : -1;
    if (!first || index < 0) return [];
    return [[round(mean(own.map((f) => f.place[0])), 2), round(mean(own.map((f) => f.place[1])), 2), index] as const];
  });
  const across = (f: Face) => f.place[0];
  const up = (f: Face) => f.place[1];
  const spread = [
    round(withinPerson(groups, across, across), 3),
    round(withinPerson(groups, across, up), 3),
    round(withinPerson(groups, up, up), 3),
  ] as const;
  const averages = (m: WordedMeasurement) => [...groups.values()].map((own) => mean(own.map((f) => f.values[m])));
  const measurements = Object.fromEntries(
    MEASURED.map((m): [WordedMeasurement, MeasurementSpread] => [
      m,
      {
        average: round(mean(averages(m)), 1),
        noise: round(
          Math.sqrt(
            withinPerson(
              groups,
              (f) => f.values[m],
              (f) => f.values[m],
            ),
          ),
          1,
        ),
      },
    ]),
  ) as Record<WordedMeasurement, MeasurementSpread>;
  const placesAcross = [...groups.values()].map((own) => mean(own.map(across)));
  const acrossWith = MEASURED.map((m) => ({
    measurement: m,
    correlation: round(correlation(placesAcross, averages(m)), 2),
  })).sort((a, b) => Math.abs(b.correlation) - Math.abs(a.correlation));
  log(
    `${gender}: ${people.length} people; one photo's spread across ${Math.sqrt(spread[0]).toFixed(2)}, up ${Math.sqrt(spread[2]).toFixed(2)}; across goes with ${acrossWith.map((a) => `${a.measurement} ${a.correlation}`).join(", ")}`,
  );
  for (const m of MEASURED)
    log(`  ${m}: average ${measurements[m].average}, one photo's noise ${measurements[m].noise}`);
  guides[gender] = { people, spread, across: acrossWith, measurements };
}

const evidence = parseEvidence(readFileSync(EVIDENCE_FILE, "utf8"));
const predictions = evidence
  .filter((r) => /^cv\d+$/.test(r.part) && r.top1 !== "none")
  .map((r) => ({ margin: r.top1Share - r.top2Share, topRight: r.top1 === r.label, secondRight: r.top2 === r.label }));
const margin = closeCallMargin(predictions);
log(
  `close-call margin ${margin} points (${predictions.filter((m) => m.margin < margin).length} of ${predictions.length} development predictions, women and men)`,
);

const header = `import type { ShapeGuide } from "../shape-guide";

/**
 * Written by \`npm run shape-guide\` (tools/face-model/shape-guide.ts); do not edit by hand.
 * Aggregates of the labelled development photos: each person only as the average of their photos.
 */
export const SHAPE_GUIDE: ShapeGuide = `;
writeFileSync(OUT_FILE, `${header}${JSON.stringify(guides)};\n`);
writeFileSync(
  MARGINS_FILE,
  `/**
 * Written by \`npm run shape-guide\` (tools/face-model/shape-guide.ts); do not edit by hand.
 * From the shipped model's cross-validated predictions on the development photos (evidence.csv),
 * women and men together: one rule for every answer.
 */
export const CLOSE_CALL_MARGIN = ${margin};
`,
);
spawnSync("npx", ["prettier", "--write", OUT_FILE, MARGINS_FILE], { cwd: REPO_ROOT, stdio: "ignore" });
log(`wrote ${path.relative(REPO_ROOT, OUT_FILE)}`);
