/**
 * Offline use (docs/offline.md): a visit to the home page keeps the page but fetches no model;
 * opening the analyzer keeps it (worker, weights, WASM, style drawings). After that, the analyzer
 * with every drawing of a result, and an article read then, work with the browser offline; an
 * article never read gets the offline page, which lists the articles kept. What the service worker
 * must keep is read from the built sw.js.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "../../../src/lib/offline/offline-config";
import { readOfflineManifest } from "../../../src/lib/offline/build-offline-manifest";
import { analyzerFiles, pageFiles } from "../../../src/lib/offline/offline-manifest";
import { NO_KEPT_ARTICLES } from "../../../src/page-scripts/kept-articles";
import { engineBackends, watchEngineBackend } from "../../support/engine-backend";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import {
  ARTICLES,
  SHAPE_HEADING,
  waitForIsland,
  wordOnlyInOneBody,
  choosePhotoAndGender,
  REAL_ENGINE_WAIT_MS,
} from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";
import { axeFindings, SITE_RULES } from "../../support/axe";

// This spec is about the service worker itself; everywhere else it is blocked (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The build playwright.config.ts serves. */
const BUILD = join(import.meta.dirname, "../../..", process.env["SITE_OUT_DIR"] ?? "dist");
const manifest = readOfflineManifest(readFileSync(join(BUILD, SERVICE_WORKER_URL), "utf8"));
const analyzer = analyzerFiles(manifest);

