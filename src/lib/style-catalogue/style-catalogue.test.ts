import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FACE_SHAPES } from "../../data/face-shapes";
import { GLASSES_FRAMES, type GlassesFrameId } from "../../data/glasses-frames";
import {
  ALL_STYLE_ITEMS,
  BEARD_STYLES,
  EXAMPLE_SIZE,
  GLASSES_STYLES,
  HAIR_STYLES,
  THUMBNAIL_SIZE,
  indefiniteArticle,
  styleSuggestions,
  type StyleImage,
} from "./style-catalogue";
import { STYLES_PER_SHAPE } from "../content/style-catalogue-schema";

const PUBLIC_DIR = fileURLToPath(new URL("../../../public", import.meta.url));

/** One SVG path command with its numbers; the whole path must be a sequence of these. */
const PATH_COMMAND = String.raw`[MmLlHhVvCcSsQqTtAaZz](?:\s*,?\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)*`;
const SVG_PATH = new RegExp(String.raw`^\s*[Mm](?:\s*,?\s*-?(?:\d+\.?\d*|\.\d+))+(?:\s*${PATH_COMMAND})*\s*$`);

function readSvg(image: StyleImage): string {
  return readFileSync(`${PUBLIC_DIR}${image.src}`, "utf8");
}

describe("style catalogue", () => {
  it("has 72 items, three per shape in each catalogue", () => {
    expect(ALL_STYLE_ITEMS).toHaveLength(72);
    for (const shape of FACE_SHAPES) {
      expect(HAIR_STYLES.female[shape]).toHaveLength(STYLES_PER_SHAPE);
      expect(HAIR_STYLES.male[shape]).toHaveLength(STYLES_PER_SHAPE);
      expect(GLASSES_STYLES[shape]).toHaveLength(STYLES_PER_SHAPE);
      expect(BEARD_STYLES[shape]).toHaveLength(STYLES_PER_SHAPE);
    }
  });

  it("gives every item a unique kebab-case id", () => {
    const ids = ALL_STYLE_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("names each style in 2 to 5 words and describes it in 2 to 3 sentences of 150 to 380 characters", () => {
    for (const item of ALL_STYLE_ITEMS) {
      const words = item.name.trim().split(/\s+/).length;
      expect(words, item.id).toBeGreaterThanOrEqual(2);
      expect(words, item.id).toBeLessThanOrEqual(5);
      expect(item.description.length, item.id).toBeGreaterThanOrEqual(150);
      expect(item.description.length, item.id).toBeLessThanOrEqual(380);
      const sentences = item.description.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, item.id).toBeGreaterThanOrEqual(2);
      expect(sentences, item.id).toBeLessThanOrEqual(3);
    }
  });

  it("has a thumbnail and two examples per item, each an existing SVG of the declared size with alt text", () => {
    for (const item of ALL_STYLE_ITEMS) {
      expect(item.examples, item.id).toHaveLength(2);
      const images = [item.thumbnail, ...item.examples];
      expect(item.thumbnail).toMatchObject(THUMBNAIL_SIZE);
      for (const example of item.examples) expect(example).toMatchObject(EXAMPLE_SIZE);
      for (const image of images) {
        expect(image.alt.trim(), image.src).not.toBe("");
        expect(existsSync(`${PUBLIC_DIR}${image.src}`), image.src).toBe(true);
        const svg = readSvg(image);
        expect(svg, image.src).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg.trimEnd().endsWith("</svg>"), image.src).toBe(true);
        expect(svg, image.src).toContain(`width="${image.width}" height="${image.height}"`);
        expect(svg, image.src).toMatch(/<title>[^<]+<\/title>/);
        expect(svg, image.src).not.toMatch(/<image|data:/);
      }
    }
  });

  it("puts 'an' before a vowel and 'a' before a consonant in every alt text", () => {
    const alts = ALL_STYLE_ITEMS.flatMap((item) => [item.thumbnail, ...item.examples].map((image) => image.alt));
    const wrong = alts.flatMap((alt) =>
      [...alt.matchAll(/\b(an?) (\w+)/gi)]
        .filter(([, article = "", word = ""]) => (article.toLowerCase() === "an") !== /^[aeiou]/i.test(word))
        .map(([phrase]) => `${phrase} (in "${alt}")`),
    );
    expect(wrong).toEqual([]);
    for (const shape of FACE_SHAPES) {
      const face = `${/^[AEIOU]/.test(shape) ? "an" : "a"} ${shape.toLowerCase()} face`;
      expect(alts.filter((alt) => alt.includes(face)).length, face).toBeGreaterThan(0);
    }
  });

  it("titles every SVG with its alt text", () => {
    for (const item of ALL_STYLE_ITEMS) {
      for (const image of [item.thumbnail, ...item.examples]) {
        const title = /<title>([^<]*)<\/title>/.exec(readSvg(image))?.[1] ?? "";
        const text = title.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
        expect(text, image.src).toBe(image.alt);
      }
    }
  });

  it("uses all-different image files", () => {
    const sources = ALL_STYLE_ITEMS.flatMap((item) => [item.thumbnail.src, ...item.examples.map((e) => e.src)]);
    expect(new Set(sources).size).toBe(216);
  });
});

