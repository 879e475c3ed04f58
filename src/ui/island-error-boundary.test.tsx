// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, withErrorBoundary } from "./island-error-boundary";

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
