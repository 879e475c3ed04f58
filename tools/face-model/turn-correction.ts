/**
 * `JITI_TSCONFIG_PATHS=true npx jiti tools/face-model/turn-correction.ts [--people 80] [--photos 3]`:
 * how a turned head changes the widths the result shows, and whether correcting for it makes one
 * person's photos agree better (issue 53, item 3). Development photos only (never the locked
 * people, never Labeled Faces in the Wild): up to `--photos` photos of up to `--people` identities
 * of each labelled set, analysed by the site's engine in the harness; their 68 points are kept in
 * .cache/turn-correction/ so a second run reads them.
 *
 * For each width (percent of the widest span, as the result shows it) it prints:
 * - how much it changes per 10 degrees of turn within one identity (a regression on the absolute
 *   yaw after each identity's mean is taken out), with a 95 % interval from a bootstrap over identities;
 * - its ICC over identities as measured, with the physical correction (the spans between points on
 *   the face's front, the brows' ends and the jaw corners, divided by the cosine of the yaw; the
 *   outline at the cheekbones is the head's silhouette and does not shrink), and with a fitted one
 *   (the slope above, fitted without the identity's own photos: five folds by identity).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { closedMouthPoints } from "../../src/lib/face-shape/expression";
import { yawDegrees } from "../../src/lib/face-shape/face-geometry";
import { faceSpans, type FaceSpans } from "../../src/lib/face-shape/facial-metrics";
import type { Point } from "../../src/lib/face-shape/types";
import { photoUrl } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { REPO_ROOT } from "../../scripts/repo-root";
import { DATASETS, developmentPhotosByIdentity } from "./datasets";
import { measurementIcc, type SteadinessPhoto } from "./evaluation/steadiness";
import { seededRandom } from "./evaluation/seeded-random";
import { analyzeOnPage } from "./extract-landmarks";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const peopleWanted = Number(option("--people")) || 80;
const perPerson = Number(option("--photos")) || 3;
const CACHE = path.join(REPO_ROOT, ".cache/turn-correction");

interface Measured {
  set: string;
  identity: string;
  photo: string;
  points: Point[];
}

async function measureSet(set: (typeof DATASETS)[number]): Promise<Measured[]> {
  const file = path.join(CACHE, `${set.name}-${peopleWanted}x${perPerson}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Measured[];
  const chosen = developmentPhotosByIdentity(set, perPerson)
    .slice(0, peopleWanted)
    .flatMap(([identity, photos]) => photos.map((photo) => ({ identity, photo })));
  const measured: Measured[] = [];
  await withEngineHarness({ build: "if-stale", mounts: { "/__photos/": set.folder }, pages: 2 }, async ({ pages }) => {
    let next = 0;
    await Promise.all(
      pages.map(async (page) => {
        while (next < chosen.length) {
          const { identity, photo } = chosen[next]!;
          next += 1;
          const { outcome } = await analyzeOnPage(
            page,
            photoUrl({ label: "", relativePath: photo }),
            "original",
            undefined,
            "site",
            set.gender,
          );
          if (outcome.kind === "ok")
            measured.push({
              set: set.name,
              identity: `${set.name}:${identity}`,
              photo,
              points: outcome.analysis.points,
            });
        }
      }),
    );
  });
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, JSON.stringify(measured));
  return measured;
}

/** The cheekbones are the widest span on nearly every face (always 100 %), so they have no ICC to show. */
const WIDTHS = ["forehead", "jawline"] as const;
type Width = (typeof WIDTHS)[number] | "cheekbone";
/** The spans between points on the face's front, which a turn foreshortens. */
const FRONT: readonly Width[] = ["forehead", "jawline"];

const percents = (spans: FaceSpans): Record<Width, number> => {
  const widest = Math.max(spans.forehead, spans.cheekbone, spans.jawline) || 1;
  return {
    forehead: (100 * spans.forehead) / widest,
    cheekbone: (100 * spans.cheekbone) / widest,
    jawline: (100 * spans.jawline) / widest,
  };
};

interface Row {
  identity: string;
  yaw: number;
  measured: Record<Width, number>;
  physical: Record<Width, number>;
}

