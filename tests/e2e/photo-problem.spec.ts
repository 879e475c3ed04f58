/**
 * Issue 18 (2): a refused photo is not only a toast. The reason and what to do next stay beside the
 * photo picker after the toast has gone, until another photo is picked.
 */
import { expect, test } from "@playwright/test";
import { MIN_ANALYSIS_OVERLAY_MS } from "../../src/config/analyzer-timing";
import { outcomeToast } from "../../src/stores/analyzer/messages";
import { PHOTO_MESSAGES } from "../../src/lib/photo/photo-limits";
import { TOAST_DURATION_MS } from "../../src/ui/site-toaster";
import { makePhoto, NO_FACE } from "./support/face-photos";
import { holdClock, waitForIsland } from "./support/site-pages";

test("a refused photo's reason stays beside the picker until another photo is picked", async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const tooSmall = await makePhoto(page, "problem-small.jpg", null, { x: 0, y: 0, width: 300, height: 300 });
  const noFace = await makePhoto(page, "problem-no-face.jpg", "sample1.jpg", NO_FACE);
  const input = page.locator('input[name="photo"]');
  const toasts = page.getByRole("region", { name: /Notifications/ });
  const note = page.getByTestId("photo-problem");

  // Checked in the browser before analysis: too small.
  await input.setInputFiles(tooSmall);
  await expect(toasts.getByText(PHOTO_MESSAGES.validationTitle)).toBeVisible();
  // The toasts' stylesheet is a file the page links (nothing injects one at run time): they are laid out.
  await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
  await expect(note).toHaveText(`${PHOTO_MESSAGES.validationTitle}. ${PHOTO_MESSAGES.tooSmall}`);
  await page.clock.runFor(TOAST_DURATION_MS + 2000);
  await expect(toasts.getByText(PHOTO_MESSAGES.validationTitle)).toHaveCount(0);
  await expect(note).toBeVisible();
  // Beside the drop zone: right below it.
  const zone = await page.getByTestId("photo-drop-zone").boundingBox();
  const noteBox = await note.boundingBox();
  expect((noteBox?.y ?? 0) - ((zone?.y ?? 0) + (zone?.height ?? 0))).toBeLessThan(40);

  // A new photo clears it.
  await input.setInputFiles(noFace);
  await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
  await expect(note).toHaveCount(0);

  // Refused by the analysis: no face. The photo is kept, and so is the reason.
  await page.getByRole("button", { name: "Female", exact: true }).click();
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  await page.clock.runFor(MIN_ANALYSIS_OVERLAY_MS);
  await holdClock(page); // however slow this machine, the engine's time limit does not run out
  const noFaceText = outcomeToast({ kind: "no-face" });
  await expect(note).toHaveText(`${noFaceText.title}. ${noFaceText.description}`, { timeout: 150_000 });
  await page.clock.runFor(TOAST_DURATION_MS + 2000);
  await expect(toasts.getByText(noFaceText.title)).toHaveCount(0);
  await expect(note).toBeVisible();
  await input.setInputFiles(tooSmall);
  await expect(note).toContainText(PHOTO_MESSAGES.tooSmall);
});
