/**
 * The result lands in sight. Right after it appears, at desktop and phone width, its heading has
 * focus and is on screen, no toast covers the photo, and the parts come in the order a visitor
 * needs them: the answer, the photo, how steady one photo is with the ways to a better answer, the
 * ideas, "How we got this" (open on a desktop, folded on a phone), then keep and share. On a phone
 * the whole one-photo result, folded, is at most four screens tall.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ANALYZER_TOASTS } from "../../../src/text/analyzer";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import {
  MODEL_NOTE,
  holdClock,
  PHONE,
  siteFontInUse,
  waitForIsland,
  waitForSiteFont,
  choosePhotoAndGender,
} from "../../support/site-pages";
import { boxOf, overlap, type Box } from "../../support/boxes";

const inViewport = (box: Box, page: Page) => {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  return box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
};

const ACTIONS = ["Save result image", "Copy link", "Keep on this device"] as const;

// The result comes from the recorded engine (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: PHONE },
]) {
  test(`${name}: the result comes into view, heading focused, blend and actions before the gallery, the toast off the photo`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    // Heights are measured in the site's font, however late it arrives on a busy machine.
    await waitForSiteFont(page);
    await page.goto("/");
    await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
    await choosePhotoAndGender(page, await makePhoto(page, `in-view-${name}.jpg`, "sample1.jpg", ONE_FACE));
    // Held first, so the landmark preview waits for its button and the toast stays however slow this
    // machine is (the overlay needs no timer: it closes when the engine answers).
    await holdClock(page);
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    const overlay = page.getByRole("dialog", { name: "Analyzing your photo" });
    const preview = page.getByRole("dialog", { name: /facial landmarks found/ });
    await expect(overlay.or(preview).first()).toBeVisible();
    await page.getByRole("button", { name: "Skip to results" }).click();
    await page.clock.runFor(200); // sonner adds a toast on its next timer tick
    const results = page.getByTestId("analysis-results");
    const heading = results.getByRole("heading", { level: 2 });
    await expect(heading).toBeFocused();
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: ANALYZER_TOASTS.complete.title });
    await expect(toast).toHaveAttribute("data-mounted", "true");
    // The toast slides in (a CSS transition, which the page's clock does not hold): measured once it has landed.
    await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
    const photo = await boxOf(results.locator("svg[data-landmark-count]").first());
    expect(overlap(await boxOf(toast), photo), "the toast does not cover the photo").toBe(false);

    expect(inViewport(await boxOf(heading), page), "the shape heading is on screen").toBe(true);
    // In the order a visitor needs them (issues 32, 41 and 52): the answer and its blend, the photo with
    // its landmarks, how steady one photo is, the ideas, the ways to a better answer, then "How
    // we got this" (the measurements, the why and the map, folded on a phone), and only then keep
    // and share.
    const top = async (locator: Locator) => (await boxOf(locator)).y;
    const blend = await top(results.getByRole("list", { name: "Shape blend, in percent" }));
    const steadiness = await top(results.getByTestId("steadiness"));
    const gallery = await top(results.locator("#style-gallery-title"));
    const details = await top(results.getByTestId("how-we-got-this"));
    expect(blend, "the blend comes before the steadiness note").toBeLessThan(steadiness);
    expect(photo.y, "the photo comes before the steadiness note").toBeLessThan(steadiness);
    if (name === "phone") expect(blend, "on a phone, the blend comes before the photo").toBeLessThan(photo.y);
    expect(steadiness, "the steadiness note comes before the ideas").toBeLessThan(gallery);
    expect(gallery, "the ideas come before how we got this").toBeLessThan(details);
    // The first style ideas start within two phone screens of the headline.
    const screenHeight = page.viewportSize()?.height ?? 0;
    expect(gallery - (await top(heading)), "the first ideas within two screens of the headline").toBeLessThanOrEqual(
      2 * screenHeight,
    );
    await expect(results.getByTestId("how-we-got-this")).toHaveJSProperty("open", name !== "phone");
    if (name === "phone") {
      // Read at a glance: the whole result, its details folded, in at most four phone screens.
      await expect(results.getByTestId("classifier-used")).toContainText(MODEL_NOTE);
      await siteFontInUse(page);
      const height = (await boxOf(results)).height;
      expect(height, `the result is ${Math.round(height)} px tall`).toBeLessThanOrEqual(4 * PHONE.height);
    }
    for (const action of ACTIONS) {
      const y = await top(results.getByRole("button", { name: action, exact: true }));
      expect(y, `${action} comes after how we got this`).toBeGreaterThan(details);
    }
    // "Analysis Complete!" says its piece and goes: gone 4.5 s after it appeared (toasts stay 4 s:
    // docs/product.md, "Messages").
    await page.clock.runFor(4_500);
    await expect(toast).toHaveCount(0);
  });
}
