/**
 * The analyzer's flow as the analyzer specs drive it, on the recorded engine
 * (recorded-engine/analyzer.spec.ts) and on the real one (real-engine/analyzer-flow.spec.ts).
 */
import { expect, type Page } from "@playwright/test";
import { guideSummary } from "../../src/lib/blog/guides-for-shape";
import { ANALYSIS_STEPS, type AnalysisStep } from "../../src/lib/face-engine/protocol";
import { readsAppearance } from "../../src/lib/face-shape/model/shipped-inputs";
import { axeFindings } from "./axe";
import { readBlogFiles } from "./content-files";
import { holdClock, REAL_ENGINE_WAIT_MS, shownToasts, waitForIsland } from "./site-pages";

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
 * Runs the analysis and stops at the landmark preview (`engine: "real"` where the real engine
 * answers), with the page's clock held from before the press (the page's clock must be installed):
 * the overlay has to give way to the preview with no page timer run, since it lasts only as long as
 * the engine works. The steps the overlay lists are recorded as they appear and must be the engine's
 * own, in its order (`steps`: what the engine tells of for this photo). Returns how long, in real
 * time, the press took to reach the preview (for the test's report, not asserted: that is the
 * machine's speed); the preview then holds until the test moves the clock on or skips it.
 */
export async function runAnalysis(
  page: Page,
  start: () => Promise<void>,
  { engine = "recorded", steps }: { engine?: "recorded" | "real"; steps: readonly AnalysisStep[] },
): Promise<{ toPreviewMs: number }> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { stepLog: typeof log }).stepLog = log;
    new MutationObserver(() => {
      for (const item of document.querySelectorAll("[data-testid=analysis-steps] [data-step]")) {
        const step = item.getAttribute("data-step") ?? "";
        if (!log.includes(step)) log.push(step);
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  await holdClock(page);
  const pressed = Date.now();
  await start();
  const preview = page.getByRole("dialog", { name: /facial landmarks found/ });
  await expect(preview).toBeVisible(engine === "real" ? { timeout: REAL_ENGINE_WAIT_MS } : {});
  const toPreviewMs = Date.now() - pressed;
  const log = await page.evaluate(() => (window as unknown as { stepLog: string[] }).stepLog);
  // Every step the engine told of, in its order, and none it did not (a very quick step may pass
  // between two looks of the observer, but its line stays listed until the overlay closes).
  expect(log).toEqual([...steps]);
  return { toPreviewMs };
}

/** The steps the engine tells of for a photo with a face measured with `gender`'s classifier. */
export const measuredSteps = (gender: "female" | "male"): AnalysisStep[] =>
  ANALYSIS_STEPS.filter((step) => step !== "reading" || readsAppearance(gender));
