/**
 * The document of the face engine's sandbox: a `srcdoc` iframe with `sandbox="allow-scripts"`
 * (an opaque origin, so nothing of the site's is its own) whose policy allows no network at all.
 * Its one script, the boot script, waits for the page to hand over the face worker's code (checked
 * by the page: ./sandboxed-worker.ts) and three message ports, starts the worker from that code as
 * a `blob:` address, and gives the worker two of them (the engine's protocol, the model files). On
 * the third it tells the page when the worker has its ports ("started"), when the browser would
 * not start the worker at all ("refused": only an exception from the worker's constructor), and
 * any error event ("error"), before or after the worker has said anything: a plain error event is
 * also what a worker script that fails to parse fires, and that is an error, not a refusal. The worker keeps this document's policy, so
 * code running in it cannot fetch, import or open a connection to any address, the site's own
 * included (docs/security.md).
 *
 * The boot script runs only by its hash, which is on the site's list of inline scripts
 * (src/config/inline-scripts.ts) and in the policy of every page that starts the sandbox; a test
 * checks that the hash below is this script's.
 */

import { FACE_WORKER_POLICY } from "@/config/trusted-types";

/**
 * The boot script, exactly as the document carries it (its hash is what lets it run). It accepts
 * one message, from the page that holds the iframe, and ignores everything else.
 */
export const SANDBOX_BOOT_SCRIPT = `onmessage = (event) => {
  const start = event.data;
  if (event.source !== parent || !start || start.type !== "start" || typeof start.source !== "string") return;
  if (event.ports.length !== 3) return;
  onmessage = null;
  const [engine, files, control] = event.ports;
  const say = (type, error) => control.postMessage({ type, message: String((error && error.message) || error || "") });
  let worker;
  try {
    const address = URL.createObjectURL(new Blob([start.source], { type: "text/javascript" }));
    const policy = self.trustedTypes && trustedTypes.createPolicy("${FACE_WORKER_POLICY}", {
      createScriptURL: (url) => {
        if (url !== address) throw new TypeError("Only the face worker starts here.");
        return url;
      },
    });
    worker = new Worker(policy ? policy.createScriptURL(address) : address, { name: String(start.name) });
  } catch (error) {
    say("refused", error);
    return;
  }
  let connected = false;
  worker.onmessage = (message) => {
    if (connected || !message.data || message.data.type !== "connected") return;
    connected = true;
    say("started");
  };
  worker.onerror = (error) => say("error", error);
  worker.postMessage({ type: "connect" }, [engine, files]);
};`;

/** SHA-256 of SANDBOX_BOOT_SCRIPT, as a policy names it (checked by sandbox-document.test.ts). */
export const SANDBOX_BOOT_HASH = "sha256-aZeYS+RnxNjOWeXT7iHCZZIE10aeSODcHJdAF0jtMVs=";

/**
 * The sandbox's own policy, enforced beside the page's (a `srcdoc` document keeps its parent's
 * policy too): the boot script by its hash, WebAssembly for the model, a worker only from a
 * `blob:` address, and no address to fetch, connect to or load anything from.
 */
export const SANDBOX_POLICY = [
  "default-src 'none'",
  `script-src '${SANDBOX_BOOT_HASH}' 'wasm-unsafe-eval'`,
  "worker-src blob:",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The whole document, as the iframe's `srcdoc`. */
export const SANDBOX_DOCUMENT =
  `<!doctype html><html lang="en"><head><meta http-equiv="content-security-policy" content="${SANDBOX_POLICY}">` +
  `<title>Face engine</title></head><body><script>${SANDBOX_BOOT_SCRIPT}</script></body></html>`;
