import { test as base, expect, type BrowserContextOptions, type Page } from "@playwright/test";
import { axeFindings } from "../../support/axe";
import { DESKTOP, hydrateAllIslands, PAGES, PHONE, sitemapPaths } from "../../support/site-pages";
import { watchSecurity, type SecurityWatch } from "../../support/watch-security";

/**
 * Every route, visited once: it answers, shows its heading and the site's frame, loads under its
 * Content-Security-Policy with no violation, console error or request to another origin, and axe
 * finds nothing, in the light theme at desktop width. The dark theme and the phone width change
 * only the palette and the layout, which the layouts and the shared styles set, so those are
 * checked on one page of each layout and kind (LAYOUT_SAMPLES) rather than on every article.
 * A page is opened once: axe runs in the light theme at desktop width, the page is narrowed to a
 * 320 px phone to check that nothing scrolls sideways, and, on a layout sample, axe runs again
 * with the window narrowed to a phone's (the media queries, and so the layout, follow the window),
 * then with the system switched to dark (the site follows it until a visitor chooses), at both widths.
 */

/**
 * One browser context and page per worker, watched for the whole run, each test starting from
 * desktop width and the light theme: its pages share the HTTP cache and the renderer, as one
 * visitor's visit does, which roughly halves a route's time. What a route is checked for is its own.
 */
const test = base.extend<
  { visit: { page: Page; watch: SecurityWatch } },
  { shared: { page: Page; watch: SecurityWatch } }
>({
  shared: [
    async ({ browser }, provide, workerInfo) => {
      // The project's device (the desktop Chrome it emulates) and address, as a test's own context has them.
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const device = Object.fromEntries(
        Object.entries({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch }).filter(
          ([, v]) => v !== undefined,
        ),
      ) as BrowserContextOptions;
      const context = await browser.newContext({
        ...device,
        viewport: DESKTOP,
        colorScheme: "light",
        serviceWorkers: "block",
      });
      const watch = await watchSecurity(context, baseURL ?? "");
      await provide({ page: await context.newPage(), watch });
      await context.close();
    },
    { scope: "worker" },
  ],
  visit: async ({ shared }, provide) => {
    const { page, watch } = shared;
    for (const list of [watch.violations, watch.errors, watch.foreignRequests]) list.length = 0;
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: "light" });
    await provide(shared);
  },
});

const NOT_FOUND = "/this-page-does-not-exist";
/** Every page in the built sitemap, plus the pages kept out of it on purpose. */
const ROUTES = [...sitemapPaths(), "/result", NOT_FOUND, "/500"];

/**
 * One page of each layout and kind: the home page and its analyzer, a plain page, the accuracy
 * page (its cards of figures), the form, a legal page, the blog index, a category listing, the
 * article with the most markup (tables, lists, quotes), the search, the shared result and the
 * error pages.
 */
const LAYOUT_SAMPLES = [
  "/",
  "/about",
  "/accuracy",
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

/** The not-found page's own 404 answer is reported by the browser as a failed load; nothing else may be. */
function unexpectedErrors(path: string, errors: readonly string[]): string[] {
  return errors.filter((text) => !(path === NOT_FOUND && text.includes("404")));
}

test("the route list holds every page with a known heading and every layout sample", () => {
  for (const { path } of PAGES) expect(ROUTES).toContain(path);
  for (const path of LAYOUT_SAMPLES) expect(ROUTES).toContain(path);
});

/** The narrowest phone the site is laid out for. */
const NARROWEST_PHONE = { width: 320, height: 640 } as const;

/** How far the page reaches past the window's right edge, in CSS pixels (0 or less: no sideways scroll). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Switches the page to the system's dark setting and waits until the palette has settled. */
async function toDarkTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  // A colour mid-transition would be measured for contrast as it passes.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

test.describe("every route", () => {
  for (const path of ROUTES) {
    test(path, async ({ visit: { page, watch } }) => {
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
      expect(await axeFindings(page), "light theme, desktop").toEqual([]);
      // The narrowest phone the site is made for: nothing wider than the window.
      await page.setViewportSize(NARROWEST_PHONE);
      expect(await sidewaysOverflow(page), "sideways scroll at 320 px").toBeLessThanOrEqual(0);
      if (LAYOUT_SAMPLES.includes(path)) {
        // The same page, not reloaded: the media queries follow the window, the palette the system setting.
        await page.setViewportSize(PHONE);
        expect(await axeFindings(page), "light theme, phone").toEqual([]);
        await toDarkTheme(page);
        expect(await axeFindings(page), "dark theme, phone").toEqual([]);
        await page.setViewportSize(DESKTOP);
        expect(await axeFindings(page), "dark theme, desktop").toEqual([]);
      }
      expect(watch.violations).toEqual([]);
      expect(unexpectedErrors(path, watch.errors)).toEqual([]);
      expect(watch.foreignRequests).toEqual([]);
    });
  }
});
