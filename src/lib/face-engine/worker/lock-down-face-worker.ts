/**
 * Imported first by the face worker, so it runs before any library: from here on the worker can
 * ask for its own model files and nothing else (src/lib/face-engine/worker-network-lockdown.ts).
 * In the sandbox (../sandbox/sandboxed-worker.ts) this is the second layer: the sandbox's policy
 * already lets nothing in the worker reach the network, so a model file is asked of the page,
 * which checks it before it hands it over (./page-ports.ts).
 */
import { lockDownWorkerNetwork, workerBase } from "../worker-network-lockdown";
import { FACE_MODEL_FILES } from "./face-model-files";
import { fileFromPage, IN_SANDBOX } from "./page-ports";

/**
 * In the sandbox the worker's own address (`blob:null/...`) has no origin to read the model files'
 * root-relative addresses against: they are read against this stand-in, then asked of the page by path.
 */
const SANDBOX_BASE = "https://face-worker.invalid/";

/** The content type tfjs wants to compile a WebAssembly file as it streams. */
const contentType = (path: string) => (path.endsWith(".wasm") ? "application/wasm" : "application/octet-stream");

if (IN_SANDBOX) {
  lockDownWorkerNetwork(self, Object.values(FACE_MODEL_FILES), SANDBOX_BASE, async (address) => {
    const path = new URL(address).pathname;
    return new Response(await fileFromPage(path), { headers: { "content-type": contentType(path) } });
  });
} else {
  // Started directly from a `blob:` address of the site (src/lib/face-engine/start-face-worker.ts),
  // against which no address resolves: the model files' addresses resolve against the site's origin.
  // (This bundle is a classic script, where the bundler turns import.meta.url into the location.)
  lockDownWorkerNetwork(self, Object.values(FACE_MODEL_FILES), workerBase(self.location));
}
