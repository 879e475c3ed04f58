// `npm run bench:photo-memory [-- --runs <n>]`: how much memory the browser takes to analyse one
// large photo. Builds nothing: serves the current dist/ (run `npm run build` first), opens the home
// page in Chromium, waits until it is idle, then analyses an 8000 x 8000 JPEG and an 816 x 816
// one (each made here from a demo photo of @vladmandic/face-api, the real face engine) while
// sampling the proportional set size (PSS, from /proc) of every process of the browser every
// 50 ms. Prints, per photo, the peak above the idle page (median over the runs), and the peak
// reached before the analysis started (reading the photo, the engine starting to load). The
// 8000 x 8000 photo is measured twice: as Chromium decodes it (ImageDecoder, at the analysis
// size) and on the fallback a browser without ImageDecoder takes (createImageBitmap at full size).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startPreview } from "../../scripts/preview-server.ts";
import { chromiumLaunchOptions } from "../../scripts/chromium-path";
import { REPO_ROOT } from "../../scripts/repo-root";
import { cropDemoPhoto, ONE_FACE } from "../engine-harness/face-photos";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;

/** A square JPEG of `side` pixels around the face at the middle of sample1.jpg (ONE_FACE's top square). */
async function photoOf(side: number): Promise<Buffer> {
  return cropDemoPhoto("sample1.jpg", { ...ONE_FACE, height: ONE_FACE.width }, { quality: 70, side });
}

/** Every process below `pid` (the browser and its renderers, GPU and utility processes). */
async function descendants(pid: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i += 1) all.push(...(parents.get(all[i] ?? -1) ?? []));
  return all;
}

/** The browser's memory now: the sum of its processes' PSS, in bytes. */
async function browserMemory(pid: number): Promise<number> {
  let total = 0;
  for (const process of await descendants(pid)) {
    try {
      const rollup = readFileSync(`/proc/${process}/smaps_rollup`, "utf8");
      total += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

async function settle(page: Page, pid: number): Promise<number> {
  await page.waitForTimeout(1500);
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    samples.push(await browserMemory(pid));
    await page.waitForTimeout(100);
  }
  return Math.min(...samples);
}

/** The peak memory above the idle page while one photo is chosen and analysed. */
async function peakFor(
  photo: Buffer,
  origin: string,
  imageDecoder: boolean,
): Promise<{ peak: number; choosing: number; shape: string }> {
  const profile = mkdtempSync(join(tmpdir(), "photo-memory-"));
  const browser = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
  });
  const pid = await browserProcess(profile);
  try {
    // A browser without WebCodecs' ImageDecoder (src/lib/photo/load-photo.ts then decodes at full size).
    if (!imageDecoder) await browser.addInitScript(() => Reflect.deleteProperty(globalThis, "ImageDecoder"));
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.locator("astro-island:not([ssr]) button:has-text('Upload Your Selfie Now')").waitFor();
    const idle = await settle(page, pid);
    let peak = idle;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await browserMemory(pid));
        await new Promise((done) => setTimeout(done, 50));
      }
    })();
    await page
      .locator('input[name="photo"]')
      .setInputFiles({ name: "large.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("img", { name: "The photo you chose, ready to analyze" }).waitFor();
    await page.waitForTimeout(1000);
    const choosing = peak;
    await page.getByRole("button", { name: "Female", exact: true }).click();
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    await page.getByRole("button", { name: "Skip to results" }).click({ timeout: 180_000 });
    const heading = page.getByTestId("analysis-results").getByRole("heading", { level: 2 });
    await heading.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    sampling = false;
    await sampler;
    return { peak: peak - idle, choosing: choosing - idle, shape: (await heading.textContent()) ?? "" };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The browser's main process: the one started with this profile that is not one of its helpers. */
async function browserProcess(profile: string): Promise<number> {
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (
        command.some((arg) => arg === `--user-data-dir=${profile}`) &&
        !command.some((arg) => arg.startsWith("--type="))
      )
        return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  throw new Error("no browser process to measure");
}

const server = await startPreview({ port: 0, outDir: join(REPO_ROOT, "dist") });
try {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const cases = [
    { side: 8000, imageDecoder: true },
    { side: 8000, imageDecoder: false },
    { side: 816, imageDecoder: true },
  ];
  for (const { side, imageDecoder } of cases) {
    const photo = await photoOf(side);
    const peaks: number[] = [];
    const choosing: number[] = [];
    let shape = "";
    for (let run = 0; run < runs; run += 1) {
      const result = await peakFor(photo, server.origin, imageDecoder);
      peaks.push(result.peak);
      choosing.push(result.choosing);
      shape = result.shape;
    }
    peaks.sort((a, b) => a - b);
    choosing.sort((a, b) => a - b);
    console.log(
      `${side} x ${side} JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB file${imageDecoder ? "" : ", without ImageDecoder"}): peak above the idle page ${mb(peaks[Math.floor(peaks.length / 2)] ?? 0)} (median of ${runs}; runs ${peaks.map(mb).join(", ")}), of which ${mb(choosing[Math.floor(choosing.length / 2)] ?? 0)} while the photo was chosen and read; answer "${shape}"`,
    );
  }
} finally {
  await server.stop();
}
