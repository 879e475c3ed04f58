/**
 * The recorded engine that most tests of the result screens use (tests/support/recorded-engine/):
 * it answers from a recording of the real worker, which must still hold, and it must answer as that
 * worker would, loudly where it cannot. When the first test fails, the worker, the model or a photo
 * changed: run `npm run record:engine` and review the recording's diff. In `npm test` the first
 * test runs the real worker on a few photos, one of each kind (RECORDED_PHOTO_SAMPLE); under
 * `npm run test:long` (E2E_LONG=1), on every recorded photo.
 */
import { expect, test } from "@playwright/test";
import { MIN_ANALYSIS_OVERLAY_MS } from "../../src/config/analyzer-timing";
import { makePhoto, ONE_FACE } from "../../tools/engine-harness/face-photos";
import { recordingDifferences, recordingOfPhotos } from "../support/recorded-engine/compare-recording";
import { readEngineRecording } from "../support/recorded-engine/engine-recording";
import { realAnswers } from "../support/recorded-engine/real-answers";
import { describePhoto, RECORDED_PHOTO_SAMPLE, RECORDED_PHOTOS } from "../support/recorded-engine/recorded-photos";
import { serveRecordedEngine } from "../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, shownShapeAndBlend, waitForIsland, choosePhotoAndGender } from "../support/site-pages";

// The worker script's request must reach the routes (the tap in front of the real worker, or the recorded engine).
test.use({ serviceWorkers: "block" });

/** Every recorded photo under `npm run test:long`; a woman, a man and a photo with no face in `npm test`. */
const EVERY_PHOTO = process.env["E2E_LONG"] === "1";
const PHOTOS = EVERY_PHOTO ? RECORDED_PHOTOS : RECORDED_PHOTO_SAMPLE;

test(`the real worker, on WASM, still gives the recorded answers (${
  EVERY_PHOTO ? "every recorded photo" : "a woman, a man, no face"
})`, async ({ page }) => {
  // The real worker: loading the model, then each analysis (a photo with no face tries every
  // detector size and rotation), several seconds each on a busy machine.
  test.setTimeout(EVERY_PHOTO ? 240_000 : 90_000);
  const fresh = await realAnswers(page, PHOTOS);
  // A silent fall-back to the plain JavaScript backend would make every analysis several times slower.
  const ready = fresh.load.find((message) => message.type === "ready");
  expect(ready?.type === "ready" ? ready.backend : ready, "the backend the real worker got ready on").toBe("wasm");
  // The recording's answers to these photos, so a photo not run here is not counted as missing.
  const recorded = recordingOfPhotos(readEngineRecording(), PHOTOS.map(describePhoto));
  expect(Object.keys(recorded.analyses), "every photo run has a recorded answer").toHaveLength(PHOTOS.length);
  expect(recordingDifferences(recorded, fresh)).toEqual([]);
});

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

  // A photo nobody recorded: the engine's error says which, and what to do.
  await page.getByRole("button", { name: "Get My Shape & Style Tips Again" }).click();
  await choosePhotoAndGender(
    page,
    await makePhoto(page, "unrecorded.jpg", "sample1.jpg", { ...ONE_FACE, x: ONE_FACE.x + 7 }),
  );
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  await page.clock.runFor(MIN_ANALYSIS_OVERLAY_MS);
  await expect(page.getByTestId("photo-problem")).toContainText(
    /no answer for the photo "female 550x700 [0-9a-f]{16}".*recorded-photos\.ts.*npm run record:engine/,
    { timeout: 30_000 },
  );
});
