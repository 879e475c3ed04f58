import { expect, test, type Page } from "@playwright/test";
import { HISTORY_STORAGE_KEY } from "../../../src/data/storage-keys";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland, MODEL_NOTE } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";
import { axeFindings } from "../../support/axe";

// The results come from the recorded engine (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

async function analyzeAndKeep(page: Page, photo: string, gender: "Female" | "Male") {
  const results = await analyzeToResults(page, photo, gender);
  // The result says which model measured it.
  await expect(results.getByTestId("classifier-used")).toContainText(MODEL_NOTE);
  const shape = await results.getByRole("heading", { level: 2 }).textContent();
  const keep = results.getByRole("button", { name: "Keep on this device" });
  await keep.click();
  await expect(results.getByRole("button", { name: "Kept on this device" })).toBeDisabled();
  await page.getByRole("button", { name: "Get My Shape & Style Tips Again" }).click();
  return shape ?? "";
}

test("kept results: numbers only, listed after a reload, compared side by side, deleted one and all", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await expect(page.getByTestId("your-results")).toHaveCount(0);
  const first = await analyzeAndKeep(page, await makePhoto(page, "kept-1.jpg", "sample1.jpg", ONE_FACE), "Female");
  const mirrored = await makePhoto(
    page,
    "kept-2.jpg",
    "sample1.jpg",
    { ...ONE_FACE, x: ONE_FACE.x + 20 },
    { mirror: true },
  );
  await page.clock.runFor(60_000); // a minute later, so the two dates differ
  const second = await analyzeAndKeep(page, mirrored, "Male");

  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? "", HISTORY_STORAGE_KEY);
  expect(stored).not.toMatch(/data:|blob:|base64|jpe?g/i);
  expect(stored.length).toBeLessThan(600);

  await page.reload();
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const panel = page.getByTestId("your-results");
  const rows = panel.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(second);
  await expect(rows.nth(1)).toContainText(first);

  await rows.nth(0).getByRole("checkbox").check();
  await rows.nth(1).getByRole("checkbox").check();
  const comparison = panel.getByTestId("comparison");
  await expect(comparison.getByRole("columnheader")).toHaveCount(3);
  await expect(comparison.getByRole("row", { name: /^Top shape/ })).toContainText(`${second}${first}`);
  await expect(comparison.getByRole("row", { name: /^Forehead width/ })).toHaveText(/Forehead width\d+%\d+%/);
  // Each kept result names the model that measured it; a man's has no Heart share to show, not a 0 %.
  await expect(rows.nth(0)).toContainText("measured with the men's model");
  await expect(rows.nth(1)).toContainText("measured with the women's model");
  await expect(comparison.getByRole("row", { name: /^Heart/ })).toHaveText(/^Heartnot measured for men\d+%$/);
  expect(await axeFindings(page, { include: "[data-testid=your-results]" })).toEqual([]);

  await rows
    .nth(1)
    .getByRole("button", { name: /^Delete / })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(comparison).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("your-results").getByRole("listitem")).toHaveCount(1);
  // A kept result opened from the list is the visitor's own, not "shared".
  await page
    .getByTestId("your-results")
    .getByRole("link", { name: /^Open / })
    .click();
  await expect(page.getByTestId("result-origin")).toHaveText(/^Your face shape, kept on this device on /);
  await expect(page.getByTestId("shared-result")).not.toContainText("A shared link holds");
  await page.goBack();
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await page.getByTestId("your-results").getByRole("button", { name: "Delete all" }).click();
  await expect(page.getByTestId("your-results")).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), HISTORY_STORAGE_KEY)).toBeNull();

  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(watch.errors).toEqual([]);
});
