import { expect, test } from "@playwright/test";
import { holdRoute, LAST_MODEL_WEIGHTS, WAITING_FOR_LAST_PART } from "../../support/model-files";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { engineBackends, watchEngineBackend } from "../../support/engine-backend";
import { analyzeToResults, waitForIsland, watchConsoleErrors, REAL_ENGINE_WAIT_MS } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";

/**
 * One classifier per gender ships, and every file it reads loads before the first answer, so the
 * answer shown is the answer kept: nothing more downloads afterwards and nothing replaces it.
 */
// The last model file is held back by routing its download, which a service worker's own fetches
// would bypass: block it, as a first visit has none.
test.use({ serviceWorkers: "block" });

test("with one model, the answer shown is the answer: nothing more downloads, nothing replaces it, and a kept result is it", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  const errors = watchConsoleErrors(page);
  await watchEngineBackend(context);
  const requested: string[] = [];
  context.on("request", (request) => requested.push(request.url()));
  // A slow model file (the last weights the worker loads, held until the overlay says it waits for
  // it) is waited for before the answer shows; it is never swapped for another answer afterwards.
  const lastPart = holdRoute();
  await context.route(LAST_MODEL_WEIGHTS, lastPart.handler);
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const analyzed = analyzeToResults(page, await makePhoto(page, "one-model.jpg", "sample1.jpg", ONE_FACE), "Female", {
    engine: "real",
  });
  await lastPart.requested;
  await expect(page.getByTestId("model-progress")).toContainText(WAITING_FOR_LAST_PART, {
    timeout: REAL_ENGINE_WAIT_MS,
  });
  await expect(page.getByTestId("analysis-results")).toHaveCount(0);
  lastPart.release();
  const results = await analyzed;
  const heading = await results.getByRole("heading", { level: 2 }).innerText();
  const note = results.getByTestId("classifier-used");
  await expect(note).toContainText("Measured with the model fitted on photos of women");
  const shown = await results.getByRole("list", { name: "Shape blend, in percent" }).innerText();
  expect(await engineBackends(page)).toEqual(["wasm"]);
  // Long after any background download would have started (the page's clock moved on 30 s, then
  // the network quiet), the same answer is on screen.
  await page.clock.runFor(30_000);
  await page.waitForLoadState("networkidle");
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
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(errors).toEqual([]);
});
