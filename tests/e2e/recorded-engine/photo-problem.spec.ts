/**
 * The reason a photo was refused, and what to do next, stays beside the photo picker
 * until another photo is picked (after an analysis's toast has gone). A photo refused
 * before analysis is said once, in that note alone, which announces itself.
 */
import { expect, test } from "@playwright/test";
import { outcomeToast, photoRefusal } from "../../../src/text/analyzer";
import { TOAST_DURATION_MS } from "../../../src/ui/site-toaster";
import { makePhoto, NO_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { holdClock, logToasts, shownToasts, waitForIsland } from "../../support/site-pages";

// The "no face" answer comes from the recorded engine (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

test("a refused photo's reason stays beside the picker until another photo is picked", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const tooSmall = await makePhoto(page, "problem-small.jpg", null, { x: 0, y: 0, width: 300, height: 300 });
  const noFace = await makePhoto(page, "problem-no-face.jpg", "sample1.jpg", NO_FACE);
  const input = page.locator('input[name="photo"]');
  const toasts = page.getByRole("region", { name: /Notifications/ });
  const note = page.getByTestId("photo-problem");
  await logToasts(page);
  // The toasts' stylesheet is a file the page links (nothing injects one at run time): they are laid out.
  const linkedToasterRule = await page.evaluate(() =>
    [...document.styleSheets].some(
      (sheet) =>
        sheet.href !== null &&
        [...sheet.cssRules].some(
          (rule) => rule.cssText.includes("[data-sonner-toaster]") && rule.cssText.includes("position: fixed"),
        ),
    ),
  );
  expect(linkedToasterRule).toBe(true);

  // Checked in the browser before analysis: too small. Said once, in the note, which is an alert.
  const small = photoRefusal({ kind: "too-small", width: 300, height: 300 });
  await input.setInputFiles(tooSmall);
  await expect(note).toHaveText(`${small.title}. ${small.description}`);
  await expect(note).toHaveRole("alert");
  await expect(toasts.getByText(small.title)).toHaveCount(0);
  await page.clock.runFor(TOAST_DURATION_MS + 2000);
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
  // The overlay closes when the engine answers (a fast answer may have closed it already, and said why).
  await expect(page.getByRole("dialog", { name: "Analyzing your photo" }).or(note).first()).toBeVisible();
  await holdClock(page); // however slow this machine, the engine's time limit does not run out
  const noFaceText = outcomeToast({ kind: "no-face" });
  await expect(note).toHaveText(`${noFaceText.title}. ${noFaceText.description}`);
  // Said once: the note is an alert, and no toast repeats it, then or later.
  await expect(note).toHaveRole("alert");
  await page.clock.runFor(TOAST_DURATION_MS + 2000);
  expect(await shownToasts(page)).not.toContainEqual(expect.stringContaining(noFaceText.title));
  await expect(note).toBeVisible();
  await input.setInputFiles(tooSmall);
  await expect(note).toContainText(small.description);
});
