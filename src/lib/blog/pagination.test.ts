import { describe, expect, it } from "vitest";
import { listingPath } from "./blog-paths";
import { listingPages } from "./pagination";

describe("listingPages", () => {
  it("keeps a short listing on one page at its own path", () => {
    const [only, ...rest] = listingPages([1, 2, 3], "/blog", 12);
    expect(rest).toEqual([]);
    expect(only).toEqual({
      number: 1,
      total: 1,
      items: [1, 2, 3],
      path: "/blog",
      previous: undefined,
      next: undefined,
    });
  });

  it("splits a long listing into linked pages of the given size", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const pages = listingPages(items, "/blog/category/face-shape-guides", 12);
    expect(pages.map((p) => p.items.length)).toEqual([12, 12, 1]);
    expect(pages.map((p) => p.path)).toEqual([
      "/blog/category/face-shape-guides",
      "/blog/category/face-shape-guides/page/2",
      "/blog/category/face-shape-guides/page/3",
    ]);
    expect(pages[1]?.previous).toBe("/blog/category/face-shape-guides");
    expect(pages[1]?.next).toBe("/blog/category/face-shape-guides/page/3");
    expect(pages.flatMap((p) => p.items)).toEqual(items);
  });

  it("gives an empty listing one empty page", () => {
    expect(listingPages([], "/blog")).toHaveLength(1);
    expect(listingPath("/blog", 1)).toBe("/blog");
  });
});
