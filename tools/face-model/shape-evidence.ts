/**
 * `npm run shape-evidence [-- --no-build]`: measures every labelled development photo the way the
 * site measures a visitor (the real worker's landmarks from the calibration's cache, then the
 * site's own facialMetrics) and writes, into ./evidence/:
 * - shape-measurements.csv: one row per development photo (its set,
 *   file, person, identity, label, measurements, mouth opening and yaw; never a pixel);
 * - term-noise.json: per gender, how far each part of the face's term of a pair's score gap moves
 *   between photos of one identity (the "why"'s noise);
 * then the site's figures from them (./site-figures.ts: each labelled shape's median and middle
 * half of each measurement, each identity weighing the same, the noise and the hard photos' effects),
 * and prints what an open mouth and a turned head do to the measurements and to the answer, on
 * the same identities' photos with and without (docs/face-engine.md quotes the figures).
 * Development photos only: the locked test people are left out, as in the calibration.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { classifyFaceShape } from "../../src/lib/face-shape/classify-face-shape";
import { JAW_DROP_PER_OPENING, closedMouthPoints } from "../../src/lib/face-shape/expression";
import { at, distance, eyeCentres, levelledPoints } from "../../src/lib/face-shape/face-geometry";
import { effectText, pairedEffect, withinIdentitySlope, type EffectPhoto } from "./evaluation/hard-photo-effects";
import type { LabelledShape } from "../../src/lib/face-shape/face-shape-model";
import { facialMetrics } from "../../src/lib/face-shape/facial-metrics";
import { FACE_SHAPE_MODELS } from "../../src/lib/face-shape/model/face-shape-model.data";
import { FACE_PARTS, pairTerms, standardisedInputs, type FacePart } from "../../src/lib/face-shape/model-reasons";
import { HARD_PHOTO_LIMITS, mouthOpening } from "../../src/lib/face-shape/photo-difficulty";
import { RANGED_MEASUREMENTS } from "../../src/lib/face-shape/shape-evidence-types";
import { MEASURED_COLUMNS, shapeEntries, type MeasuredRow } from "./evaluation/shape-measurements";
import { classifierInputs } from "../../src/lib/face-shape/shape-features";
import { REPO_ROOT } from "../../scripts/repo-root";

import { developmentPhotos } from "./development-photos";
import { extractAllSets } from "./extract-features";
import { MEASUREMENTS_FILE, TERM_NOISE_FILE, writeSiteFigures, type TermNoise } from "./site-figures";

/** A measured development photo with what the noise and the effects need besides its row. */
export interface MeasuredPhoto {
  row: MeasuredRow;
  /** Each class pair's terms (keyed "First|Second"), per part of the face. */
  terms: Record<string, Record<FacePart, number>>;
  /** The model's top labelled shape, and its share of Oblong (0 to 1). */
  top: LabelledShape;
  oblong: number;
  /** What the shape would have been without the open mouth's correction. */
  uncorrectedTop: LabelledShape;
  uncorrectedOblong: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const log = (line: string) => console.log(line);

function topOf(probabilities: Record<string, number>, classes: readonly LabelledShape[]): LabelledShape {
  return [...classes].sort((a, b) => (probabilities[b] ?? 0) - (probabilities[a] ?? 0))[0] as LabelledShape;
}

/** How far the chin sits below the eyes, in distances between the eye centres. */
function chinDropOf(points: Parameters<typeof levelledPoints>[0]): number {
  const { right, left } = eyeCentres(points);
  return at(levelledPoints(points), 8).y / (distance(right, left) || 1);
}

const sets = await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", log);
const measured: MeasuredPhoto[] = [];
for (const { set, gender, group, who, photo, yawDegrees: yaw } of developmentPhotos(sets)) {
  const model = FACE_SHAPE_MODELS[gender];
  const opening = mouthOpening(photo.points);
  const hard =
    Math.abs(yaw) > HARD_PHOTO_LIMITS.turnedDegrees ||
    (photo.rollCorrected === true && Math.abs(photo.initialRollDegrees ?? 0) > HARD_PHOTO_LIMITS.levelledFromDegrees) ||
    opening > HARD_PHOTO_LIMITS.mouthOpening;
  const seen = { embedding: photo.embedding, appearance: photo.appearance };
  const points = closedMouthPoints(photo.points);
  const inputs = classifierInputs(points, seen);
  const probabilities = classifyFaceShape(inputs, model, hard);
  const raw = classifyFaceShape(classifierInputs(photo.points, seen), model, hard);
  const z = standardisedInputs(inputs, model);
  const terms: MeasuredPhoto["terms"] = {};
  model.classes.forEach((a, i) =>
    model.classes.slice(i + 1).forEach((b) => {
      const pair = pairTerms(z, model, a, b);
      terms[`${a}|${b}`] = Object.fromEntries(FACE_PARTS.map((part) => [part, pair[part]])) as Record<FacePart, number>;
    }),
  );
  const metrics = facialMetrics(points);
  measured.push({
    row: {
      set,
      photo: photo.relativePath,
      person: `${group}:${who.person}`,
      identity: `${group}:${who.identity}`,
      gender,
      label: (photo.label.charAt(0).toUpperCase() + photo.label.slice(1)) as LabelledShape,
      values: Object.fromEntries(RANGED_MEASUREMENTS.map((m) => [m, metrics[m]])) as MeasuredRow["values"],
      mouthOpening: round(opening, 3),
      yawDegrees: round(yaw, 1),
      chinDrop: round(chinDropOf(photo.points), 4),
      rawFaceLength: facialMetrics(photo.points).faceLength,
    },
    terms,
    top: topOf(probabilities, model.classes),
    oblong: probabilities.Oblong,
    uncorrectedTop: topOf(raw, model.classes),
    uncorrectedOblong: raw.Oblong,
  });
}
for (const name of new Set(measured.map((m) => m.row.set)))
  log(`${name}: ${measured.filter((m) => m.row.set === name).length} development photos measured`);

/** Pooled within-identity standard deviation of one number (identities with one photo add nothing). */
function withinIdentity(photos: readonly MeasuredPhoto[], value: (p: MeasuredPhoto) => number): number {
  const groups = new Map<string, number[]>();
  for (const photo of photos) groups.set(photo.row.identity, [...(groups.get(photo.row.identity) ?? []), value(photo)]);
  let sum = 0;
  let freedom = 0;
  for (const values of groups.values()) {
    if (values.length < 2) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    for (const v of values) sum += (v - mean) ** 2;
    freedom += values.length - 1;
  }
  return freedom ? Math.sqrt(sum / freedom) : 0;
}

const termNoise = {} as TermNoise;
for (const gender of ["female", "male"] as const) {
  const own = measured.filter((m) => m.row.gender === gender);
  const model = FACE_SHAPE_MODELS[gender];
  const noise: Record<string, Record<FacePart, number>> = {};
  model.classes.forEach((a, i) =>
    model.classes.slice(i + 1).forEach((b) => {
      const key = `${a}|${b}`;
      noise[key] = Object.fromEntries(
        FACE_PARTS.map((part) => [
          part,
          round(
            withinIdentity(own, (p) => p.terms[key]?.[part] ?? 0),
            3,
          ),
        ]),
      ) as Record<FacePart, number>;
    }),
  );
  termNoise[gender] = noise;
  log(`${gender}: ${own.length} photos, ${new Set(own.map((m) => m.row.identity)).size} identities`);
  for (const [shape, entry] of Object.entries(shapeEntries(own.map((m) => m.row)))) {
    const r = entry?.ranges;
    if (!r || !entry) continue;
    log(
      `  ${shape.padEnd(7)} ${String(entry.people).padStart(4)} people: ${RANGED_MEASUREMENTS.map((m) => `${m} ${r[m].low}-${r[m].median}-${r[m].high}`).join(", ")}`,
    );
  }
}

/** What an open mouth and a turned head do, on the same identities' photos with and without. */
function hardPhotoEffects(photos: readonly MeasuredPhoto[]): string[] {
  const lines: string[] = [];
  const women = photos.filter((p) => p.row.gender === "female");
  const slope = withinIdentitySlope(
    women.map((p) => ({
      identity: p.row.identity,
      x: Math.max(0, p.row.mouthOpening - HARD_PHOTO_LIMITS.mouthOpening),
      y: p.row.chinDrop,
    })),
  );
  lines.push(
    `open mouth: the chin drops ${slope.toFixed(2)} eye distances per eye distance the lips part beyond ${HARD_PHOTO_LIMITS.mouthOpening} (within identity, women; expression.ts uses ${JAW_DROP_PER_OPENING})`,
  );
  const causes: [string, (p: MeasuredPhoto) => boolean][] = [
    ["open mouth", (p) => p.row.mouthOpening > HARD_PHOTO_LIMITS.mouthOpening],
    ["turned head", (p) => Math.abs(p.row.yawDegrees) > HARD_PHOTO_LIMITS.turnedDegrees],
  ];
  for (const gender of ["female", "male"] as const) {
    const own = photos.filter((p) => p.row.gender === gender);
    for (const [cause, flagged] of causes) {
      const effect = (value: (p: MeasuredPhoto) => number, digits = 1) =>
        effectText(
          pairedEffect(
            own.map((p): EffectPhoto => ({ identity: p.row.identity, flagged: flagged(p), value: value(p) })),
          ),
          digits,
        );
      lines.push(`${gender}, ${cause}:`);
      lines.push(`  face length as found ${effect((p) => p.row.rawFaceLength)}`);
      lines.push(`  face length as measured ${effect((p) => p.row.values.faceLength)}`);
      lines.push(
        `  forehead width ${effect((p) => p.row.values.foreheadWidth)}, jawline width ${effect((p) => p.row.values.jawlineWidth)}`,
      );
      lines.push(`  Oblong named, uncorrected ${effect((p) => 100 * Number(p.uncorrectedTop === "Oblong"))}`);
      lines.push(`  Oblong named ${effect((p) => 100 * Number(p.top === "Oblong"))}`);
      lines.push(
        `  Oblong's share, uncorrected ${effect((p) => 100 * p.uncorrectedOblong)}, corrected ${effect((p) => 100 * p.oblong)}`,
      );
      lines.push(`  top shape right, uncorrected ${effect((p) => 100 * Number(p.uncorrectedTop === p.row.label))}`);
      lines.push(`  top shape right ${effect((p) => 100 * Number(p.top === p.row.label))}`);
    }
  }
  return lines;
}

for (const line of hardPhotoEffects(measured)) log(line);

const csv = [
  MEASURED_COLUMNS.join(","),
  ...measured.map(({ row }) =>
    [
      row.set,
      row.photo,
      row.person,
      row.identity,
      row.gender,
      row.label.toLowerCase(),
      ...RANGED_MEASUREMENTS.map((m) => row.values[m]),
      row.mouthOpening,
      row.yawDegrees,
      row.chinDrop,
      row.rawFaceLength,
    ].join(","),
  ),
].join("\n");
writeFileSync(MEASUREMENTS_FILE, `${csv}\n`);
writeFileSync(TERM_NOISE_FILE, `${JSON.stringify(termNoise, null, 2)}\n`);
spawnSync("npx", ["prettier", "--write", TERM_NOISE_FILE], { cwd: REPO_ROOT, stdio: "ignore" });
log(`wrote ${path.relative(REPO_ROOT, MEASUREMENTS_FILE)} and ${path.relative(REPO_ROOT, TERM_NOISE_FILE)}`);
await writeSiteFigures(log);
