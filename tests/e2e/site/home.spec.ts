import { expect, test } from "@playwright/test";
import { FACE_SHAPES } from "../../../src/data/face-shapes";
import { readFaqFile } from "../../support/content-files";
import { holdScripts, waitForIsland } from "../../support/site-pages";

/** The FAQ as content/faq.yaml holds it, read with the collection's schema. */
const FAQ_ITEMS = readFaqFile();

test("the home page has every section docs/product.md lists, in order, with its anchors", async ({ page }) => {
  await page.goto("/");
  const ids = await page
    .locator("main > section")
    .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute("aria-labelledby")));
  expect(ids).toEqual(["home", "guides-title", "about", "shapes", "science", "faq"]);
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
