/**
 * The way in. A phone's first screen offers the photo and the camera; a refused
 * photo or a missing choice is said once, in words a visitor understands, and focus goes where the
 * next step is.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { heif } from "../../fixtures/image-files";
import { MAX_ANALYSIS_SIDE_PX } from "../../../src/lib/photo/photo-limits";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, PHONE, waitForIsland } from "../../support/site-pages";
import { axeFindings, SITE_RULES } from "../../support/axe";

const ANALYZE = "Upload Your Selfie Now";

// Service workers are blocked so that the recorded engine's route sees the worker script.
test.use({ serviceWorkers: "block" });

/**
 * Opens the analyzer. A chosen photo starts the engine, and an analysis asks it: the recorded
 * engine answers (tests/support/recorded-engine/).
 */
async function openAnalyzer(page: Page) {
  await serveRecordedEngine(page);
  await page.goto("/");
  await waitForIsland(page, `button:has-text("${ANALYZE}")`);
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const photoInput = (page: Page) => page.locator('input[name="photo"]');
const preview = (page: Page) => page.getByRole("img", { name: "The photo you chose, ready to analyze" });

test.describe("a phone's first screen", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("offers choosing a photo, the camera and taking a selfie without scrolling", async ({ page }) => {
    await openAnalyzer(page);
    const controls = [
      page.locator("label").filter({ hasText: "Choose a photo" }),
      page.getByRole("button", { name: "Use camera" }),
      page.locator("label").filter({ hasText: "Take a selfie" }),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box, "on screen").not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    }
    // The hero's title still names the page above the analyzer.
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    const picker = await controls[0]?.boundingBox();
    expect(title?.y ?? Infinity).toBeLessThan(picker?.y ?? 0);
  });
});

test("on a desktop the hero's introduction and points stay beside the analyzer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAnalyzer(page);
  await expect(page.locator("#home ul li").first()).toBeVisible();
  await expect(page.locator("label").filter({ hasText: "Choose a photo" })).toBeInViewport();
});

test("Upload Your Selfie Now with no photo opens the file picker instead of an error", async ({ page }) => {
  await openAnalyzer(page);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: ANALYZE }).click();
  const picker = await chooser;
  await picker.setFiles(await makePhoto(page, "from-chooser.jpg", "sample1.jpg", ONE_FACE));
  await expect(preview(page)).toBeVisible();
  await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
});

test("a photo that is too small says its size and what to use, once, and loses nothing", async ({ page }) => {
  await openAnalyzer(page);
  await photoInput(page).setInputFiles(await makePhoto(page, "kept.jpg", "sample1.jpg", ONE_FACE));
  await expect(preview(page)).toBeVisible();
  await photoInput(page).setInputFiles(
    await makePhoto(page, "small-300.jpg", null, { x: 0, y: 0, width: 300, height: 300 }),
  );
  const said = page.getByText("This photo is 300 x 300 pixels; use one at least 400 x 400 pixels.");
  await expect(said).toHaveCount(1);
  await expect(said).toBeVisible();
  await expect(page.getByText(/validation failed/i)).toHaveCount(0);
  // The photo chosen before is still there, and another can be chosen.
  await expect(preview(page)).toBeVisible();
  await expect(page.getByLabel("Choose another photo")).toBeEnabled();
});

test("a HEIC photo the browser cannot open says so and suggests JPEG", async ({ page }) => {
  await openAnalyzer(page);
  // A HEIC file's header (ftyp heic, its primary item's declared size), then as many bytes as such a
  // photo holds (a file far too small for its pixels is refused as unreadable), nothing this browser can decode.
  const bytes = heif("heic", 1, [{ id: 1, extent: { width: 4032, height: 3024 } }]);
  const data = Buffer.alloc(Math.ceil((4032 * 3024) / 40));
  await photoInput(page).setInputFiles({
    name: "IMG_0001.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.concat([Buffer.from(bytes), data]),
  });
  const note = page.getByTestId("photo-problem");
  await expect(note).toContainText("HEIC");
  await expect(note).toContainText("JPEG");
  await expect(page.getByText(/validation failed/i)).toHaveCount(0);
});

