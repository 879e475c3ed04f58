import { expect, test } from "@playwright/test";
import { SITE_UPDATED } from "../../../src/text/site";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { waitForIsland } from "../../support/site-pages";
import { axeFindings } from "../../support/axe";

/**
 * A tab left open across a deploy, with no service worker in control, asks for code chunks the
 * new deploy no longer has. The analyzer must say so in place, not vanish behind an error.
 */
test.use({ serviceWorkers: "block" });
// Neither test gets as far as an answer; should one start the engine, it is the recorded one
// (tests/support/recorded-engine/), not seconds of model loading.
test.beforeEach(({ context }) => serveRecordedEngine(context));

test("a camera chunk that cannot be loaded says the site was updated, keeps the analyzer and reloads", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Use camera")');
  // The deploy replaced the camera's chunk: the old address no longer answers.
  let refused = 0;
  await page.route(/\/_astro\/camera-capture\.[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.abort("failed");
  });
  await page.getByRole("button", { name: "Use camera" }).click();

  const note = page.getByTestId("site-updated");
  await expect(note).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  await expect(note).toHaveRole("alert");
  await expect(note).toContainText(SITE_UPDATED.title);
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  // The rest of the analyzer is still there.
  await expect(page.getByRole("tab", { name: "Upload Clear Face Image" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Female", exact: true })).toBeVisible();
  expect(await axeFindings(page, { include: '[data-testid="site-updated"]' })).toEqual([]);

  await page.unroute(/\/_astro\/camera-capture\.[\w-]+\.js$/);
  await Promise.all([page.waitForEvent("load"), note.getByRole("button", { name: SITE_UPDATED.action }).click()]);
  await waitForIsland(page, 'button:has-text("Use camera")');
  await expect(page.getByTestId("site-updated")).toHaveCount(0);
});

test("an engine chunk that cannot be loaded during the analysis offers Reload in its note, and keeps the photo", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  // The deploy replaced the engine's chunk: the old address no longer answers.
  let refused = 0;
  await page.route(/\/_astro\/face-engine\.[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.abort("failed");
  });
  const photo = await makePhoto(page, "site-update-photo.jpg", "sample1.jpg", ONE_FACE);
  await page.locator('input[name="photo"]').setInputFiles(photo);
  await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
  await page.getByRole("button", { name: "Female", exact: true }).click();
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();

  // Said once, in the note beside the photo, which offers Reload; no toast repeats it.
  const note = page.getByTestId("photo-problem");
  await expect(note).toContainText(`${SITE_UPDATED.title}. ${SITE_UPDATED.description}`);
  expect(refused).toBeGreaterThan(0);
  await expect(note).toHaveAttribute("role", "alert");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(SITE_UPDATED.title)).toHaveCount(0);
  // The photo is kept.
  await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();

  await page.unroute(/\/_astro\/face-engine\.[\w-]+\.js$/);
  await Promise.all([page.waitForEvent("load"), note.getByRole("button", { name: SITE_UPDATED.action }).click()]);
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
});
