import { describe, expect, it } from "vitest";
import { STORAGE_SUMMARY } from "../../data/device-storage";
import { FACE_SHAPES } from "../../data/face-shapes";
import { readHomeFile } from "@tests/support/content-files";
import { homeContentSchema } from "./home-content-schema";
import { CONTENT_PLACEHOLDERS } from "./placeholders";

function problems(data: unknown): string[] {
  const result = homeContentSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("home page text schema", () => {
  const home = readHomeFile();

  it("reads content/home.yaml with the storage sentence filled in", () => {
    expect(home.hero.title).toBe("Find your face shape from a selfie");
    expect(home.about.points.some(({ body }) => body.includes(STORAGE_SUMMARY))).toBe(true);
    expect(JSON.stringify(home)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(home.styleGuide.shapes.map(({ shape }) => shape)).toEqual([...FACE_SHAPES]);
  });

  it("names the field and the fix for each mistake", () => {
    expect(problems({ ...home, hero: { ...home.hero, title: "" } })).toEqual([
      "hero.title: title is too short: write at least 3 characters.",
    ]);
    expect(problems({ ...home, about: { ...home.about, points: home.about.points.slice(0, 2) } })).toEqual([
      "about.points: about.points needs exactly three entries, one per icon.",
    ]);
    const [first, ...rest] = home.about.points;
    expect(
      problems({
        ...home,
        about: { ...home.about, points: [{ ...first, body: `${first?.body} {storage}` }, ...rest] },
      }),
    ).toEqual([
      `about.points.0.body: body uses a {…} placeholder that does not exist: use one of ${Object.keys(CONTENT_PLACEHOLDERS).join(", ")}.`,
    ]);
    expect(problems({ ...home, guides: { ...home.guides, featured: ["glasses-round-faces"] } })).toEqual([
      "guides.featured: guides.featured needs exactly three slugs, one per card.",
    ]);
    expect(problems({ ...home, science: { ...home.science, limits: [] } })).toEqual([
      "science.limits: science.limits needs at least one entry.",
    ]);
    expect(problems({ ...home, styleGuide: { ...home.styleGuide, shapes: [{ shape: "Triangle" }] } })[0]).toMatch(
      /^styleGuide\.shapes\.0\.shape: shape must be one of: Oval/,
    );
    expect(problems({ ...home, styleGuide: { ...home.styleGuide, shapes: home.styleGuide.shapes.slice(1) } })).toEqual([
      `styleGuide.shapes: styleGuide.shapes needs one entry for each shape: ${FACE_SHAPES.join(", ")}.`,
    ]);
    expect(problems({ ...home, science: { ...home.science, accuracyLink: undefined } })).toEqual([
      "science.accuracyLink: science.accuracyLink is required and must be text.",
    ]);
  });
});
