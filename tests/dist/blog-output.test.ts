import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes } from "../../src/lib/blog/read-time";
import { readDist } from "./support/built-site";

const CONTENT = join(import.meta.dirname, "../../src/content/blog");
const SPEC_SLUGS = [
  "best-hairstyles-oval-faces",
  "glasses-round-faces",
  "makeup-tips-heart-shaped-faces",
  "measure-face-shape-home",
  "beard-styles-square-faces",
  "earrings-different-face-shapes",
  "hairstyles-avoid-oblong-faces",
  "sunglasses-trends-2025-face-shape",
  "choose-hats-face-shape",
  "celebrity-face-shapes-style-inspiration",
  "top-celebrity-hairstyles",
  "beard-styles-oval-faces",
  "glasses-diamond-faces",
  "hair-color-trends-2025",
  "hats-suit-every-face-shape",
  "common-makeup-tips",
  "hairstyles-avoid-square-faces",
  "get-ready-like-celebrities",
  "winter-accessories-face-shapes",
  "european-fashion-week-face-shapes",
];

const sources = Object.fromEntries(
  readdirSync(CONTENT).map((file) => [file.replace(/\.mdx$/, ""), readFileSync(join(CONTENT, file), "utf8")]),
);
const frontMatter = (slug: string, field: string) =>
  new RegExp(`^\\s*${field}:\\s*"?(.*?)"?\\s*$`, "m").exec(sources[slug] ?? "")?.[1]?.replace(/\\"/g, '"') ?? "";
const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("the blog in the built site", () => {
  it("has exactly the 20 articles of SPEC.md", () => {
    expect(Object.keys(sources).sort()).toEqual([...SPEC_SLUGS].sort());
  });

  for (const slug of SPEC_SLUGS) {
    describe(slug, () => {
      const html = readDist(`blog/${slug}.html`);
      const words = countWords(sources[slug] ?? "");
      const minutes = readTimeMinutes(words);

      it("shows a read time computed from its words, within 4 to 15 minutes", () => {
        expect(minutes).toBeGreaterThanOrEqual(4);
        expect(minutes).toBeLessThanOrEqual(15);
        expect(html.includes(`${minutes} min read`)).toBe(true);
      });

      it("is dated between 2025-01-01 and 2025-01-20 and shows the date", () => {
        const date = frontMatter(slug, "date");
        expect(date >= "2025-01-01" && date <= "2025-01-20").toBe(true);
        expect(html.includes(`datetime="${date}"`)).toBe(true);
      });

      it("has BlogPosting structured data that parses and names its headline", () => {
        const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
          JSON.parse(m[1] ?? ""),
        );
        const posting = blocks.find((block) => block["@type"] === "BlogPosting");
        expect(posting.headline).toBe(frontMatter(slug, "title"));
        expect(posting.datePublished).toBe(frontMatter(slug, "date"));
        expect(posting.description).toBe(frontMatter(slug, "description"));
        expect(posting.publisher.name).toBe("Face Shape Detector");
      });

      it("carries canonical, Open Graph article and Twitter meta", () => {
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${slug}"`));
        expect(html).toContain('<meta property="og:type" content="article"');
        expect(html).toMatch(/<meta property="article:published_time" content="2025-01-\d\d"/);
        expect(html).toContain('<meta name="twitter:card"');
      });

      it("ends with a call-out whose button leads to the analyzer", () => {
        const callout = /<aside aria-labelledby="cta-title"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "";
        expect(callout).toContain(`<a href="/" class="btn-primary mt-5">${frontMatter(slug, "label")}</a>`);
      });

      it("links to other articles or the analyzer, and never to a missing article", () => {
        const links = [...(sources[slug] ?? "").matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? "");
        expect(links.length).toBeGreaterThan(0);
        for (const link of links.filter((href) => href.startsWith("/blog/"))) {
          expect(SPEC_SLUGS).toContain(link.replace("/blog/", "").split("#")[0]);
        }
      });
    });
  }
});

describe("the RSS feed", () => {
  const xml = readDist("rss.xml");

  it("is well-formed XML with all 20 posts, newest first", () => {
    expect(() => SyntaxValidator.validate(xml)).not.toThrow();
    const feed = new XMLParser().parse(xml);
    const items = feed.rss.channel.item as { title: string; link: string; pubDate: string }[];
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.link.replace(/^https?:\/\/[^/]+/, ""))).toContain("/blog/glasses-round-faces");
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(items.map((item) => decode(item.title)).sort()).toEqual(
      SPEC_SLUGS.map((slug) => frontMatter(slug, "title")).sort(),
    );
  });

  it("is linked from the head of every page", () => {
    for (const page of ["index.html", "blog.html", "about.html", "blog/common-makeup-tips.html"]) {
      expect(readDist(page)).toContain('<link rel="alternate" type="application/rss+xml"');
    }
  });
});

describe("the blog index", () => {
  const html = readDist("blog.html");
  it("lists every post, newest first, and offers the analyzer", () => {
    const order = [...html.matchAll(/<a href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(order).toHaveLength(20);
    const dates = order.map((slug) => frontMatter(slug ?? "", "date"));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(html).toContain("Face Shape Style Blog");
    expect(html).toMatch(/<a href="\/" class="btn-primary">Try Face Shape Detector<\/a>/);
  });
});
