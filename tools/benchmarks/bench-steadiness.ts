/**
 * `npm run bench:steadiness -- <folder> [--gender female|male] [--predictions <file.csv>] [--no-build]`:
 * how steady one photo's answer is for one person, on any folder with a `people.csv`
 * (`photo,person[,identity][,gender]`, photo paths relative to the folder; labels are not needed).
 * The real worker and classifier of the built site analyse every photo in headless Chromium as a
 * visitor of the photo's gender (the `gender` column, else `--gender`, else the calibration
 * folder's, else female). Per gender it prints, with 95 % intervals from a bootstrap over people
 * (tools/face-model/evaluation/steadiness.ts says how each is counted):
 * - two-photo agreement: how often two photos of one person get the same top shape;
 * - three-photo agreement: how often two answers that each combine three photos, as "Add another
 *   photo" does, get the same top shape;
 * - each measurement's ICC (the share of its variance that lies between people).
 * A person is the `identity` column where the file has it, else `person`. Ends with
 * `steadiness two_photo=<percent> three_photo=<percent> icc_length=<x> photos=<n> people=<n>` over
 * all photos. `--predictions` writes one row per photo: photo, person, gender, outcome, top1, the
 * six shown shares and the four measurements.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import {
  measurementIcc,
  threePhotoAgreement,
  twoPhotoAgreement,
  type SteadinessPhoto,
} from "../face-model/evaluation/steadiness";
import type { Gender } from "../../src/lib/face-shape/types";
import { photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { DATASETS } from "../face-model/datasets";
import { analyzeOnPage } from "../face-model/extract-landmarks";

/** The measurements whose ICC is printed, as the result names them. */
const MEASUREMENTS = [
  ["forehead", "foreheadWidth"],
  ["cheekbone", "cheekboneWidth"],
  ["jaw", "jawlineWidth"],
  ["length", "faceLength"],
] as const;

const argument = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const folderArg = process.argv
  .slice(2)
  .find((arg, i, args) => !arg.startsWith("--") && !["--gender", "--predictions"].includes(args[i - 1] ?? ""));
if (!folderArg || !existsSync(path.join(folderArg, "people.csv"))) {
  console.error(
    "usage: npm run bench:steadiness -- <folder with people.csv> [--gender female|male] [--predictions file.csv]",
  );
  process.exit(1);
}
const folder = path.resolve(folderArg);
const genderArg = argument("--gender");
if (genderArg !== undefined && genderArg !== "female" && genderArg !== "male") {
  console.error("--gender must be female or male");
  process.exit(1);
}
const predictionsFile = argument("--predictions");
const fallbackGender: Gender = genderArg ?? DATASETS.find((set) => set.folder === folder)?.gender ?? "female";

interface Row {
  photo: string;
  person: string;
  gender: Gender;
}

/** people.csv's rows: photo, the person (identity where given) and the gender to analyse as. */
function readRows(): Row[] {
  const [header = "", ...lines] = readFileSync(path.join(folder, "people.csv"), "utf8").trim().split(/\r?\n/);
  const columns = header.split(",").map((c) => c.trim());
  const at = (name: string) => columns.indexOf(name);
  if (at("photo") < 0 || at("person") < 0) throw new Error("people.csv needs photo and person columns");
  return lines.map((line) => {
    const cells = line.split(",").map((c) => c.trim());
    const given = at("gender") >= 0 ? (cells[at("gender")] ?? "").toLowerCase() : "";
    const gender: Gender = ["male", "m", "man", "men"].includes(given)
      ? "male"
      : ["female", "f", "woman", "women"].includes(given)
        ? "female"
        : fallbackGender;
    const person = at("identity") >= 0 && cells[at("identity")] ? cells[at("identity")] : cells[at("person")];
    return { photo: cells[at("photo")] ?? "", person: `${gender}:${person ?? ""}`, gender };
  });
}

