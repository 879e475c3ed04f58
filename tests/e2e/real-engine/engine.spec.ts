/**
 * The face engine in a real browser: the site's client, worker, model and classifier, built into
 * dist-engine/ with a harness page (tools/engine-harness/astro.config.ts) and served by a
 * local static server; and the harness worker, the site's worker parts with what only tests ask
 * for (its tensor count). The face photos are the demo photos shipped in @vladmandic/face-api.
 */
import { expect, test, type Page } from "@playwright/test";
import { APPEARANCE_SHIPPED } from "../../../src/lib/face-shape/model/shipped-inputs";
import type { EngineHarness, PhotoVariant } from "../../../tools/engine-harness/engine-harness";
import { startEngineServer, type EngineServer } from "../../../tools/engine-harness/engine-runner";
import { requireFreshBuild } from "../../../scripts/builds";
import { DEMO_PHOTOS, NO_FACE, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { analyzeOnPage } from "../../../tools/face-model/extract-landmarks";
import { ANALYSIS_TIMEOUT_MS } from "../../../src/config/analyzer-timing";
import { faceWorker, REAL_ENGINE_WAIT_MS } from "../../support/site-pages";

test.describe.configure({ mode: "serial" });

let server: EngineServer;

test.beforeAll(async () => {
  requireFreshBuild("engine");
  server = await startEngineServer({ "/__photos/": DEMO_PHOTOS });
});

test.afterAll(async () => {
  await server.close();
});

async function openHarness(page: Page) {
  await page.goto(`${server.origin}/__engine-harness`);
  await page.waitForFunction(() => "engineHarness" in window);
}

/** Opens the harness and waits until the site engine's model has loaded. */
async function openSettledHarness(page: Page) {
  await openHarness(page);
  await page.evaluate(async () => {
    const harness = (window as unknown as { engineHarness: EngineHarness }).engineHarness;
    harness.preload();
    await harness.ready();
  });
}

test("finds 68 landmarks and a face shape in a face photo", async ({ page }) => {
  await openSettledHarness(page);
  const result = await analyzeOnPage(page, "/__photos/sample1.jpg", "original", ONE_FACE);
  expect(result.outcome.kind).toBe("ok");
  if (result.outcome.kind !== "ok") return;
  const { analysis } = result.outcome;
  expect(analysis.points).toHaveLength(68);
  for (const p of analysis.points) {
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThanOrEqual(ONE_FACE.width);
    expect(p.y).toBeGreaterThanOrEqual(0);
    expect(p.y).toBeLessThanOrEqual(ONE_FACE.height);
  }
  expect(analysis.imageSize).toEqual({ width: ONE_FACE.width, height: ONE_FACE.height });
  expect(analysis.hybridResults).toHaveLength(6);
  expect(analysis.hybridResults.reduce((sum, s) => sum + s.percentage, 0)).toBe(100);
  expect(analysis.detectedShape).toBe(analysis.hybridResults[0]?.shape);
  expect(analysis.confidence).toBeGreaterThan(0);
  expect(analysis.landmarks.jawline).toHaveLength(17);
  // The head in this photo is tilted strongly and turned a little: measured, and said to be hard.
  expect(analysis.hardPhoto).toEqual(["turned", "levelled"]);

  // Deterministic: the same photo gives the same result.
  const again = await analyzeOnPage(page, "/__photos/sample1.jpg", "original", ONE_FACE);
  expect(again.outcome).toEqual(result.outcome);
});

test("a face worker that closed itself is replaced once an analysis times out", async ({ page }) => {
  // The page's clock runs on by itself; the test only jumps it over the time limit.
  await page.clock.install();
  await openSettledHarness(page);
  const worker = await faceWorker(page);
  await worker.evaluate(() => self.close());
  // Notes when the analysis is handed to the worker, by which time its time limit is running.
  // The site's engine reaches its worker through a message port (the worker runs in the engine's sandbox).
  await page.evaluate(() => {
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort["postMessage"]>) {
      const message: unknown = args[0];
      if (typeof message === "object" && message !== null && "type" in message && message.type === "analyze") {
        (window as unknown as { analysesPosted: number }).analysesPosted += 1;
      }
      return post.apply(this, args);
    } as MessagePort["postMessage"];
    (window as unknown as { analysesPosted: number }).analysesPosted = 0;
  });
  const analysesPosted = () => page.evaluate(() => (window as unknown as { analysesPosted: number }).analysesPosted);

  const unanswered = analyzeOnPage(page, "/__photos/sample1.jpg", "original", ONE_FACE);
  await expect.poll(analysesPosted, { timeout: REAL_ENGINE_WAIT_MS }).toBe(1);
  await page.clock.fastForward(ANALYSIS_TIMEOUT_MS);
  expect((await unanswered).outcome).toEqual({ kind: "engine-error", message: "The analysis took too long." });

  // The next analysis gets a fresh worker, and an answer.
  const next = await analyzeOnPage(page, "/__photos/sample1.jpg", "original", ONE_FACE);
  expect(next.outcome.kind).toBe("ok");
});

