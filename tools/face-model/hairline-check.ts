/**
 * `JITI_TSCONFIG_PATHS=true npx jiti tools/face-model/hairline-check.ts [--set niten19] [--people 60]
 * [--photos 3] [--skip 0] [--draw <dir>]`: the first look at the hairline read from the pixels (src/lib/face-shape/find-hairline.ts,
 * issue 53) on development photos only (never the locked people, never Labeled Faces in the Wild):
 * up to `--photos` photos of each of `--people` identities with that many, taken in file order.
 * Each is analysed by the site's engine in the harness (its 68 points); the hairline is then read
 * from the photo's pixels. Prints how often one was found and why not, where it was found against
 * the estimate (forehead scale: 1 is the estimate), and the ICC over identities of the face length
 * with the estimated hairline and with the found one (photos where it was found), and on every photo
 * with the estimate and with the hairline the site would start from (`startingHairline`), with 95 % intervals;
 * then the temples (find-temples.ts): how often found, and the forehead width's ICC there against the
 * brows' ends; then each labelled shape's face length (its folder), both ways, and how much of
 * the length's variance lies between the shapes.
 * It does not say whether the found hairline is where a person would mark it: that needs the
 * hand-marked photos of issue 53, item 2.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startingHairline, type HairlineFinding } from "../../src/lib/face-shape/find-hairline";
import type { TemplesFinding } from "../../src/lib/face-shape/find-temples";
import { facialMetrics } from "../../src/lib/face-shape/facial-metrics";
import type { Point } from "../../src/lib/face-shape/types";
import { photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { DATASETS, developmentPhotosByIdentity } from "./datasets";
import { measurementIcc, type SteadinessPhoto } from "./evaluation/steadiness";
import { seededRandom } from "./evaluation/seeded-random";
import { analyzeOnPage } from "./extract-landmarks";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const setName = option("--set") ?? "niten19";
const peopleWanted = Number(option("--people")) || 60;
const perPerson = Number(option("--photos")) || 3;
/** `--skip <n>`: leave out the first n identities (those marked by eye: tools/hairline-marks/), to develop on others. */
const skip = Number(option("--skip")) || 0;
/** `--draw <dir>`: the first 24 photos drawn with the estimate (yellow), the found hairline (red) and the skin patch (green). */
const drawDir = option("--draw");
let drawn = 0;
const set = DATASETS.find((entry) => entry.name === setName);
if (!set) throw new Error(`no set ${setName}`);

const chosen = developmentPhotosByIdentity(set, perPerson)
  .slice(skip, skip + peopleWanted)
  .flatMap(([identity, photos]) => photos.map((photo) => ({ identity, photo })));

interface Checked {
  identity: number;
  photo: string;
  finding: HairlineFinding | null;
  estimated?: number;
  found?: number;
  /** Face length from the hairline the site would start from (startingHairline). */
  starting?: number;
  temples?: TemplesFinding;
  /** The forehead's width as the result shows it (the brows' outer ends), and at the temples found, in % of the cheekbones' width. */
  browEnds?: number;
  atTemples?: number;
}

