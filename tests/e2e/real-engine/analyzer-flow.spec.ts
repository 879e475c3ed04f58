/**
 * The analyzer from end to end on the real engine, on WASM, with a real face photo: the overlay,
 * the landmark preview, the result, the gallery, a style's dialog, the try-on, and a reset; axe
 * finds nothing at each step, and nothing leaves the origin. The other analyzer tests get their
 * answers from the recorded engine (recorded-engine/analyzer.spec.ts).
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { LANDMARK_PREVIEW_MS } from "../../../src/config/analyzer-timing";
import type { FaceShape } from "../../../src/data/face-shapes";
import { guidesForShape } from "../../../src/lib/blog/guides-for-shape";
import { RESULT_FIGURES } from "../../../src/lib/face-shape/model/figures.data";
import { alsoClose, verdictOf } from "../../../src/lib/face-shape/verdict";
import { HAIR_STYLES } from "../../../src/lib/style-catalogue/style-catalogue";
import { ANALYZER_TOASTS, HARD_PHOTO_NOTES, hardPhotoHeading } from "../../../src/text/analyzer";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import {
  choosePhoto,
  expectAxeClean,
  expectToastShown,
  GUIDES,
  openAnalyzer,
  measuredSteps,
  runAnalysis,
} from "../../support/analyzer-flow";
import { engineBackends, watchEngineBackend } from "../../support/engine-backend";
import { installClock, logToasts, SHAPE_HEADING, topShape, withRealTimers } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";

/**
 * The try-on frame sits on the eyes in page pixels: the frame's lens centres, (0,0) and (-1,0) in
 * its own units, are mapped through the try-on picture's screen transform, and the eye centres come
 * from the landmark figure's eye points, carried over from that picture to the try-on one.
 */
async function expectFramesOnEyes(page: Page) {
  const placed = await page.evaluate(() => {
    const results = document.querySelector("[data-testid=analysis-results]");
    const tryOn = results?.querySelector("[data-testid=try-on-frame]") as SVGGraphicsElement | null;
    const figure = results?.querySelector("svg[data-landmark-count]");
    const eyes = [...(figure?.querySelectorAll("[data-group=eyes] circle") ?? [])];
    if (!tryOn || !figure || eyes.length !== 12) throw new Error("try-on frame or eye landmarks missing");
    const box = (element: Element | null | undefined) => {
      if (!element) throw new Error("missing element");
      return element.getBoundingClientRect();
    };
    const figureImage = box(figure.querySelector("image"));
    const tryOnImage = box(tryOn.ownerSVGElement?.querySelector("image"));
    const centre = (circles: Element[]) => {
      const xs = circles.map((c) => box(c).x + box(c).width / 2);
      const ys = circles.map((c) => box(c).y + box(c).height / 2);
      const x = xs.reduce((a, b) => a + b, 0) / xs.length;
      const y = ys.reduce((a, b) => a + b, 0) / ys.length;
      // From the landmark figure's picture to the same spot of the try-on picture, in page pixels.
      return {
        x: tryOnImage.x + ((x - figureImage.x) / figureImage.width) * tryOnImage.width,
        y: tryOnImage.y + ((y - figureImage.y) / figureImage.height) * tryOnImage.height,
      };
    };
    const matrix = tryOn.getScreenCTM();
    if (!matrix) throw new Error("no screen transform");
    const lens = (x: number) => new DOMPoint(x, 0).matrixTransform(matrix);
    const right = lens(0);
    const left = lens(-1);
    return {
      viewerLeftEye: centre(eyes.slice(0, 6)),
      viewerRightEye: centre(eyes.slice(6)),
      // getScreenCTM maps to the same viewport coordinates as getBoundingClientRect.
      leftLens: { x: left.x, y: left.y },
      rightLens: { x: right.x, y: right.y },
      eyeDistance: Math.hypot(right.x - left.x, right.y - left.y),
    };
  });
  // Within 2 page pixels (the transform is written to 0.01 of a photo pixel; the rest is rounding).
  for (const [lens, eye] of [
    [placed.leftLens, placed.viewerLeftEye],
    [placed.rightLens, placed.viewerRightEye],
  ] as const) {
    expect(Math.abs(lens.x - eye.x)).toBeLessThan(2);
    expect(Math.abs(lens.y - eye.y)).toBeLessThan(2);
  }
  expect(placed.eyeDistance).toBeGreaterThan(20);
}

