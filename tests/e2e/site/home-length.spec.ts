import { expect, test } from "@playwright/test";
import { SITE_PATHS } from "../../../src/config/site-paths";
import { readModelAccuracyFile } from "../../support/content-files";
import { PHONE, siteFontInUse, waitForIsland, waitForSiteFont } from "../../support/site-pages";

/**
 * A home page for visitors (issue 52): the analyzer first and short sections, at most
 * MAX_SCREENS screens of a phone, with the technical figures on a page of their own that the
 * home page links (tests/dist/accuracy-page.test.ts checks the build's text).
 */
const MAX_SCREENS = 12;
const { page: accuracyPage } = readModelAccuracyFile();

test.use({ viewport: PHONE });

test(`on a ${PHONE.width} x ${PHONE.height} phone, the home page is at most ${MAX_SCREENS} screens tall`, async ({
  page,
}) => {
  // Measured in the site's own font (a fallback font sets the text to other lengths) with the
  // analyzer hydrated, as a visitor sees the page before opening anything.
  await waitForSiteFont(page);
  await page.goto("/");
  await siteFontInUse(page);
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await expect(page.locator("main details[open]")).toHaveCount(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push({
    type: "home page height",
    description: `${height} px, ${(height / PHONE.height).toFixed(2)} screens of ${PHONE.height} px`,
  });
  expect(height, `${(height / PHONE.height).toFixed(2)} screens`).toBeLessThanOrEqual(MAX_SCREENS * PHONE.height);
});

test("the home page's accuracy section leads to the accuracy page, which shows every figure", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#science");
  const accuracy = section.locator("#accuracy");
  await expect(accuracy.getByTestId("accuracy-in-words")).toBeVisible();
  // No figure of a labelled set on the home page: they are on the page the link opens.
  await expect(page.locator('[data-testid^="accuracy-top1-"]')).toHaveCount(0);
  const link = accuracy.getByRole("link", { name: /How accurate it is/ });
  await expect(link).toHaveAttribute("href", SITE_PATHS.accuracy);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${SITE_PATHS.accuracy}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(accuracyPage.title);
  await expect(page.getByTestId("accuracy-in-words")).toBeVisible();
  await expect(page.getByTestId("accuracy-top1-female-consensus")).toBeVisible();
  await expect(page.getByTestId("accuracy-top1-male-men")).toBeVisible();
});

test("a face shape's traits and style ideas open under its description", async ({ page }) => {
  await page.goto("/#shapes");
  const card = page.locator("#shape-round");
  const ideas = card.locator("[data-style-ideas]");
  await expect(ideas).toBeHidden();
  await card.locator("summary").click();
  await expect(ideas).toBeVisible();
  await expect(ideas.locator("dt")).toHaveText(["Hair", "Glasses", "Beard", "Accessories"]);
});
