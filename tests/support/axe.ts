import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/**
 * Axe in the page itself: axe-core's script evaluated once per document, then `axe.run` asked for
 * violations only. @axe-core/playwright's AxeBuilder injects the script into every frame on every
 * scan and finishes each scan in a blank page of its own, several times the cost of the scan
 * (about 2 s against 0.3 s for an article on this project's machine); the rules are the same.
 *
 * Frames: the only frame the site makes is the face engine's sandbox, a hidden document with no
 * content (src/lib/face-engine/sandbox/sandboxed-worker.ts). A scan refuses a page with any other
 * frame, so no page's content goes unscanned.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rules every page is held to: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
export const SITE_RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] as const;

export interface AxeScan {
  /** A CSS selector: only this part of the page is scanned (page-level rules then do not apply). */
  include?: string;
  /** Only rules with these tags; without it (and without `rules`), every rule axe runs by default. */
  tags?: readonly string[];
  /** Only these rules. */
  rules?: readonly string[];
}

/** Axe's violations on the page as it is now. */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<AxeResults["violations"]> {
  const frames = await page.locator("iframe:not([sandbox][hidden])").count();
  if (frames > 0) throw new Error(`the page has ${frames} frame(s) besides the engine's sandbox: scan them too`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ["violations"],
    iframes: false,
    ...(scan.tags ? { runOnly: { type: "tag", values: [...scan.tags] } } : {}),
    ...(scan.rules ? { runOnly: { type: "rule", values: [...scan.rules] } } : {}),
  };
  return page.evaluate(
    async ({ include, options }) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const context = include ? { include: [include] } : document;
      return (await axe.run(context, options)).violations;
    },
    { include: scan.include, options },
  );
}

/** The violations as one line per rule, with the elements it flagged: readable when a test fails. */
export async function axeFindings(page: Page, scan: AxeScan = { tags: SITE_RULES }): Promise<string[]> {
  const violations = await axeViolations(page, scan);
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
