import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOG_REDIRECTS, redirectsFileLines } from "./redirects";

const slugs = readdirSync(new URL("../../content/blog", import.meta.url)).map((file) => file.replace(/\.mdx$/, ""));

describe("blog redirects", () => {
  it("includes the home page teaser's short slug", () => {
    expect(BLOG_REDIRECTS["/blog/celebrity-face-shapes-inspiration"]).toBe(
      "/blog/celebrity-face-shapes-style-inspiration",
    );
  });

  it("sends every short slug to an article that exists, never to another redirect", () => {
    for (const [from, to] of Object.entries(BLOG_REDIRECTS)) {
      expect(slugs).toContain(to.replace("/blog/", ""));
      expect(slugs).not.toContain(from.replace("/blog/", ""));
      expect(Object.keys(BLOG_REDIRECTS)).not.toContain(to);
    }
  });

  it("writes one permanent rule per redirect for static hosts", () => {
    expect(redirectsFileLines({ "/a": "/b" })).toEqual(["/a /b 301"]);
    expect(redirectsFileLines(BLOG_REDIRECTS)).toHaveLength(Object.keys(BLOG_REDIRECTS).length);
  });
});