/** Addresses the site's caches hold, by cache name. */
function keptFiles(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      kept[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

/** Waits until the one cache, named for this build's version, holds everything `paths` need, and the `files`. */
async function expectKept(page: Page, paths: readonly string[], files: readonly string[] = []) {
  const wanted = [...paths.flatMap((path) => [path, ...pageFiles(manifest, path)]), ...files];
  await expect
    .poll(
      async () => {
        const caches = Object.entries(await keptFiles(page));
        return caches.length === 1 ? wanted.filter((url) => !caches[0]?.[1].includes(url)) : caches.map(([n]) => n);
      },
      { timeout: REAL_ENGINE_WAIT_MS, message: "files still missing from the cache" },
    )
    .toEqual([]);
  expect(Object.keys(await keptFiles(page))).toEqual([expect.stringContaining(manifest.version)]);
}

test("a visit to the home page fetches no model; opening the analyzer fetches it and keeps it", async ({
  context,
  page,
}) => {
  // Every request of the page, its face worker and the service worker.
  const fetched: string[] = [];
  context.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  const model = analyzer.filter((url) => url.startsWith("/_astro/"));
  expect(model.filter((url) => /face-landmarks\.worker.*\.js$/.test(url))).toHaveLength(1);
  expect(model.filter((url) => /(tiny_face_detector|face_landmark_68)_model.*\.bin$/.test(url))).toHaveLength(2);
  expect(model.filter((url) => url.endsWith(".wasm"))).toEqual([expect.stringMatching(/simd/)]);

  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expectKept(page, ["/", OFFLINE_PAGE]);
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((url) => analyzer.includes(url))).toEqual([]);
  const keptNow = Object.values(await keptFiles(page)).flat();
  expect(keptNow.filter((url) => analyzer.includes(url))).toEqual([]);

  const photo = await makePhoto(page, `offline-open-${test.info().parallelIndex}.jpg`, "sample1.jpg", ONE_FACE);
  await page.locator('input[name="photo"]').setInputFiles(photo);
  await expectKept(page, ["/", OFFLINE_PAGE], analyzer);
  expect(model.filter((url) => !fetched.includes(url))).toEqual([]);
});

test("once opened, the analyzer works offline with every drawing, as does an article read; an article never read lists those kept", async ({
  context,
  page,
  baseURL,
}) => {
  const [read, unread] = ARTICLES;
  if (!read || !unread) throw new Error("the blog needs two articles for this test");
  const watch = await watchSecurity(context, baseURL ?? "");
  await watchEngineBackend(context);
  // The optional recognition model (4 MB) is kept only if its background download, which picking a photo
  // starts, ends before the test moves on: left out, the offline analysis is the same on every run.
  await context.route(/face-identity[^/]*\.bin$/, (route) => route.abort());

  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The visitor opens the analyzer with a connection: it is kept with its model and drawings.
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const photo = await makePhoto(page, `offline-${test.info().parallelIndex}.jpg`, "sample1.jpg", ONE_FACE);
  await page.locator('input[name="photo"]').setInputFiles(photo);
  await expectKept(page, ["/", OFFLINE_PAGE], analyzer);

  await page.goto(`/blog/${read.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(read.title);
  await expectKept(page, ["/", OFFLINE_PAGE, `/blog/${read.slug}`], analyzer);

  await context.setOffline(true);
  await page.clock.install();
  const opened = await page.goto("/");
  expect(opened?.fromServiceWorker()).toBe(true);
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await choosePhotoAndGender(page, photo);
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  // The landmark preview moves on to the results by itself; both show the 68 points.
  const results = page.getByTestId("analysis-results");
  await expect(results).toBeVisible({ timeout: REAL_ENGINE_WAIT_MS });
  await expect(results.locator("svg[data-landmark-count]")).toHaveAttribute("data-landmark-count", "68");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(SHAPE_HEADING);
  // Offline too, the engine runs on WASM from the kept files (no fall-back to the CPU backend).
  expect(await engineBackends(page)).toEqual(["wasm"]);

  // Every style drawing of the result shows, in the gallery and in a style's own dialog.
  const drawings = results.locator('img[src^="/illustrations/styles/"]');
  expect(await drawings.count()).toBeGreaterThan(0);
  const shows = (image: ReturnType<Page["locator"]>) =>
    expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0));
  for (const drawing of await drawings.all()) {
    await drawing.scrollIntoViewIfNeeded();
    await shows(drawing).toBe(true);
  }
  await drawings.first().click();
  const dialog = page.getByRole("dialog");
  const examples = dialog.locator('img[src^="/illustrations/styles/"]');
  await expect(examples).not.toHaveCount(0);
  for (const example of await examples.all()) await shows(example).toBe(true);
  await dialog.getByRole("button", { name: "Close" }).click();

  const article = await page.goto(`/blog/${read.slug}`);
  expect(article?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(read.title);

  const missing = await page.goto(`/blog/${unread.slug}`);
  expect(missing?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  // It lists the one article kept, which opens from here, and no link leads to another offline page.
  const kept = page.getByRole("region", { name: "Articles you can read offline" });
  await expect(kept.getByRole("link")).toHaveText([read.title]);
  await expect(page.getByRole("main").getByRole("link", { name: "Browse the style blog" })).toHaveCount(0);
  expect(await axeFindings(page, { tags: SITE_RULES })).toEqual([]);
  await kept.getByRole("link", { name: read.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(read.title);

  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(watch.violations).toEqual([]);
});

test.describe("with no article kept", () => {
  test.use({ serviceWorkers: "block" });

  test("the offline page says so plainly and links home", async ({ page }) => {
    await page.goto(OFFLINE_PAGE);
    const kept = page.getByRole("region", { name: "Articles you can read offline" });
    await expect(kept.getByText(NO_KEPT_ARTICLES)).toBeVisible();
    await expect(kept.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});

test("the service worker leaves a request that sends data alone", async ({ page }) => {
  await page.goto("/about");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const sent = page.waitForResponse((response) => response.request().method() === "POST");
  await page.evaluate(() => fetch("/not-a-form", { method: "POST", body: "hello" }).catch(() => undefined));
  expect((await sent).fromServiceWorker()).toBe(false);
});

test("blog search works offline once the search page has been opened", async ({ context, page }) => {
  const { word, title } = wordOnlyInOneBody();
  await page.goto("/blog/search");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The search page is kept with Pagefind's library, WASM and index.
  expect(pageFiles(manifest, "/blog/search").filter((url) => url.startsWith("/pagefind/")).length).toBeGreaterThan(3);
  await expectKept(page, ["/blog/search", OFFLINE_PAGE]);

  await context.setOffline(true);
  await page.goto(`/blog/search?q=${word}`);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/1 article found/);
});
