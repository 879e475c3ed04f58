/**
 * Imported first by the harness worker (./harness-worker.ts), as the site's worker imports
 * src/lib/face-engine/worker/lock-down-face-worker.ts: the same lockdown, which leaves the worker
 * its model files and nothing else, here the site's model files and the calibration's own
 * (./harness-model-files.ts). The harness worker starts directly from a `blob:` address of the
 * harness page, never in the sandbox, so the files' addresses resolve against the page's origin.
 */
import { lockDownWorkerNetwork, workerBase } from "../../src/lib/face-engine/worker-network-lockdown";
import { FACE_MODEL_FILES } from "../../src/lib/face-engine/worker/face-model-files";
import { HARNESS_MODEL_FILES } from "./harness-model-files";

lockDownWorkerNetwork(
  self,
  [...Object.values(FACE_MODEL_FILES), ...Object.values(HARNESS_MODEL_FILES)],
  workerBase(self.location),
);