const checked: Checked[] = [];
await withEngineHarness({ build: "if-stale", mounts: { "/__photos/": set.folder }, pages: 2 }, async ({ pages }) => {
  let next = 0;
  await Promise.all(
    pages.map(async (page) => {
      while (next < chosen.length) {
        const { identity, photo } = chosen[next]!;
        next += 1;
        const url = photoUrl({ label: "", relativePath: photo });
        const { outcome } = await analyzeOnPage(page, url, "original", undefined, "site", set.gender);
        if (outcome.kind !== "ok") {
          checked.push({ identity, photo, finding: null });
          continue;
        }
        const { points, imageSize } = outcome.analysis;
        const read = await page.evaluate(
          ([u, p, s]) =>
            (
              window as unknown as {
                engineHarness: {
                  hairlineOf: (
                    u: string,
                    p: Point[],
                    s: object,
                  ) => Promise<{ finding: HairlineFinding; temples: TemplesFinding; drawing: string } | null>;
                };
              }
            ).engineHarness.hairlineOf(u, p, s),
          [url, points as Point[], imageSize] as const,
        );
        const finding = read?.finding ?? null;
        if (drawDir && read && drawn < 60) {
          drawn += 1;
          mkdirSync(drawDir, { recursive: true });
          const name = `${photo.replaceAll("/", "_")}-${finding?.found ? `found-${finding.scale}` : (finding?.reason ?? "none")}.png`;
          writeFileSync(path.join(drawDir, name), Buffer.from(read.drawing, "base64"));
        }
        const entry: Checked = { identity, photo, finding, estimated: facialMetrics(points).faceLength };
        if (finding?.found) entry.found = facialMetrics(points, finding.scale).faceLength;
        if (read) {
          entry.temples = read.temples;
          const metrics = facialMetrics(points);
          entry.browEnds = (100 * metrics.foreheadWidth) / metrics.cheekboneWidth;
          if (read.temples.found) entry.atTemples = 50 * (read.temples.left + read.temples.right);
        }
        if (finding) entry.starting = facialMetrics(points, startingHairline(finding, set.gender)).faceLength;
        checked.push(entry);
      }
    }),
  );
});

const measured = checked.filter((c) => c.finding !== null);
const found = measured.filter((c) => c.finding?.found);
const reasons = new Map<string, number>();
for (const c of measured)
  if (c.finding && !c.finding.found) reasons.set(c.finding.reason, (reasons.get(c.finding.reason) ?? 0) + 1);
const scales = found.map((c) => (c.finding?.found ? c.finding.scale : 0)).sort((a, b) => a - b);
const quantile = (q: number) => scales[Math.floor(q * (scales.length - 1))] ?? NaN;
const asPhotos = (pick: (c: Checked) => number | undefined, among: readonly Checked[] = found): SteadinessPhoto[] =>
  among.map((c) => ({ person: String(c.identity), top1: "", measurements: { length: pick(c) ?? NaN } }));
const estimatedIcc = measurementIcc(
  asPhotos((c) => c.estimated),
  "length",
);
const foundIcc = measurementIcc(
  asPhotos((c) => c.found),
  "length",
);
const startingIcc = measurementIcc(
  asPhotos((c) => c.starting, measured),
  "length",
);
const measuredEstimateIcc = measurementIcc(
  asPhotos((c) => c.estimated, measured),
  "length",
);
const fmt = (r: { icc: number; low: number; high: number; people: number }) =>
  `${r.icc.toFixed(2)} (${r.low.toFixed(2)} to ${r.high.toFixed(2)}, ${r.people} identities)`;
console.log(
  `set ${set.name} (${path.basename(set.folder)}): ${chosen.length} development photos of ${new Set(chosen.map((c) => c.identity)).size} identities`,
);
console.log(
  `measured ${measured.length}; hairline found on ${found.length} (${Math.round((100 * found.length) / (measured.length || 1))} %)`,
);
console.log(`not found: ${[...reasons].map(([reason, n]) => `${reason} ${n}`).join(", ") || "none"}`);
console.log(
  `found at forehead scale: median ${quantile(0.5).toFixed(2)}, middle half ${quantile(0.25).toFixed(2)} to ${quantile(0.75).toFixed(2)}`,
);
console.log(
  `ICC of face length on the photos found: estimated hairline ${fmt(estimatedIcc)}; found hairline ${fmt(foundIcc)}`,
);
console.log(
  `ICC of face length on every photo measured: estimated hairline ${fmt(measuredEstimateIcc)}; the hairline the site would start from ${fmt(startingIcc)}`,
);
// The temples: how often found, and the forehead width's steadiness there against the brows' ends.
const withTemples = measured.filter((c) => c.atTemples !== undefined);
const templeReasons = new Map<string, number>();
for (const c of measured)
  if (c.temples && !c.temples.found)
    templeReasons.set(c.temples.reason, (templeReasons.get(c.temples.reason) ?? 0) + 1);
