/**
 * Starts the face worker so that the page's own Content-Security-Policy holds inside it, whatever
 * the host sends. A worker started from its script's address takes its policy from the headers sent
 * with that script, and a host that ignores `_headers` sends none: the worker could then load code
 * from anywhere with `import()`, which no script can take away. A worker started from a `blob:`
 * address inherits the policy of the page that made it, meta tag included, so the worker starts from
 * a one-line module that imports the real worker script, which stays a file of the site.
 */
import workerScript from "./worker/face-landmarks.worker.ts?worker&url";
import { FACE_WORKER_NAME } from "./protocol";

/** The module a `blob:` worker starts from: an import of the worker script by its full address. */
export function workerEntrySource(scriptUrl: string): string {
  return `import ${JSON.stringify(scriptUrl)};\n`;
}

/** Starts a module worker from a `blob:` entry that imports `script` (a bundled worker's address). */
export function startWorkerFromBlob(script: string, name: string): Worker {
  const address = new URL(script, location.href).href;
  const entry = URL.createObjectURL(new Blob([workerEntrySource(address)], { type: "text/javascript" }));
  const worker = new Worker(entry, { type: "module", name });
  // The browser has read the entry once the worker says anything, or fails.
  const release = () => URL.revokeObjectURL(entry);
  worker.addEventListener("message", release, { once: true });
  worker.addEventListener("error", release, { once: true });
  return worker;
}

export function startFaceWorker(): Worker {
  return startWorkerFromBlob(workerScript, FACE_WORKER_NAME);
}