describe("indefiniteArticle", () => {
  it("says 'an' before a vowel and 'a' before a consonant, whatever the case", () => {
    expect(indefiniteArticle("oval")).toBe("an");
    expect(indefiniteArticle("Oblong")).toBe("an");
    expect(indefiniteArticle("angled")).toBe("an");
    expect(indefiniteArticle("round")).toBe("a");
    expect(indefiniteArticle("Square")).toBe("a");
    expect(indefiniteArticle("heart")).toBe("a");
    expect(indefiniteArticle("diamond")).toBe("a");
  });
});

describe("styleSuggestions", () => {
  it("returns the three items of a category for a shape", () => {
    expect(styleSuggestions("hair", "Heart", "female")).toBe(HAIR_STYLES.female.Heart);
    expect(styleSuggestions("hair", "Heart", "male")).toBe(HAIR_STYLES.male.Heart);
    expect(styleSuggestions("glasses", "Square", "female")).toBe(GLASSES_STYLES.Square);
    expect(styleSuggestions("beard", "Oblong", "male")).toBe(BEARD_STYLES.Oblong);
  });

  it("falls back to Oval for an unknown shape", () => {
    expect(styleSuggestions("hair", "Triangle", "male")).toBe(HAIR_STYLES.male.Oval);
    expect(styleSuggestions("glasses", "", "female")).toBe(GLASSES_STYLES.Oval);
    expect(styleSuggestions("beard", "oval", "male")).toBe(BEARD_STYLES.Oval);
  });

  it("gives women no beard suggestions", () => {
    for (const shape of FACE_SHAPES) expect(styleSuggestions("beard", shape, "female")).toEqual([]);
  });
});

describe("glasses frames", () => {
  it("has a frame for every glasses item", () => {
    for (const shape of FACE_SHAPES) {
      for (const item of GLASSES_STYLES[shape]) expect(GLASSES_FRAMES[item.frameId], item.id).toBeDefined();
    }
  });

  it("keys every frame by its own id", () => {
    for (const [id, frame] of Object.entries(GLASSES_FRAMES)) expect(frame.id).toBe(id as GlassesFrameId);
  });

  it("draws each frame with valid SVG path data", () => {
    for (const frame of Object.values(GLASSES_FRAMES)) {
      for (const path of [frame.lensPath, frame.bridgePath, frame.templePath, frame.browPath ?? "M0 0"]) {
        expect(path, frame.id).toMatch(SVG_PATH);
      }
      expect(frame.lensPath.trim().endsWith("Z"), frame.id).toBe(true);
      expect(frame.rim).toBeGreaterThan(0);
    }
  });

  it("keeps each lens about 0.8 wide around its centre, clear of the midpoint between the lenses", () => {
    for (const frame of Object.values(GLASSES_FRAMES)) {
      const numbers = frame.lensPath.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
      // Arc commands mix radii and 0/1 flags with coordinates, so bound every number except the flag 1.
      for (const value of numbers.filter((v) => v !== 1)) expect(Math.abs(value), frame.id).toBeLessThan(0.5);
    }
  });
});
