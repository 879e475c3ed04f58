/**
 * Starting again and deleting kept results can be undone, exactly; a kept result
 * opens as its /result link.
 */
import { expect, test, type Page } from "@playwright/test";
import { ANALYZER_TOASTS, UNDO_LABEL } from "../../../src/text/analyzer";
import { KEPT_RESULT_TOASTS } from "../../../src/text/share";
import { HISTORY_STORAGE_KEY } from "../../../src/data/storage-keys";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, holdClock, shownShapeAndBlend, waitForIsland, MODEL_NOTE } from "../../support/site-pages";

const summary = shownShapeAndBlend;

// The result comes from the recorded engine (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

/** Presses Undo on the toast that says `title` (the held clock is run on so sonner shows it). */
async function undo(page: Page, title: string) {
  await page.clock.runFor(100);
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title });
  await toast.getByRole("button", { name: UNDO_LABEL }).click();
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), HISTORY_STORAGE_KEY);

test("Undo brings back a result after starting again and kept results after deleting; Open shows a kept one", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const results = await analyzeToResults(page, await makePhoto(page, "undo.jpg", "sample1.jpg", ONE_FACE));
  // The result says which model measured it.
  await expect(results.getByTestId("classifier-used")).toContainText(MODEL_NOTE);
  await holdClock(page); // toasts stay until the test runs the clock on
  const before = await summary(results);

  await page.getByRole("button", { name: "Get My Shape & Style Tips Again" }).click();
  await expect(results).toBeHidden();
  await expect(page.getByRole("button", { name: "Female", exact: true })).toHaveAttribute("aria-pressed", "false");
  await undo(page, ANALYZER_TOASTS.reset.title);
  await expect(results).toBeVisible();
  expect(await summary(results)).toEqual(before);
  await expect(results.getByRole("heading", { level: 2 })).toBeFocused();
  // The photo and the catalogue chosen come back too (the female one has no Beard tab).
  await expect(results.locator("svg[data-landmark-count] image")).toHaveAttribute("href", /^blob:/);
  const tabs = results.getByRole("tablist", { name: "Style suggestions" }).getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  await expect(tabs.filter({ hasText: /Beard/ })).toHaveCount(0);

  // Keep it, then delete it and undo; delete all and undo: the stored list comes back exactly.
  await results.getByRole("button", { name: "Keep on this device" }).click();
  const panel = page.getByTestId("your-results");
  const rows = panel.getByRole("listitem");
  await expect(rows).toHaveCount(1);
  const kept = await stored(page);
  const row = await rows.first().innerText();
  await rows
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await expect(panel).toHaveCount(0);
  await undo(page, KEPT_RESULT_TOASTS.deletedOne.title);
  await expect(rows).toHaveCount(1);
  expect(await rows.first().innerText()).toBe(row);
  expect(await stored(page)).toBe(kept);
  await panel.getByRole("button", { name: "Delete all" }).click();
  await expect(panel).toHaveCount(0);
  expect(await stored(page)).toBeNull();
  await undo(page, KEPT_RESULT_TOASTS.deletedAll.title);
  await expect(rows).toHaveCount(1);
  expect(await stored(page)).toBe(kept);

  // Open shows the kept result as its /result link: the same shape and blend.
  await rows
    .first()
    .getByRole("link", { name: /^Open / })
    .click();
  await expect(page).toHaveURL(/\/result#/);
  const shared = page.getByTestId("shared-result");
  await expect(shared.getByRole("list", { name: "Shape blend, in percent" }).getByRole("listitem")).toHaveCount(6);
  expect(await summary(shared)).toEqual(before);
});
