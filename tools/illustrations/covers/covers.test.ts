import { describe, expect, it } from "vitest";
import { FACE_SHAPES } from "../../../src/data/face-shapes.ts";
import { readBlogFiles } from "../../../tests/support/content-files.ts";
import { COVER_COMPOSITIONS, type CoverSource, planCover, slugHash } from "../cover-plan.ts";
import { COVER_SIZE, drawCover } from "./index.ts";

const articles = readBlogFiles().map(({ slug, data }) => ({ slug, ...data }));

const source = (fields: Partial<CoverSource>): CoverSource => ({
  slug: "a-new-article",
  title: "A New Article About Face Shapes and Style",
  category: "Face Shape Guides",
  topics: ["hair"],
  shapes: [],
  audience: "everyone",
  ...fields,
});

/** Ids a file defines and the ids it points at with url(#…) and href="#…". */
function references(svg: string): { defined: Set<string>; used: Set<string> } {
  const defined = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ""));
  const used = new Set([...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? ""));
  return { defined, used };
}

function expectWellFormed(svg: string): void {
  expect(svg).toMatch(
    new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE.width}" height="${COVER_SIZE.height}" `),
  );
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  const { defined, used } = references(svg);
  for (const id of used) expect(defined, `#${id} is defined`).toContain(id);
}

describe("cover plans", () => {
  it("picks the composition from the front matter, specific subjects first", () => {
    expect(planCover(source({ topics: ["beard"], shapes: ["Square"], audience: "men" })).composition).toBe("beard");
    expect(planCover(source({ topics: ["glasses"], shapes: ["Round"] })).composition).toBe("glasses");
    expect(
      planCover(source({ topics: ["glasses"], title: "The Best Sunglasses for Summer Holidays" })).composition,
    ).toBe("sunglasses");
    expect(planCover(source({ topics: ["measuring", "hair"] })).composition).toBe("measure");
    expect(
      planCover(source({ topics: ["hair"], title: "Haircuts to Avoid When Your Face Is Round" })).composition,
    ).toBe("verdict");
    expect(planCover(source({ topics: ["accessories"], title: "Hats for Every Season and Shape" })).composition).toBe(
      "hat-guide",
    );
    expect(planCover(source({ topics: ["makeup"] })).composition).toBe("makeup");
    expect(planCover(source({ topics: ["accessories"] })).composition).toBe("portrait");
  });

  it("draws the article's own shape and audience, and varies the rest by slug only", () => {
    const plan = planCover(source({ shapes: ["Heart", "Oval"], audience: "men" }));
    expect(plan.shape).toBe("Heart");
    expect(plan.shapeSpecific).toBe(true);
    expect(plan.gender).toBe("male");
    expect(planCover(source({ audience: "women" })).gender).toBe("female");
    // Compositions that are about a beard or makeup fix the figure, whatever the audience.
    expect(planCover(source({ topics: ["beard"], audience: "everyone" })).gender).toBe("male");
    expect(planCover(source({ topics: ["makeup"], audience: "men" })).gender).toBe("female");
    // Every shape comes out of some slug when the article covers all of them.
    const shapes = new Set(Array.from({ length: 60 }, (_, i) => planCover(source({ slug: `post-${i}` })).shape));
    expect([...shapes].sort()).toEqual([...FACE_SHAPES].sort());
    expect(planCover(source({})).shapeSpecific).toBe(false);
  });

  it("is stable: the same slug always gives the same plan", () => {
    expect(slugHash("glasses-round-faces")).toBe(slugHash("glasses-round-faces"));
    expect(slugHash("a")).not.toBe(slugHash("b"));
    expect(planCover(source({}))).toEqual(planCover(source({})));
  });
});

describe("drawn covers", () => {
  const covers = articles.map((article) => ({ slug: article.slug, ...drawCover(planCover(article)) }));

  it("gives every article a different, well-formed, small cover whose title is its alt text", () => {
    expect(new Set(covers.map((cover) => cover.svg)).size).toBe(covers.length);
    for (const cover of covers) {
      expectWellFormed(cover.svg);
      expect(cover.svg).toContain(`<title>${cover.alt}</title>`);
      expect(cover.alt.length, cover.slug).toBeGreaterThanOrEqual(10);
      expect(cover.alt.length, cover.slug).toBeLessThanOrEqual(300);
      expect(cover.svg.length, cover.slug).toBeLessThan(30_000);
    }
  });

  it("gives the current articles covers of many kinds, not one picture twenty times", () => {
    const kinds = new Set(articles.map((article) => planCover(article).composition));
    expect(kinds.size).toBeGreaterThanOrEqual(Math.min(12, articles.length));
  });

  it("draws every composition for every shape, figure and side", () => {
    for (const composition of COVER_COMPOSITIONS) {
      for (const shape of FACE_SHAPES) {
        for (const gender of ["female", "male"] as const) {
          for (const side of ["left", "right"] as const) {
            const plan = { slug: "x", composition, shape, shapeSpecific: true, gender, side, variant: 7 };
            const cover = drawCover(plan);
            expectWellFormed(cover.svg);
            expect(cover.alt).toMatch(/^[A-Z].*\.$/);
          }
        }
      }
    }
  });

  it("is deterministic", () => {
    const article = articles[0];
    if (!article) throw new Error("no articles");
    expect(drawCover(planCover(article)).svg).toBe(drawCover(planCover(article)).svg);
  });
});
