import { expect, test } from "@playwright/test";
import { ANALYZER_TOASTS } from "../../src/stores/analyzer/messages";
import { makePhoto, ONE_FACE } from "./support/face-photos";
import { analyzeToResults, waitForIsland, watchConsoleErrors } from "./support/site-pages";
import { watchSecurity } from "./support/watch-security";

// The optional face-description model is held back by routing its download, which a service
// worker's own fetches would bypass: block it, as a first visit has none.
test.use({ serviceWorkers: "block" });

test("the smaller model's result shows first, and the full model's replaces it once it has loaded", async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const watch = await watchSecurity(context, baseURL ?? "");
  const errors = watchConsoleErrors(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/face_recognition_model[^/]*\.bin$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const photo = await makePhoto(page, "full-model.jpg", "sample1.jpg", ONE_FACE);
  const results = await analyzeToResults(page, photo);
  const note = results.getByTestId("classifier-used");
  await expect(note).toContainText("Measured with the smaller model for women");
  const firstBlend = await results.getByRole("list", { name: "Shape blend, in percent" }).innerText();

  release();
  await expect(page.getByText(ANALYZER_TOASTS.upgraded.title)).toBeVisible({ timeout: 90_000 });
  await expect(note).toContainText("Measured with the full model for women");
  const upgraded = await results.getByRole("list", { name: "Shape blend, in percent" }).innerText();
  // The full model reads more of the face, so its blend is its own (and still sums to 100).
  expect(upgraded).not.toEqual(firstBlend);
  const percents = [...upgraded.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
  expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(errors).toEqual([]);
});
