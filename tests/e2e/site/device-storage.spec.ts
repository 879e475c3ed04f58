import { expect, test, type Page } from "@playwright/test";
import { DEVICE_STORAGE } from "../../../src/data/device-storage";
import { waitForIsland } from "../../support/site-pages";

// This spec is about the service worker itself; everywhere else it is blocked (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** Everything this origin has put in the browser: both storages' keys, IndexedDB databases, cookies. */
async function storedOnDevice(page: Page) {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage).sort(),
    sessionStorage: Object.keys(sessionStorage).sort(),
    indexedDb: (await indexedDB.databases()).map((db) => db.name ?? ""),
    caches: await caches.keys(),
  }));
}

const declared = (area: "localStorage" | "sessionStorage") =>
  DEVICE_STORAGE.filter((item) => item.area === area)
    .map((item) => item.key)
    .sort();

test("the site stores only what its pages declare, and no cookies", async ({ context, page }) => {
  await page.goto("/");
  await waitForIsland(page, 'button[aria-label="Toggle theme"]');
  await page.getByRole("button", { name: "Toggle theme" }).click();

  await page.goto("/contact");
  await page.locator("#contact-name").scrollIntoViewIfNeeded();
  await waitForIsland(page, "#contact-name");
  await page.locator("#contact-name").fill("Ada");
  await page.locator("#contact-message").fill("A question about my result that is long enough to keep.");
  await expect.poll(async () => (await storedOnDevice(page)).sessionStorage).toEqual(declared("sessionStorage"));

  const stored = await storedOnDevice(page);
  // The theme was chosen, so its key is there; every key present is one the pages declare.
  expect(stored.localStorage).toContain("theme");
  for (const key of stored.localStorage) expect(declared("localStorage")).toContain(key);
  expect(stored.indexedDb).toEqual([]);
  // The service worker's copies of the site's own files, under the declared name.
  const cachePrefix = DEVICE_STORAGE.find((item) => item.area === "Cache Storage")?.key ?? "?";
  for (const name of stored.caches) expect(name.startsWith(cachePrefix)).toBe(true);
  expect(await context.cookies()).toEqual([]);
});
