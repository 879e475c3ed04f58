/**
 * Registers the service worker that keeps the site usable offline (docs/offline.md): in production
 * builds, where the browser has service workers, once the page has loaded so it never competes with
 * the page's own downloads. Then it asks the worker to keep this page and the files it needs.
 */
import { SERVICE_WORKER_URL } from "./offline-config";
import type { KeepPageMessage } from "./offline-manifest";

function register(): void {
  const keep: KeepPageMessage = "keep-page";
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { updateViaCache: "none" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage(keep))
    // Offline use is an extra: where it is refused (a private window, a locked-down browser) the site works as before.
    .catch(() => undefined);
}

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
