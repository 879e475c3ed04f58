/**
 * Nothing moves under the finger (issue 52, item 7). Picking a photo shows it where the drop zone's
 * text stood, in the same space: the gender buttons that come next stay where the visitor saw them
 * (a click aimed at them lands on them), the page neither shifts nor scrolls, at desktop and phone
 * width and for photos of any shape. When the result shows, its toast covers none of it.
 */
import { expect, test, type Page } from "@playwright/test";
import { ANALYZER_TOASTS } from "../../../src/text/analyzer";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { choosePhoto, openAnalyzer } from "../../support/analyzer-flow";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, PHONE, siteFontInUse, waitForSiteFont } from "../../support/site-pages";
import { boxOf, overlap } from "../../support/boxes";

interface Shift {
  value: number;
  startTime: number;
  moved: string[];
}

/** Starts collecting the page's layout shifts (those before it too: `buffered`). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        sources: { node: Node | null }[];
      }[]) {
        const moved = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, startTime: entry.startTime, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts since `since` (the page's `performance.now()`), once the page has painted twice more. */
async function shiftsSince(page: Page, since: number): Promise<Shift[]> {
  return page.evaluate(async (since) => {
    // A shift is reported after the frame that made it: two frames on, every one made so far is in.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: Shift[] }).layoutShifts.filter((shift) => shift.startTime >= since);
  }, since);
}

// Analyses (the toast's test) come from the recorded engine (tests/support/recorded-engine/); a
// picked photo also starts the engine's download.
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

const SCREENS = [
  // The gender buttons are on screen before the pick: nothing scrolls.
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, scrolls: false },
  { name: "phone", use: { viewport: PHONE }, scrolls: false },
  // A touch phone adds "Take a selfie" and its hint: the gender buttons start below the first
  // screen, and are brought into view once, as the photo is picked, before it shows.
  { name: "touch phone", use: { viewport: PHONE, isMobile: true, hasTouch: true }, scrolls: true },
] as const;

for (const { name, use, scrolls } of SCREENS) {
  test.describe(name, () => {
    test.use(use);

    test(`${name}: picking a photo, then another of another shape, moves nothing: the gender buttons stay put, no layout shift, ${scrolls ? "one scroll as it is picked" : "no scroll"}`, async ({
      page,
    }) => {
      // Measured in the site's font, however late it arrives on a busy machine.
      await waitForSiteFont(page);
      await openAnalyzer(page);
      await siteFontInUse(page);
      const portrait = await makePhoto(page, `still-portrait-${name}.jpg`, "sample1.jpg", ONE_FACE);
      const landscape = await makePhoto(page, `still-landscape-${name}.jpg`, null, {
        x: 0,
        y: 0,
        width: 1280,
        height: 720,
      });
      const male = page.getByRole("button", { name: "Male", exact: true });
      const female = page.getByRole("button", { name: "Female", exact: true });
      const buttons = async () => ({ male: await boxOf(male), female: await boxOf(female) });
      const scrollY = () => page.evaluate(() => window.scrollY);
      const preview = page.getByRole("img", { name: "The photo you chose, ready to analyze" });
      await watchLayoutShifts(page);

      await expect(page.getByRole("button", { name: "Choose a photo", exact: true })).toHaveCount(1);
      const before = { buttons: await buttons(), scrollY: await scrollY() };
      for (const photo of [portrait, landscape]) {
        const pickedAt = await page.evaluate(() => performance.now());
        const shown = (await preview.count()) > 0 ? await preview.getAttribute("src") : null;
        await choosePhoto(page, photo);
        // Just picked: any scroll there is has been made.
        const picked = { buttons: await buttons(), scrollY: await scrollY() };
        // Shown: the new photo is in place and painted, and focus has gone to the next step.
        if (shown !== null) await expect(preview).not.toHaveAttribute("src", shown);
        await expect(preview).toBeVisible();
        await expect
          .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        await expect(male).toBeFocused();
        // The picker's two labels stand in one place, one seen: its name is the one seen.
        await expect(page.getByRole("button", { name: "Choose another photo", exact: true })).toHaveCount(1);
        await expect(page.getByRole("button", { name: "Choose a photo", exact: true })).toHaveCount(0);
        const shifts = await shiftsSince(page, pickedAt);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(shifts, `layout shifts from the pick until the photo shows (${total.toFixed(4)} in all)`).toEqual([]);
        const after = { buttons: await buttons(), scrollY: await scrollY() };
        expect(after, "nothing moves once the photo is picked").toEqual(picked);
        if (!scrolls) expect(after, "the gender buttons stay where they were before the pick").toEqual(before);
        await expect(male).toBeInViewport({ ratio: 1 });
        await expect(female).toBeInViewport({ ratio: 1 });
      }
      if (scrolls) expect(before.buttons.male.y + before.buttons.male.height).toBeGreaterThan(PHONE.height);
    });
  });
}

test("phone: the completion toast covers none of the result, only the header's strip at the top", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await openAnalyzer(page);
  const results = await analyzeToResults(page, await makePhoto(page, "toast-phone.jpg", "sample1.jpg", ONE_FACE));
  await page.clock.runFor(200); // sonner adds a toast on its next timer tick
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: ANALYZER_TOASTS.complete.title });
  await expect(toast).toHaveAttribute("data-mounted", "true");
  // Said in full to a screen reader: the toast's region announces its title and description.
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveAttribute("aria-live", "polite");
  await expect(toast).toContainText(ANALYZER_TOASTS.complete.description);
  // It slides in (a CSS transition, which the page's clock does not hold): measured once it has landed.
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  const shown = await boxOf(toast);
  const header = await boxOf(page.getByRole("banner"));
  expect(shown.y, "the toast is at the top edge").toBeGreaterThanOrEqual(0);
  expect(shown.y + shown.height, "the toast covers the header's strip only").toBeLessThanOrEqual(
    header.y + header.height,
  );
  expect(shown.y + shown.height, "the toast ends above the result").toBeLessThanOrEqual((await boxOf(results)).y);
  const heading = results.getByRole("heading", { level: 2 }).first();
  await expect(heading).toBeInViewport();
  for (const [what, part] of [
    ["the headline", heading],
    ["the blend", results.getByRole("list", { name: "Shape blend, in percent" })],
    ["the photo", results.locator("svg[data-landmark-count]").first()],
  ] as const) {
    expect(overlap(shown, await boxOf(part)), `the toast does not cover ${what}`).toBe(false);
  }
});