const widths = (pick: (c: Checked) => number | undefined) =>
  measurementIcc(
    withTemples.map((c) => ({ person: String(c.identity), top1: "", measurements: { width: pick(c) ?? NaN } })),
    "width",
  );
const templeWidths = withTemples.map((c) => c.atTemples ?? 0).sort((a, b) => a - b);
console.log(
  `temples found on ${withTemples.length} of ${measured.length}; not found: ${[...templeReasons].map(([reason, n]) => `${reason} ${n}`).join(", ") || "none"}; width at the temples median ${templeWidths[Math.floor(templeWidths.length / 2)]?.toFixed(1)} % of the cheekbones'`,
);
console.log(
  `ICC of the forehead width on the photos with temples found: at the brows' ends ${fmt(widths((c) => c.browEnds))}; at the temples ${fmt(widths((c) => c.atTemples))}`,
);
// The labelled shapes (each photo's folder) as each face length shows them: every shape's middle
// half, and the share of the length's variance that lies between the shapes (eta squared; more
// means the length tells the shapes apart better), with a 95 % interval from a bootstrap over identities.
const shapeOf = (c: Checked) => c.photo.split("/")[0] ?? "";
const middleHalf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
  return `${at(0.25).toFixed(1)} to ${at(0.75).toFixed(1)}`;
};
const etaSquared = (list: readonly Checked[], pick: (c: Checked) => number) => {
  const all = list.map(pick);
  const grand = all.reduce((a, b) => a + b, 0) / all.length;
  const total = all.reduce((a, v) => a + (v - grand) ** 2, 0);
  let between = 0;
  for (const group of Map.groupBy(list, shapeOf).values()) {
    const m = group.reduce((a, c) => a + pick(c), 0) / group.length;
    between += group.length * (m - grand) ** 2;
  }
  return total > 0 ? between / total : NaN;
};
/** Eta squared with the estimate and with the starting hairline, and their paired difference, each with its interval. */
const etas = () => {
  const estimated = (c: Checked) => c.estimated ?? NaN;
  const starting = (c: Checked) => c.starting ?? NaN;
  const identities = [...Map.groupBy(measured, (c) => c.identity).values()];
  const random = seededRandom(7);
  const draws: [number, number, number][] = [];
  for (let b = 0; b < 1000; b += 1) {
    const sample = identities.flatMap(() => identities[Math.floor(random() * identities.length)] ?? []);
    const [e, s] = [etaSquared(sample, estimated), etaSquared(sample, starting)];
    draws.push([e, s, s - e]);
  }
  const interval = (k: 0 | 1 | 2, value: number) => {
    const sorted = draws.map((d) => d[k]).sort((a, b) => a - b);
    return `${value.toFixed(3)} (${sorted[25]!.toFixed(3)} to ${sorted[974]!.toFixed(3)})`;
  };
  const [e, s] = [etaSquared(measured, estimated), etaSquared(measured, starting)];
  return `estimated ${interval(0, e)}; starting ${interval(1, s)}; starting minus estimated ${interval(2, s - e)}`;
};
console.log("face length by labelled shape, middle half: estimated hairline / the hairline the site would start from");
for (const [shape, group] of [...Map.groupBy(measured, shapeOf)].sort())
  console.log(
    `  ${shape} (${group.length}): ${middleHalf(group.map((c) => c.estimated ?? NaN))} / ${middleHalf(group.map((c) => c.starting ?? NaN))}`,
  );
console.log(`share of the face length's variance between the labelled shapes: ${etas()}`);
for (const c of checked.filter((c) => c.finding && !c.finding.found).slice(0, 12))
  console.log(`  not found (${c.finding && !c.finding.found ? c.finding.reason : ""}): ${c.photo}`);
