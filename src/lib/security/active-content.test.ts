import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { articleRefusals } from "../../integrations/article-guard";
import { readArticleSources } from "../content/content-files";
import { activeContentIn } from "./active-content";

describe("active content in an article", () => {
  it("refuses scripts, frames, embeds and event handlers, with their lines", () => {
    const source = [
      "---",
      "title: x",
      "---",
      "Some text.",
      "<script>fetch('/x')</script>",
      '<iframe src="/" />',
      '<img src="a.png" onError={() => 1} />',
      '<a href="#" onclick="go()">go</a>',
      "<Object data='x' />",
    ].join("\n");
    expect(activeContentIn(source)).toEqual([
      { line: 5, what: "a <script> element" },
      { line: 6, what: "a <iframe> element" },
      { line: 7, what: "an event-handler attribute (onError)" },
      { line: 8, what: "an event-handler attribute (onclick)" },
      { line: 9, what: "a <object> element" },
    ]);
  });

  it("leaves code that only shows text, and words that merely contain a name", () => {
    const source = [
      "Use `<script>` tags sparingly.",
      "```html",
      "<script>alert(1)</script>",
      "```",
      "A description of scripts, and one line.",
    ].join("\n");
    expect(activeContentIn(source)).toEqual([]);
  });

  it("finds nothing in the site's own articles", () => {
    for (const article of readArticleSources()) expect(activeContentIn(article.source), article.file).toEqual([]);
  });
});

describe("the build's article guard", () => {
  it("names the article and the line of a script added to it, and the site's config runs it first", () => {
    const dir = mkdtempSync(join(tmpdir(), "articles-"));
    const good = readArticleSources()[0];
    if (!good) throw new Error("no article");
    writeFileSync(join(dir, good.file), good.source);
    writeFileSync(join(dir, "added.mdx"), `---\n${good.frontMatter}\n---\nText.\n\n<script>fetch("/x")</script>\n`);
    const lines = good.frontMatter.split("\n").length;
    expect(articleRefusals(readArticleSources(dir))).toEqual([
      `content/blog/added.mdx:${lines + 5}: a <script> element`,
    ]);
    // The site's config starts its integrations with the guard (importing the config here would load
    // all of Astro and Vite).
    const config = readFileSync(join(import.meta.dirname, "../../../astro.config.mjs"), "utf8");
    expect(config).toMatch(/integrations: \[\s*articleGuard\(\),/);
  });
});
