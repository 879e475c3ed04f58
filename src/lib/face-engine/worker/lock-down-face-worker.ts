/**
 * Imported first by the face worker, so it runs before any library: from here on the worker can
 * fetch its own model files and nothing else (src/lib/face-engine/worker-network-lockdown.ts).
 */
import { lockDownWorkerNetwork, workerBase } from "../worker-network-lockdown";
import { FACE_MODEL_FILES } from "./face-model-files";

// The worker starts from a `blob:` address (src/lib/face-engine/start-face-worker.ts), against which
// no address resolves: the model files' addresses (root-relative) resolve against the site's origin.
// (This bundle is a classic script, where the bundler turns import.meta.url into the location.)
lockDownWorkerNetwork(self, Object.values(FACE_MODEL_FILES), workerBase(self.location));
