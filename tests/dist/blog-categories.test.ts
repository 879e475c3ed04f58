import { describe, expect, it } from "vitest";
import { BLOG_REDIRECTS, CATEGORY_REDIRECTS } from "../../src/config/redirects";
import { categoryPath, categorySlug } from "../../src/lib/blog/blog-paths";
import { readBlogCategoryFiles, readBlogFiles } from "../support/content-files";
import { POSTS_PER_PAGE } from "../../src/lib/blog/pagination";
import { htmlFiles, readDist } from "../../scripts/built-site.ts";

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const published = readBlogFiles()
  .filter((post) => !post.data.draft)
  .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug));
const entries = readBlogCategoryFiles();
/** The names of the categories in use (articles write their keys). */
const inUse = entries
  .filter(({ slug }) => published.some((post) => post.data.category === slug))
  .map(({ name }) => name);
const nameOf = (key: string) => entries.find((entry) => entry.slug === key)?.name ?? key;
const redirectPages = new Set(Object.keys(BLOG_REDIRECTS).map((path) => `${path.slice(1)}.html`));
/** Built pages that are real pages, not the static hosts' redirect stubs. */
const builtPages = htmlFiles().filter((file) => !redirectPages.has(file));
/** The fewest articles a category may hold: fewer, and it belongs in a broader one. */
const MIN_POSTS_PER_CATEGORY = 3;

/** The article slugs a listing page shows, in order. */
const cards = (html: string) => [...html.matchAll(/<h2[^>]*>\s*<a href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);

describe("category pages", () => {
  it("name beards where the beard articles are, so a man finds them", () => {
    const beardArticles = published.filter((post) => /beard/i.test(post.data.title));
    expect(beardArticles.length).toBeGreaterThan(0);
    for (const post of beardArticles) expect(nameOf(post.data.category)).toMatch(/beard/i);
  });

  it("exist for exactly the categories in use", () => {
    const built = builtPages
      .filter((file) => /^blog\/category\/[^/]+\.html$/.test(file))
      .map((file) => file.replace(/^blog\/category\//, "").replace(/\.html$/, ""))
      .sort();
    expect(built).toEqual(inUse.map(categorySlug).sort());
  });

  it("each category has an entry keyed by its slug in content/blog-categories.yaml", () => {
    for (const category of entries.map(({ name }) => name).filter((name) => inUse.includes(name))) {
      expect(entries.find((entry) => entry.name === category)?.slug).toBe(categorySlug(category));
    }
  });

  for (const category of inUse) {
    describe(category, () => {
      const slug = categorySlug(category);
      const entry = entries.find((e) => e.name === category);
      const posts = published.filter((post) => nameOf(post.data.category) === category).map((post) => post.slug);
      const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
      const listing = [
        readDist(`blog/category/${slug}.html`),
        ...Array.from({ length: pages - 1 }, (_, i) => readDist(`blog/category/${slug}/page/${i + 2}.html`)),
      ];
      const html = listing[0] ?? "";

      it(`holds at least ${MIN_POSTS_PER_CATEGORY} articles`, () => {
        expect(listing.flatMap(cards).length).toBeGreaterThanOrEqual(MIN_POSTS_PER_CATEGORY);
      });

      it("lists exactly its posts, newest first, across its pages", () => {
        expect(listing.flatMap(cards)).toEqual(posts);
        for (const page of listing) expect(cards(page).length).toBeLessThanOrEqual(POSTS_PER_PAGE);
      });

      it("has its own title, description and canonical URL", () => {
        expect(decode(html)).toContain(`<title>${category} articles | `);
        expect(decode(html)).toContain(`<meta name="description" content="${entry?.description}"`);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${categoryPath(slug)}"`));
        expect(decode(html)).toMatch(new RegExp(`<h1[^>]*>${category.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
        expect(html).toContain(`href="${categoryPath(slug)}"`);
      });

      it("is in the sitemap", () => {
        expect(readDist("sitemap-0.xml")).toMatch(new RegExp(`<loc>https?://[^<]+${categoryPath(slug)}</loc>`));
      });
    });
  }

  it("every article's category badge links to its category page", () => {
    for (const post of published) {
      const html = decode(readDist(`blog/${post.slug}.html`));
      expect(html).toContain(`<a href="${categoryPath(categorySlug(nameOf(post.data.category)))}" class="badge`);
    }
  });
});

/**
 * The category pages the blog had when it had thirteen categories (now five): each
 * address must still lead somewhere, as a category page or a redirect to one.
 */
const FORMER_CATEGORY_SLUGS = [
  "premium-hair-styling",
  "luxury-eyewear",
  "luxury-beauty",
  "guide",
  "premium-mens-grooming",
  "luxury-jewelry",
  "hairstyles",
  "luxury-eyewear-fashion",
  "accessories",
  "celebrity-style",
  "mens-style",
  "premium-hair-color",
  "beauty",
];

describe("retired categories", () => {
  const current = inUse.map((name) => categoryPath(categorySlug(name)));
  const retired = [
    ...new Set([...FORMER_CATEGORY_SLUGS.map((slug) => `/blog/category/${slug}`), ...Object.keys(CATEGORY_REDIRECTS)]),
  ].filter((path) => !current.includes(path));
  const rules = readDist("_redirects").split("\n");

  for (const from of retired) {
    it(`${from} redirects to a category page, on every kind of host`, () => {
      const to = rules.find((rule) => rule.startsWith(`${from} `))?.split(" ")[1] ?? "";
      expect(current, `${from} has a rule in _redirects`).toContain(to);
      expect(rules).toContain(`${from} ${to} 301`);
      const stub = readDist(`${from.slice(1)}.html`);
      expect(stub).toContain(`<meta http-equiv="refresh" content="0; url=${to}"`);
      expect(stub).toContain('<meta name="robots" content="noindex"');
    });
  }

  it("are linked from no page of the site", () => {
    const links = builtPages.flatMap((file) =>
      [...readDist(file).matchAll(/href="([^"#?]+)/g)].map((match) => ({ file, href: match[1] ?? "" })),
    );
    expect(links.length).toBeGreaterThan(0);
    // A retired address, or one of its later pages, written relative or absolute.
    const stale = links.filter(({ href }) => {
      const path = href.replace(/^https?:\/\/[^/]+/, "").replace(/\/$/, "");
      return retired.some((old) => path === old || path.startsWith(`${old}/`));
    });
    expect(stale).toEqual([]);
  });
});

describe("the search page", () => {
  const html = readDist("blog/search.html");
  it("has a labelled search form that works as a plain GET form", () => {
    expect(html).toMatch(/<form action="\/blog\/search" method="get" role="search"/);
    expect(html).toMatch(/<label for="search-query"[^>]*>Search the articles<\/label>/);
  });

  it("comes with Pagefind's index of exactly the published articles", () => {
    const entry = JSON.parse(readDist("pagefind/pagefind-entry.json")) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages["en"]?.page_count).toBe(published.length);
  });

  it("costs the other pages nothing: only the search page refers to Pagefind", () => {
    const referring = htmlFiles().filter((file) => readDist(file).includes("pagefind/pagefind.js"));
    expect(referring).toEqual(["blog/search.html"]);
  });
});
