import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBlogCategoryFiles, readBlogFiles } from "../support/content-files";
import { readImageHeader } from "../../src/lib/photo/image-header";
import { DIST, readDist } from "../../scripts/built-site.ts";

/** The articles the build publishes: every file of the collection not marked as a draft. */
const published = readBlogFiles().filter((file) => !file.data.draft);
/** Each category's name, by the key articles write. */
const categoryNames = new Map(readBlogCategoryFiles().map(({ slug, name }) => [slug, name]));
const meta = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<");

describe("Open Graph images of the articles", () => {
  it("are built for every published article and nothing else", () => {
    expect(published.length).toBeGreaterThan(0);
    expect(readdirSync(join(DIST, "og")).sort()).toEqual(published.map(({ slug }) => `${slug}.png`).sort());
  });

  for (const { slug, data } of published) {
    describe(slug, () => {
      const html = readDist(`blog/${slug}.html`);
      const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "").origin;
      const imageUrl = `${origin}/og/${slug}.png`;

      it("names its own image in og:image, twitter:image and the BlogPosting's image", () => {
        expect(meta(html, "property", "og:image")).toBe(imageUrl);
        expect(meta(html, "name", "twitter:image")).toBe(imageUrl);
        expect(decode(meta(html, "property", "og:image:alt") ?? "")).toBe(
          `${data.title} (${categoryNames.get(data.category)})`,
        );
        const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
          JSON.parse(m[1] ?? ""),
        );
        const posting = blocks.find((block) => block["@type"] === "BlogPosting");
        // The cover the header shows, then this card.
        const cover = /<img[^>]*\ssrc="([^"]+)"[^>]*\salt="[^"]*"[^>]*class="mt-8/.exec(html)?.[1] ?? "(no cover)";
        expect(posting.image).toEqual([`${origin}${cover}`, imageUrl]);
      });

      it("is a PNG of the size the page declares, 1200 x 630", () => {
        const png = readFileSync(join(DIST, "og", `${slug}.png`));
        const declared = [meta(html, "property", "og:image:width"), meta(html, "property", "og:image:height")];
        expect(declared).toEqual(["1200", "630"]);
        expect(readImageHeader(png)).toEqual({ format: "png", width: 1200, height: 630 });
      });
    });
  }

  it("differ from one article to the next", () => {
    const hashes = published.map(({ slug }) =>
      createHash("sha256")
        .update(readFileSync(join(DIST, "og", `${slug}.png`)))
        .digest("hex"),
    );
    expect(new Set(hashes).size).toBe(published.length);
  });

  it("are not listed in the sitemap, which lists pages", () => {
    const sitemaps = readdirSync(DIST).filter((file) => /^sitemap-\d+\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(readDist(file)).not.toMatch(/\/og\/|\.png</);
  });
});
