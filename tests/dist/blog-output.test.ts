import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import { describe, expect, it } from "vitest";
import { BLOG_REDIRECTS } from "../../src/config/redirects";
import { POSTS_PER_PAGE } from "../../src/lib/blog/pagination";
import { countWords, readTimeMinutes } from "../../src/lib/blog/read-time";
import { readBlogFiles } from "../support/content-files";
import { htmlFiles, readDist } from "../../scripts/built-site.ts";

/** Every article file, read and checked as the collection reads them, by slug. */
const articles = new Map(readBlogFiles().map((article) => [article.slug, article]));
/** An article's front matter, as the schema gives it. */
const post = (slug: string) => {
  const article = articles.get(slug);
  if (!article) throw new Error(`no article ${slug} in content/blog/`);
  return article.data;
};
/** The publication day as YYYY-MM-DD, as pages and the feed write it. */
const day = (slug: string) => post(slug).date.toISOString().slice(0, 10);
/** The articles the build publishes, read from the collection: every file not marked as a draft. */
const PUBLISHED = [...articles.values()]
  .filter((article) => !article.data.draft)
  .map((article) => article.slug)
  .sort();
const redirectPages = new Set(Object.keys(BLOG_REDIRECTS).map((path) => `${path.slice(1)}.html`));
/** Built pages that are real pages, not the static hosts' redirect stubs. */
const builtPages = htmlFiles().filter((file) => !redirectPages.has(file));
/** "January 19, 2025" for 2025-01-19, the way the articles print their calendar date. */
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("the blog in the built site", () => {
  it("builds one page for each published article of the collection, and none for a draft", () => {
    expect(PUBLISHED.length).toBeGreaterThan(0);
    // Articles are the pages directly in blog/, besides the search page (listings sit in subfolders).
    const articlePages = builtPages
      .filter((file) => /^blog\/[^/]+\.html$/.test(file) && file !== "blog/search.html")
      .map((file) => file.replace(/^blog\//, "").replace(/\.html$/, ""));
    expect(articlePages).toEqual(PUBLISHED);
  });

  for (const slug of PUBLISHED) {
    describe(slug, () => {
      const html = readDist(`blog/${slug}.html`);
      const words = countWords(articles.get(slug)?.body ?? "");
      const minutes = readTimeMinutes(words);

      it("shows a read time computed from its words, within 4 to 15 minutes", () => {
        expect(minutes).toBeGreaterThanOrEqual(4);
        expect(minutes).toBeLessThanOrEqual(15);
        expect(html.includes(`${minutes} min read`)).toBe(true);
      });

      it("has a calendar date and shows it", () => {
        // A day, not a moment: written YYYY-MM-DD, it is midnight UTC.
        expect(post(slug).date.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
        const date = day(slug);
        expect(html).toContain(`datetime="${date}">${longDate(date)}<`);
      });

      it("has BlogPosting structured data that parses and names its headline", () => {
        const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
          JSON.parse(m[1] ?? ""),
        );
        const posting = blocks.find((block) => block["@type"] === "BlogPosting");
        expect(posting.headline).toBe(post(slug).title);
        expect(posting.datePublished).toBe(day(slug));
        expect(posting.description).toBe(post(slug).description);
        expect(posting.publisher.name).toBe("Face Shape Detector");
      });

      it("carries canonical, Open Graph article and Twitter meta", () => {
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${slug}"`));
        expect(html).toContain('<meta property="og:type" content="article"');
        expect(html).toContain(`<meta property="article:published_time" content="${day(slug)}"`);
        expect(html).toContain('<meta name="twitter:card"');
      });

      it("ends with a call-out whose button leads to the analyzer", () => {
        const callout = /<aside aria-labelledby="cta-title"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "";
        expect(callout).toContain(`<a href="/" class="btn-primary mt-5">${post(slug).cta.label}</a>`);
      });

      it("links to other articles or the analyzer, and never to a missing article", () => {
        const links = [...(articles.get(slug)?.body ?? "").matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? "");
        expect(links.length).toBeGreaterThan(0);
        for (const link of links.filter((href) => href.startsWith("/blog/"))) {
          expect(PUBLISHED).toContain(link.replace("/blog/", "").split("#")[0]);
        }
      });
    });
  }
});

describe("the RSS feed", () => {
  const xml = readDist("rss.xml");

  it("is well-formed XML with every published post, newest first", () => {
    expect(() => SyntaxValidator.validate(xml)).not.toThrow();
    const feed = new XMLParser().parse(xml);
    const items = feed.rss.channel.item as { title: string; link: string; pubDate: string }[];
    expect(items.map((item) => item.link.replace(/^https?:\/\/[^/]+/, "")).sort()).toEqual(
      PUBLISHED.map((slug) => `/blog/${slug}`),
    );
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(items.map((item) => decode(item.title)).sort()).toEqual(PUBLISHED.map((slug) => post(slug).title).sort());
  });

  it("is linked from the head of every page", () => {
    expect(builtPages).toContain("index.html");
    const withoutFeed = builtPages.filter(
      (page) => !readDist(page).includes('<link rel="alternate" type="application/rss+xml"'),
    );
    expect(withoutFeed).toEqual([]);
  });
});

describe("the blog index", () => {
  const html = readDist("blog.html");
  /** The index's pages in order: /blog, then /blog/page/2 and on. */
  const listing = [
    html,
    ...Array.from({ length: Math.ceil(PUBLISHED.length / POSTS_PER_PAGE) - 1 }, (_, i) =>
      readDist(`blog/page/${i + 2}.html`),
    ),
  ];
  it("lists every post across its pages, newest first, and offers the analyzer", () => {
    const cards = (page: string) => [...page.matchAll(/<h2[^>]*>\s*<a href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    for (const page of listing) expect(cards(page).length).toBeLessThanOrEqual(POSTS_PER_PAGE);
    const order = listing.flatMap(cards);
    expect([...order].sort()).toEqual(PUBLISHED);
    const dates = order.map((slug) => day(slug ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(html).toContain("Face Shape Style Blog");
    expect(html).toMatch(/<a href="\/" class="btn-primary">Try Face Shape Detector<\/a>/);
  });
});

describe("the blog index's pages", () => {
  it("has exactly as many pages as the posts need, each linked to the next", () => {
    const pages = Math.max(1, Math.ceil(PUBLISHED.length / POSTS_PER_PAGE));
    const built = builtPages.filter((file) => /^blog\/page\/\d+\.html$/.test(file)).sort();
    expect(built).toEqual(Array.from({ length: pages - 1 }, (_, i) => `blog/page/${i + 2}.html`).sort());
    for (let number = 2; number <= pages; number += 1) {
      const page = readDist(`blog/page/${number}.html`);
      expect(page).toContain(`<title>Face Shape Style Blog, page ${number} | `);
      expect(page).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/page/${number}"`));
      expect(page).toContain(`href="${number === 2 ? "/blog" : `/blog/page/${number - 1}`}" rel="prev"`);
    }
    if (pages > 1) expect(readDist("blog.html")).toContain('href="/blog/page/2" rel="next"');
  });
});

describe("old addresses", () => {
  const rules = readDist("_redirects").split("\n");
  for (const [from, to] of Object.entries(BLOG_REDIRECTS)) {
    it(`${from} leads to ${to}, on a host that reads _redirects and on one that does not`, () => {
      expect(rules).toContain(`${from} ${to} 301`);
      const stub = readDist(`${from.slice(1)}.html`);
      expect(stub).toContain(`<meta http-equiv="refresh" content="0; url=${to}"`);
      expect(stub).toContain('<meta name="robots" content="noindex"');
      expect(builtPages).toContain(`${to.slice(1)}.html`);
    });
  }
});
