import { expect, test } from "@playwright/test";
import { checkResultLayout } from "../../support/answer-checks";
import { makePhoto } from "../../../tools/engine-harness/face-photos";
import { VARIED_FACES } from "../../support/recorded-engine/recorded-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland, watchConsoleErrors } from "../../support/site-pages";

/**
 * One answer, explained by itself, where only a browser can tell: on a phone, the hard sample6
 * crop's result (through the recorded real worker) shows its hard-photo warning above the answer's
 * blend and above the first keep or share control, and the steadiness figure above that control.
 * Everything else the result must hold (the headline follows the close-call rule, "also close", the
 * map's region and sentence, the why adding up to the gap, the confidence's words, the measurement
 * ranges, the steadiness figure, three photos combined) is a function of the analysis alone, and
 * is checked on the rendered results panel for every recorded answer, women's and men's, one photo
 * and three combined, by src/islands/analyzer/results-panel.test.tsx, in the page's order too.
 */

test.use({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });

const HARD = VARIED_FACES.find((face) => face.name === "sample6-hard");

test("on a phone, a hard photo's warning stands above its blend and the steadiness above keep or share", async ({
  context,
  page,
}) => {
  if (!HARD) throw new Error("the hard sample6 crop is not among the recorded photos");
  await serveRecordedEngine(context);
  const errors = watchConsoleErrors(page);
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const photo = await makePhoto(page, "explained-sample6-hard.jpg", HARD.source, HARD.crop);
  const results = await analyzeToResults(page, photo, "Female");
  await expect(results.getByTestId("hard-photo")).toBeVisible();
  await checkResultLayout(results);
  expect(errors).toEqual([]);
});
