/**
 * The same-person check: a photo added to the answer that seems to show someone else is not
 * averaged in silently. "Is this the same person?" shows the two faces side by side, and the photo
 * joins only on yes; another photo of the same face joins without a question. Two women of
 * face-api's demo photos (sample3.jpg and sample6.jpg), whose recognition descriptors lie 0.74
 * apart. The answers, who the faces are included, come from the recorded real worker
 * (tests/support/recorded-engine/), which recorded-engine.spec checks against the worker itself.
 */
import { expect, test } from "@playwright/test";
import { SAME_PERSON, photoLeftOut } from "../../../src/text/analyzer";
import { makePhoto } from "../../../tools/engine-harness/face-photos";
import { VARIED_FACES } from "../../support/recorded-engine/recorded-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland } from "../../support/site-pages";
import { axeFindings } from "../../support/axe";

test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

const face = (name: string) => {
  const found = VARIED_FACES.find((one) => one.name === name);
  if (!found) throw new Error(`no recorded face ${name}`);
  return found;
};

test("a photo of someone else joins the answer only once the visitor says it is the same person", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const first = face("sample3-a");
  const results = await analyzeToResults(page, await makePhoto(page, "first.jpg", first.source, first.crop));
  const shape = await results.getByRole("heading", { level: 2 }).textContent();
  const add = results.locator('input[name="another-photo"]');
  const other = face("sample6-hard");
  const otherFile = await makePhoto(page, "someone-else.jpg", other.source, other.crop);

  // Someone else: asked, with both faces drawn; "No" leaves the answer as it was. Picked as a
  // visitor picks it: opening the picker starts photo 1's own check.
  const chooser = page.waitForEvent("filechooser");
  await results.getByText(/Add another photo/).click();
  await (await chooser).setFiles(otherFile);
  const question = page.getByRole("dialog", { name: SAME_PERSON.title });
  await expect(question).toBeVisible();
  await expect(question.getByText(SAME_PERSON.different(2))).toBeVisible();
  await expect(question.getByRole("img", { name: SAME_PERSON.first })).toBeVisible();
  await expect(question.getByRole("img", { name: SAME_PERSON.joining(2) })).toBeVisible();
  expect(await axeFindings(page, { include: '[data-testid="same-person-question"]' })).toEqual([]);
  await question.getByRole("button", { name: SAME_PERSON.no }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText(photoLeftOut(2).title)).toBeVisible();
  await expect(results.getByTestId("combined-from")).toHaveCount(0);
  await expect(results.getByTestId("counted-photos")).toHaveCount(0);
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(shape ?? "");

  // Escape leaves it out too.
  await add.setInputFiles(otherFile);
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(results.getByTestId("counted-photos")).toHaveCount(0);

  // Another photo of the first face joins without a question.
  const same = face("sample3-left");
  await add.setInputFiles(await makePhoto(page, "same-face.jpg", same.source, same.crop));
  await expect(results.getByTestId("counted-photos").getByRole("listitem")).toHaveCount(2);
  await expect(question).toHaveCount(0);

  // "Yes" is the visitor's word: the photo then counts.
  await add.setInputFiles(otherFile);
  await expect(question).toBeVisible();
  await expect(question.getByText(SAME_PERSON.different(3))).toBeVisible();
  await question.getByRole("button", { name: SAME_PERSON.yes }).click();
  await expect(results.getByTestId("counted-photos").getByRole("listitem")).toHaveCount(3);
});
