// The service worker's kill switch (README "Offline", retiring offline use). Served as /sw.js in
// place of the real worker (`RETIRE_SERVICE_WORKER=1 npm run build`), it replaces it at the
// browser's next update check: a missing sw.js would not, since a browser keeps the worker it has
// when the update check fails.
self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      // The pages the old worker controlled (this one now controls them); a page opened afresh is
      // not controlled, so it is not reloaded, and registering this worker again reloads nothing.
      const pages = await self.clients.matchAll({ type: "window" });
      await self.registration.unregister();
      // Reloaded with no worker, so each page comes from the network again.
      await Promise.all(pages.map((page) => page.navigate(page.url)));
    })(),
  );
});
