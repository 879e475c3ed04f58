/**
 * The analyzer's flow as the analyzer specs drive it, on the recorded engine
 * (recorded-engine/analyzer.spec.ts) and on the real one (real-engine/analyzer-flow.spec.ts).
 */
import { expect, type Page } from "@playwright/test";
import { MIN_ANALYSIS_OVERLAY_MS, OVERLAY_MESSAGE_STEP_MS } from "../../src/config/analyzer-timing";
import { guideSummary } from "../../src/lib/blog/guides-for-shape";
import { OVERLAY_MESSAGES } from "../../src/text/analyzer";
import { axeFindings } from "./axe";
import { readBlogFiles } from "./content-files";
import { REAL_ENGINE_WAIT_MS, shownToasts, waitForIsland } from "./site-pages";

export const ANALYZER = 'button:has-text("Upload Your Selfie Now")';

export async function openAnalyzer(page: Page) {
  await page.goto("/");
  await waitForIsland(page, ANALYZER);
}

export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

export async function expectToastShown(page: Page, title: string, description: string) {
  await expect
    .poll(() => shownToasts(page))
    .toContainEqual(expect.stringMatching(new RegExp(`${escapeRegExp(title)}.*${escapeRegExp(description)}`)));
}

export async function choosePhoto(page: Page, path: string) {
  await page.locator('input[name="photo"]').setInputFiles(path);
}

/** Every article, as the home page summarises it for the results' "in-depth guides". */
export const GUIDES = readBlogFiles()
  .filter((file) => !file.data.draft)
  .map((file) => guideSummary(file.slug, file.data));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function expectAxeClean(page: Page) {
  expect(await axeFindings(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
}

/**
 * Runs the analysis and stops at the landmark preview (`engine: "real"` where the real engine answers). The overlay's messages are recorded with
 * the page's time as they change, then checked for order and pacing: the overlay has to run for
 * as long as the real analysis needs, so it is not fast-forwarded.
 */
export async function runAnalysis(
  page: Page,
  start: () => Promise<void>,
  { engine = "recorded" }: { engine?: "recorded" | "real" } = {},
) {
  await page.evaluate(() => {
    const log: { text: string; at: number }[] = [];
    (window as unknown as { overlayLog: typeof log }).overlayLog = log;
    new MutationObserver(() => {
      const text = document.querySelector("[data-testid=loading-overlay] [role=status]")?.textContent;
      if (text && log.at(-1)?.text !== text) log.push({ text, at: Date.now() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const startedAt = await page.evaluate(() => Date.now());
  await start();
  await expect(page.getByRole("dialog", { name: "Analyzing your photo" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: /facial landmarks found/ })).toBeVisible(
    engine === "real" ? { timeout: REAL_ENGINE_WAIT_MS } : {},
  );
  const shownAt = await page.evaluate(() => Date.now());
  const log = await page.evaluate(
    () => (window as unknown as { overlayLog: { text: string; at: number }[] }).overlayLog,
  );
  expect(log.slice(0, 4).map((entry) => entry.text)).toEqual([...OVERLAY_MESSAGES]);
  for (let i = 1; i < log.length; i += 1) {
    expect(log[i]?.text).toBe(OVERLAY_MESSAGES[i % OVERLAY_MESSAGES.length]);
    // The k-th change cannot come before k steps have passed; a busy machine can only delay it.
    expect((log[i]?.at ?? 0) - startedAt).toBeGreaterThanOrEqual(i * OVERLAY_MESSAGE_STEP_MS - 20);
  }
  expect(shownAt - startedAt).toBeGreaterThanOrEqual(MIN_ANALYSIS_OVERLAY_MS);
}
