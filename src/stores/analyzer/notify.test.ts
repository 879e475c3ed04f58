import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_TOAST, outcomeToast } from "./messages";
import { SiteUpdatedError } from "../../lib/site-update/load-chunk";
import { SITE_UPDATED } from "../../ui/site-updated-note";
import { notifyFailure } from "./notify";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

describe("notifyFailure: one message for every way an analysis can fail", () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it("says what the engine found, and returns the same words for beside the picker", () => {
    const text = notifyFailure({ kind: "no-face" });
    expect(text).toEqual(outcomeToast({ kind: "no-face" }));
    expect(toast.error).toHaveBeenCalledWith(text.title, { description: text.description });
  });

  it("offers Reload when the engine's code could not be loaded because the site was updated", () => {
    const text = notifyFailure({ kind: "threw", error: new SiteUpdatedError(new TypeError("Failed to fetch")) });
    expect(text).toMatchObject({ title: SITE_UPDATED.title, description: SITE_UPDATED.description });
    expect(toast.error).toHaveBeenCalledTimes(1);
    const [title, options] = toast.error.mock.calls[0] as [string, { action: { label: string } }];
    expect(title).toBe(SITE_UPDATED.title);
    expect(options.action.label).toBe(SITE_UPDATED.action);
  });

  it("reports any other error as a failed analysis, with its message", () => {
    const text = notifyFailure({ kind: "threw", error: new Error("The worker stopped.") });
    expect(text).toEqual(outcomeToast({ kind: "engine-error", message: "The worker stopped." }));
    expect(toast.error).toHaveBeenCalledWith(text.title, { description: text.description });
  });

  it("says the device is offline when the engine could not start without a connection", () => {
    vi.stubGlobal("navigator", { onLine: false });
    const failures = [
      { kind: "engine-error", message: "The face model could not be loaded: Failed to fetch" },
      { kind: "threw", error: new SiteUpdatedError(new TypeError("Failed to fetch")) },
    ] as const;
    for (const failure of failures) expect(notifyFailure(failure)).toEqual(OFFLINE_TOAST);
    expect(toast.error).toHaveBeenCalledWith(OFFLINE_TOAST.title, { description: OFFLINE_TOAST.description });
    // What the photo showed is still said as it is, offline or not.
    expect(notifyFailure({ kind: "no-face" })).toEqual(outcomeToast({ kind: "no-face" }));
  });
});
