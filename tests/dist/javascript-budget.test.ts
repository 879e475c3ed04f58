import { describe, expect, it } from "vitest";
import { htmlFiles, pageJavaScript } from "./support/built-site";

/** Pages other than the home page: all JavaScript they ship, gzipped, must stay within this. */
export const OTHER_PAGE_BUDGET_BYTES = 70 * 1024;
/** The home page's first load (before the visitor picks a photo). */
export const HOME_FIRST_LOAD_BUDGET_BYTES = 110 * 1024;

const pages = htmlFiles();

describe("JavaScript budget", () => {
  it("finds the pages it measures", () => {
    expect(pages.length).toBeGreaterThanOrEqual(28);
  });

  for (const file of pages.filter((page) => page !== "index.html")) {
    it(`${file} ships at most 70 KB gzipped in total`, () => {
      const js = pageJavaScript(file);
      expect(js.initialBytes + js.deferredBytes).toBeLessThanOrEqual(OTHER_PAGE_BUDGET_BYTES);
    });
  }

  it("the home page's first load ships at most 110 KB gzipped", () => {
    expect(pageJavaScript("index.html").initialBytes).toBeLessThanOrEqual(HOME_FIRST_LOAD_BUDGET_BYTES);
  });

  it("articles ship only the site's shared islands (theme toggle and mobile menu)", () => {
    const js = pageJavaScript("blog/glasses-round-faces.html");
    const islands = js.files.filter((path) => !/react|client|island-error-boundary|jsx-runtime|index\./.test(path));
    expect(islands.map((path) => path.replace(/\.[\w-]+\.js$/, "")).sort()).toEqual([
      "_astro/mobile-menu",
      "_astro/theme-toggle",
    ]);
  });
});
