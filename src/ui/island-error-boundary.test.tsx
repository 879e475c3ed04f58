// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteUpdatedError } from "../lib/site-update/load-chunk";
import { describeError, withErrorBoundary } from "./island-error-boundary";
import { SITE_UPDATED } from "../text/site";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error("The model file could not be read");
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("island error boundary", () => {
  it("shows 'Unexpected Application Error!' and the message instead of a blank area", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const host = document.createElement("div");
    document.body.append(host);
    const Guarded = withErrorBoundary(Broken);
    await act(async () => createRoot(host).render(<Guarded />));
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      "Unexpected Application Error!The model file could not be read",
    );
  });

  it("says the site was updated, with a Reload button, when code could not be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const host = document.createElement("div");
    document.body.append(host);
    const Stale = withErrorBoundary((): never => {
      throw new SiteUpdatedError(new TypeError("Failed to fetch dynamically imported module: /_astro/x.js"));
    });
    await act(async () => createRoot(host).render(<Stale />));
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(SITE_UPDATED.title);
    expect(alert?.textContent).not.toContain("Unexpected Application Error");
    expect(alert?.querySelector("button")?.textContent).toBe(SITE_UPDATED.action);
  });

  it("renders the island untouched when nothing fails", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const Fine = withErrorBoundary(() => <p>Working</p>);
    await act(async () => createRoot(host).render(<Fine />));
    expect(host.textContent).toBe("Working");
  });

  it("prefers a status and its text when the error has them", () => {
    expect(describeError({ status: 404, statusText: "Not Found" })).toBe("404 Not Found");
    expect(describeError({ status: 500 })).toBe("500");
    expect(describeError(new Error("Boom"))).toBe("Boom");
    expect(describeError("plain")).toBe("plain");
    expect(describeError(null)).toBe("Something went wrong.");
  });
});
