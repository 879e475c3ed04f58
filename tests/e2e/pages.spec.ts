import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, hydrateAllIslands, PAGES, PHONE, sitemapPaths, watchConsoleErrors } from "../support/site-pages";
import { watchSecurity } from "../support/watch-security";

/**
 * Every route, visited once: it answers, shows its heading and the site's frame, loads under its
 * Content-Security-Policy with no violation, console error or request to another origin, and axe
 * finds nothing, in the light theme at desktop width. The dark theme and the phone width change
 * only the palette and the layout, which the layouts and the shared styles set, so those are
 * checked on one page of each layout and kind (LAYOUT_SAMPLES) rather than on every article.
 * A page is opened once per theme: axe runs at desktop width, then again with the window narrowed
 * to a phone's (the media queries, and so the layout, follow the window).
 */

const NOT_FOUND = "/this-page-does-not-exist";
/** Every page in the built sitemap, plus the pages kept out of it on purpose. */
const ROUTES = [...sitemapPaths(), "/result", NOT_FOUND, "/500"];

/**
 * One page of each layout and kind: the home page and its analyzer, a plain page, the form, a
 * legal page, the blog index, a category listing, the article with the most markup (tables, lists,
 * quotes), the search, the shared result and the error pages.
 */
const LAYOUT_SAMPLES = [
  "/",
  "/about",
  "/contact",
  "/privacy-policy",
  "/blog",
  "/blog/category/makeup-beards-grooming",
  "/blog/european-fashion-week-face-shapes",
  "/blog/search",
  "/result",
  NOT_FOUND,
  "/500",
];

/** Axe's findings at a phone's width, the page narrowed from desktop width. */
async function phoneFindings(page: Page): Promise<string[]> {
  await page.setViewportSize(PHONE);
  return axeFindings(page);
}

/** Axe's findings on the page as it is now, one line per rule with the elements it flagged. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** The not-found page's own 404 answer is reported by the browser as a failed load; nothing else may be. */
function unexpectedErrors(path: string, errors: readonly string[]): string[] {
  return errors.filter((text) => !(path === NOT_FOUND && text.includes("404")));
}

test("the route list holds every page with a known heading and every layout sample", () => {
  for (const { path } of PAGES) expect(ROUTES).toContain(path);
  for (const path of LAYOUT_SAMPLES) expect(ROUTES).toContain(path);
});

test.describe("every route, light theme, desktop", () => {
  test.use({ viewport: DESKTOP, colorScheme: "light" });

  for (const path of ROUTES) {
    test(path, async ({ context, page, baseURL }) => {
      const watch = await watchSecurity(context, baseURL ?? "");
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
      const heading = PAGES.find((known) => known.path === path)?.heading;
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      else await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      // Every island hydrated (the FAQ and the contact form when scrolled to), so axe and the policy see them too.
      await hydrateAllIslands(page);
      expect(await axeFindings(page)).toEqual([]);
      if (LAYOUT_SAMPLES.includes(path)) expect(await phoneFindings(page), "at a phone's width").toEqual([]);
      expect(watch.violations).toEqual([]);
      expect(unexpectedErrors(path, watch.errors)).toEqual([]);
      expect(watch.foreignRequests).toEqual([]);
    });
  }
});

test.describe("layout samples, dark theme, desktop and phone", () => {
  test.use({ viewport: DESKTOP, colorScheme: "dark" });

  for (const path of LAYOUT_SAMPLES) {
    test(path, async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await axeFindings(page)).toEqual([]);
      expect(await phoneFindings(page), "at a phone's width").toEqual([]);
      expect(unexpectedErrors(path, errors)).toEqual([]);
    });
  }
});