test("reports no face on a photo without one", async ({ page }) => {
  await openHarness(page);
  const result = await analyzeOnPage(page, "/__photos/sample1.jpg", "original", NO_FACE);
  expect(result.outcome).toEqual({ kind: "no-face" });
});

test("reports several faces of similar size in a group photo", async ({ page }) => {
  await openHarness(page);
  const result = await analyzeOnPage(page, "/__photos/sample4.jpg");
  expect(result.outcome.kind).toBe("multiple-faces");
});

/** The engine's files: WebAssembly, weights and worker scripts (named "<name>-<hash>.js"; page chunks are "<name>.<hash>.js"). */
const ENGINE_FILE = /\.(?:wasm|bin)$|worker-[\w-]+\.js$/;

test("makes no request beyond the site's own origin, and loads the model only when asked", async ({ browser }) => {
  const context = await browser.newContext();
  const requests: string[] = [];
  context.on("request", (request) => requests.push(request.url()));
  const page = await context.newPage();
  await openHarness(page);
  await page.waitForLoadState("networkidle");
  expect(requests.filter((url) => ENGINE_FILE.test(url))).toEqual([]);

  const result = await analyzeOnPage(page, "/__photos/sample1.jpg", "original", ONE_FACE);
  expect(result.outcome.kind).toBe("ok");
  const engineFiles = requests.filter((url) => ENGINE_FILE.test(url));
  expect(engineFiles.some((url) => url.endsWith(".wasm"))).toBe(true);
  // The page's policy, which the worker keeps (it starts from a blob: entry), lets it compile its
  // WebAssembly: the engine runs on WASM, not on the far slower plain-JavaScript fallback.
  const ready = await page.evaluate(() =>
    (window as unknown as { engineHarness: EngineHarness }).engineHarness.ready(),
  );
  expect(ready).toEqual({ backend: "wasm", loadMs: expect.any(Number) });
  // The detector and landmark weights; the identity network only where an analysis asks who the
  // face is, which this one does not.
  const weights = engineFiles.filter((url) => url.endsWith(".bin"));
  // The appearance network's weights too, where a shipped classifier reads its features; never the
  // face mesh, which only the calibration's worker runs.
  expect(weights.filter((url) => !/face-identity/.test(url))).toHaveLength(2 + (APPEARANCE_SHIPPED ? 1 : 0));
  expect(requests.some((url) => /facemesh/.test(url))).toBe(false);
  expect(weights.some((url) => /face-appearance[^/]*\.bin$/.test(url))).toBe(APPEARANCE_SHIPPED);
  expect(weights.some((url) => /face-identity/.test(url))).toBe(false);
  // blob: addresses (the worker's code, made on the page and in its sandbox) never leave the device.
  for (const url of requests.filter((address) => !address.startsWith("blob:"))) {
    expect(new URL(url).origin).toBe(server.origin);
  }
  await context.close();
});

