import { describe, expect, it } from "vitest";
import { readImageHeader } from "../photo/image-header";
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  OG_TITLE_MAX_LINES,
  OG_TITLE_SIZES,
  ogImageFor,
  ogImageSvg,
} from "./og-image";

const card = {
  title: "Glasses for Round Faces: Frames That Add Angles and Length",
  category: "Luxury Eyewear",
  siteName: "Face Shape Detector",
  brandMark: "FS",
};
/** As long as the blog schema allows (100 characters), in ordinary words. */
const LONGEST_TITLE =
  "Celebrity Face Shapes as Style Inspiration: What to Borrow, Shape by Shape, and What to Leave Behind";

describe("ogImageFor", () => {
  it("draws a 1200 x 630 PNG", async () => {
    const png = await ogImageFor(card);
    expect(readImageHeader(png)).toEqual({ format: "png", width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
    expect([OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]).toEqual([1200, 630]);
  });

  it("gives the same bytes for the same article, other bytes for another title or category", async () => {
    const [first, again, otherTitle, otherCategory] = await Promise.all([
      ogImageFor(card),
      ogImageFor(card),
      ogImageFor({ ...card, title: "Best Hairstyles for Oval Faces: Cuts That Keep the Balance" }),
      ogImageFor({ ...card, category: "Guide" }),
    ]);
    expect(Buffer.from(again).equals(first)).toBe(true);
    expect(Buffer.from(otherTitle).equals(first)).toBe(false);
    expect(Buffer.from(otherCategory).equals(first)).toBe(false);
  });
});

describe("ogImageSvg", () => {
  it("sets a short title at the largest size", async () => {
    const layout = await ogImageSvg({ ...card, title: "Measure Your Face at Home" });
    expect(layout.titleSize).toBe(OG_TITLE_SIZES[0]);
    expect(layout.titleLines).toBeLessThanOrEqual(2);
  });

  it("fits the longest title the schema allows in three lines, uncut", async () => {
    expect(LONGEST_TITLE).toHaveLength(100);
    const layout = await ogImageSvg({ ...card, title: LONGEST_TITLE });
    expect(layout.titleLines).toBe(OG_TITLE_MAX_LINES);
    expect(layout.titleSize).toBeGreaterThan(Math.min(...OG_TITLE_SIZES));
  });

  it("cuts a title of only the widest letters to three lines at the smallest size", async () => {
    const layout = await ogImageSvg({ ...card, title: "WWWWWWWW MMMMMMMM ".repeat(6).trim() });
    expect(layout.titleSize).toBe(Math.min(...OG_TITLE_SIZES));
    expect(layout.titleLines).toBe(OG_TITLE_MAX_LINES);
  });
});
