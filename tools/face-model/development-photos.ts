/**
 * The labelled development photos a visitor's photo would have been measured like: every photo of
 * the extracted sets whose person the locked split does not hold back, whose landmarks outline a
 * face, and whose head is within the site's yaw and roll limits. What `npm run shape-guide` and
 * `npm run shape-evidence` read.
 */
import type { Gender, Point } from "../../src/lib/face-shape/types";
import { MAX_ROLL_DEGREES, MAX_YAW_DEGREES } from "../../src/lib/face-shape/engine-limits";
import { rollDegrees, yawDegrees } from "../../src/lib/face-shape/face-geometry";
import { landmarksOutlineAFace } from "../../src/lib/face-shape/landmark-sanity";
import { DATASETS, readLockedSplit, splitMembership, type PersonRow } from "./datasets";
import type { SetFeatures } from "./extract-features";
import type { ExtractedPhoto } from "./extract-landmarks";

export interface DevelopmentPhoto {
  set: string;
  gender: Gender;
  /** The split group ("women", "men"), which prefixes person and identity numbers. */
  group: string;
  who: PersonRow;
  photo: ExtractedPhoto & { points: Point[] };
  yawDegrees: number;
}

/** Every development photo of the sets that passes the site's gates, in the sets' order. */
export function* developmentPhotos(sets: readonly SetFeatures[]): Generator<DevelopmentPhoto> {
  const split = readLockedSplit();
  for (const set of sets) {
    const spec = DATASETS.find((d) => d.name === set.name);
    if (!spec) throw new Error(`unknown set ${set.name}`);
    const { group, people, locked } = splitMembership(set.name, set.folder, split);
    for (const photo of set.photos) {
      const who = people.get(photo.relativePath);
      const points = photo.points;
      if (!who || locked.has(who.person) || !points || !landmarksOutlineAFace(points)) continue;
      const yaw = yawDegrees(points);
      if (Math.abs(yaw) > MAX_YAW_DEGREES) continue;
      if (!photo.rollCorrected && Math.abs(rollDegrees(points)) > MAX_ROLL_DEGREES) continue;
      yield { set: set.name, gender: spec.gender, group, who, photo: { ...photo, points }, yawDegrees: yaw };
    }
  }
}
