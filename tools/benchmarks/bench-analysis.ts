/**
 * `npm run bench:analysis -- [<folder>] [--photos=N] [--no-build]`: speed of the real engine in
 * headless Chromium, from a cold browser (empty cache). Prints model load time, first analysis
 * (model start-up included) and warm analyses (median, worst), the bytes the browser downloads for
 * the model and its runtime (raw and gzip), and the longest main-thread task while analyses run
 * (from a Chromium trace). Last line:
 * `analysis warm_median_ms=<n> first_ms=<n> download_gz_bytes=<n> longest_task_ms=<n> photos=<n>`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  DEFAULT_DATASET,
  ENGINE_DIST,
  folderArgument,
  listLabelledPhotos,
  median,
  openHarness,
  photoUrl,
} from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { analyzeOnPage } from "../face-model/extract-landmarks";
import type { EngineHarness } from "../engine-harness/engine-harness";

const folder = folderArgument(DEFAULT_DATASET);
const count = Number(process.argv.find((a) => a.startsWith("--photos="))?.split("=")[1] ?? 30);
const all = listLabelledPhotos(folder);
if (all.length === 0) {
  console.error(
    `bench:analysis: no photos in ${folder}. Give a folder of photos (.jpg, .jpeg, .png, .webp, .gif, .bmp), ` +
      "either directly in it or in one subfolder per label.",
  );
  process.exit(1);
}
// An even spread over the folder, always the same photos.
const photos = Array.from(
  { length: Math.min(count, all.length) },
  (_, i) => all[Math.floor((i * all.length) / Math.min(count, all.length))],
).filter((p) => p !== undefined);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

const build = !process.argv.includes("--no-build");
await withEngineHarness({ build, mounts: { "/__photos/": folder } }, async ({ server, browser, page }) => {
  const engineFiles: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (
      url.origin === server.origin &&
      url.pathname.startsWith("/_astro/") &&
      /\.(js|wasm|bin|json)$/.test(url.pathname)
    ) {
      if (!engineFiles.includes(url.pathname)) engineFiles.push(url.pathname);
    }
  });
  await page.waitForTimeout(300);
  const shellFiles = new Set(engineFiles.splice(0));

  // Model load on its own: worker start, downloads, WASM compile, warm-up pass.
  const loadMs = await page.evaluate(async () => {
    const harness = (window as unknown as { engineHarness: EngineHarness }).engineHarness;
    const t0 = performance.now();
    harness.preload();
    await harness.ready();
    return performance.now() - t0;
  });

  // First analysis in a fresh browser context (empty cache, new worker): includes model start-up.
  const coldContext = await browser.newContext();
  const coldPage = await openHarness(coldContext, server.origin);
  const first = await analyzeOnPage(coldPage, photoUrl(photos[0] ?? { label: "", relativePath: "" }));
  await coldContext.close();

  // Warm analyses on the first page, under a Chromium trace to find the longest main-thread task.
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"],
  });
  const warm: number[] = [];
  const workerMs: number[] = [];
  const kinds = new Map<string, number>();
  let longestTaskApi = 0;
  for (const photo of photos) {
    const result = await analyzeOnPage(page, photoUrl(photo));
    warm.push(result.wallMs);
    if (result.timings) workerMs.push(result.timings.totalMs);
    longestTaskApi = Math.max(longestTaskApi, result.longestTaskMs);
    kinds.set(result.outcome.kind, (kinds.get(result.outcome.kind) ?? 0) + 1);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    trace.traceEvents
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const longestTraceTask =
    Math.max(
      0,
      ...trace.traceEvents
        .filter((e) => e.name === "RunTask" && e.ph === "X" && mainThreads.has(`${e.pid}:${e.tid}`))
        .map((e) => e.dur ?? 0),
    ) / 1000;

  const downloaded = engineFiles.filter((f) => !shellFiles.has(f) && !f.includes("engine-harness"));
  let raw = 0;
  let gz = 0;
  console.log("engine files downloaded (raw / gzip bytes):");
  for (const file of downloaded) {
    const bytes = readFileSync(path.join(ENGINE_DIST, file));
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += zipped;
    console.log(`  ${file}  ${bytes.length} / ${zipped}`);
  }
  const round = (n: number) => Math.round(n);
  console.log(
    `photos: ${photos.length} from ${folder}; outcomes: ${[...kinds].map(([k, n]) => `${k}=${n}`).join(" ")}`,
  );
  console.log(`model load: ${round(loadMs)} ms (worker start, downloads, WASM start-up, warm-up pass)`);
  console.log(`first analysis, cold page (model start-up included): ${round(first.wallMs)} ms`);
  console.log(
    `warm analysis: median ${round(median(warm))} ms, worst ${round(Math.max(...warm))} ms ` +
      `(inside the worker: median ${round(median(workerMs))} ms)`,
  );
  console.log(`download, model and runtime: ${raw} bytes raw, ${gz} bytes gzip`);
  console.log(
    `longest main-thread task while analysing: ${longestTraceTask.toFixed(1)} ms (trace), Long Tasks API: ${round(longestTaskApi)} ms`,
  );
  console.log(
    `analysis warm_median_ms=${round(median(warm))} first_ms=${round(first.wallMs)} download_gz_bytes=${gz} ` +
      `longest_task_ms=${round(longestTraceTask)} photos=${photos.length}`,
  );
});