test("an AVIF whose declared size hides a far larger frame is refused without being decoded; a plain one opens", async ({
  page,
}) => {
  await openAnalyzer(page);
  const fixture = (name: string) => readFileSync(new URL(`../../fixtures/avif/${name}`, import.meta.url));
  // 16000 x 16000 pixels of AV1 (4.6 KB) whose ispe was patched to 1000 x 1000: its sequence header
  // tells the truth, so it is refused before the browser decodes 256 megapixels.
  await photoInput(page).setInputFiles({
    name: "patched.avif",
    mimeType: "image/avif",
    buffer: fixture("16000-square-declaring-1000.avif"),
  });
  const note = page.getByTestId("photo-problem");
  await expect(note).toContainText("This photo could not be opened");
  await expect(preview(page)).toHaveCount(0);
  // A plain AVIF of a real size is read and shown as usual.
  await photoInput(page).setInputFiles({
    name: "plain.avif",
    mimeType: "image/avif",
    buffer: fixture("plain-640x480.avif"),
  });
  await expect(preview(page)).toBeVisible();
  await expect(note).toHaveCount(0);
});

test("a 64-megapixel photo is read at the size the analysis uses, and shown from that smaller copy", async ({
  page,
}) => {
  await openAnalyzer(page);
  const large = await makePhoto(page, "eight-thousand.jpg", "sample1.jpg", { x: 0, y: 0, width: 8000, height: 8000 });
  await photoInput(page).setInputFiles(large);
  await expect(preview(page)).toBeVisible();
  // The preview is the smaller copy (at most MAX_ANALYSIS_SIDE_PX a side, its shape kept), not the
  // 8000 px original; where the browser decodes at a reduced scale it may be smaller still.
  const [width, height] = await preview(page).evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(width).toBeLessThanOrEqual(MAX_ANALYSIS_SIDE_PX);
  expect(width).toBeGreaterThanOrEqual(1000);
  expect(height).toBe(width);
});

test("choosing a photo moves focus to the gender choice, or to Upload once a gender is chosen", async ({ page }) => {
  await openAnalyzer(page);
  await photoInput(page).setInputFiles(await makePhoto(page, "focus-1.jpg", "sample1.jpg", ONE_FACE));
  await expect(preview(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Male", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Female", exact: true }).click();
  await photoInput(page).setInputFiles(await makePhoto(page, "focus-2.jpg", "sample1.jpg", ONE_FACE, { mirror: true }));
  await expect(page.getByRole("button", { name: ANALYZE })).toBeFocused();
});

test("analyzing with no gender chosen takes focus to the gender choice and marks it", async ({ page }) => {
  await openAnalyzer(page);
  await photoInput(page).setInputFiles(await makePhoto(page, "no-gender.jpg", "sample1.jpg", ONE_FACE));
  await expect(preview(page)).toBeVisible();
  await page.getByRole("button", { name: ANALYZE }).focus();
  await page.keyboard.press("Enter");
  const group = page.getByRole("group", { name: "Gender", exact: true });
  await expect(page.getByRole("button", { name: "Male", exact: true })).toBeFocused();
  await expect(group).toHaveAccessibleDescription(/choose male or female/i);
  await expect(group).toHaveAttribute("data-invalid", "true");
  // Choosing one clears the mark.
  await page.getByRole("button", { name: "Female", exact: true }).click();
  await expect(group).not.toHaveAttribute("data-invalid", "true");
  await expect(group).not.toHaveAccessibleDescription(/choose male or female/i);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`a refused photo and a missing gender are axe-clean in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openAnalyzer(page);
    await photoInput(page).setInputFiles(await makePhoto(page, "axe-face.jpg", "sample1.jpg", ONE_FACE));
    await expect(preview(page)).toBeVisible();
    await page.getByRole("button", { name: ANALYZE }).click();
    await expect(page.getByRole("group", { name: "Gender", exact: true })).toHaveAttribute("data-invalid", "true");
    await photoInput(page).setInputFiles(
      await makePhoto(page, "axe-small.jpg", null, { x: 0, y: 0, width: 300, height: 300 }),
    );
    await expect(page.getByTestId("photo-problem")).toBeVisible();
    expect(await axeFindings(page, { include: "#home", tags: SITE_RULES })).toEqual([]);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the hairline handle shows a clear focus ring in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.clock.install();
    await openAnalyzer(page);
    const results = await analyzeToResults(
      page,
      await makePhoto(page, `ring-${colorScheme}.jpg`, "sample1.jpg", ONE_FACE),
    );
    const slider = results.getByRole("slider", { name: "Hairline" });
    // Keyboard focus: the ring is for people who move with the keys.
    await page.keyboard.press("Shift");
    await slider.focus();
    expect(await slider.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    const ring = await slider.evaluate((element) => {
      const style = getComputedStyle(element);
      const probe = document.createElement("span");
      probe.style.color = "var(--color-accent)";
      document.body.append(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, accent };
    });
    expect(ring.style).toBe("solid");
    expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
    expect(ring.color).toBe(ring.accent);
  });
}
