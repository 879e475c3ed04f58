/**
 * A kept copy is served with the build's headers, never with those it was kept with (security
 * round 6): any script of this origin can rewrite the caches, and `/` kept with its own bytes but
 * `content-type: text/plain` would be shown as its source. The service worker rebuilds every
 * response from the checked bytes and the manifest's type (src/lib/offline/service-worker.ts).
 */
import { expect, test } from "@playwright/test";

test.use({ serviceWorkers: "allow" });

test("the offline copy of / is served as the page, whatever headers its kept copy carries", async ({
  context,
  page,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const rewritten = async () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname !== "/") continue;
          const bytes = await (await cache.match(request))!.arrayBuffer();
          await cache.put(request, new Response(bytes, { headers: { "content-type": "text/plain" } }));
          return true;
        }
      }
      return false;
    });
  await expect.poll(rewritten).toBe(true);

  await context.setOffline(true);
  const response = await page.goto("/");
  expect(await page.evaluate(() => document.contentType)).toBe("text/html");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The service worker's answer carries the build's headers for a page.
  expect(response?.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
});
