import { describe, expect, it } from "vitest";
import { INLINE_SCRIPTS } from "@/config/inline-scripts";
import { policyDirectives } from "@/config/security";
import { directiveSources, sha256 } from "../../security/built-policy";
import { FACE_WORKER_POLICY, SANDBOX_DOCUMENT_POLICY, SERVICE_WORKER_POLICY } from "@/config/trusted-types";
import { SANDBOX_BOOT_HASH, SANDBOX_BOOT_SCRIPT, SANDBOX_DOCUMENT, SANDBOX_POLICY } from "./sandbox-document";

describe("the face engine's sandbox document", () => {
  it("runs its boot script by the hash written beside it, which is on the site's list of inline scripts", () => {
    expect(sha256(SANDBOX_BOOT_SCRIPT)).toBe(SANDBOX_BOOT_HASH);
    expect(INLINE_SCRIPTS.map((script) => script.hash)).toContain(SANDBOX_BOOT_HASH);
    expect(SANDBOX_DOCUMENT).toContain(`<script>${SANDBOX_BOOT_SCRIPT}</script>`);
  });

  it("allows no address at all: no 'self', nothing to connect to, scripts by hash and workers from blob: only", () => {
    expect(SANDBOX_POLICY).not.toMatch(/'self'|https?:|\*/);
    expect(directiveSources(SANDBOX_POLICY, "default-src")).toEqual(["'none'"]);
    expect(directiveSources(SANDBOX_POLICY, "connect-src")).toEqual(["'none'"]);
    expect(directiveSources(SANDBOX_POLICY, "script-src")).toEqual([`'${SANDBOX_BOOT_HASH}'`, "'wasm-unsafe-eval'"]);
    expect(directiveSources(SANDBOX_POLICY, "worker-src")).toEqual(["blob:"]);
    expect(SANDBOX_DOCUMENT.indexOf("content-security-policy")).toBeLessThan(SANDBOX_DOCUMENT.indexOf("<script>"));
  });

  it("names only the Trusted Types policies every page allows", () => {
    expect(SANDBOX_BOOT_SCRIPT).toContain(`createPolicy("${FACE_WORKER_POLICY}"`);
    const directives = policyDirectives().map(String);
    expect(directives).toContain("require-trusted-types-for 'script'");
    expect(directives).toContain(
      `trusted-types ${SANDBOX_DOCUMENT_POLICY} ${FACE_WORKER_POLICY} ${SERVICE_WORKER_POLICY}`,
    );
  });
});

/**
 * Runs the boot script with stand-ins for the sandbox's globals, hands it the start message, and
 * returns what it said on the control port. `construct` plays the browser's Worker constructor.
 */
function bootSays(construct: () => { onerror?: (event: unknown) => void }): { said: unknown[]; worker: unknown } {
  const said: unknown[] = [];
  const parent = {};
  let made: unknown = null;
  class FakeWorker {
    constructor() {
      made = construct();
      return made as FakeWorker;
    }
  }
  const run = new Function(
    "parent",
    "Worker",
    "URL",
    "Blob",
    "self",
    "ErrorEvent",
    `let onmessage; ${SANDBOX_BOOT_SCRIPT}; return onmessage;`,
  ) as (...args: unknown[]) => (event: unknown) => void;
  const handler = run(parent, FakeWorker, { createObjectURL: () => "blob:x" }, class {}, {}, class {});
  const port = () => ({ postMessage: (message: unknown) => said.push(message) });
  handler({ source: parent, data: { type: "start", source: "code", name: "face" }, ports: [port(), port(), port()] });
  return { said, worker: made };
}

describe("the sandbox's boot script", () => {
  it("says refused only when the browser's Worker constructor throws", () => {
    const { said } = bootSays(() => {
      throw new Error("workers refused here");
    });
    expect(said).toEqual([{ type: "refused", message: "workers refused here" }]);
  });

  it("says error for any error event, before the worker has said anything too (a script that fails to parse)", () => {
    const worker: { onerror?: (event: unknown) => void; postMessage: () => void } = { postMessage: () => {} };
    const { said } = bootSays(() => worker);
    worker.onerror?.({ message: "" });
    worker.onerror?.({ message: "SyntaxError: Unexpected token" });
    expect(said.map((message) => (message as { type: string }).type)).toEqual(["error", "error"]);
    expect(said[1]).toEqual({ type: "error", message: "SyntaxError: Unexpected token" });
  });
});
