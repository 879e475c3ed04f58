/**
 * `JITI_TSCONFIG_PATHS=true npx jiti tools/face-model/averaged-measurements.ts [--people 60] [--photos 3]`:
 * would the measurements the result shows be steadier over one person's photos if each were the
 * mean over a few copies of the photo (issue 53, item 6: features averaged over small shifts and
 * scales)? Development photos only (never the locked people, never Labeled Faces in the Wild): up
 * to `--photos` photos of up to `--people` identities of niten19, Pasupa and the men's set, each
 * analysed by the site's engine in the harness as it is and as VARIANTS (mirrored, shifted by 5 %,
 * enlarged by 30 %: each moves the face detector's box, so the 68 points are placed afresh). The
 * measurements are ratios, the same in every copy's frame. Prints each measurement's ICC over
 * identities on the photo as it is and on the mean of the copies, with 95 % intervals (a
 * bootstrap over identities). The analyses are kept in .cache/averaged-measurements/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FacialMetrics } from "../../src/lib/face-shape/types";
import { REPO_ROOT } from "../../scripts/repo-root";
import type { PhotoVariant } from "../engine-harness/engine-harness";
import { photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { DATASETS, developmentPhotosByIdentity } from "./datasets";
import { measurementIcc, type SteadinessPhoto } from "./evaluation/steadiness";
import { analyzeOnPage } from "./extract-landmarks";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const peopleWanted = Number(option("--people")) || 60;
const perPerson = Number(option("--photos")) || 3;
const CACHE = path.join(REPO_ROOT, ".cache/averaged-measurements");
const VARIANTS: readonly PhotoVariant[] = ["original", "mirror", "shift5", "scale130"];
const MEASUREMENTS = ["foreheadWidth", "jawlineWidth", "faceLength"] as const;

interface Measured {
  identity: number;
  photo: string;
  /** Each variant's measurements, where the engine gave a result. */
  metrics: Partial<Record<PhotoVariant, FacialMetrics>>;
}

for (const set of DATASETS.filter((entry) => entry.name !== "consensus")) {
  const file = path.join(CACHE, `${set.name}-${peopleWanted}x${perPerson}.json`);
  let measured: Measured[];
  if (existsSync(file)) measured = JSON.parse(readFileSync(file, "utf8")) as Measured[];
  else {
    const chosen = developmentPhotosByIdentity(set, perPerson)
      .slice(0, peopleWanted)
      .flatMap(([identity, photos]) => photos.map((photo) => ({ identity, photo })));
    measured = [];
    await withEngineHarness(
      { build: "if-stale", mounts: { "/__photos/": set.folder }, pages: 2 },
      async ({ pages }) => {
        let next = 0;
        await Promise.all(
          pages.map(async (page) => {
            while (next < chosen.length) {
              const { identity, photo } = chosen[next]!;
              next += 1;
              const row: Measured = { identity, photo, metrics: {} };
              for (const variant of VARIANTS) {
                const url = photoUrl({ label: "", relativePath: photo });
                const { outcome } = await analyzeOnPage(page, url, variant, undefined, "site", set.gender);
                if (outcome.kind === "ok") row.metrics[variant] = outcome.analysis.facialMetrics;
              }
              measured.push(row);
            }
          }),
        );
      },
    );
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(file, JSON.stringify(measured));
  }
  const usable = measured.filter((row) => row.metrics.original);
  const photosOf = (value: (row: Measured, key: (typeof MEASUREMENTS)[number]) => number): SteadinessPhoto[] =>
    usable.map((row) => ({
      person: String(row.identity),
      top1: "",
      measurements: Object.fromEntries(MEASUREMENTS.map((key) => [key, value(row, key)])),
    }));
  const asIs = photosOf((row, key) => row.metrics.original![key]);
  const averaged = photosOf((row, key) => {
    const values = VARIANTS.flatMap((variant) => (row.metrics[variant] ? [row.metrics[variant][key]] : []));
    return values.reduce((a, b) => a + b, 0) / values.length;
  });
  const fmt = (r: { icc: number; low: number; high: number }) =>
    `${r.icc.toFixed(2)} (${r.low.toFixed(2)} to ${r.high.toFixed(2)})`;
  console.log(
    `${set.name}: ${usable.length} photos of ${new Set(usable.map((row) => row.identity)).size} identities, ${VARIANTS.length} copies each`,
  );
  for (const key of MEASUREMENTS)
    console.log(
      `  ${key}: ICC as it is ${fmt(measurementIcc(asIs, key))}; mean of the copies ${fmt(measurementIcc(averaged, key))}`,
    );
}
