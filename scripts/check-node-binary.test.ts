import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_BINARY_DIGESTS, nodeBinaryProblem } from "./check-node-binary.mjs";
import { REPO_ROOT } from "./repo-root";

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

describe("the Node binary check", () => {
  it("pins a digest for the node devDependency's version, and runs after every install", () => {
    const version = pkg.devDependencies["node"] ?? "";
    expect(Object.keys(NODE_BINARY_DIGESTS[version] ?? {})).toContain("linux-x64");
    expect(pkg.scripts["postinstall"]).toBe('"$npm_node_execpath" scripts/check-node-binary.mjs');
  });

  it("passes the pinned bytes and refuses any other", () => {
    const folder = mkdtempSync(join(tmpdir(), "node-binary-"));
    const binary = join(folder, "node");
    writeFileSync(binary, "the pinned bytes");
    const digests = { "1.0.0": { "linux-x64": createHash("sha256").update("the pinned bytes").digest("hex") } };
    expect(nodeBinaryProblem(binary, "1.0.0", "linux-x64", digests).kind).toBe("ok");
    writeFileSync(binary, "other bytes");
    expect(nodeBinaryProblem(binary, "1.0.0", "linux-x64", digests).kind).toBe("changed");
    expect(nodeBinaryProblem(join(folder, "absent"), "1.0.0", "linux-x64", digests).kind).toBe("missing");
    expect(nodeBinaryProblem(binary, "1.0.0", "darwin-arm64", digests).kind).toBe("unpinned");
  });
});
