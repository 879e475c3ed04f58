/**
 * The recording the recorded engine answers from (tests/fixtures/engine-recording.json) must still
 * be what the real worker answers. When this fails, the worker, the model or a photo changed: run
 * `npm run record:engine` and review the recording's diff. In `npm test` it runs the real worker on
 * a few photos, one of each kind (RECORDED_PHOTO_SAMPLE); under `npm run test:long` (E2E_LONG=1),
 * on every recorded photo.
 */
import { expect, test } from "@playwright/test";
import { recordingDifferences, recordingOfPhotos } from "../../support/recorded-engine/compare-recording";
import { readEngineRecording } from "../../support/recorded-engine/engine-recording";
import { realAnswers } from "../../support/recorded-engine/real-answers";
import { describePhoto, RECORDED_PHOTO_SAMPLE, RECORDED_PHOTOS } from "../../support/recorded-engine/recorded-photos";

// The worker script's request must reach the routes (the tap in front of the real worker).
test.use({ serviceWorkers: "block" });

/** Every recorded photo under `npm run test:long`; a woman, a man and a photo with no face in `npm test`. */
const EVERY_PHOTO = process.env["E2E_LONG"] === "1";
const PHOTOS = EVERY_PHOTO ? RECORDED_PHOTOS : RECORDED_PHOTO_SAMPLE;

test(`the real worker, on WASM, still gives the recorded answers (${
  EVERY_PHOTO ? "every recorded photo" : "a woman, a man, no face"
})`, async ({ page }) => {
  // Every recorded photo (about 25) through the real worker, several seconds each on a busy machine.
  if (EVERY_PHOTO) test.setTimeout(300_000);
  const fresh = await realAnswers(page, PHOTOS);
  // A silent fall-back to the plain JavaScript backend would make every analysis several times slower.
  const ready = fresh.load.find((message) => message.type === "ready");
  expect(ready?.type === "ready" ? ready.backend : ready, "the backend the real worker got ready on").toBe("wasm");
  // The recording's answers to these photos, so a photo not run here is not counted as missing.
  const recorded = recordingOfPhotos(readEngineRecording(), PHOTOS.map(describePhoto));
  expect(Object.keys(recorded.analyses), "every photo run has a recorded answer").toHaveLength(PHOTOS.length);
  expect(recordingDifferences(recorded, fresh)).toEqual([]);
});
