import { readFileSync } from "node:fs";
import { expect, test, type FileChooser, type Page } from "@playwright/test";
import {
  LANDMARK_PREVIEW_MS,
  MIN_ANALYSIS_OVERLAY_MS,
  OVERLAY_MESSAGE_STEP_MS,
} from "../../src/config/analyzer-timing";
import { HAIR_STYLES } from "../../src/lib/style-catalogue/style-catalogue";
import {
  ANALYZER_TOASTS,
  GENDER_MISSING,
  HARD_PHOTO_NOTES,
  hardPhotoHeading,
  OVERLAY_MESSAGES,
  photoRefusal,
} from "../../src/text/analyzer";
import { alsoClose, verdictOf } from "../../src/lib/face-shape/verdict";
import type { FaceShape } from "../../src/data/face-shapes";
import { answerChances, chanceOf } from "../../src/lib/model-accuracy/answer-chance";
import { parseEvidence } from "../../src/lib/face-shape/evaluation/evaluation-figures";

/** The shipped model's per-photo evidence, which the result's confidence is read from. */
const EVIDENCE_FILE = new URL("../../src/lib/face-shape/model/evidence.csv", import.meta.url);
import { MAX_PHOTO_BYTES } from "../../src/lib/photo/photo-limits";
import { readBlogFiles } from "../support/content-files";
import { guideSummary, guidesForShape } from "../../src/lib/blog/guides-for-shape";
import { makePhoto, NO_FACE, ONE_FACE } from "../../tools/engine-harness/face-photos";
import { engineBackends, watchEngineBackend } from "../support/engine-backend";
import { serveRecordedEngine } from "../support/recorded-engine/serve-recorded-engine";
import {
  holdClock,
  holdScripts,
  installClock,
  withRealTimers,
  waitForIsland,
  logToasts,
  shownToasts,
  SHAPE_HEADING,
  topShape,
  choosePhotoAndGender,
} from "../support/site-pages";
import { watchSecurity } from "../support/watch-security";
import { axeFindings } from "../support/axe";

const ANALYZER = 'button:has-text("Upload Your Selfie Now")';

async function openAnalyzer(page: Page) {
  await page.goto("/");
  await waitForIsland(page, ANALYZER);
}

function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

async function expectToastShown(page: Page, title: string, description: string) {
  await expect
    .poll(() => shownToasts(page))
    .toContainEqual(expect.stringMatching(new RegExp(`${escapeRegExp(title)}.*${escapeRegExp(description)}`)));
}

async function choosePhoto(page: Page, path: string) {
  await page.locator('input[name="photo"]').setInputFiles(path);
}

/** Every article, as the home page summarises it for the results' "in-depth guides". */
const GUIDES = readBlogFiles()
  .filter((file) => !file.data.draft)
  .map((file) => guideSummary(file.slug, file.data));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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

