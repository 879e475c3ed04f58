import { expect, test, type Page } from "@playwright/test";
import { SAME_PHOTO_TOAST } from "../../../src/text/analyzer";
import { HAIRLINE_KEY_STEP } from "../../../src/islands/analyzer/hairline-control";
import { FOREHEAD_SCALE } from "../../../src/lib/face-shape/facial-metrics";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland, watchConsoleErrors, MODEL_NOTE } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";
import { axeFindings } from "../../support/axe";

// The results come from the recorded engine (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

/** The blend and measurements as shown, as numbers. */
async function shownNumbers(page: Page) {
  const results = page.getByTestId("analysis-results");
  return {
    shape: (await results.getByRole("heading", { level: 2 }).textContent()) ?? "",
    blend: await results.getByRole("list", { name: "Shape blend, in percent" }).innerText(),
    faceLength: Number.parseFloat(
      (await results.getByTestId("measurement-faceLength").innerText()).replace(/[^\d.]/g, ""),
    ),
  };
}

test("several photos give one answer that says how far they agreed; the same photo is not counted twice", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  const errors = watchConsoleErrors(page);
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const first = await makePhoto(page, "combine-1.jpg", "sample1.jpg", ONE_FACE);
  const results = await analyzeToResults(page, first);
  // The result says which model measured it.
  await expect(results.getByTestId("classifier-used")).toContainText(MODEL_NOTE);
  const single = await shownNumbers(page);
  await expect(results.getByTestId("combined-from")).toHaveCount(0);

  const add = results.locator('input[name="another-photo"]');
  await expect(results.getByText("Add another photo (2 of 3)")).toBeVisible();
  // The same photo again is refused, and the result does not change.
  await add.setInputFiles(first);
  // Said once: beside the button, announced, until another photo is picked; no toast repeats it.
  const problem = results.getByTestId("add-photo-problem");
  await expect(problem).toHaveText(`${SAME_PHOTO_TOAST.title}. ${SAME_PHOTO_TOAST.description}`);
  await expect(problem).toHaveAttribute("role", "alert");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(SAME_PHOTO_TOAST.title)).toHaveCount(0);
  expect(await shownNumbers(page)).toEqual(single);
  await expect(results.getByTestId("combined-from")).toHaveCount(0);

  // Two other photos of the same face (framed differently, one mirrored) are combined.
  await add.setInputFiles(
    await makePhoto(page, "combine-2.jpg", "sample1.jpg", { ...ONE_FACE, x: ONE_FACE.x - 40, y: ONE_FACE.y + 30 }),
  );
  await expect(problem).toHaveCount(0);
  await expect(results.getByTestId("combined-from")).toHaveText(
    /^Combined from 2 photos(, all \w+|: 1 of 2 \w+, 1 \w+)\.$/,
  );
  await expect(results.getByText("Add another photo (3 of 3)")).toBeVisible();
  await add.setInputFiles(
    await makePhoto(page, "combine-3.jpg", "sample1.jpg", { ...ONE_FACE, x: ONE_FACE.x + 30 }, { mirror: true }),
  );
  const combined = results.getByTestId("combined-from");
  await expect(combined).toHaveText(/^Combined from 3 photos(, all \w+|: [12] of 3 \w+(, [12] \w+)+)\.$/);
  // The combined top shape is the one named first when the photos disagree, and the heading says it
  // (with the second too in a close call).
  const heading = (await results.getByRole("heading", { level: 2 }).textContent()) ?? "";
  const top = /^[A-Za-z]+/.exec(await results.getByRole("list", { name: "Shape blend, in percent" }).innerText())?.[0];
  expect(heading).toContain(top);
  const votes = (await combined.textContent()) ?? "";
  expect(votes).toContain(top);
  await expect(results.getByText(/already combines 3 photos/)).toBeVisible();
  // With three photos counted, nothing offers more; the shape map shows each photo as a point.
  await expect(results.getByText(/Add (up to|one) /)).toHaveCount(0);
  await expect(results.getByTestId("shape-map").locator("[data-point]")).toHaveCount(3);
  await expect(add).toHaveCount(0);

  // The blend still sums to 100.
  const percents = [
    ...(await results.getByRole("list", { name: "Shape blend, in percent" }).innerText()).matchAll(/(\d+)%/g),
  ].map((m) => Number(m[1]));
  expect(percents.reduce((a, b) => a + b, 0)).toBe(100);

  expect(await axeFindings(page, { include: '[data-testid="analysis-results"]' })).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test("the hairline can be dragged or moved with the keys, and the measurements and shape follow", async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const results = await analyzeToResults(page, await makePhoto(page, "hairline.jpg", "sample1.jpg", ONE_FACE));
  // The result says which model measured it.
  await expect(results.getByTestId("classifier-used")).toContainText(MODEL_NOTE);
  const slider = results.getByRole("slider", { name: "Hairline" });
  await expect(slider).toHaveAttribute("aria-valuenow", "100");
  await expect(results.getByTestId("hairline-adjusted")).toHaveCount(0);
  const before = await shownNumbers(page);

  // Keyboard: up raises the hairline, which lengthens the face.
  await slider.focus();
  await page.keyboard.press("ArrowUp");
  await expect(slider).toHaveAttribute("aria-valuenow", String(Math.round(100 + 100 * HAIRLINE_KEY_STEP)));
  await page.keyboard.press("PageUp");
  await expect(slider).toHaveAttribute("aria-valuenow", String(Math.round(100 + 600 * HAIRLINE_KEY_STEP)));
  // The re-measuring code loads on the first move, so the numbers follow a moment after the slider.
  await expect.poll(async () => (await shownNumbers(page)).faceLength).toBeGreaterThan(before.faceLength);
  const raised = await shownNumbers(page);
  await expect(results.getByTestId("hairline-adjusted")).toBeVisible();
  await expect(slider).toHaveAttribute("aria-valuetext", new RegExp(`face length ${raised.faceLength}%`));
  // The classifier reads the face length too, so a hairline moved far enough moves the blend (the
  // small step above may move it by less than a whole percent): End puts it at its highest.
  await page.keyboard.press("End");
  await expect(slider).toHaveAttribute("aria-valuenow", String(Math.round(100 * FOREHEAD_SCALE.max)));
  await expect.poll(async () => (await shownNumbers(page)).faceLength).toBeGreaterThan(raised.faceLength);
  expect((await shownNumbers(page)).blend).not.toEqual(before.blend);

  // Back to the estimate gives the first numbers again.
  await results.getByRole("button", { name: "Back to the estimated hairline" }).click();
  await expect(slider).toHaveAttribute("aria-valuenow", "100");
  await expect.poll(() => shownNumbers(page)).toEqual(before);

  // Pointer: drag the handle down, towards the eyebrows: a shorter face.
  const handle = results.getByTestId("hairline-handle").locator("circle");
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error("the hairline handle is not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 3 });
  await page.mouse.move(x, y + 20, { steps: 3 });
  await page.mouse.up();
  const lowered = Number(await slider.getAttribute("aria-valuenow"));
  expect(lowered).toBeLessThan(100);
  await expect.poll(async () => (await shownNumbers(page)).faceLength).toBeLessThan(before.faceLength);
  // The handle followed the pointer down (along the face's tilt, so by at most the 20 px moved).
  const moved = await handle.boundingBox();
  const drop = (moved?.y ?? 0) + (moved?.height ?? 0) / 2 - y;
  expect(drop).toBeGreaterThan(10);
  expect(drop).toBeLessThan(21);

  expect(await axeFindings(page, { include: '[data-testid="analysis-results"]' })).toEqual([]);
  expect(errors).toEqual([]);
});
