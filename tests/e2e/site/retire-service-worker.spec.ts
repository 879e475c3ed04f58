/**
 * The service worker's kill switch (docs/offline.md): once a browser has the site's worker, serving
 * the kill switch as sw.js takes offline use back at the next update check: the site's caches are
 * emptied, no registration remains, and the page it reloads comes from the network. The build is
 * served here by a server of the test's own, which starts sending the kill switch as sw.js when
 * told (a browser fetches a service worker's script itself, where no Playwright route sees it).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { siteHandler } from "../../../scripts/preview-server.ts";
import { RETIRING_SERVICE_WORKER } from "../../../src/integrations/offline";
import { SERVICE_WORKER_URL } from "../../../src/lib/offline/offline-config";

// This spec is about the service worker itself; everywhere else it is blocked (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The build playwright.config.ts serves. */
const BUILD = join(import.meta.dirname, "../../..", process.env["SITE_OUT_DIR"] ?? "dist");

/** What the page's origin holds of offline use. */
function offlineState(page: Page) {
  return page.evaluate(async () => ({
    caches: await caches.keys(),
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    controlled: navigator.serviceWorker.controller !== null,
  }));
}

test("the kill switch served as sw.js empties the caches, unregisters the worker and reloads the page from the network", async ({
  page,
}) => {
  const killSwitch = readFileSync(join(BUILD, RETIRING_SERVICE_WORKER));
  const serveSite = siteHandler(BUILD);
  let retired = false;
  const server = createServer((request, response) => {
    if (retired && new URL(request.url ?? "/", "http://host").pathname === SERVICE_WORKER_URL) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" }).end(killSwitch);
    } else void serveSite(request, response);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(async () => (await offlineState(page)).caches.length).toBeGreaterThan(0);

    retired = true;
    const reloaded = page.waitForEvent("load");
    // Not awaited in the page: the kill switch reloads it, which would cut an awaiting script short.
    await page.evaluate(() => {
      void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    await reloaded;
    await expect.poll(() => offlineState(page)).toEqual({ caches: [], registrations: 0, controlled: false });

    // A page opened afresh registers sw.js again: the kill switch unregisters again and reloads nothing.
    await page.goto(`${origin}/about`);
    await expect.poll(() => offlineState(page)).toEqual({ caches: [], registrations: 0, controlled: false });
  } finally {
    await new Promise((closed) => server.close(closed));
  }
});
