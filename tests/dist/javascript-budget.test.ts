import { describe, expect, it } from "vitest";
import { htmlFiles, pageJavaScript, readDist } from "../../scripts/built-site.ts";

/**
 * Pages other than the home page: all JavaScript they ship, gzipped, must stay within this (70 KB
 * until security round 6 put the page guard, about 1 KB, first in every page).
 */
export const OTHER_PAGE_BUDGET_BYTES = 72 * 1024;
/** The home page's first load (before the visitor picks a photo). */
export const HOME_FIRST_LOAD_BUDGET_BYTES = 110 * 1024;

const pages = htmlFiles();

describe("JavaScript budget", () => {
  it("finds the pages it measures", () => {
    expect(pages.length).toBeGreaterThanOrEqual(28);
  });

  for (const file of pages.filter((page) => page !== "index.html")) {
    it(`${file} ships at most 72 KB gzipped in total`, () => {
      const js = pageJavaScript(file);
      expect(js.initialBytes + js.deferredBytes).toBeLessThanOrEqual(OTHER_PAGE_BUDGET_BYTES);
    });
  }

  it("the home page's first load ships at most 110 KB gzipped", () => {
    expect(pageJavaScript("index.html").initialBytes).toBeLessThanOrEqual(HOME_FIRST_LOAD_BUDGET_BYTES);
  });

  it("articles hydrate only the site's shared islands (theme toggle and mobile menu)", () => {
    const html = readDist("blog/glasses-round-faces.html");
    const islands = [...html.matchAll(/component-url="\/_astro\/([\w-]+)\.[\w-]+\.js"/g)].map((m) => m[1]).sort();
    expect(islands).toEqual(["mobile-menu", "theme-toggle"]);
  });
});
