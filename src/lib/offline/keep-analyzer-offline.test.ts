import { afterEach, describe, expect, it, vi } from "vitest";
import { keepAnalyzerOffline } from "./keep-analyzer-offline";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("keepAnalyzerOffline", () => {
  it("asks the active service worker, once it is ready, to keep the analyzer", async () => {
    const postMessage = vi.fn();
    vi.stubGlobal("navigator", { serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) } });
    keepAnalyzerOffline();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith("keep-analyzer"));
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it("does nothing where the browser has no service workers", () => {
    vi.stubGlobal("navigator", {});
    expect(() => keepAnalyzerOffline()).not.toThrow();
  });
});
