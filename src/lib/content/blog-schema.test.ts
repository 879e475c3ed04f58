import { describe, expect, it } from "vitest";
import { blogPostSchema } from "./blog-schema";

const valid = {
  title: "Glasses for Round Faces: Frames That Add Angles",
  description:
    "Which frame shapes balance a round face, which to skip, and how to check the fit before you buy a pair.",
  category: "glasses",
  date: "2025-01-19",
  topics: ["glasses"],
  shapes: ["Round"],
  cover: "./covers/glasses-round-faces.svg",
  coverAlt: "Line drawing of a woman with a round face wearing rectangle frames.",
  cta: {
    heading: "Is your face really round?",
    text: "Measure it from a selfie in your browser and get frame ideas for your shape.",
    label: "Analyze Your Face Shape",
  },
};

function problems(data: unknown): string[] {
  const result = blogPostSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("blog post schema", () => {
  it("accepts a complete post and fills the draft flag", () => {
    const result = blogPostSchema.parse(valid);
    expect(result.draft).toBe(false);
    expect(result.date.toISOString().slice(0, 10)).toBe("2025-01-19");
  });

  it("fills the audience and the shapes (every shape) when they are left out", () => {
    const result = blogPostSchema.parse({ ...valid, shapes: undefined });
    expect(result.audience).toBe("everyone");
    expect(result.shapes).toEqual([]);
  });

  it("requires topics and refuses unknown topics, shapes and audiences", () => {
    expect(problems({ ...valid, topics: undefined })[0]).toMatch(/^topics: topics is required/);
    expect(problems({ ...valid, topics: [] })).toEqual(["topics: topics needs at least one entry."]);
    expect(problems({ ...valid, topics: ["tattoos"] })[0]).toMatch(/^topics\.0: each topic must be one of: hair/);
    expect(problems({ ...valid, shapes: ["Triangle"] })[0]).toMatch(/^shapes\.0: each shape must be one of: Oval/);
    expect(problems({ ...valid, audience: "kids" })[0]).toMatch(/^audience: audience must be one of: everyone/);
  });

  it("names the field and the fix for each mistake", () => {
    expect(problems({ ...valid, title: "Short" })).toEqual([
      "title: title is too short: write at least 20 characters.",
    ]);
    expect(problems({ ...valid, description: "x".repeat(200) })).toEqual([
      "description: description is too long: keep it to 170 characters or fewer.",
    ]);
    expect(problems({ ...valid, category: "Gossip" })[0]).toMatch(
      /^category: category must be the key of an entry in content\/blog-categories\.yaml/,
    );
    expect(problems({ ...valid, date: "someday" })).toEqual(["date: date must be a date written as YYYY-MM-DD."]);
    expect(problems({ ...valid, cta: { ...valid.cta, label: "Click here" } })[0]).toMatch(
      /^cta\.label: cta\.label must be one of/,
    );
    expect(problems({ ...valid, cta: undefined })[0]).toMatch(/^cta: cta is required/);
  });

  it("requires a cover beside the article, with alt text", () => {
    expect(problems({ ...valid, cover: undefined })).toEqual([
      "cover: cover is required: the path of the article's cover image, e.g. ./covers/<slug>.svg (npm run illustrations:covers draws one).",
    ]);
    expect(problems({ ...valid, coverAlt: undefined })).toEqual([
      "coverAlt: coverAlt is required: describe what the cover shows, for readers who cannot see it.",
    ]);
    expect(problems({ ...valid, coverAlt: "Face" })).toEqual([
      "coverAlt: coverAlt is too short: write at least 10 characters.",
    ]);
    for (const cover of ["/illustrations/x.svg", "https://elsewhere.test/x.jpg", "./covers/x.gif", "covers/x.svg"]) {
      expect(problems({ ...valid, cover })[0], cover).toMatch(/^cover: cover must be a path relative to the article/);
    }
    expect(blogPostSchema.parse({ ...valid, cover: "../shared/photo.JPG" }).cover).toBe("../shared/photo.JPG");
  });

  it("keeps a draft flag", () => {
    expect(blogPostSchema.parse({ ...valid, draft: true }).draft).toBe(true);
    expect(problems({ ...valid, draft: "yes" })).toEqual(["draft: draft must be true or false."]);
  });
});
