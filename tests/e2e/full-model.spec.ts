import { expect, test } from "@playwright/test";
import { LAST_MODEL_WEIGHTS } from "../support/model-files";
import { FACE_SHAPE_MODELS_WITH_DESCRIPTOR } from "../../src/lib/face-shape/model/face-shape-model-descriptor.data";
import { ANALYZER_TOASTS } from "../../src/text/analyzer";
import { makePhoto, ONE_FACE } from "../../tools/engine-harness/face-photos";
import { engineBackends, watchEngineBackend } from "../support/engine-backend";
import { analyzeToResults, logToasts, shownToasts, waitForIsland, watchConsoleErrors } from "../support/site-pages";
import { watchSecurity } from "../support/watch-security";

// The optional face-description model is held back by routing its download, which a service
// worker's own fetches would bypass: block it, as a first visit has none.
test.use({ serviceWorkers: "block" });

test("the smaller model's result shows first, and the full model's replaces it once it has loaded", async ({
  context,
  page,
  baseURL,
}) => {
  test.skip(FACE_SHAPE_MODELS_WITH_DESCRIPTOR === null, "no full model ships (the one-model test below applies)");
  test.setTimeout(150_000);
  const watch = await watchSecurity(context, baseURL ?? "");
  const errors = watchConsoleErrors(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/face-identity[^/]*\.bin$/, async (route) => {
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

test("with one model, the answer shown is the answer: nothing more downloads, nothing replaces it, and a kept result is it", async ({
  context,
  page,
  baseURL,
}) => {
  test.skip(FACE_SHAPE_MODELS_WITH_DESCRIPTOR !== null, "a full model ships (the test above applies)");
  test.setTimeout(150_000);
  const watch = await watchSecurity(context, baseURL ?? "");
  const errors = watchConsoleErrors(page);
  await watchEngineBackend(context);
  const requested: string[] = [];
  context.on("request", (request) => requested.push(request.url()));
  // A slow model file (the last weights the worker loads, 8 s late) is waited for before the
  // answer shows; it is never swapped for another answer afterwards.
  await context.route(LAST_MODEL_WEIGHTS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue();
  });
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await logToasts(page);
  const results = await analyzeToResults(page, await makePhoto(page, "one-model.jpg", "sample1.jpg", ONE_FACE));
  const heading = await results.getByRole("heading", { level: 2 }).innerText();
  const note = results.getByTestId("classifier-used");
  await expect(note).toContainText("Measured with the model fitted on photos of women");
  const shown = await results.getByRole("list", { name: "Shape blend, in percent" }).innerText();
  expect(await engineBackends(page)).toEqual(["wasm"]);
  // Long after any background download would have finished, the same answer is on screen.
  await page.clock.runFor(30_000);
  await page.waitForTimeout(2_000);
  await expect(note).toContainText("Measured with the model fitted on photos of women");
  expect(await results.getByRole("list", { name: "Shape blend, in percent" }).innerText()).toBe(shown);
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(heading);
  expect(requested.filter((url) => LAST_MODEL_WEIGHTS.test(url))).toHaveLength(1);
  expect(requested.filter((url) => /face-identity/.test(url))).toEqual([]);
  // What is kept is what is on screen: the kept list names the same shape, with the same top share.
  await results.getByRole("button", { name: "Keep on this device" }).click();
  const top = /\d+%/.exec(shown)?.[0] ?? "";
  await expect(page.getByTestId("your-results").getByRole("listitem").first()).toContainText(`${heading}`);
  await expect(page.getByTestId("your-results").getByRole("listitem").first()).toContainText(top);
  expect((await shownToasts(page)).filter((text) => text.includes(ANALYZER_TOASTS.upgraded.title))).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(errors).toEqual([]);
});
