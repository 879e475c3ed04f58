/**
 * `npm run lock-test-split`: chooses, once and before any experiment, the locked test part:
 * about LOCKED_FRACTION of the people (never photos: a person is wholly in or out), drawn with a
 * fixed seed within each majority label so every shape is represented.
 *
 * The two women's sets share their `person` numbers (niten19 holds re-crops of Pasupa photos and
 * more photos of the same women), so they are drawn together: a person locked in one is locked in
 * both. The men's set is drawn on its own. Writes src/lib/face-shape/model/locked-test-split.json,
 * which is committed. Nothing may be fitted, tuned or chosen on these people; the calibration
 * only measures on them, once, at the end.
 *
 * Running it again gives the same file (the seed and the people.csv files fix it); it refuses to
 * overwrite a different split, so the locked part cannot drift by accident. (Version 2 of the
 * split retired version 1, which was drawn on person maps that did not separate people.)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seededRandom } from "../../src/lib/face-shape/evaluation/seeded-random";
import { REPO_ROOT } from "./engine-runner";
import { DATASETS, LOCKED_SPLIT_FILE, SPLIT_GROUPS, readPeople, type LockedSplit } from "./datasets";

const VERSION = 2;
const SEED = 20261125;
const LOCKED_FRACTION = 0.2;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const split: LockedSplit = { version: VERSION, seed: SEED, fraction: LOCKED_FRACTION, groups: {}, sets: {} };
for (const [group, setNames] of Object.entries(SPLIT_GROUPS)) {
  const sets = DATASETS.filter((set) => setNames.includes(set.name));
  const rowsBySet = new Map(sets.map((set) => [set.name, readPeople(set.folder)]));
  const labelsOf = new Map<number, Map<string, number>>();
  for (const rows of rowsBySet.values()) {
    for (const row of rows) {
      const counts = labelsOf.get(row.person) ?? new Map<string, number>();
      counts.set(row.label, (counts.get(row.label) ?? 0) + 1);
      labelsOf.set(row.person, counts);
    }
  }
  const byMajority = new Map<string, number[]>();
  for (const [person, counts] of [...labelsOf].sort((a, b) => a[0] - b[0])) {
    const majority = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "";
    byMajority.set(majority, [...(byMajority.get(majority) ?? []), person]);
  }
  const random = seededRandom(SEED);
  const locked: number[] = [];
  for (const label of [...byMajority.keys()].sort()) {
    const people = byMajority.get(label) ?? [];
    locked.push(...shuffled(people, random).slice(0, Math.round(people.length * LOCKED_FRACTION)));
  }
  locked.sort((a, b) => a - b);
  const lockedSet = new Set(locked);
  split.groups[group] = { sets: setNames, people: labelsOf.size, lockedPeople: locked };
  console.log(`${group}: locked ${locked.length} of ${labelsOf.size} people`);
  for (const [name, rows] of rowsBySet) {
    const people = new Set(rows.map((r) => r.person));
    split.sets[name] = {
      group,
      people: people.size,
      photos: rows.length,
      lockedPeopleInSet: [...people].filter((p) => lockedSet.has(p)).length,
      lockedPhotos: rows.filter((r) => lockedSet.has(r.person)).length,
    };
    console.log(
      `  ${name}: ${split.sets[name]?.lockedPeopleInSet} of ${people.size} people, ${split.sets[name]?.lockedPhotos} of ${rows.length} photos locked`,
    );
  }
}

const text = `${JSON.stringify(split, null, 2)}\n`;
const same = (file: string) => JSON.stringify(JSON.parse(readFileSync(file, "utf8"))) === JSON.stringify(split);
const previousVersion = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version?: number }).version ?? 1;
if (existsSync(LOCKED_SPLIT_FILE) && !same(LOCKED_SPLIT_FILE) && previousVersion(LOCKED_SPLIT_FILE) >= VERSION) {
  console.error(`${path.relative(REPO_ROOT, LOCKED_SPLIT_FILE)} already holds a different split; not overwriting.`);
  process.exit(1);
}
writeFileSync(LOCKED_SPLIT_FILE, text);
console.log(`wrote ${path.relative(REPO_ROOT, LOCKED_SPLIT_FILE)}`);