test.describe("the whole flow on a real face photo", () => {
  test("female: overlay, landmark preview, results, gallery without beards, dialog, try-on, reset; axe-clean and nothing leaves the origin", async ({
    context,
    page,
    baseURL,
  }) => {
    const watch = await watchSecurity(context, baseURL ?? "");
    await watchEngineBackend(context);
    await installClock(page);
    await openAnalyzer(page);
    await expectAxeClean(page);
    const photoPath = await makePhoto(page, "face.jpg", "sample1.jpg", ONE_FACE);
    watch.guardBytes(readFileSync(photoPath));
    await choosePhoto(page, photoPath);
    const female = page.getByRole("button", { name: "Female", exact: true });
    await female.click();
    await expect(female).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Male", exact: true })).toHaveAttribute("aria-pressed", "false");

    await logToasts(page);
    const { toPreviewMs } = await runAnalysis(
      page,
      () => page.getByRole("button", { name: "Upload Your Selfie Now" }).click(),
      { engine: "real", steps: measuredSteps("female") },
    );
    test
      .info()
      .annotations.push({ type: "pressing analyze to the landmark preview", description: `${toPreviewMs} ms` });
    // The preview ends by itself after LANDMARK_PREVIEW_MS: held by runAnalysis, it waits for the
    // checks and the axe scan however slow the machine, and the test ends it by moving the clock on.
    const preview = page.getByRole("dialog", { name: /facial landmarks found/ });
    await expect(preview.getByRole("heading")).toHaveText("68 facial landmarks found");
    expect(await engineBackends(page)).toEqual(["wasm"]);
    await expect(preview.locator("svg[data-landmark-count]")).toHaveAttribute("data-landmark-count", "68");
    await expect(preview.locator("circle")).toHaveCount(17 + 10 + 12 + 9 + 20 + 4);
    await expect(preview.getByRole("list", { name: "Landmark colours" })).toContainText("Jawline");
    await withRealTimers(page, () => expectAxeClean(page));
    // The results, headline first, come exactly LANDMARK_PREVIEW_MS after the preview opened: not before.
    await page.clock.runFor(LANDMARK_PREVIEW_MS - 1);
    await expect(preview).toBeVisible();
    await page.clock.runFor(1);
    await page.clock.resume();

    const results = page.getByTestId("analysis-results");
    await expect(results).toBeVisible();
    await expectToastShown(page, ANALYZER_TOASTS.complete.title, ANALYZER_TOASTS.complete.description);
    await expect(results.getByRole("heading", { level: 2 })).toHaveText(SHAPE_HEADING);
    await expect(results.getByRole("heading", { level: 2 })).toBeFocused();
    const shape = await topShape(results);
    // The confidence in words: this head is turned, so the answer is rated by how often answers were
    // right for development photos as hard to measure (the model's own cross-validated evidence),
    // never by its share, and never "Very likely".
    const confidence = results.getByTestId("confidence");
    const hardRate = RESULT_FIGURES.doubtful.female.hard;
    await expect(confidence).toHaveAttribute("data-confidence", "doubtful");
    await expect(confidence).toContainText(
      new RegExp(
        `^(Likely|Fair chance|Unsure)( one of these two)?: for photos as hard to measure as this one .* right about ${Math.round(hardRate.one.right / 10)} times in 10 on people the model never saw`,
      ),
    );
    await expect(confidence).toHaveAttribute("data-chance", String(hardRate.one.right));
    await expect(results.getByTestId("classifier-used")).toContainText(
      /^Measured with the model fitted on photos of women\./,
    );
    // This head is tilted strongly and turned a little: the result says so, in words, with what to do.
    const hard = results.getByTestId("hard-photo");
    await expect(hard).toContainText(hardPhotoHeading(1));
    await expect(hard.getByRole("listitem")).toHaveText([HARD_PHOTO_NOTES.turned, HARD_PHOTO_NOTES.levelled]);
    const blend = results.getByRole("list", { name: "Shape blend, in percent" }).getByRole("listitem");
    await expect(blend).toHaveCount(6);
    const shares = (await blend.allTextContents()).map((text) => Number(/(\d+)%$/.exec(text)?.[1]));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    await expect(blend.first()).toContainText(shape);
    // "Also close" only for shapes within the close-call rule's reach that the heading does not name.
    const shown = (await blend.allTextContents()).map((text) => ({
      shape: /^[A-Za-z]+/.exec(text)?.[0] as FaceShape,
      percentage: Number(/(\d+)%$/.exec(text)?.[1]),
    }));
    const near = alsoClose(shown, verdictOf(shown));
    await expect(results.getByTestId("also-close")).toHaveCount(near.length > 0 ? 1 : 0);
    for (const label of ["Forehead width", "Cheekbone width", "Jawline width", "Face length"]) {
      await expect(results.locator("dl").getByText(label, { exact: true })).toBeVisible();
    }

    const tabs = results.getByRole("tablist", { name: "Style suggestions" }).getByRole("tab");
    await expect(tabs).toHaveText(["Hair", "Glasses"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    const cards = results.getByRole("tabpanel").getByRole("button");
    await expect(cards).toHaveText(HAIR_STYLES.female[shape].map((item) => item.name));
    await expectAxeClean(page);

    await cards.first().click();
    const dialog = page.getByRole("dialog", { name: HAIR_STYLES.female[shape][0]?.name ?? "" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(HAIR_STYLES.female[shape][0]?.description ?? "")).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(2);
    await expectAxeClean(page);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cards.first()).toBeFocused();

    // The frames are tried on under the glasses ideas.
    await results.getByRole("tab", { name: "Glasses" }).click();
    const tryOn = results.getByRole("region", { name: "Try the frames on" });
    const frames = tryOn.getByRole("radio");
    await expect(frames).toHaveCount(3);
    const first = await tryOn.locator("svg").getAttribute("data-frame");
    await frames.nth(1).check({ force: true });
    await expect(tryOn.locator("svg")).not.toHaveAttribute("data-frame", first ?? "");
    await expectFramesOnEyes(page);

    const guides = results.getByTestId("read-next").getByRole("link");
    const expected = guidesForShape(GUIDES, shape, "female");
    await expect(guides).toHaveCount(expected.length);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const [index, guide] of expected.entries()) {
      await expect(guides.nth(index)).toHaveAttribute("href", `/blog/${guide.slug}`);
      await expect(guides.nth(index)).toContainText(guide.title);
    }

    await page.getByRole("button", { name: "Get My Shape & Style Tips Again" }).click();
    await expect(results).toBeHidden();
    await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Female", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "Male", exact: true })).toHaveAttribute("aria-pressed", "false");

    expect(watch.foreignRequests).toEqual([]);
    expect(watch.sendingRequests).toEqual([]);
    expect(watch.leaks).toEqual([]);
    expect(watch.violations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
