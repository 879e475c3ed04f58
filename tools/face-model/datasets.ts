/**
 * The four labelled face-shape sets in ../shared/datasets/ (see each folder's README), their
 * person maps, and the locked test split. Calibration and benchmarks only: never shipped.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../scripts/repo-root";

export interface LabelledSet {
  /** Short name used in the evidence and on the site. */
  name: string;
  folder: string;
  /** Whose faces: the visitor's male/female choice picks the matching model. */
  gender: "female" | "male";
}

/**
 * The labelled sets. The three women's sets share their `person` numbers (niten19 holds re-crops of
 * Pasupa photos; every woman of the consensus set is also in one of them, under the same number),
 * so they are split together; the men's set is split on its own. The consensus set holds web
 * photos of women whose face shape several style sites agree on: the labels this site is judged by.
 */
export const DATASETS: readonly LabelledSet[] = [
  { name: "pasupa2019", folder: path.resolve(REPO_ROOT, "../shared/datasets/faceshape-pasupa2019"), gender: "female" },
  { name: "niten19", folder: path.resolve(REPO_ROOT, "../shared/datasets/faceshape-niten19"), gender: "female" },
  { name: "consensus", folder: path.resolve(REPO_ROOT, "../shared/datasets/faceshape-consensus"), gender: "female" },
  { name: "men", folder: path.resolve(REPO_ROOT, "../shared/datasets/faceshape-men"), gender: "male" },
];

/** Where the fitted model and every other generated file the site imports live. */
export const MODEL_DIR = path.join(REPO_ROOT, "src/lib/face-shape/model");

/**
 * Where the calibration's evidence lives, which the site never reads: the locked split, every
 * photo's prediction (evidence.csv), the development photos' measurements and the why's noise.
 * The site's figures are worked out from them (./site-figures.ts).
 */
export const EVIDENCE_DIR = path.join(REPO_ROOT, "tools/face-model/evidence");

export const LOCKED_SPLIT_FILE = path.join(EVIDENCE_DIR, "locked-test-split.json");
/** Every photo's prediction by the shipped model, as the calibration measured it (locked and cross-validated). */
export const EVIDENCE_FILE = path.join(EVIDENCE_DIR, "evidence.csv");

/** Sets whose `person` numbers are shared, so they are split together; each group is split on its own. */
export const SPLIT_GROUPS: Record<string, readonly string[]> = {
  women: ["pasupa2019", "niten19", "consensus"],
  men: ["men"],
};

/** The group a set is split with. */
export function splitGroupOf(setName: string): string {
  const group = Object.entries(SPLIT_GROUPS).find(([, sets]) => sets.includes(setName))?.[0];
  if (!group) throw new Error(`${setName} belongs to no split group`);
  return group;
}

export interface LockedSplit {
  version: number;
  seed: number;
  /** Per split group, which seeded draw met the split's rules (seed + draw; version 3 on). */
  draws?: Record<string, number>;
  /** Share of each group's people that was locked away. */
  fraction: number;
  /** Per split group: its sets, its people, and the locked people (person numbers of that group). */
  groups: Record<string, { sets: readonly string[]; people: number; lockedPeople: number[] }>;
  /** Per set, for the record: its group, people and photos, and how many of them are locked. */
  sets: Record<
    string,
    { group: string; people: number; photos: number; lockedPeopleInSet: number; lockedPhotos: number }
  >;
}

export interface PersonRow {
  /** `<label>/<file>` relative to the set's folder. */
  photo: string;
  label: string;
  /** Who may be the same person: the unit of every split. */
  person: number;
  /** Who almost surely is one person (finer), for consistency only; `person` where the file has none. */
  identity: number;
}

/** The rows of a set's people.csv (photo,person[,identity]). */
export function readPeople(folder: string): PersonRow[] {
  const [header = "", ...lines] = readFileSync(path.join(folder, "people.csv"), "utf8").trim().split(/\r?\n/);
  const columns = header.split(",");
  const at = (name: string) => columns.indexOf(name);
  if (at("photo") < 0 || at("person") < 0) throw new Error(`${folder}/people.csv: expected photo and person columns`);
  return lines.map((line) => {
    const cells = line.split(",");
    const photo = cells[at("photo")] ?? "";
    const person = Number(cells[at("person")]);
    const identity = at("identity") >= 0 ? Number(cells[at("identity")]) : person;
    return { photo, label: photo.split("/")[0] ?? "", person, identity };
  });
}

export function readLockedSplit(): LockedSplit {
  return JSON.parse(readFileSync(LOCKED_SPLIT_FILE, "utf8")) as LockedSplit;
}

/**
 * Who each photo of a set is (its people.csv row, by `<label>/<file>`) and which of its people the
 * locked split holds back: what every fit reads before it touches a photo.
 */
export function splitMembership(setName: string, folder: string, split: LockedSplit = readLockedSplit()) {
  const group = splitGroupOf(setName);
  return {
    group,
    people: new Map(readPeople(folder).map((row) => [row.photo, row])),
    locked: new Set(split.groups[group]?.lockedPeople ?? []),
  };
}

/**
 * The development identities of a set (never the locked people) with at least `perIdentity` photos,
 * in identity order, each with its first `perIdentity` photos in file order: the photos the hairline
 * checks look at (tools/face-model/hairline-check.ts, tools/hairline-marks/).
 */
export function developmentPhotosByIdentity(set: LabelledSet, perIdentity: number): [number, string[]][] {
  const { people, locked } = splitMembership(set.name, set.folder);
  const byIdentity = new Map<number, string[]>();
  for (const [photo, row] of people) {
    if (locked.has(row.person)) continue;
    byIdentity.set(row.identity, [...(byIdentity.get(row.identity) ?? []), photo]);
  }
  return [...byIdentity.entries()]
    .filter(([, photos]) => photos.length >= perIdentity)
    .sort(([a], [b]) => a - b)
    .map(([identity, photos]) => [identity, [...photos].sort().slice(0, perIdentity)]);
}
