/**
 * A photo added to the result shows as a thumbnail with its own Remove button, so a
 * photo of someone else is seen and can be taken out; the result is then combined without it.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MAX_COMBINED_PHOTOS } from "../../../src/lib/face-shape/combine-analyses";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland, MODEL_NOTE } from "../../support/site-pages";
import { axeFindings } from "../../support/axe";

const blendOf = (results: Locator) => results.getByRole("list", { name: "Shape blend, in percent" }).innerText();

// The results come from the recorded engine (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

/**
 * Two photos of one face (the second shifted and mirrored, so it measures a little differently), and
 * the first analysed to its result.
 */
async function resultOfFirstPhoto(page: Page, name: string) {
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const first = await makePhoto(page, `${name}-1.jpg`, "sample1.jpg", ONE_FACE);
  const other = await makePhoto(
    page,
    `${name}-2.jpg`,
    "sample1.jpg",
    { ...ONE_FACE, x: ONE_FACE.x + 30 },
    { mirror: true },
  );
  const results = await analyzeToResults(page, first);
  await expect(results.getByTestId("classifier-used")).toContainText(MODEL_NOTE);
  return { first, other, results };
}

test("counted photos show as thumbnails; removing the added one gives the single photo's result again", async ({
  page,
}) => {
  const { other, results } = await resultOfFirstPhoto(page, "remove");
  const single = await blendOf(results);
  await expect(results.getByTestId("counted-photos")).toHaveCount(0);

  await results.locator('input[name="another-photo"]').setInputFiles(other);
  await expect(results.getByTestId("combined-from")).toBeVisible();
  const photos = results.getByRole("list", { name: "Photos in this result" });
  await expect(photos.getByRole("img")).toHaveCount(2);
  await expect(photos.getByRole("img", { name: "Photo 2" })).toHaveAttribute("src", /^blob:/);
  await expect(photos.getByRole("img", { name: "Photo 2" })).toHaveJSProperty("complete", true);
  await expect(results.getByText(`Add another photo (3 of ${MAX_COMBINED_PHOTOS})`)).toBeVisible();
  expect(await blendOf(results)).not.toBe(single);
  expect(await axeFindings(page, { include: '[data-testid="counted-photos"]' })).toEqual([]);

  await photos.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(results.getByTestId("combined-from")).toHaveCount(0);
  await expect(results.getByTestId("counted-photos")).toHaveCount(0);
  expect(await blendOf(results)).toBe(single);
  await expect(results.getByText(`Add another photo (2 of ${MAX_COMBINED_PHOTOS})`)).toBeVisible();
  await expect(results.getByRole("heading", { name: "Another photo", exact: true })).toBeFocused();
});

test("photo 1 can be removed too: the added photo takes its place on screen and in the answer", async ({ page }) => {
  const { first, other, results } = await resultOfFirstPhoto(page, "remove-first");
  const shownPhoto = () => results.locator("svg[data-landmark-count] image").first().getAttribute("href");
  const firstShown = await shownPhoto();

  await results.locator('input[name="another-photo"]').setInputFiles(other);
  await expect(results.getByTestId("combined-from")).toBeVisible();
  const combined = await blendOf(results);
  const photos = results.getByRole("list", { name: "Photos in this result" });

  await photos.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(results.getByTestId("combined-from")).toHaveCount(0);
  await expect(results.getByTestId("counted-photos")).toHaveCount(0);
  await expect(results.getByRole("heading", { name: "Another photo", exact: true })).toBeFocused();
  await expect(results.getByText(`Add another photo (2 of ${MAX_COMBINED_PHOTOS})`)).toBeVisible();
  // The added photo is now the one on screen, its landmarks drawn on it.
  expect(await shownPhoto()).not.toBe(firstShown);

  // Photo 1 is really gone: adding it again is not refused as already counted, and the two give the
  // same combined answer as before.
  await results.locator('input[name="another-photo"]').setInputFiles(first);
  await expect(results.getByTestId("combined-from")).toBeVisible();
  expect(await blendOf(results)).toBe(combined);
  await expect(photos.getByRole("img", { name: "Photo 2" })).toHaveJSProperty("complete", true);
});
