import { describe, expect, it } from "vitest";
import { FACE_SHAPES } from "../../data/face-shapes";
import { readBlogFiles } from "@tests/support/content-files";
import {
  coversShape,
  guideSummary,
  guidesForShape,
  guideTopics,
  MAX_GUIDES,
  suitsGender,
  type GuideSummary,
} from "./guides-for-shape";

const guide = (slug: string, fields: Partial<GuideSummary>): GuideSummary => ({
  slug,
  title: slug,
  topics: ["hair"],
  shapes: [],
  audience: "everyone",
  date: "2025-01-01",
  ...fields,
});

describe("guidesForShape", () => {
  const library = [
    guide("general-hair-old", { date: "2024-01-01" }),
    guide("general-hair-new", { date: "2025-02-01" }),
    guide("round-glasses", { topics: ["glasses"], shapes: ["Round"] }),
    guide("square-beard", { topics: ["beard"], shapes: ["Square"], audience: "men" }),
    guide("round-beard", { topics: ["beard"], shapes: ["Round"], audience: "men" }),
    guide("round-hair-women", { shapes: ["Round"], audience: "women" }),
    guide("general-glasses", { topics: ["glasses"] }),
    guide("makeup", { topics: ["makeup"], shapes: ["Round"] }),
  ];

  it("puts articles written for the shape first and skips other shapes, genders and topics", () => {
    // Three articles are written for round faces, for women: hair, glasses and makeup.
    expect(guidesForShape(library, "Round", "female").map((g) => g.slug)).toEqual([
      "round-hair-women",
      "round-glasses",
      "makeup",
    ]);
    expect(guidesForShape(library, "Round", "male").map((g) => g.slug)).toEqual([
      "round-beard",
      "round-glasses",
      "general-hair-new",
    ]);
  });

  it("covers a new topic before repeating one, and fills with the newest general articles", () => {
    expect(guidesForShape(library, "Square", "male").map((g) => g.slug)).toEqual([
      "square-beard",
      "general-hair-new",
      "general-glasses",
    ]);
    expect(guidesForShape(library, "Heart", "female").map((g) => g.slug)).toEqual([
      "general-hair-new",
      "general-glasses",
      "general-hair-old",
    ]);
  });

  it("offers a heart-shaped woman the heart makeup guide, and a man no makeup", () => {
    const heart = [...library, guide("heart-makeup", { topics: ["makeup"], shapes: ["Heart"] })];
    expect(guidesForShape(heart, "Heart", "female").map((g) => g.slug)[0]).toBe("heart-makeup");
    expect(guidesForShape(heart, "Heart", "male").map((g) => g.slug)).not.toContain("heart-makeup");
  });

  it("returns nothing when no article fits", () => {
    expect(guidesForShape([guide("square-only", { shapes: ["Square"] })], "Oval", "female")).toEqual([]);
  });
});

describe("the guides the real blog offers each result", () => {
  const files = readBlogFiles().filter((file) => !file.data.draft);
  const summaries = files.map((file) => guideSummary(file.slug, file.data));

  it("a heart-shaped woman is offered the heart makeup article", () => {
    expect(guidesForShape(summaries, "Heart", "female").map((g) => g.slug)).toContain("makeup-tips-heart-shaped-faces");
  });

  for (const shape of FACE_SHAPES) {
    for (const gender of ["female", "male"] as const) {
      it(`${shape}, ${gender}: two or three fitting hair, glasses, beard (men) or makeup (women) guides, shape-specific ones first`, () => {
        const chosen = guidesForShape(summaries, shape, gender);
        expect(chosen.length).toBeGreaterThanOrEqual(2);
        expect(chosen.length).toBeLessThanOrEqual(MAX_GUIDES);
        for (const item of chosen) {
          expect(coversShape(item, shape)).toBe(true);
          expect(suitsGender(item, gender)).toBe(true);
          expect(item.topics.some((topic) => guideTopics(gender).includes(topic))).toBe(true);
        }
        const specific = summaries.filter(
          (item) =>
            item.shapes.includes(shape) &&
            suitsGender(item, gender) &&
            item.topics.some((topic) => guideTopics(gender).includes(topic)),
        );
        const firstSpecific = chosen.slice(0, Math.min(specific.length, MAX_GUIDES));
        expect(firstSpecific.every((item) => item.shapes.includes(shape))).toBe(true);
      });
    }
  }
});
