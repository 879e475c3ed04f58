/**
 * `npm run lock-test-split [-- --photos]`: chooses, once and before any experiment, the locked
 * test part: whole people (never photos), drawn with a fixed seed within each majority label so
 * every shape is represented.
 *
 * Version 3 draws the three women's sets together (they share their `person` numbers:
 * niten19 holds re-crops of Pasupa photos, and every woman of the consensus set is also in one of
 * the two), so a woman locked in one set is locked in all; the men's set is drawn on its own.
 * Rules, fixed before the first draw:
 * - no person group that holds more than MAX_GROUP_SHARE of any set's photos may be locked (the
 *   big look-alike group stays in development, where it cannot make the locked figures hinge on
 *   one group);
 * - within each majority label, LOCKED_FRACTION of the eligible groups are drawn;
 * - the draw is kept only if every set then has between PHOTO_SHARE.min and PHOTO_SHARE.max of its
 *   photos locked; otherwise the next draw (seed + 1, + 2, ...) is tried, and the file records
 *   which draw was kept.
 *
 * Writes tools/face-model/evidence/locked-test-split.json, which is committed, and prints the locked
 * part per set: photos, groups and labels (`--photos` lists every locked photo too). Nothing may
 * be fitted, tuned or chosen on these people; the calibration only measures on them, at the end.
 *
 * Running it again gives the same file (the seed and the people.csv files fix it); it refuses to
 * overwrite a different split of the same version, so the locked part cannot drift by accident.
 * Version 3 retires version 2, whose locked part held one look-alike group of 128 of its 173
 * Pasupa photos.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seededRandom } from "./evaluation/seeded-random";
import { REPO_ROOT } from "../../scripts/repo-root";
import { DATASETS, LOCKED_SPLIT_FILE, SPLIT_GROUPS, readPeople, type LockedSplit, type PersonRow } from "./datasets";

const VERSION = 3;
const SEED = 20261125;
const LOCKED_FRACTION = 0.2;
const PHOTO_SHARE = { min: 0.17, max: 0.23 };
const MAX_GROUP_SHARE = 0.05;
const MAX_DRAWS = 100_000;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const listPhotos = process.argv.includes("--photos");
const split: LockedSplit = { version: VERSION, seed: SEED, fraction: LOCKED_FRACTION, groups: {}, sets: {} };
const draws: Record<string, number> = {};
for (const [group, setNames] of Object.entries(SPLIT_GROUPS)) {
  const sets = DATASETS.filter((set) => setNames.includes(set.name));
  const rowsBySet = new Map<string, PersonRow[]>(sets.map((set) => [set.name, readPeople(set.folder)]));
  const labelsOf = new Map<number, Map<string, number>>();
  const tooBig = new Set<number>();
  for (const [name, rows] of rowsBySet) {
    const perPerson = new Map<number, number>();
    for (const row of rows) {
      const counts = labelsOf.get(row.person) ?? new Map<string, number>();
      counts.set(row.label, (counts.get(row.label) ?? 0) + 1);
      labelsOf.set(row.person, counts);
      perPerson.set(row.person, (perPerson.get(row.person) ?? 0) + 1);
    }
    for (const [person, photos] of perPerson) {
      if (photos > MAX_GROUP_SHARE * rows.length) {
        tooBig.add(person);
        console.log(`${group}: group ${person} holds ${photos} of ${rows.length} ${name} photos: never locked`);
      }
    }
  }
  const byMajority = new Map<string, number[]>();
  for (const [person, counts] of [...labelsOf].sort((a, b) => a[0] - b[0])) {
    if (tooBig.has(person)) continue;
    const majority = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "";
    byMajority.set(majority, [...(byMajority.get(majority) ?? []), person]);
  }
  const shareOf = (locked: ReadonlySet<number>, rows: readonly PersonRow[]) =>
    rows.filter((r) => locked.has(r.person)).length / rows.length;
  let kept: number[] | null = null;
  let draw = 0;
  for (; draw < MAX_DRAWS && !kept; draw += 1) {
    const random = seededRandom(SEED + draw);
    const locked: number[] = [];
    for (const label of [...byMajority.keys()].sort()) {
      const people = byMajority.get(label) ?? [];
      locked.push(...shuffled(people, random).slice(0, Math.round(people.length * LOCKED_FRACTION)));
    }
    const lockedSet = new Set(locked);
    const fits = [...rowsBySet.values()].every((rows) => {
      const share = shareOf(lockedSet, rows);
      return share >= PHOTO_SHARE.min && share <= PHOTO_SHARE.max;
    });
    if (fits) kept = locked.sort((a, b) => a - b);
  }
  if (!kept) {
    console.error(`${group}: no draw of ${MAX_DRAWS} meets the rules`);
    process.exit(1);
  }
  draws[group] = draw - 1;
  const lockedSet = new Set(kept);
  split.groups[group] = { sets: setNames, people: labelsOf.size, lockedPeople: kept };
  console.log(`${group}: draw ${draw - 1} kept; locked ${kept.length} of ${labelsOf.size} groups`);
  for (const [name, rows] of rowsBySet) {
    const people = new Set(rows.map((r) => r.person));
    const lockedRows = rows.filter((r) => lockedSet.has(r.person));
    const lockedPeople = [...people].filter((p) => lockedSet.has(p)).sort((a, b) => a - b);
    split.sets[name] = {
      group,
      people: people.size,
      photos: rows.length,
      lockedPeopleInSet: lockedPeople.length,
      lockedPhotos: lockedRows.length,
    };
    const labels = new Map<string, number>();
    for (const r of lockedRows) labels.set(r.label, (labels.get(r.label) ?? 0) + 1);
    console.log(
      `  ${name}: ${lockedPeople.length} of ${people.size} groups, ${lockedRows.length} of ${rows.length} photos ` +
        `(${((100 * lockedRows.length) / rows.length).toFixed(1)} %) locked; labels ` +
        [...labels]
          .sort((a, b) => a[0].localeCompare(b[0]))
          .map(([label, n]) => `${label} ${n}`)
          .join(", "),
    );
    console.log(`    groups: ${lockedPeople.join(" ")}`);
    if (listPhotos) for (const r of lockedRows) console.log(`    ${name}/${r.photo} (group ${r.person})`);
  }
}
const record: LockedSplit = { ...split, draws };

const text = `${JSON.stringify(record, null, 2)}\n`;
const same = (file: string) => JSON.stringify(JSON.parse(readFileSync(file, "utf8"))) === JSON.stringify(record);
const previousVersion = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version?: number }).version ?? 1;
if (existsSync(LOCKED_SPLIT_FILE) && !same(LOCKED_SPLIT_FILE) && previousVersion(LOCKED_SPLIT_FILE) >= VERSION) {
  console.error(`${path.relative(REPO_ROOT, LOCKED_SPLIT_FILE)} already holds a different split; not overwriting.`);
  process.exit(1);
}
writeFileSync(LOCKED_SPLIT_FILE, text);
console.log(`wrote ${path.relative(REPO_ROOT, LOCKED_SPLIT_FILE)}`);
