import { describe, expect, it } from "vitest";
import { categoryPath } from "../lib/blog/blog-paths";
import { readBlogCategoryFiles, readBlogFiles } from "../../tests/support/content-files";
import {
  ARTICLE_REDIRECTS,
  BLOG_REDIRECTS,
  CATEGORY_REDIRECTS,
  parseRedirectsFile,
  redirectsFileLines,
} from "./redirects";

const slugs = readBlogFiles().map(({ slug }) => slug);
const categoryPaths = readBlogCategoryFiles().map(({ slug }) => categoryPath(slug));

describe("blog redirects", () => {
  it("includes the home page teaser's short slug", () => {
    expect(BLOG_REDIRECTS["/blog/celebrity-face-shapes-inspiration"]).toBe(
      "/blog/celebrity-face-shapes-style-inspiration",
    );
  });

  it("sends every short slug to an article that exists, never to another redirect", () => {
    for (const [from, to] of Object.entries(ARTICLE_REDIRECTS)) {
      expect(slugs).toContain(to.replace("/blog/", ""));
      expect(slugs).not.toContain(from.replace("/blog/", ""));
      expect(Object.keys(BLOG_REDIRECTS)).not.toContain(to);
    }
  });

  it("sends every retired category to a category that exists, never from one that does", () => {
    for (const [from, to] of Object.entries(CATEGORY_REDIRECTS)) {
      expect(categoryPaths, from).toContain(to);
      // A redirect page at a live category's address would replace the category page.
      expect(categoryPaths, from).not.toContain(from);
    }
  });

  it("writes one permanent rule per redirect for static hosts", () => {
    expect(redirectsFileLines({ "/a": "/b" })).toEqual(["/a /b 301"]);
    expect(redirectsFileLines(BLOG_REDIRECTS)).toHaveLength(
      Object.keys(ARTICLE_REDIRECTS).length + Object.keys(CATEGORY_REDIRECTS).length,
    );
  });
});

describe("the _redirects file", () => {
  it("reads back as written, comments and blank lines skipped", () => {
    const text = ["# a comment", "", ...redirectsFileLines(BLOG_REDIRECTS), ""].join("\n");
    expect(parseRedirectsFile(text)).toEqual(
      Object.entries(BLOG_REDIRECTS).map(([from, to]) => ({ from, to, status: 301 })),
    );
  });
});
