import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_TOAST, outcomeToast } from "../../text/analyzer";
import type { EngineFailure } from "../../lib/face-engine/engine-failure";
import { SiteUpdatedError } from "../../lib/site-update/load-chunk";
import { SITE_UPDATED } from "../../text/site";
import { failureNote } from "./notify";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

describe("failureNote: one message, said once, for every way an analysis can fail", () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says what the engine found in the note beside the picker, which announces itself, with no toast", () => {
    const text = failureNote({ kind: "no-face" });
    expect(text).toEqual({ ...outcomeToast({ kind: "no-face" }), announce: true });
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("offers Reload in the note when the engine's code could not be loaded because the site was updated", () => {
    const text = failureNote({ kind: "threw", error: new SiteUpdatedError(new TypeError("Failed to fetch")) });
    expect(text).toEqual({
      title: SITE_UPDATED.title,
      description: SITE_UPDATED.description,
      announce: true,
      reload: true,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("reports any other error as a failed analysis in the site's words, its own message on the console only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const text = failureNote({ kind: "threw", error: new Error("Uncaught Error: evil words") });
    expect(text).toEqual({
      ...outcomeToast({ kind: "engine-failed", failure: { code: "could-not-start" } }),
      announce: true,
    });
    expect(JSON.stringify(text)).not.toContain("evil words");
    expect(String(warn.mock.calls.flat().join(" "))).toContain("evil words");
    const fromWorker = failureNote({ kind: "engine-error", message: "Uncaught Error: more evil words" });
    expect(JSON.stringify(fromWorker)).not.toContain("evil words");
    expect(String(warn.mock.calls.flat().join(" "))).toContain("more evil words");
    warn.mockRestore();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("words each of the engine's own failures, by its code", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const said = (failure: EngineFailure) => failureNote({ kind: "engine-failed", failure }).description;
    const kept = " Your photo is still here: please try again.";
    expect(said({ code: "took-too-long" })).toBe(`The analysis took too long.${kept}`);
    expect(said({ code: "backing-off" })).toBe(
      `The face model could not be loaded. Please try again in a few seconds.${kept}`,
    );
    expect(said({ code: "could-not-start" })).toBe(`The face engine could not start.${kept}`);
    expect(said({ code: "worker-stopped", detail: "" })).toBe(`The face engine stopped unexpectedly.${kept}`);
    expect(said({ code: "worker-stopped", detail: "", refusal: "changed" })).toBe(
      `A file of the face engine did not match this version of the site, so it was not used. Reload the page to try again.${kept}`,
    );
    // The worker's reason is not the site's words: it goes to the console.
    expect(said({ code: "model-not-loaded", reason: "Failed to fetch" })).toBe(
      `The face model could not be loaded.${kept}`,
    );
    expect(said({ code: "bad-answer" })).toBe(
      `The face engine gave an answer this page cannot use, so none is shown.${kept}`,
    );
    expect(said({ code: "model-not-loaded", reason: "x", refusal: "not-found" })).toBe(
      `The face model could not be loaded: A file of the face engine could not be downloaded. Please try again.${kept}`,
    );
    expect(failureNote({ kind: "engine-failed", failure: { code: "took-too-long" } }).title).toBe("Analysis failed");
    // What threw without a message of its own is worded as the engine that could not start.
    expect(failureNote({ kind: "threw", error: "no message" }).description).toBe(
      `The face engine could not start.${kept}`,
    );
  });

  it("says the device is offline when the engine could not start without a connection", () => {
    vi.stubGlobal("navigator", { onLine: false });
    const failures = [
      { kind: "engine-error", message: "The face model could not be loaded: Failed to fetch" },
      { kind: "threw", error: new SiteUpdatedError(new TypeError("Failed to fetch")) },
      { kind: "engine-failed", failure: { code: "model-not-loaded", reason: "Failed to fetch" } },
    ] as const;
    for (const failure of failures) expect(failureNote(failure)).toEqual({ ...OFFLINE_TOAST, announce: true });
    expect(toast.error).not.toHaveBeenCalled();
    // What the photo showed is still said as it is, offline or not.
    expect(failureNote({ kind: "no-face" })).toEqual({ ...outcomeToast({ kind: "no-face" }), announce: true });
  });
});
