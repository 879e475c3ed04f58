import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "./blog-schema";
import { categoryPath, categorySlug } from "./categories";

describe("categorySlug", () => {
  it("makes readable URL slugs", () => {
    expect(categorySlug("Premium Men's Grooming")).toBe("premium-mens-grooming");
    expect(categorySlug("Makeup & Grooming")).toBe("makeup-grooming");
    expect(categoryPath("Face Shape Guides")).toBe("/blog/category/face-shape-guides");
  });

  it("gives every category its own slug", () => {
    const slugs = BLOG_CATEGORIES.map(categorySlug);
    expect(new Set(slugs).size).toBe(BLOG_CATEGORIES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
