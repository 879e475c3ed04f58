/**
 * What a visitor downloads for a candidate (bytes, gzip): the base that every model needs, plus
 * the files of the candidate's extra downloads, measured from the files themselves.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "../../../scripts/repo-root";
import type { Candidate, Download } from "./candidates";

/**
 * The base download (worker, detector and landmark weights, SIMD WASM), as `npm run bench:analysis`
 * measured it for engine v4 without the face mesh; each candidate adds the files of its downloads.
 */
const BASE_DOWNLOAD_GZ = 953_331;
const DOWNLOAD_FILES: Record<Download, readonly string[]> = {
  mesh: ["node_modules/@vladmandic/human/models/facemesh.bin", "node_modules/@vladmandic/human/models/facemesh.json"],
  appearance: ["src/lib/face-engine/worker/models/face-appearance.bin"],
  // face-api's recognition network: the appearance network's weights and the identity file's.
  descriptor: [
    "src/lib/face-engine/worker/models/face-appearance.bin",
    "src/lib/face-engine/worker/models/face-identity.bin",
  ],
};
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(REPO_ROOT, file)), { level: 9 }).length;

/** The candidate's download in bytes, gzip. */
export const downloadOf = (candidate: Candidate): number =>
  BASE_DOWNLOAD_GZ + candidate.downloads.flatMap((d) => DOWNLOAD_FILES[d]).reduce((a, f) => a + gzipBytes(f), 0);
