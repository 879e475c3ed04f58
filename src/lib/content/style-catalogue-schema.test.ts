import { describe, expect, it } from "vitest";
import { readStyleCatalogueSources } from "@tests/support/content-files";
import { styleCatalogueFileSchema } from "./style-catalogue-schema";

const sources = readStyleCatalogueSources();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test copies and breaks the raw JSON on purpose.
const read = (file: string) => sources[file] as any;

function problems(data: unknown): string[] {
  const result = styleCatalogueFileSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("style catalogue schema", () => {
  it("accepts every file of content/style-catalogue/", () => {
    const files = Object.keys(sources);
    expect(files).toEqual(["beard.json", "glasses.json", "hair-female.json", "hair-male.json"]);
    for (const file of files) expect(problems(read(file)), file).toEqual([]);
  });

  it("names the field and the fix for each mistake", () => {
    const hair = read("hair-female.json");
    const glasses = read("glasses.json");
    const [first, second, third] = hair.styles.Oval;
    const withOval = (file: object, oval: unknown) => ({ ...file, styles: { ...hair.styles, Oval: oval } });

    expect(problems({ ...hair, category: "hats" })).toEqual([
      "category: category must be one of: hair, glasses, beard.",
    ]);
    expect(problems({ ...hair, gender: "other" })).toEqual(["gender: gender must be female or male."]);
    expect(problems(withOval(hair, [first, second]))).toEqual(["styles.Oval: styles.Oval needs exactly 3 styles."]);
    expect(problems(withOval(hair, [first, second, { ...third, slug: first.slug }]))).toEqual([
      "styles.Oval: two styles in styles.Oval would get the same id: give each its own slug.",
    ]);
    expect(problems(withOval(hair, [first, second, { ...third, name: "Layers" }]))).toEqual([
      "styles.Oval.2.name: name must be 2 to 5 words, e.g. Long Soft Layers.",
    ]);
    expect(problems(withOval(hair, [first, second, { ...third, slug: "Curtain Bangs" }]))).toEqual([
      "styles.Oval.2.slug: slug must be lowercase words joined by hyphens, e.g. long-layers.",
    ]);
    expect(problems(withOval(hair, [first, second, { ...third, description: "Short. Too short." }]))).toEqual([
      "styles.Oval.2.description: description is too short: write at least 150 characters.",
    ]);
    expect(problems(withOval(hair, [first, second, { ...third, colour: "red" }]))).toEqual([
      "styles.Oval.2: each style may only have the fields slug, name, drawing, description; remove colour.",
    ]);
    expect(problems({ ...hair, styles: { ...hair.styles, Triangle: [] } })).toEqual([
      "styles: styles may only list the shapes Oval, Round, Square, Heart, Diamond, Oblong; remove Triangle.",
    ]);
    const withoutRound = Object.fromEntries(Object.entries(hair.styles).filter(([shape]) => shape !== "Round"));
    expect(problems({ ...hair, styles: withoutRound })).toEqual([
      "styles.Round: styles.Round is required: list 3 styles for a Round face.",
    ]);
    const [lens, ...otherLenses] = glasses.styles.Oval;
    expect(problems(withOval(glasses, [{ ...lens, frame: "monocle" }, ...otherLenses]))[0]).toMatch(
      /^styles\.Oval\.0\.frame: frame must be one of: round, oval/,
    );
  });
});
