/**
 * Starts the face worker. The site's build starts it in a sandbox with no network
 * (./sandbox/sandboxed-worker.ts): its code and model files are fetched by the page and checked
 * against the digests the build wrote (./sandbox/file-digests.ts), and code running in the worker
 * can reach no address at all, the site's own included.
 *
 * The dev server has no bundled worker to check, and the engine harness (tools/engine-harness/)
 * starts its own worker: those start the worker directly, from a `blob:` address, so that the
 * page's policy still holds inside it (a worker started from its script's address takes its policy
 * from that script's headers, which a host that ignores `_headers` does not send), with the
 * worker's own lockdown (./worker/lock-down-face-worker.ts).
 */
import workerScript from "./worker/face-landmarks.worker.ts?worker&url";
import { FACE_WORKER_NAME } from "./protocol";
import type { EngineWorker } from "./sandbox/engine-worker";
import { FACE_FILE_DIGESTS_TOKEN, parseDigests } from "./sandbox/file-digests";
import { FACE_WORKER_POLICY, sitePolicy, trustedTypesFactory } from "../../config/trusted-types";
import { startSandboxedWorker } from "./sandbox/sandboxed-worker";

/** Replaced by the build with the worker's and its model files' digests (src/integrations/face-file-digests.ts). */
const BUILT_DIGESTS: string = FACE_FILE_DIGESTS_TOKEN;

/** The module a `blob:` worker starts from: an import of the worker script by its full address. */
export function workerEntrySource(scriptUrl: string): string {
  return `import ${JSON.stringify(scriptUrl)};\n`;
}

let scriptUrlPolicy: { createScriptURL: (url: string) => string } | null = null;

/** A `blob:` address as a script address, as Trusted Types want it where a page requires them. */
function blobScriptUrl(address: string): string {
  // A built page's guard made the policy before any other script ran (src/lib/security/page-guard.ts).
  scriptUrlPolicy ??= sitePolicy(FACE_WORKER_POLICY) ?? null;
  const factory = trustedTypesFactory();
  if (!scriptUrlPolicy && !factory) return address;
  scriptUrlPolicy ??= factory!.createPolicy(FACE_WORKER_POLICY, {
    createScriptURL: (url: string) => {
      if (!url.startsWith("blob:")) throw new TypeError("Only a worker's blob: entry starts here.");
      return url;
    },
  });
  return scriptUrlPolicy.createScriptURL(address);
}

/** Starts a module worker from a `blob:` entry that imports `script` (a bundled worker's address). */
export function startWorkerFromBlob(script: string, name: string): Worker {
  const address = new URL(script, location.href).href;
  const entry = URL.createObjectURL(new Blob([workerEntrySource(address)], { type: "text/javascript" }));
  const worker = new Worker(blobScriptUrl(entry), { type: "module", name });
  // The browser has read the entry once the worker says anything, or fails.
  const release = () => URL.revokeObjectURL(entry);
  worker.addEventListener("message", release, { once: true });
  worker.addEventListener("error", release, { once: true });
  return worker;
}

/** Starts a classic worker from code the page holds (the bundled worker, checked against its digest). */
export function startWorkerFromSource(source: string, name: string): Worker {
  const entry = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const worker = new Worker(blobScriptUrl(entry), { name });
  const release = () => URL.revokeObjectURL(entry);
  worker.addEventListener("message", release, { once: true });
  worker.addEventListener("error", release, { once: true });
  return worker;
}

export function startFaceWorker(): EngineWorker {
  const digests = parseDigests(BUILT_DIGESTS);
  if (import.meta.env.DEV && !digests) return startWorkerFromBlob(workerScript, FACE_WORKER_NAME);
  // A build without digests fails closed: the page then starts no worker and says so.
  return startSandboxedWorker({
    script: workerScript,
    name: FACE_WORKER_NAME,
    digests: digests ?? new Map(),
    // Where the browser will not start a worker in the sandbox at all (no browser we test does
    // this; Safari's behaviour is not established: docs/security.md), the worker starts in the page
    // from the code the page checked: the page's policy and the worker's own lockdown hold in it.
    fallback: (source) => startWorkerFromSource(source, FACE_WORKER_NAME),
  });
}
