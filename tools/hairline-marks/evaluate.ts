/**
 * `JITI_TSCONFIG_PATHS=true npx jiti tools/hairline-marks/evaluate.ts`: the hairline read from the
 * pixels (src/lib/face-shape/find-hairline.ts) and the site's estimate (forehead scale 1) against
 * the hairlines marked by eye in ./marks.csv, on the photos of ./photos.json (./README.md). The
 * error is the distance along the face's midline between the two hairlines, as a share of the face's
 * height (the marked hairline to the chin). Prints the median and the middle half of each error,
 * the error of the hairline the site would start from (`startingHairline`: the reading weighed by
 * its trust, chosen by ./choose-reader.ts on these same marks, so this figure is not cross-validated:
 * that one prints its own), how often the reader says "not found" and why, against what the eye saw (a fringe or a hat over
 * the hairline, the hairline above the photo, a bald head), and the photos where they disagree.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { startingHairline, type HairlineFinding } from "../../src/lib/face-shape/find-hairline";
import type { Point } from "../../src/lib/face-shape/types";
import { photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { DATASETS } from "../face-model/datasets";
import { hairlineError as error, PHOTOS_FILE, readMarks, type MarkedPhoto } from "./photos-file";

const photos = JSON.parse(readFileSync(PHOTOS_FILE, "utf8")) as MarkedPhoto[];
const marks = readMarks();

interface Row {
  photo: MarkedPhoto;
  mark: string;
  finding: HairlineFinding | null;
}
const rows: Row[] = [];
for (const set of DATASETS.filter((entry) => photos.some((photo) => photo.set === entry.name))) {
  await withEngineHarness({ build: "if-stale", mounts: { "/__photos/": set.folder } }, async ({ page }) => {
    for (const photo of photos.filter((p) => p.set === set.name)) {
      const read = await page.evaluate(
        ([u, p, s]) =>
          (
            window as unknown as {
              engineHarness: {
                hairlineOf: (u: string, p: Point[], s: object) => Promise<{ finding: HairlineFinding } | null>;
              };
            }
          ).engineHarness.hairlineOf(u, p, s),
        [photoUrl({ label: "", relativePath: photo.photo }), photo.points, photo.size] as const,
      );
      rows.push({ photo, mark: marks.get(photo.number) ?? "", finding: read?.finding ?? null });
    }
  });
}

const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
  const pct = (v: number) => `${(100 * v).toFixed(1)} %`;
  return `median ${pct(at(0.5))} (middle half ${pct(at(0.25))} to ${pct(at(0.75))}, ${sorted.length} photos)`;
};

for (const gender of ["female", "male"] as const) {
  const own = rows.filter((row) => row.photo.gender === gender);
  const marked = own.filter((row) => /^\d/.test(row.mark));
  const found = marked.filter((row) => row.finding?.found);
  const estimateErrors = marked.map((row) => error(row.photo, 1, Number(row.mark)));
  const foundErrors = found.map((row) =>
    row.finding?.found ? error(row.photo, row.finding.scale, Number(row.mark)) : NaN,
  );
  // What the site would start from: the reading weighed by its trust, the estimate where none was found.
  const startErrors = marked.map((row) =>
    error(row.photo, row.finding ? startingHairline(row.finding, gender) : 1, Number(row.mark)),
  );
  const identities = new Set(own.map((row) => row.photo.identity)).size;
  console.log(
    `${gender}: ${own.length} photos of ${identities} identities; the eye marked a hairline on ${marked.length}`,
  );
  console.log(`  the estimate's error: ${quantiles(estimateErrors)}`);
  console.log(
    `  the reader's error where it found one (${found.length} of ${marked.length}): ${quantiles(foundErrors)}`,
  );
  console.log(
    `  the hairline the site would start from (startingHairline), on all ${marked.length}: ${quantiles(startErrors)}`,
  );
  const table = new Map<string, number>();
  for (const row of own) {
    const eye = /^\d/.test(row.mark) ? "marked" : row.mark;
    const reader = row.finding === null ? "none" : row.finding.found ? "found" : row.finding.reason;
    table.set(`${eye} / ${reader}`, (table.get(`${eye} / ${reader}`) ?? 0) + 1);
  }
  console.log(
    `  eye / reader: ${[...table]
      .sort()
      .map(([key, n]) => `${key} ${n}`)
      .join(", ")}`,
  );
  const worst = found
    .map((row) => ({ row, e: row.finding?.found ? error(row.photo, row.finding.scale, Number(row.mark)) : 0 }))
    .sort((a, b) => b.e - a.e)
    .slice(0, 5);
  for (const { row, e } of worst)
    console.log(
      `  largest: #${row.photo.number} ${row.photo.photo} marked ${row.mark}, read ${row.finding?.found ? row.finding.scale : ""} (${(100 * e).toFixed(1)} %)`,
    );
}

// A second marker (./marks-second.csv, made blind to the first): how far the two eyes differ, and
// the starting hairline's error against the second, which took no part in choosing it.
if (existsSync(path.join(import.meta.dirname, "marks-second.csv"))) {
  const second = readMarks("marks-second.csv");
  for (const gender of ["female", "male"] as const) {
    const own = rows.filter((row) => row.photo.gender === gender);
    const both = own.filter((row) => /^\d/.test(row.mark) && /^\d/.test(second.get(row.photo.number) ?? ""));
    const differ = both.map((row) => error(row.photo, Number(second.get(row.photo.number)), Number(row.mark)));
    const againstSecond = both.map((row) =>
      error(row.photo, row.finding ? startingHairline(row.finding, gender) : 1, Number(second.get(row.photo.number))),
    );
    const estimateAgainstSecond = both.map((row) => error(row.photo, 1, Number(second.get(row.photo.number))));
    const sameWord = own.filter((row) => {
      const other = second.get(row.photo.number) ?? "";
      return /^\d/.test(row.mark) ? /^\d/.test(other) : row.mark === other;
    }).length;
    console.log(
      `${gender}, a second marker: the same kind of mark (a hairline, or the same reason for none) on ${sameWord} of ${own.length}`,
    );
    console.log(`  where both marked a hairline, the two eyes differ by ${quantiles(differ)}`);
    console.log(
      `  against the second marker: the estimate ${quantiles(estimateAgainstSecond)}; the starting hairline ${quantiles(againstSecond)}`,
    );
  }
}
