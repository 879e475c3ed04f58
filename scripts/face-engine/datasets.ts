/**
 * The two labelled face-shape sets in ../shared/datasets/ (see each folder's README), their
 * person maps, and the locked test split. Calibration and benchmarks only: never shipped.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./engine-runner";

export interface LabelledSet {
  /** Short name used in the evidence and on the site. */
  name: string;
  folder: string;
}

export const DATASETS: readonly LabelledSet[] = [
  { name: "pasupa2019", folder: path.resolve(REPO_ROOT, "../shared/datasets/faceshape-pasupa2019") },
  { name: "niten19", folder: path.resolve(REPO_ROOT, "../shared/datasets/faceshape-niten19") },
];

export const LOCKED_SPLIT_FILE = path.join(REPO_ROOT, "src/lib/face-shape/model/locked-test-split.json");

export interface LockedSplit {
  seed: number;
  /** Share of each set's people that was locked away. */
  fraction: number;
  sets: Record<string, { people: number; photos: number; lockedPeople: number[]; lockedPhotos: number }>;
}

export interface PersonRow {
  /** `<label>/<file>` relative to the set's folder. */
  photo: string;
  label: string;
  person: number;
}

/** The rows of a set's people.csv (photo,person). */
export function readPeople(folder: string): PersonRow[] {
  const lines = readFileSync(path.join(folder, "people.csv"), "utf8").trim().split(/\r?\n/).slice(1);
  return lines.map((line) => {
    const [photo = "", person = ""] = line.split(",");
    return { photo, label: photo.split("/")[0] ?? "", person: Number(person) };
  });
}

export function readLockedSplit(): LockedSplit {
  return JSON.parse(readFileSync(LOCKED_SPLIT_FILE, "utf8")) as LockedSplit;
}
