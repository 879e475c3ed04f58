import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DESKTOP, PAGES, PHONE, watchConsoleErrors } from "./support/site-pages";

const NOT_FOUND = "/this-page-does-not-exist";

for (const theme of ["light", "dark"] as const) {
  for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test.describe(`axe, ${theme} theme, ${width}`, () => {
      test.use({ viewport, colorScheme: theme });

      for (const path of [...PAGES.map((entry) => entry.path), NOT_FOUND, "/500"]) {
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
