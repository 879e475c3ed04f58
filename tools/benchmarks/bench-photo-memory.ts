// `npm run bench:photo-memory [-- --runs <n>] [--case <words>]`: how much memory the browser takes to read and analyse
// one photo. Builds nothing: serves the current dist/ (run `npm run build` first), opens the home
// page in Chromium, waits until it is idle, then chooses each photo below and analyses it where the
// page accepts it, while sampling the proportional set size (PSS, from /proc) of every process of
// the browser every 50 ms. Prints, per photo, the peak above the idle page (median over the runs),
// the peak while the photo was chosen and read, and the answer or the refusal. The photos: an
// 8000 x 8000 JPEG and an 816 x 816 one (made here from a demo photo of @vladmandic/face-api, the
// real face engine), the 8000 x 8000 one also in a browser without ImageDecoder (which would
// decode it whole, so it is refused over 13 megapixels) with a 3600 x 3600 one (13 megapixels, the
// largest such a browser decodes), and the two hostile files of security round 6: a 34-byte WebP
// that declares 8000 x 8000 pixels and a progressive JPEG of under 2 KB whose header says the same.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startPreview } from "../../scripts/preview-server.ts";
import { chromiumLaunchOptions } from "../../scripts/chromium-path";
import { REPO_ROOT } from "../../scripts/repo-root";
import { cropDemoPhoto, ONE_FACE } from "../engine-harness/face-photos";
import sharp from "sharp";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
/** `--case <words>`: only the photos whose label holds these words (for example "without"). */
const only = args.includes("--case") ? (args[args.indexOf("--case") + 1] ?? "") : "";

/** A square JPEG of `side` pixels around the face at the middle of sample1.jpg (ONE_FACE's top square). */
async function photoOf(side: number): Promise<Buffer> {
  return cropDemoPhoto("sample1.jpg", { ...ONE_FACE, height: ONE_FACE.width }, { quality: 70, side });
}

/** A WebP of 34 bytes whose lossless header declares 8000 x 8000 pixels, and nothing to decode. */
function hostileWebp(): Buffer {
  const side = 8000 - 1;
  // VP8L: signature 0x2f, then 14 bits of width - 1 and 14 of height - 1, alpha and version bits.
  const bits = side | (side << 14);
  const vp8l = Buffer.from([0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >>> 24) & 255]);
  const payload = Buffer.concat([vp8l, Buffer.alloc(9)]);
  const chunk = Buffer.concat([Buffer.from("VP8L"), u32le(payload.length), payload]);
  return Buffer.concat([Buffer.from("RIFF"), u32le(4 + chunk.length), Buffer.from("WEBP"), chunk]);
}

/** A progressive JPEG of a few hundred bytes (an 8 x 8 grey square) whose frame header says 8000 x 8000. */
async function hostileJpeg(): Promise<Buffer> {
  const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .jpeg({ progressive: true, quality: 50 })
    .toBuffer();
  const frame = small.indexOf(Buffer.from([0xff, 0xc2]));
  if (frame < 0) throw new Error("sharp wrote no progressive frame header");
  small.writeUInt16BE(8000, frame + 5);
  small.writeUInt16BE(8000, frame + 7);
  return small;
}

const u32le = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};

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
  photo: { bytes: Buffer; name: string; type: string },
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
      .setInputFiles({ name: photo.name, mimeType: photo.type, buffer: photo.bytes });
    const ready = page.getByRole("img", { name: "The photo you chose, ready to analyze" });
    const refused = page.getByTestId("photo-problem");
    await ready.or(refused).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const choosing = peak;
    if (await refused.isVisible()) {
      sampling = false;
      await sampler;
      return {
        peak: peak - idle,
        choosing: choosing - idle,
        shape: `refused: ${(await refused.innerText()).split("\n")[0]}`,
      };
    }
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
  const jpeg = async (side: number) => ({ bytes: await photoOf(side), name: `photo-${side}.jpg`, type: "image/jpeg" });
  const cases = [
    { label: "8000 x 8000 JPEG", photo: await jpeg(8000), imageDecoder: true },
    { label: "8000 x 8000 JPEG, without ImageDecoder", photo: await jpeg(8000), imageDecoder: false },
    { label: "3600 x 3600 JPEG (13 MP), without ImageDecoder", photo: await jpeg(3600), imageDecoder: false },
    { label: "816 x 816 JPEG", photo: await jpeg(816), imageDecoder: true },
    {
      label: "34-byte WebP declaring 8000 x 8000",
      photo: { bytes: hostileWebp(), name: "tiny.webp", type: "image/webp" },
      imageDecoder: true,
    },
    {
      label: "progressive JPEG declaring 8000 x 8000",
      photo: { bytes: await hostileJpeg(), name: "tiny.jpg", type: "image/jpeg" },
      imageDecoder: true,
    },
  ];
  for (const { label, photo, imageDecoder } of cases.filter((candidate) => candidate.label.includes(only))) {
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
    const size =
      photo.bytes.length < 10_000
        ? `${photo.bytes.length} bytes`
        : `${(photo.bytes.length / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `${label} (${size}): peak above the idle page ${mb(peaks[Math.floor(peaks.length / 2)] ?? 0)} (median of ${runs}; runs ${peaks.map(mb).join(", ")}), of which ${mb(choosing[Math.floor(choosing.length / 2)] ?? 0)} while the photo was chosen and read; ${shape.startsWith("refused") ? shape : `answer "${shape}"`}`,
    );
  }
} finally {
  await server.stop();
}