/** A square of sample3.jpg whose shape once changed when it was letterboxed (Oval alone, Heart framed). */
const SAMPLE3_SQUARE = { x: 195, y: 33, width: 816, height: 816 };

test("the same face measures the same letterboxed, at half size, or small in a large frame", async ({ page }) => {
  await openSettledHarness(page);
  const measured = async (variant: PhotoVariant) => {
    const result = await analyzeOnPage(page, "/__photos/sample3.jpg", variant, SAMPLE3_SQUARE);
    expect(result.outcome.kind, variant).toBe("ok");
    if (result.outcome.kind !== "ok") throw new Error(`${variant}: no result`);
    return result.outcome.analysis;
  };
  const original = await measured("original");
  for (const variant of ["letterbox16x9", "letterbox9x16", "half", "quarter"] as const) {
    const analysis = await measured(variant);
    expect(analysis.detectedShape, variant).toBe(original.detectedShape);
    for (const key of ["foreheadWidth", "cheekboneWidth", "jawlineWidth", "faceLength"] as const) {
      expect(
        Math.abs(analysis.facialMetrics[key] - original.facialMetrics[key]),
        `${variant} ${key}`,
      ).toBeLessThanOrEqual(1);
    }
  }
});

test("analyses in a row leave the worker's tensors where the first analysis left them", async ({ page }) => {
  await openHarness(page);
  // The optional model, where it loads, adds its weights once: let it settle before counting.
  await page.evaluate(() =>
    (window as unknown as { engineHarness: EngineHarness }).engineHarness.harnessWorkerSettled(),
  );
  // Different framings of one face, mirrored every other time, and a photo with no face (which
  // tries the frame turned too): every path an analysis takes allocates and must release.
  const runs = [
    { crop: ONE_FACE, variant: "original", kind: "ok" },
    { crop: { ...ONE_FACE, x: ONE_FACE.x - 20 }, variant: "mirror", kind: "ok" },
    { crop: NO_FACE, variant: "original", kind: "no-face" },
    { crop: { ...ONE_FACE, y: ONE_FACE.y - 15 }, variant: "original", kind: "ok" },
    { crop: { ...ONE_FACE, x: ONE_FACE.x + 20, y: ONE_FACE.y + 10 }, variant: "mirror", kind: "ok" },
  ] as const;
  const counts: { numTensors: number; numBytes: number }[] = [];
  for (const run of runs) {
    const result = await analyzeOnPage(page, "/__photos/sample1.jpg", run.variant, run.crop, "harness-worker");
    expect(result.outcome.kind).toBe(run.kind);
    counts.push(
      await page.evaluate(() =>
        (window as unknown as { engineHarness: EngineHarness }).engineHarness.harnessWorkerTensors(),
      ),
    );
  }
  // After the first analysis the models' weights are all the runtime holds: nothing may pile up.
  expect(counts[0]?.numTensors).toBeGreaterThan(0);
  expect(counts.map((count) => count.numTensors)).toEqual(counts.map(() => counts[0]?.numTensors));
  expect(counts.map((count) => count.numBytes)).toEqual(counts.map(() => counts[0]?.numBytes));
});

test("the calibration's analysis measures a face exactly as the site's does, and returns what it measured", async ({
  page,
}) => {
  await openSettledHarness(page);
  const site = await analyzeOnPage(page, "/__photos/sample1.jpg", "original", ONE_FACE);
  const calibrated = await analyzeOnPage(page, "/__photos/sample1.jpg", "original", ONE_FACE, "calibration");
  expect(site.outcome.kind).toBe("ok");
  if (site.outcome.kind !== "ok") return;
  // The harness worker runs the site's steps: same result, and the points it hands the calibration are the site's.
  expect(calibrated.outcome).toEqual(site.outcome);
  expect(site.calibration).toBeUndefined();
  const measured = calibrated.calibration;
  expect(measured?.points).toEqual(site.outcome.analysis.points);
  expect(measured?.descriptors.map((descriptor) => descriptor.length)).toEqual([128, 128]);
  expect(measured?.embedding.length).toBeGreaterThan(0);
  // The mesh's outline reaches over the forehead, so it may leave the crop a little, never by a face's height.
  expect(measured?.meshPoints.length).toBeGreaterThan(0);
  for (const p of measured?.meshPoints ?? []) {
    expect(Math.abs(p.y - ONE_FACE.height / 2)).toBeLessThan(ONE_FACE.height);
    expect(Math.abs(p.x - ONE_FACE.width / 2)).toBeLessThan(ONE_FACE.width);
  }
});

