import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SITE_UPDATED } from "../../src/ui/site-updated-note";
import { waitForIsland } from "./support/site-pages";

/**
 * A tab left open across a deploy, with no service worker in control, asks for code chunks the
 * new deploy no longer has. The analyzer must say so in place, not vanish behind an error.
 */
test.use({ serviceWorkers: "block" });

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
  const axe = await new AxeBuilder({ page }).include('[data-testid="site-updated"]').analyze();
  expect(axe.violations).toEqual([]);

  await page.unroute(/\/_astro\/camera-capture\.[\w-]+\.js$/);
  await Promise.all([page.waitForEvent("load"), note.getByRole("button", { name: SITE_UPDATED.action }).click()]);
  await waitForIsland(page, 'button:has-text("Use camera")');
  await expect(page.getByTestId("site-updated")).toHaveCount(0);
});
