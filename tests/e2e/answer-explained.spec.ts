import { expect, test, type Page } from "@playwright/test";
import { checkAnswer } from "../support/answer-checks";
import { makePhoto, ONE_FACE } from "../../tools/engine-harness/face-photos";
import { VARIED_FACES } from "../support/recorded-engine/recorded-photos";
import { serveRecordedEngine } from "../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland, watchConsoleErrors } from "../support/site-pages";

/**
 * One answer, explained by itself: over many faces (women's and men's models, the hard sample6
 * crop, one photo and three combined), the headline follows the one close-call rule said on the
 * page, "also close" stays inside it, the map's region under the visitor's point is a headline
 * shape, no "why" line calls a measurement more or less than average within one photo's noise, a
 * single photo's result states how steady one photo is, and a hard photo's warning comes before
 * the first keep or share control on a phone. The answers come from the recorded real worker.
 */

test.use({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });

async function openAnalyzer(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
}

for (const face of VARIED_FACES) {
  test(`one photo, ${face.name} as ${face.gender === "male" ? "a man" : "a woman"}: the answer and its explanation agree`, async ({
    context,
    page,
  }) => {
    await serveRecordedEngine(context);
    const errors = watchConsoleErrors(page);
    await openAnalyzer(page);
    const photo = await makePhoto(page, `explained-${face.name}.jpg`, face.source, face.crop);
    const results = await analyzeToResults(page, photo, face.gender === "male" ? "Male" : "Female");
    await checkAnswer(results, face.gender, "twoPhotos");
    if (face.name === "sample6-hard") await expect(results.getByTestId("hard-photo")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("three photos combined: the same rule names the combined answer, and the map shows every photo", async ({
  context,
  page,
}) => {
  await serveRecordedEngine(context);
  await openAnalyzer(page);
  const results = await analyzeToResults(page, await makePhoto(page, "three-1.jpg", "sample1.jpg", ONE_FACE));
  const chanceOfOne = Number(await results.getByTestId("confidence").getAttribute("data-chance"));
  const add = results.locator('input[name="another-photo"]');
  await add.setInputFiles(
    await makePhoto(page, "three-2.jpg", "sample1.jpg", { ...ONE_FACE, x: ONE_FACE.x + 30 }, { mirror: true }),
  );
  await expect(results.getByTestId("combined-from")).toContainText("2 photos");
  await add.setInputFiles(
    await makePhoto(page, "three-3.jpg", "sample1.jpg", { ...ONE_FACE, x: ONE_FACE.x - 40, y: ONE_FACE.y + 30 }),
  );
  await expect(results.getByTestId("combined-from")).toContainText("3 photos");
  await checkAnswer(results, "female", "threePhotos");
  // Three photos that agree never read less sure than the first of them alone.
  await expect(results.getByTestId("combined-from")).toContainText("3 photos, all");
  await expect(results.getByTestId("confidence")).toContainText("counting answers that combined 3 photos as one");
  expect(Number(await results.getByTestId("confidence").getAttribute("data-chance"))).toBeGreaterThanOrEqual(
    chanceOfOne,
  );
  // One point per photo besides the combined one.
  await expect(results.getByTestId("shape-map").locator("svg text", { hasText: /^[123]$/ })).toHaveCount(3);
});
