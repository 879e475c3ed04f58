/**
 * The page guard: the first script of every page (src/components/page-guard.astro), run before any
 * other script of the page can. It holds where a host sends no headers, and costs nothing where
 * one does (docs/security.md, the item on a page dependency):
 *
 * - It makes every Trusted Types policy the site uses (src/config/trusted-types.ts), each
 *   accepting its one value: the sandbox's document (only on a page that starts the engine), a
 *   `blob:` address of this origin as a worker's script (only there), the service worker's
 *   address. A page's policy allows each name once, so no later script can make one of them;
 *   the site's own modules take them from `window.sitePolicies`.
 * - `Worker` and `SharedWorker` start only from a `blob:` address of this origin, which runs
 *   under the page's own policy; from any other address (a script of the site whose response
 *   carries no policy on such a host) they throw. The service worker registers only from its
 *   own address.
 * - `window.open` gives no handle to the window it opens, so no script can drive it.
 * - A page framed by another origin is hidden and stops loading (a host without headers sends no
 *   `frame-ancestors`).
 *
 * The script is plain JavaScript written here as text, like the sandbox's boot script: its hash is
 * on the site's list of inline scripts (src/config/inline-scripts.ts), and the build names a new
 * one whenever this text or its values change.
 */
import {
  SITE_POLICIES_GLOBAL,
  SANDBOX_DOCUMENT_POLICY,
  FACE_WORKER_POLICY,
  SERVICE_WORKER_POLICY,
} from "@/config/trusted-types";
import { SERVICE_WORKER_URL } from "../offline/offline-config";

export interface PageGuardValues {
  /** The sandbox document the page may write into its frame; null on a page that starts no engine. */
  sandboxDocument: string | null;
}

/** The guard's script text for a page (see above). */
export function pageGuardScript({ sandboxDocument }: PageGuardValues): string {
  const values = {
    names: [SANDBOX_DOCUMENT_POLICY, FACE_WORKER_POLICY, SERVICE_WORKER_POLICY],
    document: sandboxDocument,
    serviceWorker: SERVICE_WORKER_URL,
    global: SITE_POLICIES_GLOBAL,
  };
  return `(() => {
  const values = ${JSON.stringify(values).replace(/</g, "\\u003c")};
  const [documentName, workerName, serviceWorkerName] = values.names;
  const blobOfThisOrigin = (url) => String(url).startsWith("blob:" + location.origin + "/");
  const only = (accepted, what) => (value) => {
    if (!accepted(value)) throw new TypeError(what);
    return value;
  };
  const policies = {};
  if (self.trustedTypes) {
    policies[documentName] = trustedTypes.createPolicy(documentName, {
      createHTML: only((html) => values.document !== null && html === values.document, "Only the face engine's sandbox document is made here."),
    });
    policies[workerName] = trustedTypes.createPolicy(workerName, {
      createScriptURL: only((url) => values.document !== null && blobOfThisOrigin(url), "Only a worker's blob: entry starts here."),
    });
    policies[serviceWorkerName] = trustedTypes.createPolicy(serviceWorkerName, {
      createScriptURL: only((url) => url === values.serviceWorker, "Only the site's service worker is registered here."),
    });
  }
  const fixed = (target, name, value) => Object.defineProperty(target, name, { value, writable: false, configurable: false });
  fixed(self, values.global, Object.freeze(policies));
  for (const name of ["Worker", "SharedWorker"]) {
    const Native = self[name];
    if (typeof Native !== "function") continue;
    const Guarded = function (url, options) {
      if (!new.target) throw new TypeError("Failed to construct '" + name + "': use new.");
      if (!blobOfThisOrigin(url)) throw new TypeError("A worker starts here only from a blob: address of this site.");
      return Reflect.construct(Native, [url, options], new.target);
    };
    Guarded.prototype = Native.prototype;
    fixed(self, name, Guarded);
  }
  if (self.ServiceWorkerContainer) {
    const register = ServiceWorkerContainer.prototype.register;
    fixed(ServiceWorkerContainer.prototype, "register", function (url, options) {
      if (String(url) !== values.serviceWorker) return Promise.reject(new TypeError("Only the site's service worker is registered here."));
      return register.call(this, url, options);
    });
  }
  const open = self.open;
  fixed(self, "open", function (url, target, features) {
    open.call(self, url, target === undefined ? "_blank" : target, features ? "noopener," + features : "noopener");
    return null;
  });
  let framed = false;
  try {
    framed = top !== self && top.location.href === undefined;
  } catch {
    framed = true;
  }
  if (framed) {
    document.documentElement.style.setProperty("display", "none", "important");
    stop();
  }
})();`;
}
