/**
 * The recorded engine that most tests of the result screens use (tests/support/recorded-engine/):
 * it must answer as the real worker would, loudly where it cannot. That the recording still holds
 * for the real worker is checked by real-engine/recording-holds.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { ENGINE_MESSAGES } from "../../../src/text/analyzer";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { readEngineRecording } from "../../support/recorded-engine/engine-recording";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, shownShapeAndBlend, waitForIsland, choosePhotoAndGender } from "../../support/site-pages";

// The worker script's request must reach the routes (the tap in front of the real worker, or the recorded engine).
test.use({ serviceWorkers: "block" });

test("the recorded engine shows the recorded result without loading the model, and names a photo it lacks", async ({
  context,
  page,
}) => {
  await serveRecordedEngine(context);
  const modelFiles: string[] = [];
  page.on("request", (request) => {
    if (/\.(wasm|bin)$/.test(request.url())) modelFiles.push(request.url());
  });
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const results = await analyzeToResults(page, await makePhoto(page, "recorded.jpg", "sample1.jpg", ONE_FACE));
  const recorded = Object.values(readEngineRecording().analyses).find(
    (analysis) => analysis.photo.startsWith("one-face:") && analysis.photo.endsWith("female"),
  )?.result.outcome;
  if (recorded?.kind !== "ok") throw new Error("the one face is not recorded as measured for women");
  const shown = await shownShapeAndBlend(results);
  expect(shown.blend).toEqual(
    Object.fromEntries(recorded.analysis.hybridResults.map((share) => [share.shape, String(share.percentage)])),
  );
  expect(modelFiles).toEqual([]);

  // A photo nobody recorded: the page says so in its own words, and the console names the photo
  // and what to do (the worker's text never reaches the page).
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.getByRole("button", { name: "Get My Shape & Style Tips Again" }).click();
  await choosePhotoAndGender(
    page,
    await makePhoto(page, "unrecorded.jpg", "sample1.jpg", { ...ONE_FACE, x: ONE_FACE.x + 7 }),
  );
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  await expect(page.getByTestId("photo-problem")).toContainText(ENGINE_MESSAGES.engineError);
  await expect(page.getByTestId("photo-problem")).not.toContainText("record");
  await expect
    .poll(() => warnings.join("\n"))
    .toMatch(/no answer for the photo "female 550x700 [0-9a-f]{16}".*recorded-photos\.ts.*npm run record:engine/);
});
