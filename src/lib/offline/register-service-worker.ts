/**
 * Registers the service worker that keeps the site usable offline (docs/offline.md): in production
 * builds, where the browser has service workers, once the page has loaded so it never competes with
 * the page's own downloads. Then it asks the worker to keep this page and the files it needs.
 */
import { SERVICE_WORKER_POLICY, SITE_POLICIES_GLOBAL, type TrustedTypesFactory } from "../../config/trusted-types";
import { SERVICE_WORKER_URL } from "./offline-config";
import type { KeepPageMessage } from "./offline-manifest";

/**
 * The service worker's address as a script address: every page requires Trusted Types, and a
 * registration takes one (src/config/trusted-types.ts). The policy accepts this one address.
 */
function serviceWorkerScript(): string {
  // Read here, not through a shared helper: this script stays inline in every page only while it
  // imports nothing but constants.
  // The page guard, the page's first script, made the policy (src/lib/security/page-guard.ts).
  type ScriptUrlPolicy = { createScriptURL: (url: string) => string };
  const made = (globalThis as { [SITE_POLICIES_GLOBAL]?: Record<string, ScriptUrlPolicy> })[SITE_POLICIES_GLOBAL];
  const guarded = made?.[SERVICE_WORKER_POLICY];
  if (guarded) return guarded.createScriptURL(SERVICE_WORKER_URL);
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return SERVICE_WORKER_URL;
  return factory
    .createPolicy(SERVICE_WORKER_POLICY, {
      createScriptURL: (url: string) => {
        if (url !== SERVICE_WORKER_URL) throw new TypeError("Only the site's service worker is registered here.");
        return url;
      },
    })
    .createScriptURL(SERVICE_WORKER_URL);
}

function register(): void {
  const keep: KeepPageMessage = "keep-page";
  navigator.serviceWorker
    .register(serviceWorkerScript(), { updateViaCache: "none" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage(keep))
    // Offline use is an extra: where it is refused (a private window, a locked-down browser) the site works as before.
    .catch(() => undefined);
}

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