function rowOf(photo: Measured): Row {
  const points = closedMouthPoints(photo.points);
  const yaw = yawDegrees(photo.points);
  const spans = faceSpans(points);
  const cos = Math.cos((yaw * Math.PI) / 180);
  const upright = { ...spans };
  for (const width of FRONT) upright[width] = spans[width] / cos;
  return { identity: photo.identity, yaw, measured: percents(spans), physical: percents(upright) };
}

/** The within-identity slope of a width on the absolute yaw (per degree). */
function slope(rows: readonly Row[], width: Width): number {
  const byIdentity = Map.groupBy(rows, (row) => row.identity);
  let sxy = 0;
  let sxx = 0;
  for (const group of byIdentity.values()) {
    if (group.length < 2) continue;
    const mx = group.reduce((a, r) => a + Math.abs(r.yaw), 0) / group.length;
    const my = group.reduce((a, r) => a + r.measured[width], 0) / group.length;
    for (const r of group) {
      sxy += (Math.abs(r.yaw) - mx) * (r.measured[width] - my);
      sxx += (Math.abs(r.yaw) - mx) ** 2;
    }
  }
  return sxx > 0 ? sxy / sxx : 0;
}

const fmt = (r: { icc: number; low: number; high: number; people: number }) =>
  `${r.icc.toFixed(2)} (${r.low.toFixed(2)} to ${r.high.toFixed(2)})`;

const everyone: Row[] = [];
for (const set of DATASETS) {
  const rows = (await measureSet(set)).map(rowOf);
  everyone.push(...rows);
  report(set.name, rows);
}
// Pooled, only the slopes: an ICC over the sets together would count their differences as people's.
report("all sets (slopes only)", everyone, false);

function report(name: string, rows: readonly Row[], withIcc = true) {
  const identities = [...new Set(rows.map((row) => row.identity))];
  const yaws = rows.map((row) => Math.abs(row.yaw)).sort((a, b) => a - b);
  console.log(
    `${name}: ${rows.length} photos of ${identities.length} identities; |yaw| median ${yaws[Math.floor(yaws.length / 2)]?.toFixed(1)}°, 90th percentile ${yaws[Math.floor(0.9 * yaws.length)]?.toFixed(1)}°`,
  );
  // Fitted correction, cross-validated: five folds by identity.
  const random = seededRandom(53);
  const foldOf = new Map(
    identities
      .map((id) => ({ id, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ id }, i) => [id, i % 5]),
  );
  const fitted = rows.map((row) => ({ ...row.measured }));
  for (let fold = 0; fold < 5; fold += 1) {
    const training = rows.filter((row) => foldOf.get(row.identity) !== fold);
    for (const width of WIDTHS) {
      const b = slope(training, width);
      rows.forEach((row, i) => {
        if (foldOf.get(row.identity) === fold) fitted[i]![width] = row.measured[width] - b * Math.abs(row.yaw);
      });
    }
  }
  const icc = (values: readonly Record<Width, number>[], width: Width) =>
    measurementIcc(
      rows.map((row, i): SteadinessPhoto => ({
        person: row.identity,
        top1: "",
        measurements: { [width]: values[i]![width] },
      })),
      width,
    );
  for (const width of WIDTHS) {
    const b = slope(rows, width);
    const random2 = seededRandom(7);
    const byIdentity = Map.groupBy(rows, (row) => row.identity);
    const groups = [...byIdentity.values()];
    const draws: number[] = [];
    for (let k = 0; k < 1000; k += 1)
      draws.push(
        slope(
          groups.flatMap(() => groups[Math.floor(random2() * groups.length)] ?? []),
          width,
        ),
      );
    draws.sort((a, c) => a - c);
    const turn = `  ${width}: ${(10 * b).toFixed(2)} points per 10° of turn (95 % ${(10 * draws[25]!).toFixed(2)} to ${(10 * draws[974]!).toFixed(2)})`;
    if (!withIcc) {
      console.log(turn);
      continue;
    }
    console.log(
      `${turn}; ICC as measured ${fmt(
        icc(
          rows.map((r) => r.measured),
          width,
        ),
      )}, physical ${fmt(
        icc(
          rows.map((r) => r.physical),
          width,
        ),
      )}, fitted ${fmt(icc(fitted, width))}`,
    );
  }
}
