import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withoutInjectedStyles } from "./sonner-stylesheet";

const SONNER = readFileSync(new URL("../../node_modules/sonner/dist/index.mjs", import.meta.url), "utf8");

describe("sonner without its run-time stylesheet", () => {
  it("drops the one call that injects the stylesheet and keeps the rest of the module", () => {
    const stripped = withoutInjectedStyles(SONNER);
    expect(stripped).not.toMatch(/^__insertCSS\(/m);
    expect(stripped).toContain("function __insertCSS(");
    expect(stripped).toContain("data-sonner-toaster");
    expect(SONNER.length - stripped.length).toBeGreaterThan(10_000);
  });

  it("refuses a module whose layout it does not know, so an upgrade of sonner cannot slip by", () => {
    expect(() => withoutInjectedStyles("export const Toaster = () => null;")).toThrow(/found 0/);
  });

  it("ships the same custom properties and animations in the file the toaster imports", () => {
    const injected = JSON.parse(`"${/^__insertCSS\("((?:[^"\\]|\\.)*)"\)/m.exec(SONNER)?.[1] ?? ""}"`) as string;
    const file = readFileSync(new URL("../../node_modules/sonner/dist/styles.css", import.meta.url), "utf8");
    const names = (css: string) => new Set(css.match(/--[\w-]+(?=\s*:)|@keyframes\s+[\w-]+/g));
    expect(names(injected).size).toBeGreaterThan(40);
    expect(names(file)).toEqual(names(injected));
  });
});