test.describe("hostile files", () => {
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const hugePng = [
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32(13),
    ...ascii("IHDR"),
    ...u32(30000),
    ...u32(30000),
    ...[8, 2, 0, 0, 0, 0, 0, 0, 0],
    ...u32(64),
    ...ascii("IDAT"),
    ...new Array<number>(64).fill(0x78),
  ];
  const animatedGif = [
    ...ascii("GIF89a"),
    ...[1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255],
    ...[0x21, 0xff, 0x0b, ...ascii("NETSCAPE2.0"), 3, 1, 0, 0, 0],
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0],
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0],
    0x3b,
  ];
  const cases = [
    { name: "zero bytes", source: { bytes: [] }, type: "image/jpeg", file: "empty.jpg" },
    {
      name: "a truncated JPEG",
      source: { url: "/__photos/sample2.jpg", keepBytes: 20_000 },
      type: "image/jpeg",
      file: "cut.jpg",
    },
    {
      name: "text with a .jpg name",
      source: { bytes: ascii("not a photo at all") },
      type: "image/jpeg",
      file: "face.jpg",
    },
    { name: "a PNG declaring 30000 x 30000", source: { bytes: hugePng }, type: "image/png", file: "huge.png" },
    { name: "an animated GIF", source: { bytes: animatedGif }, type: "image/gif", file: "moving.gif" },
    {
      name: "an SVG",
      source: {
        bytes: ascii(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800"/></svg>',
        ),
      },
      type: "image/svg+xml",
      file: "drawing.svg",
    },
    {
      name: "a HEIC header",
      source: { bytes: [...u32(24), ...ascii("ftypheic"), ...u32(0), ...ascii("mif1heic")] },
      type: "image/heic",
      file: "phone.heic",
    },
    {
      name: "a TIFF",
      source: { bytes: [0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0] },
      type: "image/tiff",
      file: "scan.tiff",
    },
  ] as const;

  for (const c of cases) {
    test(`refuses ${c.name} quickly without hanging`, async ({ page }) => {
      await openHarness(page);
      const result = await page.evaluate(
        ([source, type, file]) =>
          (window as unknown as { engineHarness: EngineHarness }).engineHarness.loadFile(source, type, file),
        [c.source, c.type, c.file] as const,
      );
      expect(result.ok).toBe(false);
      expect(result.ms).toBeLessThan(5000);
      if (!result.ok) {
        expect(["not-loadable", "too-small", "too-many-pixels", "heic-not-supported"]).toContain(result.refusal.kind);
      }
    });
  }

  test("accepts real photos of any shape, 3:2 included (docs/decisions.md drops the aspect rule)", async ({ page }) => {
    await openHarness(page);
    const load = (url: string) =>
      page.evaluate(
        (u) =>
          (window as unknown as { engineHarness: EngineHarness }).engineHarness.loadFile(
            { url: u },
            "image/jpeg",
            "p.jpg",
          ),
        url,
      );
    const good = await load("/__photos/sample2.jpg");
    expect(good.ok && good.size).toEqual({ width: 1920, height: 1367 });
    const wide = await load("/__photos/sample1.jpg"); // 1920 x 1280: 3:2, which the old rule refused
    expect(wide.ok && wide.size).toEqual({ width: 1920, height: 1280 });
  });
});
