import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_TOAST, outcomeToast } from "../../text/analyzer";
import { SiteUpdatedError } from "../../lib/site-update/load-chunk";
import { SITE_UPDATED } from "../../text/site";
import { failureNote } from "./notify";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

describe("failureNote: one message, said once, for every way an analysis can fail", () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

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

  it("reports any other error as a failed analysis, with its message", () => {
    const text = failureNote({ kind: "threw", error: new Error("The worker stopped.") });
    expect(text).toEqual({ ...outcomeToast({ kind: "engine-error", message: "The worker stopped." }), announce: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says the device is offline when the engine could not start without a connection", () => {
    vi.stubGlobal("navigator", { onLine: false });
    const failures = [
      { kind: "engine-error", message: "The face model could not be loaded: Failed to fetch" },
      { kind: "threw", error: new SiteUpdatedError(new TypeError("Failed to fetch")) },
    ] as const;
    for (const failure of failures) expect(failureNote(failure)).toEqual({ ...OFFLINE_TOAST, announce: true });
    expect(toast.error).not.toHaveBeenCalled();
    // What the photo showed is still said as it is, offline or not.
    expect(failureNote({ kind: "no-face" })).toEqual({ ...outcomeToast({ kind: "no-face" }), announce: true });
  });
});
