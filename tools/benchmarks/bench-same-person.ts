/**
 * `npm run bench:same-person [-- --no-build]`: how well the same-person check of combined photos
 * (src/lib/face-shape/same-person.ts) tells one person from two, from the worker's recognition
 * descriptors of every labelled photo (the landmark cache, tools/face-model/extract-features.ts).
 *
 * For each set, every pair of photos the site would measure: pairs of one identity should be
 * taken for the same person (a pair taken for two people is a false reject: the visitor is asked
 * needlessly), pairs of two people should not (a false accept: two people averaged without a
 * question). Rates are per identity (each identity's share of its pairs, averaged), with 95 %
 * intervals from a bootstrap over identities, for development and locked people apart.
 *
 * The threshold is chosen on the consensus set's development women alone: its photos are grouped
 * by the woman's name. The other sets' `identity` and `person` columns were themselves made by
 * clustering these descriptors (their READMEs), so their figures flatter the check and are
 * printed only as a second look; Labeled Faces in the Wild is not used.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bootstrapShare, type Interval } from "../face-model/evaluation/bootstrap";
import { SAME_PERSON_MAX_DISTANCE, identityDistance } from "../../src/lib/face-shape/same-person";
import { readLockedSplit } from "../face-model/datasets";
import { extractAllSets, type SetFeatures } from "../face-model/extract-features";
import { loadSamples } from "../face-model/calibration/samples";

/** The largest share of two people's pairs that may be taken for one person where the threshold is chosen. */
export const MAX_FALSE_ACCEPT = 0.005;
const GRID = Array.from({ length: 51 }, (_, i) => Math.round((0.3 + i * 0.01) * 100) / 100);

interface Described {
  /** Who the photo shows (an identity within its set). */
  who: string;
  /** The group two people must differ by to count as two people. */
  group: string;
  locked: boolean;
  descriptor: number[];
}

interface PairRates {
  falseReject: Interval;
  falseAccept: Interval;
  identities: number;
  photos: number;
}

/** Per identity: [pairs taken for two people, pairs] with its own photos, and [pairs taken for one, pairs] with other people's. */
function rates(photos: readonly Described[], threshold: number): PairRates {
  const own = new Map<string, [number, number]>();
  const others = new Map<string, [number, number]>();
  const add = (map: Map<string, [number, number]>, key: string, hit: boolean) => {
    const unit = map.get(key) ?? [0, 0];
    unit[0] += hit ? 1 : 0;
    unit[1] += 1;
    map.set(key, unit);
  };
  for (let i = 0; i < photos.length; i += 1) {
    const a = photos[i] as Described;
    for (let j = i + 1; j < photos.length; j += 1) {
      const b = photos[j] as Described;
      const close = identityDistance(a.descriptor, b.descriptor) <= threshold;
      if (a.who === b.who) add(own, a.who, !close);
      else if (a.group !== b.group) {
        add(others, a.who, close);
        add(others, b.who, close);
      }
    }
  }
  // Each identity weighs the same, however many photos it has.
  const perIdentity = (map: Map<string, [number, number]>) =>
    [...map.values()].map(([hits, pairs]): [number, number] => [hits / pairs, 1]);
  return {
    falseReject: bootstrapShare(perIdentity(own)),
    falseAccept: bootstrapShare(perIdentity(others)),
    identities: own.size,
    photos: photos.length,
  };
}

const show = (i: Interval) => `${i.percent} % (${i.low}-${i.high})`;

/** The largest threshold of the grid whose false-accept rate stays within MAX_FALSE_ACCEPT. */
export function chooseThreshold(photos: readonly Described[]): number {
  let chosen = GRID[0] ?? 0.3;
  for (const threshold of GRID) {
    if (rates(photos, threshold).falseAccept.percent <= MAX_FALSE_ACCEPT * 100) chosen = threshold;
  }
  return chosen;
}

/** Every photo the site gives a result for, with its descriptor, per set. */
export function describedPhotos(sets: readonly SetFeatures[]): Map<string, Described[]> {
  const samples = loadSamples(sets, readLockedSplit());
  const descriptors = new Map<string, number[]>();
  for (const set of sets) {
    for (const photo of set.photos) {
      const [direct, mirrored] = photo.descriptors ?? [[], []];
      if (direct.length)
        descriptors.set(
          `${set.name}/${photo.relativePath}`,
          direct.map((v, i) => (v + (mirrored[i] ?? 0)) / 2),
        );
    }
  }
  const bySet = new Map<string, Described[]>();
  for (const sample of samples) {
    const descriptor = descriptors.get(`${sample.set}/${sample.photo}`);
    // Only photos the site gives a result for are ever combined.
    if (!sample.inputs || !descriptor) continue;
    const list = bySet.get(sample.set) ?? [];
    // The consensus set's identities are named women: two of them are two people even where
    // the descriptor-made `person` groups join them.
    const named = sample.set === "consensus";
    list.push({
      who: `${sample.identity}`,
      group: named ? `${sample.identity}` : sample.person,
      locked: sample.locked,
      descriptor,
    });
    bySet.set(sample.set, list);
  }
  return bySet;
}

/** Prints the threshold the consensus set's development women choose, and every set's rates at the site's. */
export function reportSamePerson(bySet: Map<string, Described[]>, log: (line: string) => void): void {
  const consensus = bySet.get("consensus") ?? [];
  const chosen = chooseThreshold(consensus.filter((p) => !p.locked));
  log(
    `Threshold chosen on the consensus set's development women (largest with at most ${MAX_FALSE_ACCEPT * 100} % of two women's pairs taken for one): ${chosen}` +
      ` (the site uses ${SAME_PERSON_MAX_DISTANCE}${chosen === SAME_PERSON_MAX_DISTANCE ? "" : ": DIFFERENT, update same-person.ts"})`,
  );
  log(
    "At the site's threshold: asked needlessly (one person taken for two) | two people taken for one, per identity, 95 % intervals",
  );
  for (const [set, photos] of bySet) {
    for (const locked of [false, true]) {
      const part = photos.filter((p) => p.locked === locked);
      if (part.length < 2) continue;
      const r = rates(part, SAME_PERSON_MAX_DISTANCE);
      const note = set === "consensus" ? "named women" : "identities made by these descriptors: flattering";
      log(
        `  ${set}, ${locked ? "locked" : "development"} (${r.identities} identities, ${r.photos} photos; ${note}): ` +
          `${show(r.falseReject)} | ${show(r.falseAccept)}`,
      );
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sets = await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", () => {});
  reportSamePerson(describedPhotos(sets), (line) => console.log(line));
}
