import { describe, expect, it } from "vitest";
import { SiteUpdatedError, isChunkLoadError, loadChunk } from "./load-chunk";

const BROWSER_MESSAGES = [
  "Failed to fetch dynamically imported module: https://example.com/_astro/camera-capture.Ab12.js",
  "error loading dynamically imported module: https://example.com/_astro/camera-capture.Ab12.js",
  "Importing a module script failed.",
  "Unable to preload CSS for /_astro/results.Cd34.css",
];

describe("isChunkLoadError", () => {
  it("recognises the chunk failures of Chromium, Firefox, Safari and the bundlers", () => {
    for (const message of BROWSER_MESSAGES) expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }))).toBe(
      true,
    );
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("The model file could not be read"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError("Importing a module script failed.")).toBe(false);
  });
});

describe("loadChunk", () => {
  it("turns a failed chunk into SiteUpdatedError, keeping the cause", async () => {
    const failure = new TypeError(BROWSER_MESSAGES[0]);
    const loading = loadChunk(() => Promise.reject(failure));
    await expect(loading).rejects.toBeInstanceOf(SiteUpdatedError);
    await expect(loading).rejects.toMatchObject({
      message: expect.stringMatching(/^The site was updated/),
      cause: failure,
    });
  });

  it("passes a loaded module and any other error through", async () => {
    await expect(loadChunk(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    const other = new RangeError("bad");
    await expect(loadChunk(() => Promise.reject(other))).rejects.toBe(other);
  });
});
