// Checks the Node binary that the `node` devDependency installs (its install script downloads it
// with `npm install`, outside the lockfile) against the SHA-256 pinned below, before any project
// script runs it: `npm install` runs this as the project's `postinstall`, with the Node that runs
// npm itself, and fails when the binary is not the pinned one. Plain JavaScript, so that any Node
// can run it. The digest was taken from the binary the npm registry served on 2 December 2026
// (trust on first use: it proves every later install got the same bytes, not that those bytes
// are the Node project's own build; no route to nodejs.org exists from the build machines).
// A platform with no digest here is reported and not checked (docs/security.md, the item on installing).
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Pinned SHA-256 of `node_modules/node/bin/node`, by the `node` devDependency's version and platform.
 * @type {Record<string, Record<string, string>>}
 */
export const NODE_BINARY_DIGESTS = {
  "26.10.0": {
    "linux-x64": "ab9c8eecf9f82d6693cdc3accced17034065c8d96213b0aa76a7e803d20ae1da",
  },
};

/**
 * "ok", or why the binary at `binary` does not pass; `version` and `platform` select the digest.
 * @param {string} binary
 * @param {string} version
 * @param {string} platform
 * @param {Record<string, Record<string, string>>} [digests]
 * @returns {{ kind: "ok" | "unpinned" | "missing" | "changed", text: string }}
 */
export function nodeBinaryProblem(binary, version, platform, digests = NODE_BINARY_DIGESTS) {
  const expected = digests[version]?.[platform];
  if (!expected) return { kind: "unpinned", text: `no SHA-256 pinned for node ${version} on ${platform}: not checked` };
  if (!existsSync(binary)) return { kind: "missing", text: `${binary} is missing` };
  const actual = createHash("sha256").update(readFileSync(binary)).digest("hex");
  if (actual !== expected)
    return { kind: "changed", text: `${binary} has SHA-256 ${actual}, not the pinned ${expected}` };
  return { kind: "ok", text: `node ${version} (${platform}) matches its pinned SHA-256` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  const version = pkg.devDependencies.node;
  const result = nodeBinaryProblem(
    join(ROOT, "node_modules/node/bin/node"),
    version,
    `${process.platform}-${process.arch}`,
  );
  if (result.kind === "changed" || result.kind === "missing") {
    console.error(
      `[node binary] ${result.text}. Remove node_modules and install again; if it persists, do not run it.`,
    );
    process.exit(1);
  }
  if (result.kind === "unpinned") console.warn(`[node binary] ${result.text}.`);
}
