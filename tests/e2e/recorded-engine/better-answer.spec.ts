/**
 * The way to a better answer stands where the doubt is (issue 41): "Try another photo" inside a
 * hard-photo warning and beside every result picks a photo that takes this one's place, with the
 * gender kept, and the result stays on screen until the new one shows; a photo it cannot use is
 * refused beside it and changes nothing. The header's "Upload Your Selfie" opens the file picker.
 * The answers come from the recorded real worker (tests/support/recorded-engine/).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { BETTER_ANSWER } from "../../../src/text/analyzer";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { VARIED_FACES } from "../../support/recorded-engine/recorded-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, PHONE, waitForIsland } from "../../support/site-pages";

test.use({ serviceWorkers: "block", viewport: PHONE });
test.beforeEach(({ context }) => serveRecordedEngine(context));

const face = (name: string) => {
  const found = VARIED_FACES.find((one) => one.name === name);
  if (!found) throw new Error(`no recorded face ${name}`);
  return found;
};

async function openAnalyzer(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
}

/** Starts counting the moments the page shows no result, from now on. */
async function countResultGaps(page: Page) {
  await page.evaluate(() => {
    const own = window as unknown as { resultGaps: number };
    own.resultGaps = 0;
    new MutationObserver(() => {
      if (!document.querySelector("[data-analysis-results]")) own.resultGaps += 1;
    }).observe(document.body, { subtree: true, childList: true });
  });
}

const resultGaps = (page: Page) => page.evaluate(() => (window as unknown as { resultGaps: number }).resultGaps);

/** The `blob:` address of the photo the landmark view draws: a new photo gets a new one. */
const shownPhoto = (results: Locator) => results.locator("svg[data-landmark-count] image").first().getAttribute("href");

test("a hard photo's warning offers Try another photo: the new photo takes its place, the gender kept, and the result never leaves the screen", async ({
  page,
}) => {
  await openAnalyzer(page);
  const hard = face("sample6-hard");
  const results = await analyzeToResults(page, await makePhoto(page, "hard.jpg", hard.source, hard.crop), "Female");
  const warning = results.getByTestId("hard-photo");
  await expect(warning).toBeVisible();
  const before = await shownPhoto(results);
  const other = face("sample3-left");
  await countResultGaps(page);
  await warning
    .getByText(BETTER_ANSWER.tryAnother)
    .locator("input[type=file]")
    .setInputFiles(await makePhoto(page, "instead.jpg", other.source, other.crop));
  await expect.poll(() => shownPhoto(results)).not.toBe(before);
  expect(await resultGaps(page), "the result never left the page").toBe(0);
  // Still one photo, measured for a woman (the gender kept), its heading focused for a screen reader.
  await expect(results.getByTestId("combined-from")).toHaveCount(0);
  await expect(results.getByTestId("classifier-used")).toContainText("women");
  await expect(results.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("New photo measured");
});

test("beside every result: a photo Try another photo cannot use is refused beside it, and the result stays as it was", async ({
  page,
}) => {
  await openAnalyzer(page);
  const results = await analyzeToResults(page, await makePhoto(page, "first.jpg", "sample1.jpg", ONE_FACE), "Male");
  const heading = await results.getByRole("heading", { level: 2 }).innerText();
  const before = await shownPhoto(results);
  const actions = results.getByTestId("another-photo");
  await expect(actions.getByText(BETTER_ANSWER.tryAnother)).toBeVisible();
  await expect(actions.getByText(BETTER_ANSWER.addAnother)).toBeVisible();
  await actions
    .locator('input[name="new-photo"]')
    .setInputFiles(await makePhoto(page, "small-try.jpg", null, { x: 0, y: 0, width: 300, height: 300 }));
  const note = results.getByTestId("try-photo-problem");
  await expect(note).toContainText("This photo is 300 x 300 pixels; use one at least 400 x 400 pixels.");
  await expect(note).toHaveAttribute("role", "alert");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(heading);
  expect(await shownPhoto(results)).toBe(before);
});

test("the header's Upload Your Selfie opens the file picker: the upload's before a result, Try another photo's beside one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAnalyzer(page);
  const upload = page.getByRole("banner").getByRole("link", { name: "Upload Your Selfie" });
  const [picker] = await Promise.all([page.waitForEvent("filechooser"), upload.click()]);
  expect(await picker.element().getAttribute("name")).toBe("photo");
  await picker.setFiles(await makePhoto(page, "from-header.jpg", "sample1.jpg", ONE_FACE));
  await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();

  const results = await analyzeToResults(page, await makePhoto(page, "header-1.jpg", "sample1.jpg", ONE_FACE));
  const [again] = await Promise.all([page.waitForEvent("filechooser"), upload.click()]);
  expect(await again.element().getAttribute("name")).toBe("new-photo");
  await expect(results).toBeVisible();
});

test("on a phone, the menu's Upload Your Selfie opens the file picker too", async ({ page }) => {
  await openAnalyzer(page);
  await page.getByRole("button", { name: "Toggle menu" }).click();
  const menu = page.getByRole("dialog");
  const [picker] = await Promise.all([
    page.waitForEvent("filechooser"),
    menu.getByRole("link", { name: "Upload Your Selfie" }).click(),
  ]);
  expect(await picker.element().getAttribute("name")).toBe("photo");
});