async function expectAxeClean(page: Page) {
  expect(await axeFindings(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
}

/**
 * Runs the analysis and stops at the landmark preview. The overlay's messages are recorded with
 * the page's time as they change, then checked for order and pacing: the overlay has to run for
 * as long as the real analysis needs, so it is not fast-forwarded.
 */
async function runAnalysis(page: Page, start: () => Promise<void>) {
  await page.evaluate(() => {
    const log: { text: string; at: number }[] = [];
    (window as unknown as { overlayLog: typeof log }).overlayLog = log;
    new MutationObserver(() => {
      const text = document.querySelector("[data-testid=loading-overlay] [role=status]")?.textContent;
      if (text && log.at(-1)?.text !== text) log.push({ text, at: Date.now() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const startedAt = await page.evaluate(() => Date.now());
  await start();
  await expect(page.getByRole("dialog", { name: "Analyzing your photo" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: /facial landmarks found/ })).toBeVisible({ timeout: 60_000 });
  const shownAt = await page.evaluate(() => Date.now());
  const log = await page.evaluate(
    () => (window as unknown as { overlayLog: { text: string; at: number }[] }).overlayLog,
  );
  expect(log.slice(0, 4).map((entry) => entry.text)).toEqual([...OVERLAY_MESSAGES]);
  for (let i = 1; i < log.length; i += 1) {
    expect(log[i]?.text).toBe(OVERLAY_MESSAGES[i % OVERLAY_MESSAGES.length]);
    // The k-th change cannot come before k steps have passed; a busy machine can only delay it.
    expect((log[i]?.at ?? 0) - startedAt).toBeGreaterThanOrEqual(i * OVERLAY_MESSAGE_STEP_MS - 20);
  }
  expect(shownAt - startedAt).toBeGreaterThanOrEqual(MIN_ANALYSIS_OVERLAY_MS);
}

test.describe("photo checks", () => {
  // Answers come from the recorded engine (tests/support/recorded-engine/); service workers are
  // blocked so that its route sees the worker script.
  test.use({ serviceWorkers: "block" });
  test.beforeEach(({ context }) => serveRecordedEngine(context));

  test("each refused photo says what is wrong and what to do, once, and the page stays usable", async ({ page }) => {
    await openAnalyzer(page);
    const cases: { file: Parameters<Page["setInputFiles"]>[1]; text: { title: string; description: string } }[] = [
      {
        file: { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
        text: photoRefusal({ kind: "not-an-image" }),
      },
      {
        file: { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(MAX_PHOTO_BYTES + 1) },
        text: photoRefusal({ kind: "too-large", bytes: MAX_PHOTO_BYTES + 1 }),
      },
      {
        file: { name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]) },
        text: photoRefusal({ kind: "not-loadable" }),
      },
      {
        file: await makePhoto(page, "small.jpg", null, { x: 0, y: 0, width: 399, height: 500 }),
        text: photoRefusal({ kind: "too-small", width: 399, height: 500 }),
      },
    ];
    for (const { file, text } of cases) {
      await page.locator('input[name="photo"]').setInputFiles(file);
      await expect(page.getByTestId("photo-problem")).toHaveText(`${text.title}. ${text.description}`);
      await expect(page.getByText(text.description)).toHaveCount(1);
      await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toHaveCount(0);
      await expect(page.getByLabel("Choose a photo")).toBeEnabled();
    }
  });

  test("photos of any shape are taken: 16:9, 9:16 and 3:2 (docs/decisions.md: no aspect rule)", async ({ page }) => {
    await openAnalyzer(page);
    for (const [name, width, height] of [
      ["landscape.jpg", 1280, 720],
      ["portrait.jpg", 720, 1280],
      ["three-two.jpg", 1200, 800],
    ] as const) {
      await page
        .locator('input[name="photo"]')
        .setInputFiles(await makePhoto(page, name, null, { x: 0, y: 0, width, height }));
      await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
      await expect(page.getByTestId("photo-problem")).toHaveCount(0);
    }
  });

  test("analyzing without a photo opens the picker, then without a gender says what is missing", async ({ page }) => {
    await openAnalyzer(page);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    await (await chooser).setFiles(await makePhoto(page, "face.jpg", "sample1.jpg", ONE_FACE));
    await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    await expect(page.getByText(GENDER_MISSING)).toBeVisible();
    await expect(page.getByRole("button", { name: "Male", exact: true })).toBeFocused();
    // The choice says what it is for: it picks the face-shape model as well as the style ideas.
    await expect(page.getByRole("group", { name: "Gender", exact: true })).toHaveAccessibleDescription(
      /face-shape model.*hair and beard/,
    );
  });

  test("a photo with no face says so and keeps the photo", async ({ page }) => {
    await page.clock.install();
    await openAnalyzer(page);
    await choosePhotoAndGender(page, await makePhoto(page, "no-face.jpg", "sample1.jpg", NO_FACE), "Male");
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    await page.clock.runFor(3000);
    // Said once: the note beside the picker announces itself, and no toast repeats it.
    const note = page.getByTestId("photo-problem");
    await expect(note).toContainText("No face found", { timeout: 30_000 });
    await expect(note).toContainText("could not find a face");
    await expect(note).toHaveAttribute("role", "alert");
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("No face found")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload Your Selfie Now" })).toBeFocused();
  });
});

test.describe("a photo is never lost", () => {
  // These are first visits on a slow phone: once the service worker runs (after the first page), it
  // answers scripts from its cache, out of holdScripts' reach (Playwright's advice: block it to route).
  test.use({ serviceWorkers: "block" });
  test.beforeEach(({ context }) => serveRecordedEngine(context));
  const PREVIEW = "The photo you chose, ready to analyze";

  test("the picker works before the island hydrates, and the photo picked then is taken up", async ({ page }) => {
    const photo = await (async () => {
      await page.goto("/");
      return makePhoto(page, "early.jpg", "sample1.jpg", ONE_FACE);
    })();
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const picker = page.locator("label").filter({ hasText: "Choose a photo" });
    await expect(picker).toBeVisible();
    await expect(page.locator("astro-island:has(input[name=photo])")).toHaveAttribute("ssr", "");
    const chooser = page.waitForEvent("filechooser");
    await picker.click();
    await (await chooser).setFiles(photo);
    await scripts.release();
    await waitForIsland(page, "input[name=photo]");
    await expect(page.getByRole("img", { name: PREVIEW })).toBeVisible();
  });

  test("a photo dropped before the island hydrates is taken up, and the page stays", async ({ page }) => {
    await page.goto("/");
    const photo = readFileSync(await makePhoto(page, "dropped.jpg", "sample1.jpg", ONE_FACE)).toString("base64");
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const zone = page.getByTestId("photo-drop-zone");
    await expect(zone).toBeVisible();
    await expect(page.locator("astro-island:has(input[name=photo])")).toHaveAttribute("ssr", "");
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "dropped.jpg", { type: "image/jpeg" }));
      return transfer;
    }, photo);
    await zone.dispatchEvent("dragover", { dataTransfer });
    await zone.dispatchEvent("drop", { dataTransfer });
    await scripts.release();
    await waitForIsland(page, "input[name=photo]");
    await expect(page.getByRole("img", { name: PREVIEW })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("pressing Upload while the photo is still being read waits for it instead of calling it missing", async ({
    page,
  }) => {
    // Decoding takes 1.5 s longer than usual, like a large photo on a slow phone.
    await page.addInitScript(() => {
      const decode = window.createImageBitmap.bind(window);
      window.createImageBitmap = ((...args: Parameters<typeof createImageBitmap>) =>
        new Promise((resolve) => setTimeout(resolve, 1500)).then(() => decode(...args))) as typeof createImageBitmap;
    });
    await openAnalyzer(page);
    await page.getByRole("button", { name: "Female", exact: true }).click();
    await choosePhoto(page, await makePhoto(page, "slow.jpg", "sample1.jpg", ONE_FACE));
    await expect(page.getByTestId("photo-status")).toHaveText("Reading your photo...");
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    await expect(page.getByRole("dialog", { name: "Analyzing your photo" })).toBeVisible({ timeout: 15_000 });
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: /facial landmarks found/ })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe("the whole flow on a real face photo", () => {
  test.describe.configure({ timeout: 120_000 });

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
    await runAnalysis(page, () => page.getByRole("button", { name: "Upload Your Selfie Now" }).click());
    // The preview ends by itself after LANDMARK_PREVIEW_MS: held here, it waits for the checks and
    // the axe scan however slow the machine, and the test ends it by moving the clock on.
    await holdClock(page);
    const preview = page.getByRole("dialog", { name: /facial landmarks found/ });
    await expect(preview.getByRole("heading")).toHaveText("68 facial landmarks found");
    expect(await engineBackends(page)).toEqual(["wasm"]);
    await expect(preview.locator("svg[data-landmark-count]")).toHaveAttribute("data-landmark-count", "68");
    await expect(preview.locator("circle")).toHaveCount(17 + 10 + 12 + 9 + 20 + 4);
    await expect(preview.getByRole("list", { name: "Landmark colours" })).toContainText("Jawline");
    await withRealTimers(page, () => expectAxeClean(page));
    await page.clock.runFor(LANDMARK_PREVIEW_MS);
    await page.clock.resume();

    const results = page.getByTestId("analysis-results");
    await expect(results).toBeVisible();
    await expectToastShown(page, ANALYZER_TOASTS.complete.title, ANALYZER_TOASTS.complete.description);
    await expect(results.getByRole("heading", { level: 2 })).toHaveText(SHAPE_HEADING);
    await expect(results.getByRole("heading", { level: 2 })).toBeFocused();
    const shape = await topShape(results);
    // The confidence in words: how often answers this sure were right on people the model never saw,
    // from the model's own cross-validated evidence, never a "share".
    const confidence = results.getByTestId("confidence");
    await expect(confidence).toContainText(
      /^(Very likely|Likely|Fair chance|Unsure): answers this sure were right about \d+ times in 10 on people the model never saw\.$/,
    );
    const blendShown = (
      await results.getByRole("list", { name: "Shape blend, in percent" }).getByRole("listitem").allTextContents()
    ).map((text) => Number(/(\d+)%$/.exec(text)?.[1]));
    const chances = answerChances(parseEvidence(readFileSync(EVIDENCE_FILE, "utf8")), "female")["1"];
    await expect(confidence).toHaveAttribute("data-chance", String(chanceOf(chances.one, blendShown[0] ?? 0)));
    await expect(results.getByTestId("classifier-used")).toContainText(/^Measured with the (\w+ )?model\b.* women/);
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

  // The female flow above runs the real engine from end to end; this one gets its answer from the
  // recorded engine (tests/support/recorded-engine/).
  test.describe(() => {
    test.use({ serviceWorkers: "block" });
    test.beforeEach(({ context }) => serveRecordedEngine(context));

    test("male, by keyboard only and in the dark theme: the gallery adds beards", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.clock.install();
      await openAnalyzer(page);
      const photo = await makePhoto(page, "face.jpg", "sample1.jpg", ONE_FACE);

      // Playwright intercepts file dialogs only once a listener asks it to, and asking takes a moment:
      // a listener added just before the key press sometimes missed the dialog that press opened.
      const choosers: FileChooser[] = [];
      page.on("filechooser", (opened) => choosers.push(opened));
      await page.getByLabel("Choose a photo").focus();
      await expect(page.getByLabel("Choose a photo")).toBeFocused();
      // Enter on the focused picker opens the file dialog.
      await page.keyboard.press("Enter");
      await expect.poll(() => choosers.length).toBe(1);
      const [chooser] = choosers;
      if (!chooser) throw new Error("Enter on the focused picker opened no file dialog");
      await chooser.setFiles(photo);
      await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
      // Once the photo is read, focus moves on to the next step: the gender choice.
      await expect(page.getByRole("button", { name: "Male", exact: true })).toBeFocused();
      await page.keyboard.press("Space");
      await expect(page.getByRole("button", { name: "Male", exact: true })).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Upload Your Selfie Now" })).toBeFocused();
      await runAnalysis(page, () => page.keyboard.press("Enter"));
      const skip = page.getByRole("button", { name: "Skip to results" });
      await expect(skip).toBeFocused({ timeout: 60_000 });
      await expectAxeClean(page);
      await page.keyboard.press("Enter");

      const results = page.getByTestId("analysis-results");
      await expect(results).toBeVisible();
      // The style ideas start with the blend's top shape (the first of a close call's two).
      const shape = await topShape(results);
      const tabs = results.getByRole("tablist", { name: "Style suggestions" }).getByRole("tab");
      await expect(tabs).toHaveText(["Hair", "Glasses", "Beard"]);
      await expect(results.getByTestId("read-next").getByRole("link")).toHaveText(
        guidesForShape(GUIDES, shape, "male").map((guide) => new RegExp(escapeRegExp(guide.title))),
      );
      await expect(results.getByRole("tabpanel").getByRole("button")).toHaveText(
        HAIR_STYLES.male[shape].map((item) => item.name),
      );
      await tabs.first().focus();
      await page.keyboard.press("End");
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await expect(results.getByRole("tabpanel")).toHaveAttribute("id", "style-panel-beard");
      await expectAxeClean(page);
    });
  });
});
