import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, sitemapPaths, watchConsoleErrors } from "../support/site-pages";

const NOT_FOUND = "/this-page-does-not-exist";
/** Every page in the built sitemap, plus the pages kept out of it on purpose. */
const ROUTES = [...sitemapPaths(), "/result", NOT_FOUND, "/500"];

/**
 * One page of each layout and kind (issue 26: each page was checked in all four combinations, six
 * visits per route): the home page and its analyzer, a plain page, the form, a legal page, the blog
 * index, a category listing, the article with the most markup (tables, lists, quotes), the search,
 * the shared result and the error pages. Every route is checked in the light theme at desktop
 * width; these also in the dark theme and at phone width, where what differs is the palette and
 * the phone layout, both set by the layouts and the shared styles these pages cover.
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

const COMBINATIONS = [
  { theme: "light", width: "desktop", viewport: DESKTOP, routes: ROUTES },
  { theme: "dark", width: "desktop", viewport: DESKTOP, routes: LAYOUT_SAMPLES },
  { theme: "light", width: "phone", viewport: PHONE, routes: LAYOUT_SAMPLES },
  { theme: "dark", width: "phone", viewport: PHONE, routes: LAYOUT_SAMPLES },
] as const;

test("the layout samples are routes of the site", () => {
  for (const path of LAYOUT_SAMPLES) expect(ROUTES).toContain(path);
});

for (const { theme, width, viewport, routes } of COMBINATIONS) {
  test.describe(`axe, ${theme} theme, ${width}`, () => {
    test.use({ viewport, colorScheme: theme });

    for (const path of routes) {
      test(path, async ({ page }) => {
        const errors = watchConsoleErrors(page);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
        // The not-found page's own 404 response is reported by the browser as a failed load.
        const unexpected = errors.filter((text) => !(path === NOT_FOUND && text.includes("404")));
        expect(unexpected).toEqual([]);
      });
    }
  });
}
