import { describe, expect, it } from "vitest";
import { SITE_PATHS } from "../../src/config/site-paths";
import { ACCURACY_FIGURES } from "../../src/lib/face-shape/model/figures.data";
import { readModelAccuracyFile } from "../support/content-files";
import { htmlFiles, readDist } from "../../scripts/built-site.ts";

/**
 * The technical figures live on a page of their own, /accuracy (issue 52, "a home page for
 * visitors"): the page exists, is in the sitemap and states the locked split and every labelled
 * set's figures; the home page keeps the plain answer, links the page, and prints none of them.
 */

/** A built page's visible text: scripts and tags removed, apostrophes decoded, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, " ");

const { page: pageText, analysis, limits } = readModelAccuracyFile();
const { version, seed } = ACCURACY_FIGURES.lockedSplit;
/** The sentence that names the split, as the accuracy page prints it. */
const SPLIT = `split version ${version}, seed ${seed}`;

describe("the accuracy page", () => {
  const html = readDist("accuracy.html");
  const text = visibleText(html);

  it("is built at /accuracy, with its title and heading, and is meant for search engines", () => {
    expect(SITE_PATHS.accuracy).toBe("/accuracy");
    expect(htmlFiles()).toContain("accuracy.html");
    expect(html).toContain(`<title>${pageText.title} | `);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${pageText.title}</h1>`));
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/accuracy"/);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
  });

  it("is in the sitemap", () => {
    const sitemaps = [...readDist("sitemap-index.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "").pathname,
    );
    const urls = sitemaps.flatMap((sitemap) =>
      [...readDist(sitemap.slice(1)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname),
    );
    expect(urls).toContain("/accuracy");
  });

  it("states the locked split and every labelled set's figures, then each step and limit in full", () => {
    expect(text).toContain(SPLIT);
    for (const gender of ["female", "male"] as const)
      for (const { set } of ACCURACY_FIGURES.byGender[gender].locked)
        expect(html).toContain(`data-testid="accuracy-top1-${gender}-${set}"`);
    expect(text).toContain("95% interval");
    for (const step of analysis.steps) expect(text).toContain(`${step.title} ${step.body}`);
    for (const limit of limits.items) expect(text).toContain(limit);
    // The figures come before the limits, one of which speaks of "the accuracy figures above".
    expect(html.indexOf('id="figures"')).toBeLessThan(html.indexOf('id="limits"'));
  });
});

describe("the home page", () => {
  const html = readDist("index.html");
  const text = visibleText(html);

  it('links the accuracy page from "How the analysis works", under the plain answer', () => {
    const science = html.indexOf('id="science"');
    expect(science).toBeGreaterThan(-1);
    const section = html.slice(science, html.indexOf("</section>", science));
    const accuracy = section.slice(section.indexOf('id="accuracy"'));
    expect(section).toContain('id="accuracy"');
    expect(accuracy).toContain('data-testid="accuracy-in-words"');
    expect(accuracy).toMatch(/<a href="\/accuracy"[^>]*>/);
  });

  it("no longer prints the locked split, its seed, or any labelled set's figures", () => {
    expect(text).not.toContain(SPLIT);
    expect(text).not.toContain(String(seed));
    expect(text).not.toMatch(/split version/i);
    expect(html).not.toMatch(/data-testid="(accuracy-top1|accuracy-top2|consistency|three-photo|calibration)-/);
    expect(text).not.toContain("95% interval");
    expect(text).not.toMatch(/Tested on \d+ photos of \d+ people/);
  });
});
