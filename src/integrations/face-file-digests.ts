/**
 * A Vite plugin that writes, into the page's code, the SHA-256 of the face worker's code and of
 * every model file that code names (src/lib/face-engine/sandbox/file-digests.ts). It runs when the
 * client bundle is complete, so the digests are those of the very files the build writes; the
 * page refuses any byte that does not match them.
 */
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { FACE_FILE_DIGESTS_TOKEN, formatDigests } from "../lib/face-engine/sandbox/file-digests";

/** The face worker's bundled script, as Vite names it. */
export const FACE_WORKER_FILE = /(?:^|\/)face-landmarks\.worker-[\w-]+\.js$/;

function sha256(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64");
}

/** The digests of the worker (by its path) and of every other file whose path its code names. */
export function faceFileDigests(files: ReadonlyMap<string, string | Uint8Array>): Record<string, string> {
  const worker = [...files.keys()].find((path) => FACE_WORKER_FILE.test(path));
  if (!worker) return {};
  const code = String(files.get(worker));
  const digests: Record<string, string> = { [worker]: sha256(files.get(worker) ?? "") };
  for (const [path, bytes] of files) if (path !== worker && code.includes(path)) digests[path] = sha256(bytes);
  return digests;
}

export function faceFileDigestsPlugin(): Plugin {
  return {
    name: "face-file-digests",
    enforce: "post",
    generateBundle(_options, bundle) {
      const holders = Object.values(bundle).filter(
        (output) => output.type === "chunk" && output.code.includes(FACE_FILE_DIGESTS_TOKEN),
      );
      if (holders.length === 0) return;
      const files = new Map(
        Object.values(bundle).map((output) => [
          `/${output.fileName}`,
          output.type === "chunk" ? output.code : output.source,
        ]),
      );
      const digests = faceFileDigests(files);
      // A server-side bundle has the page's code but not the worker's files; it never starts the worker.
      if (Object.keys(digests).length === 0) return;
      for (const chunk of holders) {
        if (chunk.type === "chunk") chunk.code = chunk.code.replaceAll(FACE_FILE_DIGESTS_TOKEN, formatDigests(digests));
      }
    },
  };
}