const rows = readRows();
const results: (SteadinessPhoto & Row & { outcome: string })[] = new Array(rows.length);
const build = !process.argv.includes("--no-build");
const pageCount = Math.min(4, availableParallelism());
await withEngineHarness({ build, mounts: { "/__photos/": folder }, pages: pageCount }, async ({ pages }) => {
  let next = 0;
  let done = 0;
  await Promise.all(
    pages.map(async (page) => {
      while (next < rows.length) {
        const index = next;
        next += 1;
        const row = rows[index] as Row;
        const { outcome } = await analyzeOnPage(
          page,
          photoUrl({ label: "", relativePath: row.photo }),
          "original",
          undefined,
          "site",
          row.gender,
        );
        results[index] =
          outcome.kind === "ok"
            ? {
                ...row,
                outcome: "ok",
                top1: outcome.analysis.detectedShape.toLowerCase(),
                shares: Object.fromEntries(
                  outcome.analysis.hybridResults.map((s) => [s.shape.toLowerCase(), s.percentage]),
                ),
                measurements: Object.fromEntries(
                  MEASUREMENTS.map(([name, key]) => [name, outcome.analysis.facialMetrics[key]]),
                ),
              }
            : { ...row, outcome: outcome.kind, top1: "none" };
        done += 1;
        if (done % 100 === 0) console.log(`  ${done}/${rows.length} photos...`);
      }
    }),
  );
});

const interval = (f: { percent: number; low: number; high: number }) => `${f.percent} % (${f.low}-${f.high})`;
for (const gender of ["female", "male"] as const) {
  const of = results.filter((r) => r.gender === gender);
  if (of.length === 0) continue;
  const two = twoPhotoAgreement(of);
  const three = threePhotoAgreement(of);
  const people = new Set(of.map((r) => r.person)).size;
  console.log(
    `\n${gender === "female" ? "women" : "men"}: ${of.length} photos of ${people} people, ${of.filter((r) => r.outcome !== "ok").length} without a result`,
  );
  console.log(`  two-photo agreement   ${interval(two)} over ${two.people} people with two photos or more`);
  console.log(`  three-photo agreement ${interval(three)} over ${three.people} people with six photos or more`);
  for (const [name] of MEASUREMENTS) {
    const f = measurementIcc(of, name);
    console.log(
      Number.isNaN(f.icc)
        ? `  ICC ${name.padEnd(10)} not defined: it does not vary (the cheekbones are the widest span, 100 %, on every photo)`
        : `  ICC ${name.padEnd(10)} ${f.icc} (${f.low}-${f.high}) over ${f.people} people`,
    );
  }
}
const failures = new Map<string, number>();
for (const r of results) if (r.outcome !== "ok") failures.set(r.outcome, (failures.get(r.outcome) ?? 0) + 1);
if (failures.size) console.log(`\nno result: ${[...failures].map(([k, n]) => `${k}=${n}`).join(", ")}`);
if (predictionsFile) {
  const shapes = FACE_SHAPES.map((s) => s.toLowerCase());
  const header = ["photo", "person", "gender", "outcome", "top1", ...shapes, ...MEASUREMENTS.map(([n]) => n)];
  const lines = results.map((r) =>
    [
      r.photo,
      r.person.split(":").slice(1).join(":"),
      r.gender,
      r.outcome,
      r.top1 === "none" ? "" : r.top1,
      ...shapes.map((s) => (r.shares ? String(r.shares[s] ?? 0) : "")),
      ...MEASUREMENTS.map(([n]) => (r.measurements ? String(r.measurements[n] ?? "") : "")),
    ].join(","),
  );
  writeFileSync(predictionsFile, `${[header.join(","), ...lines].join("\n")}\n`);
  console.log(`wrote ${results.length} rows to ${predictionsFile}`);
}
const two = twoPhotoAgreement(results);
const three = threePhotoAgreement(results);
console.log(
  `steadiness two_photo=${two.percent} three_photo=${three.percent} icc_length=${measurementIcc(results, "length").icc} photos=${results.length} people=${new Set(results.map((r) => r.person)).size}`,
);
