// `npm run bench:site-analysis -- [--out-dir dist] [--runs 3] [--warm 5]`: the speed of an analysis
// as the built site runs it, the face worker started the way the site starts it (in the engine's
// sandbox, its code and model files fetched and checked by the page). Builds nothing: serves the
// given build (`npm run build` first; point --out-dir at another build to compare two versions on
// the same machine). For each run, a fresh browser with an empty cache opens the home page and
// calls the page's own engine client on one photo (a crop of a face-api demo photo): the first
// analysis (worker start, model download, checks and load included), then `--warm` more; then what
// adding a second photo costs: the first analysis that says who the face is (the same-person
// check's identity network downloaded, checked and loaded), and `--warm` more such analyses (an
// added photo waits for two: its own and photo 1's). Prints each run and, last,
// `site-analysis first_ms=<median> warm_median_ms=<median> identity_first_ms=<median>
// identity_warm_ms=<median> runs=<n>`.
// `bench:analysis` times the engine's steps on the engine harness; this times what a visitor waits.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { cropDemoPhoto, ONE_FACE } from "../engine-harness/face-photos";
import { chromiumLaunchOptions } from "../../scripts/chromium-path";
import { startPreview } from "../../scripts/preview-server.ts";
import { REPO_ROOT } from "../../scripts/repo-root";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const outDir = resolve(REPO_ROOT, option("--out-dir") ?? "dist");
const runs = Number(option("--runs")) || 3;
const warmCount = Number(option("--warm")) || 5;

const chunk = readdirSync(join(outDir, "_astro")).find((file) => /^face-engine\.[\w-]+\.js$/.test(file));
if (!chunk) throw new Error(`no face-engine chunk in ${outDir}/_astro: build the site first (npm run build)`);
const photo = await cropDemoPhoto("sample1.jpg", ONE_FACE, { quality: 90 });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const server = await startPreview({ port: 0, outDir });
const firsts: number[] = [];
const warms: number[] = [];
const identityFirsts: number[] = [];
const identityWarms: number[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      // Imported by a string the page evaluates: a TypeScript runner may rewrite an import() in a function.
      const engine = await page.evaluateHandle<{
        analyzeFace: (photo: object, options: { gender: string; identity?: boolean }) => Promise<{ kind: string }>;
      }>(`import(${JSON.stringify(`/_astro/${chunk}`)})`);
      const times = await page.evaluate(
        async ({ engine, base64, warm }) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const analyse = async (identity = false) => {
            const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
            const started = performance.now();
            const outcome = await engine.analyzeFace(
              { bitmap, width: bitmap.width, height: bitmap.height },
              { gender: "female", identity },
            );
            const took = performance.now() - started;
            bitmap.close();
            if (outcome.kind !== "ok") throw new Error(`the analysis answered ${outcome.kind}`);
            return took;
          };
          const first = await analyse();
          const warmTimes: number[] = [];
          for (let i = 0; i < warm; i += 1) warmTimes.push(await analyse());
          const identityFirst = await analyse(true);
          const identityWarm: number[] = [];
          for (let i = 0; i < warm; i += 1) identityWarm.push(await analyse(true));
          return { first, warmTimes, identityFirst, identityWarm };
        },
        { engine, base64: photo.toString("base64"), warm: warmCount },
      );
      firsts.push(times.first);
      warms.push(median(times.warmTimes));
      identityFirsts.push(times.identityFirst);
      identityWarms.push(median(times.identityWarm));
      console.log(
        `run ${run + 1}: first ${Math.round(times.first)} ms, warm ${times.warmTimes.map(Math.round).join(", ")} ms;` +
          ` with identity: first ${Math.round(times.identityFirst)} ms, warm ${times.identityWarm.map(Math.round).join(", ")} ms`,
      );
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
console.log(
  `site-analysis first_ms=${Math.round(median(firsts))} warm_median_ms=${Math.round(median(warms))}` +
    ` identity_first_ms=${Math.round(median(identityFirsts))} identity_warm_ms=${Math.round(median(identityWarms))} runs=${runs}`,
);
