/**
 * The real engine's model files, loaded on the visitor's first intent and waited for: nothing of
 * the model loads before a photo is chosen (here, dropped); a slow file is said in the overlay and
 * the answer waits for all of it; with no connection and nothing kept, the page says the visitor
 * is offline, not that the model failed. No answer here comes from the recorded engine.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { engineBackends, watchEngineBackend } from "../../support/engine-backend";
import { holdRoute, LAST_MODEL_WEIGHTS, MODEL_PARTS, WAITING_FOR_LAST_PART } from "../../support/model-files";
import { choosePhotoAndGender, waitForIsland, REAL_ENGINE_WAIT_MS } from "../../support/site-pages";

async function openAnalyzer(page: Page) {
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
}

test("a photo can be dropped on the analyzer, and only then does the model start to load", async ({ page }) => {
  const modelRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.worker|\.wasm$|\.bin$/.test(request.url())) modelRequests.push(request.url());
  });
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await page.waitForLoadState("networkidle");
  expect(modelRequests).toEqual([]);

  const photo = await makePhoto(page, "dropped.jpg", "sample1.jpg", ONE_FACE);
  const bytes = readFileSync(photo).toString("base64");
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const binary = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([binary], "dropped.jpg", { type: "image/jpeg" }));
    return transfer;
  }, bytes);
  await page.getByTestId("photo-drop-zone").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
  await expect
    .poll(() => modelRequests.some((url) => url.endsWith(".wasm")), { timeout: REAL_ENGINE_WAIT_MS })
    .toBe(true);
  expect(modelRequests.some((url) => /\.worker/.test(url))).toBe(true);
});

test("while a model file is slow, the overlay says how much of the models has loaded, and the answer waits for all of it", async ({
  context,
  page,
}) => {
  await watchEngineBackend(context);
  // A first visit (no service worker copy), with the last model weights the worker loads held back
  // until the overlay has said what it waits for: no sleep, however slow the machine.
  const lastPart = holdRoute();
  await context.route(LAST_MODEL_WEIGHTS, lastPart.handler);
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await choosePhotoAndGender(page, await makePhoto(page, "slow-model.jpg", "sample1.jpg", ONE_FACE));
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  const overlay = page.getByRole("dialog", { name: "Analyzing your photo" });
  const progress = overlay.getByTestId("model-progress");
  await expect(progress).toContainText(WAITING_FOR_LAST_PART, { timeout: REAL_ENGINE_WAIT_MS });
  await expect(progress.getByRole("progressbar")).toHaveAttribute("value", String(MODEL_PARTS - 1));
  await expect(
    page.getByTestId("analysis-results").or(page.getByRole("button", { name: "Skip to results" })),
  ).toHaveCount(0);
  lastPart.release();
  // The answer shows only once every part is in, and nothing replaces it.
  await expect(
    page.getByTestId("analysis-results").or(page.getByRole("button", { name: "Skip to results" })),
  ).toBeVisible({
    timeout: REAL_ENGINE_WAIT_MS,
  });
  expect(await engineBackends(page)).toEqual(["wasm"]);
});

test.describe("offline before the first analysis", () => {
  // Nothing kept by the service worker: this is the first visit's analysis, whose model cannot load.
  test("says you are offline and what to do, not that the model failed", async ({ context, page }) => {
    await openAnalyzer(page);
    await page.getByRole("button", { name: "Female", exact: true }).click();
    await context.setOffline(true);
    await page
      .locator('input[name="photo"]')
      .setInputFiles(await makePhoto(page, "offline.jpg", "sample1.jpg", ONE_FACE));
    await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    const note = page.getByTestId("photo-problem");
    await expect(note).toContainText("You're offline", { timeout: 30_000 });
    await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
    await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
  });
});
