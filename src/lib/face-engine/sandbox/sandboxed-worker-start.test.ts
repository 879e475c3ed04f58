// @vitest-environment happy-dom
/**
 * What a test in any browser can see of how the face worker started (tests/engines/run.ts reads
 * it where a driver cannot list a page's workers): the sandbox frame is marked once its worker
 * has its ports, and the page is marked, for good, when the fallback starts instead. The sandbox's
 * boot script is played here by hand: happy-dom runs no srcdoc document.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EngineWorker } from "./engine-worker";
import { sha256Base64 } from "./file-digests";
import { startSandboxedWorker } from "./sandboxed-worker";

const SCRIPT = "/_astro/worker.js";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  delete document.documentElement.dataset["faceWorkerFallback"];
});

/** Starts the sandboxed worker and answers the page's start message with `said`, as the boot script would. */
async function startAnswering(said: { type: "started" } | { type: "refused"; message: string }) {
  const code = new TextEncoder().encode("postMessage('hi')");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(code.slice())),
  );
  const fallback = vi.fn((): EngineWorker => ({
    postMessage: () => {},
    addEventListener: () => {},
    terminate: () => {},
  }));
  startSandboxedWorker({
    script: SCRIPT,
    name: "face",
    digests: new Map([[SCRIPT, await sha256Base64(code.slice().buffer)]]),
    fallback,
  });
  const frame = document.querySelector("iframe");
  if (!frame) throw new Error("no sandbox frame");
  const boot = (_message: unknown, _origin: string, ports: MessagePort[]) => ports[2]?.postMessage(said);
  Object.defineProperty(frame, "contentWindow", { value: { postMessage: boot } });
  frame.dispatchEvent(new Event("load"));
  return { frame, fallback };
}

describe("how the face worker started, as a page shows it", () => {
  it("marks the sandbox frame once its worker started, and not the page", async () => {
    const { frame, fallback } = await startAnswering({ type: "started" });
    await vi.waitFor(() => expect(frame.dataset["worker"]).toBe("started"));
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    expect(document.documentElement.hasAttribute("data-face-worker-fallback")).toBe(false);
    expect(fallback).not.toHaveBeenCalled();
  });

  it("marks the page when the sandbox refused the worker and the fallback started", async () => {
    const { frame, fallback } = await startAnswering({ type: "refused", message: "no workers here" });
    await vi.waitFor(() => expect(fallback).toHaveBeenCalledOnce());
    expect(document.documentElement.dataset["faceWorkerFallback"]).toBe("started");
    expect(frame.isConnected).toBe(false);
    expect(frame.hasAttribute("data-worker")).toBe(false);
  });
});
