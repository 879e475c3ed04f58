import { expect, test } from "@playwright/test";
import { FOOTER_GROUPS, HEADER_LINKS, UPLOAD_CTA } from "../../../src/data/navigation";
import { DESKTOP, PHONE, waitForIsland } from "../../support/site-pages";

test.describe("header on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("shows the brand, every link in order, the call to action and the theme toggle", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Face Shape Detector", exact: true })).toHaveAttribute("href", "/");
    const nav = header.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(HEADER_LINKS.map((link) => link.label));
    for (const [index, link] of HEADER_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", link.href);
    }
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(header.getByRole("link", { name: UPLOAD_CTA.label })).toHaveAttribute("href", "/#home");
    await expect(header.getByRole("button", { name: "Toggle theme" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Toggle menu" })).toBeHidden();
  });

  test("works by keyboard: skip link, then the links in order, Enter follows a link", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    await page.goto("/about");
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // brand
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Face Shape Detector", exact: true }),
    ).toBeFocused();
    for (const link of HEADER_LINKS) {
      await page.keyboard.press("Tab");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link.label }),
      ).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: UPLOAD_CTA.label })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab"); // back to "Terms"... then "Privacy Policy"
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab"); // "Blog"
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("the footer links every page docs/product.md and docs/decisions.md ask for", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  for (const group of FOOTER_GROUPS) {
    const nav = footer.getByRole("navigation", { name: group.title });
    for (const link of group.links) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }
  }
  const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const required of [
    "/",
    "/contact",
    "/#faq",
    "/about",
    "/privacy-policy",
    "/terms-of-service",
    "/privacy-policy#cookies",
  ]) {
    expect(hrefs).toContain(required);
  }
  await footer.getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
  await expect(page.locator("#cookies")).toBeInViewport();
});

test.describe("mobile menu", () => {
  test.use({ viewport: PHONE });

  test("opens by keyboard as a 300 px right-side panel titled Menu, traps focus and closes on Escape", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await waitForIsland(page, 'button[aria-label="Toggle menu"]');
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const box = await menu.boundingBox();
    expect(box?.width).toBe(300);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(PHONE.width);
    await expect(menu.getByRole("link")).toHaveText([...HEADER_LINKS.map((link) => link.label), "Upload Your Selfie"]);

    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("is 400 px wide on a larger small screen", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto("/blog");
    await waitForIsland(page, 'button[aria-label="Toggle menu"]');
    await page.getByRole("button", { name: "Toggle menu" }).click();
    expect((await page.getByRole("dialog", { name: "Menu" }).boundingBox())?.width).toBe(400);
  });

  test("closes when a link is chosen, and when the call to action is chosen", async ({ page }) => {
    await page.goto("/blog");
    await waitForIsland(page, 'button[aria-label="Toggle menu"]');
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await toggle.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

    await page.goto("/");
    await waitForIsland(page, 'button[aria-label="Toggle menu"]');
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Upload Your Selfie" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page).toHaveURL(/\/#home$/);
  });
});
