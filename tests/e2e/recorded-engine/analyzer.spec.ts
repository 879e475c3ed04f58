import { readFileSync } from "node:fs";
import { expect, test, type FileChooser, type Page } from "@playwright/test";
import { HAIR_STYLES } from "../../../src/lib/style-catalogue/style-catalogue";
import { GENDER_MISSING, photoRefusal } from "../../../src/text/analyzer";
import { MAX_PHOTO_BYTES } from "../../../src/lib/photo/photo-limits";
import { guidesForShape } from "../../../src/lib/blog/guides-for-shape";
import { makePhoto, NO_FACE, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import {
  choosePhoto,
  escapeRegExp,
  expectAxeClean,
  GUIDES,
  openAnalyzer,
  measuredSteps,
  runAnalysis,
  toasts,
} from "../../support/analyzer-flow";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import {
  holdScripts,
  waitForIsland,
  topShape,
  choosePhotoAndGender,
  installClock,
  withRealTimers,
} from "../../support/site-pages";

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
    // Said once: the note beside the picker announces itself, and no toast repeats it.
    const note = page.getByTestId("photo-problem");
    await expect(note).toContainText("No face found");
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
    // Decoding the chosen photo takes 1.5 s longer than usual, like a large photo on a slow phone
    // (only that decode: the analysis's own bitmaps and the drawings after it are not slowed).
    await page.addInitScript(() => {
      const slow = window as unknown as { slowDecodes: number };
      slow.slowDecodes = 0;
      const decode = window.createImageBitmap.bind(window);
      window.createImageBitmap = (async (...args: Parameters<typeof createImageBitmap>) => {
        if (slow.slowDecodes === 0) return decode(...args);
        slow.slowDecodes -= 1;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return decode(...args);
      }) as typeof createImageBitmap;
    });
    await openAnalyzer(page);
    await page.getByRole("button", { name: "Female", exact: true }).click();
    const photo = await makePhoto(page, "slow.jpg", "sample1.jpg", ONE_FACE);
    await page.evaluate(() => ((window as unknown as { slowDecodes: number }).slowDecodes = 1));
    await choosePhoto(page, photo);
    await expect(page.getByTestId("photo-status")).toHaveText("Reading your photo...");
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    // The overlay lasts as long as the (recorded, quick) engine: it may have given way to the preview already.
    const preview = page.getByRole("dialog", { name: /facial landmarks found/ });
    await expect(page.getByRole("dialog", { name: "Analyzing your photo" }).or(preview).first()).toBeVisible();
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    await expect(preview).toBeVisible();
  });
});

test.describe("the whole flow on a real face photo", () => {
  // The female flow above runs the real engine from end to end; this one gets its answer from the
  // recorded engine (tests/support/recorded-engine/).
  test.describe(() => {
    test.use({ serviceWorkers: "block" });
    test.beforeEach(({ context }) => serveRecordedEngine(context));

    test("male, by keyboard only and in the dark theme: the gallery adds beards", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await installClock(page);
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
      await runAnalysis(page, () => page.keyboard.press("Enter"), { steps: measuredSteps("male") });
      const skip = page.getByRole("button", { name: "Skip to results" });
      await expect(skip).toBeFocused();
      // The page's clock is held (runAnalysis), so the preview waits; axe needs real timers.
      await withRealTimers(page, () => expectAxeClean(page));
      await page.keyboard.press("Enter");
      await page.clock.resume();

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

test.describe("with reduced motion", () => {
  // The analysis it starts is answered by the recorded engine (tests/support/recorded-engine/), 5 s
  // after it is asked, so that the overlay (which lasts as long as the analysis) can be looked at.
  test.use({ reducedMotion: "reduce", serviceWorkers: "block" });
  test.beforeEach(({ context }) => serveRecordedEngine(context, { answerAfterMs: 5000 }));

  test("the overlay's spinner does not spin and the page does not smooth-scroll", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
    await choosePhotoAndGender(page, await makePhoto(page, "motion.jpg", "sample1.jpg", ONE_FACE));
    await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
    const spinner = page.getByRole("dialog", { name: "Analyzing your photo" }).locator("svg").first();
    await expect(spinner).toBeVisible();
    expect(await spinner.evaluate((svg) => getComputedStyle(svg).animationName)).toBe("none");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
});
