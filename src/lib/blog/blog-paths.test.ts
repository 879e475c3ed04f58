import { describe, expect, it } from "vitest";
import { readBlogCategoryFiles } from "@tests/support/content-files";
import { categoryPath, categorySlug, listingPageParam, ogImagePath, postPath } from "./blog-paths";

describe("categorySlug", () => {
  it("makes readable URL slugs", () => {
    expect(categorySlug("Premium Men's Grooming")).toBe("premium-mens-grooming");
    expect(categorySlug("Makeup & Grooming")).toBe("makeup-grooming");
    expect(categoryPath(categorySlug("Face Shape Guides"))).toBe("/blog/category/face-shape-guides");
  });

  it("gives every category its own slug", () => {
    const categories = readBlogCategoryFiles();
    const slugs = categories.map(({ name }) => categorySlug(name));
    expect(new Set(slugs).size).toBe(categories.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("blog paths", () => {
  it("builds each address of the blog without a trailing slash", () => {
    expect(postPath("glasses-round-faces")).toBe("/blog/glasses-round-faces");
    expect(ogImagePath("glasses-round-faces")).toBe("/og/glasses-round-faces.png");
    expect(categoryPath("glasses")).toBe("/blog/category/glasses");
  });

  it("gives page 1 of a listing no rest parameter, and later pages page/<n>", () => {
    expect(listingPageParam(1)).toBeUndefined();
    expect(listingPageParam(2)).toBe("page/2");
  });
});
