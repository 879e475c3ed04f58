import { expect, test } from "@playwright/test";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import { readFaqFile } from "../support/content-files";
import { makePhoto, ONE_FACE } from "../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../support/recorded-engine/serve-recorded-engine";
import { holdScripts, waitForIsland, choosePhotoAndGender } from "../support/site-pages";

/** The FAQ as content/faq.yaml holds it, read with the collection's schema. */
const FAQ_ITEMS = readFaqFile();

test("the home page has every section docs/product.md lists, in order, with its anchors", async ({ page }) => {
  await page.goto("/");
  const ids = await page
    .locator("main > section")
    .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute("aria-labelledby")));
  expect(ids).toEqual(["home", "guides-title", "about", "shapes", "science", "style-guide", "faq"]);
  const teaser = page.getByRole("region", { name: "Style guides for every shape" });
  await expect(teaser.getByRole("article")).toHaveCount(3);
  await expect(teaser.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
  const shapes = page.locator("#shapes > ul > li");
  await expect(shapes.getByRole("heading", { level: 3 })).toHaveText([...FACE_SHAPES]);
  await expect(shapes.first().getByRole("img")).toHaveAttribute("alt", /Oval face outline/);
});

test("the FAQ opens one answer at a time and each can be closed again", async ({ page }) => {
  await page.goto("/#faq");
  await waitForIsland(page, "details");
  const items = page.locator("#faq details");
  await expect(items).toHaveCount(FAQ_ITEMS.length);
  const first = items.nth(0);
  const second = items.nth(1);
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.getByText(FAQ_ITEMS[0]?.answer ?? "")).toBeVisible();
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await second.locator("summary").click();
  await expect(page.locator("#faq details[open]")).toHaveCount(0);
});

test("an answer opened before the FAQ island hydrates stays open after it does", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/#faq", { waitUntil: "commit" });
  const items = page.locator("#faq details");
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(page.locator("astro-island:has(details)").first()).toHaveAttribute("ssr", "");
  await scripts.release();
  await waitForIsland(page, "details");
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(2).getByText(FAQ_ITEMS[2]?.answer ?? "")).toBeVisible();
  await expect(page.locator("#faq details[open]")).toHaveCount(1);
  // Nothing on the island may still think the answer is closed (its styling and state follow the DOM).
  await expect(items.nth(2)).not.toHaveAttribute("data-state", "closed");
});

test("the FAQ is marked up as schema.org FAQPage with every question", async ({ page }) => {
  await page.goto("/");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const faq = blocks.find((block) => block["@type"] === "FAQPage");
  expect(faq.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(FAQ_ITEMS.map((item) => item.question));
});

test("the analyzer's tabs switch between upload and photo guidelines", async ({ page }) => {
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const tabs = page.getByRole("tablist", { name: "Analyzer" }).getByRole("tab");
  await expect(tabs).toHaveText(["Upload Clear Face Image", "Photo Guidelines"]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Photo Guidelines" })).toContainText("400 x 400");
  await tabs.first().click();
  await expect(page.getByRole("button", { name: "Upload Your Selfie Now" })).toBeVisible();
});

test("a photo can be dropped on the analyzer, and only then does the model start to load", async ({ page }) => {
  const modelRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.worker|\.wasm$|\.bin$/.test(request.url())) modelRequests.push(request.url());
  });
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await page.waitForLoadState("networkidle");
  expect(modelRequests).toEqual([]);

  const photo = await makePhoto(page, "dropped.jpg", "sample1.jpg", ONE_FACE);
  const bytes = (await import("node:fs")).readFileSync(photo).toString("base64");
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const binary = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([binary], "dropped.jpg", { type: "image/jpeg" }));
    return transfer;
  }, bytes);
  await page.getByTestId("photo-drop-zone").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
  await expect.poll(() => modelRequests.some((url) => url.endsWith(".wasm")), { timeout: 30_000 }).toBe(true);
  expect(modelRequests.some((url) => /\.worker/.test(url))).toBe(true);
});

test.describe("with reduced motion", () => {
  // The analysis it starts is answered by the recorded engine (tests/support/recorded-engine/).
  test.use({ reducedMotion: "reduce", serviceWorkers: "block" });
  test.beforeEach(({ context }) => serveRecordedEngine(context));

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
