import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, sitemapPaths, watchConsoleErrors } from "./support/site-pages";

const NOT_FOUND = "/this-page-does-not-exist";
/** Every page in the built sitemap, plus the pages kept out of it on purpose. */
const ROUTES = [...sitemapPaths(), "/result", NOT_FOUND, "/500"];

for (const theme of ["light", "dark"] as const) {
  for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test.describe(`axe, ${theme} theme, ${width}`, () => {
      test.use({ viewport, colorScheme: theme });

      for (const path of ROUTES) {
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
}
