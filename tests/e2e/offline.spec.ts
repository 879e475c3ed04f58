/**
 * Offline use (README "Offline"): after one visit with a connection, the home page and its analyzer
 * (worker, weights, WASM) and an article read then work with the browser offline, and an article
 * never read gets the offline page. What the service worker must keep is read from the built sw.js.
 */
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { MIN_ANALYSIS_OVERLAY_MS } from "../../src/config/analyzer-timing";
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "../../src/config/offline";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import type { FaceShape } from "../../src/lib/face-shape/types";
import { readOfflineManifest } from "../../src/lib/offline/build-offline-manifest";
import { pageFiles } from "../../src/lib/offline/offline-manifest";
import { makePhoto, ONE_FACE } from "./support/face-photos";
import { ARTICLES, waitForIsland, wordOnlyInOneBody } from "./support/site-pages";
import { watchSecurity } from "./support/watch-security";

/** The build playwright.config.ts serves. */
const BUILD = join(import.meta.dirname, "../..", process.env["SITE_OUT_DIR"] ?? "dist");
const manifest = readOfflineManifest(readFileSync(join(BUILD, SERVICE_WORKER_URL), "utf8"));

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

/** Waits until the one cache, named for this build's version, holds everything `paths` need. */
async function expectKept(page: Page, paths: readonly string[]) {
  const wanted = paths.flatMap((path) => [path, ...pageFiles(manifest, path)]);
  await expect
    .poll(
      async () => {
        const caches = Object.entries(await keptFiles(page));
        return caches.length === 1 ? wanted.filter((url) => !caches[0]?.[1].includes(url)) : caches.map(([n]) => n);
      },
      { timeout: 30_000, message: "files still missing from the cache" },
    )
    .toEqual([]);
  expect(Object.keys(await keptFiles(page))).toEqual([expect.stringContaining(manifest.version)]);
}

test("after one visit, the analyzer and an article read then work offline; an article never read says so", async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [read, unread] = ARTICLES;
  if (!read || !unread) throw new Error("the blog needs two articles for this test");
  const watch = await watchSecurity(context, baseURL ?? "");

  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The home page is kept with its analyzer: page, scripts, styles, font, worker, weights and WASM.
  const home = pageFiles(manifest, "/");
  expect(home.some((url) => /face-landmarks\.worker.*\.js$/.test(url))).toBe(true);
  expect(home.filter((url) => url.endsWith(".bin"))).toHaveLength(2);
  expect(home.filter((url) => url.endsWith(".wasm"))).toHaveLength(1);
  await expectKept(page, ["/", OFFLINE_PAGE]);
  const photo = await makePhoto(page, `offline-${test.info().parallelIndex}.jpg`, "sample1.jpg", ONE_FACE);

  await page.goto(`/blog/${read.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(read.title);
  await expectKept(page, ["/", OFFLINE_PAGE, `/blog/${read.slug}`]);

  await context.setOffline(true);
  await page.clock.install();
  const opened = await page.goto("/");
  expect(opened?.fromServiceWorker()).toBe(true);
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await page.locator('input[name="photo"]').setInputFiles(photo);
  await page.getByRole("button", { name: "Female", exact: true }).click();
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  await page.clock.runFor(MIN_ANALYSIS_OVERLAY_MS);
  // The landmark preview moves on to the results by itself; both show the 68 points.
  const results = page.getByTestId("analysis-results");
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.locator("svg[data-landmark-count]")).toHaveAttribute("data-landmark-count", "68");
  const shape = (await results.getByRole("heading", { level: 2 }).textContent()) as FaceShape;
  expect(FACE_SHAPES).toContain(shape);

  const article = await page.goto(`/blog/${read.slug}`);
  expect(article?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(read.title);

  const missing = await page.goto(`/blog/${unread.slug}`);
  expect(missing?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(watch.violations).toEqual([]);
});

test("the service worker leaves a request that sends data alone", async ({ page }) => {
  await page.goto("/about");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const sent = page.waitForResponse((response) => response.request().method() === "POST");
  await page.evaluate(() => fetch("/not-a-form", { method: "POST", body: "hello" }).catch(() => undefined));
  expect((await sent).fromServiceWorker()).toBe(false);
});

test("blog search works offline once the search page has been opened", async ({ context, page }) => {
  test.setTimeout(90_000);
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
