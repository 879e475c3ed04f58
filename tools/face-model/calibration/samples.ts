/**
 * Step 1 of the calibration: every labelled photo as the classifier sees it. The real worker's
 * measurements (the landmark cache, ../extract-features.ts) become the classifier's inputs exactly
 * as the site computes them, with who the photo shows, its label, whether its person is locked
 * away, and whether the site would call the photo hard to measure.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { MAX_ROLL_DEGREES, MAX_YAW_DEGREES } from "../../../src/lib/face-shape/engine-limits";
import { rollDegrees, yawDegrees } from "../../../src/lib/face-shape/face-geometry";
import { landmarksOutlineAFace } from "../../../src/lib/face-shape/landmark-sanity";
import { hardPhotoReasons, measuredUnsurely } from "../../../src/lib/face-shape/photo-difficulty";
import { closedMouthPoints } from "../../../src/lib/face-shape/expression";
import type { Gender, Point } from "../../../src/lib/face-shape/types";
import { readImageHeader } from "../../../src/lib/photo/image-header";
import { DATASETS, type LockedSplit, readLockedSplit, splitMembership } from "../datasets";
import { extractAllSets, type SetFeatures } from "../extract-features";
import { calibrationInputs } from "./inputs";
import type { Log } from "./log";

/** The labelled shapes in the order of every women's model; the men's are a subset (no Heart). */
export const WOMEN_CLASSES = ["Oval", "Round", "Square", "Heart", "Oblong"] as const;
export const MEN_CLASSES = ["Oval", "Round", "Square", "Oblong"] as const;
export const classesFor = (gender: Gender): readonly string[] => (gender === "female" ? WOMEN_CLASSES : MEN_CLASSES);
export const setsOf = (gender: Gender): string[] =>
  DATASETS.filter((set) => set.gender === gender).map((set) => set.name);
/** One value for each gender, women's first: the order of every log line and file of the calibration. */
export const perGender = <T>(of: (gender: Gender) => T): Record<Gender, T> => ({
  female: of("female"),
  male: of("male"),
});

export interface Sample {
  set: string;
  gender: Gender;
  /** `<label>/<file>` within the set's folder. */
  photo: string;
  /** The person group, as `<split group>:<number>`: the unit of every split. */
  person: string;
  personNumber: number;
  /** One person almost surely (people.csv `identity`, or `person` where the file has none). */
  identity: number;
  /** Index into WOMEN_CLASSES. */
  label: number;
  locked: boolean;
  /** The calibration's inputs (./inputs.ts CALIBRATION_FEATURE_NAMES), or null where the site gives no result. */
  inputs: number[] | null;
  /** Whether the site measures the photo unsurely (its pose or expression): flatter shares. */
  hard: boolean;
}

/** True when the landmarks give a pose the analysis accepts (as analysisFromLandmarks decides). */
function poseAccepted(points: readonly Point[], rollCorrected: boolean): boolean {
  if (Math.abs(yawDegrees(points)) > MAX_YAW_DEGREES) return false;
  return rollCorrected || Math.abs(rollDegrees(points)) <= MAX_ROLL_DEGREES;
}

/** Every photo of the labelled sets as a sample (photos without a usable face have no inputs). */
export function loadSamples(sets: readonly SetFeatures[], split: LockedSplit): Sample[] {
  const samples: Sample[] = [];
  for (const set of sets) {
    const spec = DATASETS.find((d) => d.name === set.name);
    if (!spec) throw new Error(`unknown set ${set.name}`);
    const { group, people, locked } = splitMembership(set.name, set.folder, split);
    for (const photo of set.photos) {
      const label = WOMEN_CLASSES.findIndex((c) => c.toLowerCase() === photo.label.toLowerCase());
      const who = people.get(photo.relativePath);
      if (label < 0 || !who) throw new Error(`${set.name}/${photo.relativePath}: no label or person`);
      const points = photo.points;
      const usable =
        points !== undefined &&
        photo.kind === "ok" &&
        photo.rollCorrected !== undefined &&
        landmarksOutlineAFace(points) &&
        poseAccepted(points, photo.rollCorrected);
      const header = readImageHeader(new Uint8Array(readFileSync(path.join(set.folder, photo.relativePath))));
      const imageSize = { width: header.width ?? 0, height: header.height ?? 0 };
      const [direct, mirrored] = photo.descriptors ?? [[], []];
      const descriptor = direct.map((v, i) => (v + (mirrored[i] ?? 0)) / 2);
      samples.push({
        set: set.name,
        gender: spec.gender,
        photo: photo.relativePath,
        person: `${group}:${who.person}`,
        personNumber: who.person,
        identity: who.identity,
        label,
        locked: locked.has(who.person),
        inputs:
          usable && points
            ? calibrationInputs(closedMouthPoints(points), {
                embedding: photo.embedding,
                descriptor,
                meshPoints: photo.meshPoints,
                appearance: photo.appearance,
                appearanceRegions: photo.appearanceRegions,
                forehead: photo.hairline && { ...photo.hairline, gender: spec.gender },
              })
            : null,
        hard:
          usable && points
            ? measuredUnsurely(
                hardPhotoReasons({
                  points,
                  yawDegrees: yawDegrees(points),
                  levelledFromDegrees: photo.rollCorrected ? photo.initialRollDegrees : undefined,
                  imageSize,
                }),
              )
            : false,
      });
    }
  }
  return samples;
}

/**
 * Step 1 of protocol version 4: every labelled photo measured by the real worker of the built site
 * (cached; `build` as ensureEngineBuild takes it), as samples, and which of them the locked part of
 * the split sets aside.
 */
export async function measureSamples(
  build: boolean | "if-stale",
  log: Log,
): Promise<{ split: LockedSplit; samples: Sample[]; dev: Sample[]; locked: Sample[] }> {
  const sets = await extractAllSets(build, log);
  const split = readLockedSplit();
  const samples = loadSamples(sets, split);
  const dev = samples.filter((s) => !s.locked);
  const locked = samples.filter((s) => s.locked);
  for (const set of sets) {
    const of = (list: readonly Sample[]) => list.filter((s) => s.set === set.name);
    log(
      `${set.name}: development ${of(dev).length} photos (${of(dev).filter((s) => s.inputs).length} with a result, ` +
        `${of(dev).filter((s) => s.hard).length} hard), locked ${of(locked).length} (${of(locked).filter((s) => s.inputs).length} with a result)`,
    );
  }
  return { split, samples, dev, locked };
}
