import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes, WORDS_PER_MINUTE } from "./read-time";

describe("countWords", () => {
  it("counts the words a reader sees, not markup, link targets or front matter", () => {
    const source = `---\ntitle: "Ignored words here"\n---\n## A heading\n\nSome **bold** text with [a link](/blog/x-y-z).\n\n- one\n- two\n\n| Col | Other |\n| --- | --- |\n| a | b |\n`;
    expect(countWords(source)).toBe(3 + 5 + 2 + 4);
  });

  it("returns zero for an empty body", () => {
    expect(countWords("")).toBe(0);
  });
});

describe("readTimeMinutes", () => {
  it("rounds up at the site's reading speed", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readTimeMinutes(800)).toBe(4);
    expect(readTimeMinutes(801)).toBe(5);
    expect(readTimeMinutes(3000)).toBe(15);
  });

  it("never shows zero minutes", () => {
    expect(readTimeMinutes(0)).toBe(1);
  });
});
