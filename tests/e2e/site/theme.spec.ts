import { expect, test, type Page } from "@playwright/test";
import { HISTORY_STORAGE_KEY } from "../../../src/data/storage-keys";
import { serializeHistory } from "../../../src/lib/result/history";
import type { KeptResult } from "../../../src/lib/result/types";
import { waitForIsland } from "../../support/site-pages";

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BG = "rgb(255, 255, 255)";
const DARK_BG = "rgb(11, 17, 32)";

/**
 * Records the theme at the moment <body> is first inserted, before anything can paint,
 * so a test can tell whether the page would flash the wrong theme.
 */
async function recordThemeBeforeFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { themeAtBody: string }).themeAtBody =
          document.documentElement.dataset["theme"] ?? "unset";
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

test("light is the default when the system has no preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "no-preference" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await pageBackground(page)).toBe(LIGHT_BG);
});

test("follows the system setting until the visitor chooses", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/blog");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await pageBackground(page)).toBe(DARK_BG);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("with no stored choice, the toggle's store and the toasts follow a system change after load", async ({ page }) => {
  // Two kept results: deleting each raises a toast (with Undo), no face engine needed.
  const kept: KeptResult[] = [1, 2].map((n) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    savedAt: new Date(Date.UTC(2026, 10, n)).toISOString(),
    result: {
      gender: "female",
      blend: [
        { shape: "Oval", percentage: 70 },
        { shape: "Round", percentage: 30 },
        { shape: "Square", percentage: 0 },
        { shape: "Heart", percentage: 0 },
        { shape: "Diamond", percentage: 0 },
        { shape: "Oblong", percentage: 0 },
      ],
      metrics: { foreheadWidth: 80, cheekboneWidth: 100, jawlineWidth: 78, faceLength: 140 },
    },
  }));
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    HISTORY_STORAGE_KEY,
    serializeHistory(kept),
  ] as const);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const rows = page.getByTestId("your-results").getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await rows
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await rows
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
});

test("the choice is stored under 'theme', survives reloads and applies before first paint", async ({ page }) => {
  await recordThemeBeforeFirstPaint(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await waitForIsland(page, 'button[aria-label="Toggle theme"]');
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe("dark");
  expect(await pageBackground(page)).toBe(DARK_BG);

  await page.goto("/contact");
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe("dark");

  // A stored choice wins over the system setting.
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  await waitForIsland(page, 'button[aria-label="Toggle theme"]');
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe("light");
  expect(await pageBackground(page)).toBe(LIGHT_BG);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("the page follows the system dark setting from the first paint", async ({ page }) => {
    await page.goto("/privacy-policy");
    expect(await pageBackground(page)).toBe(DARK_BG);
  });
});

test.describe("with JavaScript off and a light system", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "light" });

  test("the page is light", async ({ page }) => {
    await page.goto("/privacy-policy");
    expect(await pageBackground(page)).toBe(LIGHT_BG);
  });
});
