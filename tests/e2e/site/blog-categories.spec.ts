import { expect, test, type Locator } from "@playwright/test";
import { PHONE } from "../../support/site-pages";
import { axeFindings } from "../../support/axe";

/**
 * The most the category links may take up on a phone: a few short rows of chips (the five
 * categories and "All" take three rows, 96 px). Thirteen categories' badges once wrapped into six
 * rows, a block 167 px tall at 390 px, pushing the articles below the first screen.
 */
const PHONE_CATEGORY_NAV_MAX_HEIGHT = 120;
/** WCAG 2.2 target size (minimum), 2.5.8: every link is at least 24 by 24 CSS pixels. */
const MIN_TARGET = 24;

async function expectCompactChips(nav: Locator): Promise<void> {
  const box = await nav.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThan(PHONE_CATEGORY_NAV_MAX_HEIGHT);
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= PHONE.width).toBe(true);
  const links = nav.getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  for (const link of await links.all()) {
    const target = await link.boundingBox();
    expect(target?.width ?? 0, await link.innerText()).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(target?.height ?? 0, await link.innerText()).toBeGreaterThanOrEqual(MIN_TARGET);
  }
}

test.describe("blog categories on a phone", () => {
  test.use({ viewport: PHONE });

  test("fit in a few short rows of chips, work by keyboard and mark the current category", async ({ page }) => {
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Categories" });
    await expectCompactChips(nav);
    await expect(nav.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
    // The page does not scroll sideways because of the chips.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // From the search button, Tab reaches "All", then each category in turn: each one focused is
    // wholly on screen (none hides past the edge) and shows the focus ring.
    await page.getByRole("button", { name: "Search" }).focus();
    const links = nav.getByRole("link");
    for (const [index, link] of (await links.all()).entries()) {
      await page.keyboard.press("Tab");
      await expect(link, `chip ${index}`).toBeFocused();
      const box = await link.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= PHONE.width, `chip ${index}`).toBe(
        true,
      );
      const outline = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }

    // Back to the first category, by keyboard, and open it.
    const first = links.nth(1);
    for (let step = (await links.count()) - 2; step > 0; step--) await page.keyboard.press("Shift+Tab");
    await expect(first).toBeFocused();
    const name = (await first.getAttribute("data-category")) ?? "";
    expect(name).not.toBe("");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const current = page.getByRole("navigation", { name: "Categories" });
    await expectCompactChips(current);
    await expect(current.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(current.locator('[aria-current="page"]')).toHaveAttribute("data-category", name);

    expect(await axeFindings(page, { include: 'nav[aria-label="Categories"]', rules: ["target-size"] })).toEqual([]);
  });
});
