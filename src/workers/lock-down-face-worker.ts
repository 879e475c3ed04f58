/**
 * Imported first by the face worker, so it runs before any library: from here on the worker can
 * fetch its own model files and nothing else (src/lib/face-engine/worker-network-lockdown.ts).
 */
import { lockDownWorkerNetwork } from "../lib/face-engine/worker-network-lockdown";
import { FACE_MODEL_FILES } from "./face-model-files";

lockDownWorkerNetwork(self, Object.values(FACE_MODEL_FILES));
