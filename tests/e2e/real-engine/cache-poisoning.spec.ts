/**
 * Nothing cached runs unchecked (issue 42): code of this origin can write into the site's caches
 * (any same-origin script can), so a changed face worker written there once would have run in
 * every later analysis. The service worker keeps and serves only copies whose bytes match the
 * build's digest (`hashes` in the offline manifest), reads only its own caches, and drops a copy
 * that does not match. Here a changed worker that would request /stolen.js is written into the
 * site's cache and into a cache of its own; the next analysis runs the real worker, the request
 * never leaves the browser, and the changed copy is gone.
 */
import { expect, test } from "@playwright/test";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { choosePhotoAndGender, SHAPE_HEADING, waitForIsland, REAL_ENGINE_WAIT_MS } from "../../support/site-pages";

test.use({ serviceWorkers: "allow" });

const FACE_WORKER = /\/_astro\/face-landmarks\.worker-[\w-]+\.js$/;

test("a changed face worker written into the caches never runs: the next analysis uses the build's own", async ({
  context,
  page,
}) => {
  const stolen: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/stolen")) stolen.push(request.url());
  });
  // The optional recognition model is left out, so the analysis is the same on every run.
  await context.route(/face-identity[^/]*\.bin$/, (route) => route.abort());

  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const photo = await makePhoto(page, `poisoned-${test.info().parallelIndex}.jpg`, "sample1.jpg", ONE_FACE);
  // Picking a photo keeps the analyzer's files, the face worker among them.
  await page.locator('input[name="photo"]').setInputFiles(photo);
  const keptWorker = () =>
    page.evaluate(async (pattern) => {
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          if (new RegExp(pattern).test(new URL(request.url).pathname)) return new URL(request.url).pathname;
      return null;
    }, FACE_WORKER.source);
  await expect.poll(keptWorker, { timeout: REAL_ENGINE_WAIT_MS }).not.toBeNull();

  // What any script of this origin can do: write a changed worker into every cache, and one more.
  const poisoned = await page.evaluate(async (pattern) => {
    const written: string[] = [];
    const names = [...(await caches.keys()), "someone-elses-cache"];
    let original = "";
    let path = "";
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new RegExp(pattern).test(new URL(request.url).pathname)) continue;
        path = new URL(request.url).pathname;
        original = await (await cache.match(request))!.text();
      }
    }
    const changed = `import("/stolen.js?from=poisoned-face-worker").catch(() => {});\nfetch("/stolen.js?from=poisoned-fetch").catch(() => {});\n${original}`;
    for (const name of names) {
      await (
        await caches.open(name)
      ).put(path, new Response(changed, { headers: { "content-type": "text/javascript" } }));
      written.push(name);
    }
    return { path, written };
  }, FACE_WORKER.source);
  expect(poisoned.written.length).toBeGreaterThanOrEqual(2);

  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await choosePhotoAndGender(page, photo);
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  const results = page.getByTestId("analysis-results");
  await expect(results).toBeVisible({ timeout: REAL_ENGINE_WAIT_MS });
  await expect(results.locator("svg[data-landmark-count]")).toHaveAttribute("data-landmark-count", "68");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(SHAPE_HEADING);

  expect(stolen, "the changed worker's requests").toEqual([]);
  // The site's cache holds the build's own worker again (the changed copy was dropped, the file fetched anew).
  const kept = await page.evaluate(async (path) => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      if (name === "someone-elses-cache") continue;
      const copy = await (await caches.open(name)).match(path);
      if (copy) texts.push(await copy.text());
    }
    return texts;
  }, poisoned.path);
  expect(kept.length).toBeGreaterThan(0);
  for (const text of kept) expect(text).not.toContain("poisoned");
});
