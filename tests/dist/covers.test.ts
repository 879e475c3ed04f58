import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBlogFiles } from "../support/content-files";
import { DIST, htmlFiles, readDist } from "../../scripts/built-site.ts";

/** The articles the build publishes, with the cover alt text their front matter gives. */
const published = readBlogFiles().filter((file) => !file.data.draft);
const altOf = new Map(published.map(({ slug, data }) => [slug, data.coverAlt]));

const decode = (text: string) =>
  text
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

interface Img {
  attrs: Record<string, string>;
  /** Where the tag starts in the page. */
  at: number;
}

function images(html: string): Img[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((match) => ({
    at: match.index,
    attrs: Object.fromEntries([...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? "")])),
  }));
}

/** The picture file an <img> loads, checked to exist in the build; its intrinsic size when it is an SVG. */
function builtFile(src: string | undefined): { path: string; svgSize?: [number, number] } {
  expect(src).toMatch(/^\/_astro\/[^/]+\.(svg|webp|avif|png|jpe?g)$/);
  const path = join(DIST, src ?? "");
  expect(existsSync(path), `${src} is in the build`).toBe(true);
  expect(statSync(path).size).toBeGreaterThan(0);
  if (!path.endsWith(".svg")) return { path };
  const root = /<svg\b[^>]*>/.exec(readFileSync(path, "utf8"))?.[0] ?? "";
  const size = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1]);
  return { path, svgSize: [size("width"), size("height")] };
}

/** Width and height are set and keep the picture's own proportions, so nothing moves when it loads. */
function expectReservedSpace(img: Img, svgSize?: [number, number]): void {
  const width = Number(img.attrs["width"]);
  const height = Number(img.attrs["height"]);
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  if (svgSize) expect(Math.abs(width / height - svgSize[0] / svgSize[1])).toBeLessThan(0.01);
  expect(img.attrs["class"]).toMatch(/\baspect-video\b/);
}

describe("article covers in the built site", () => {
  it("every published article has a cover", () => {
    expect(published.length).toBeGreaterThan(0);
  });

  for (const { slug, data } of published) {
    it(`${slug} opens with its cover, loaded at once`, () => {
      const html = readDist(`blog/${slug}.html`);
      const cover = images(html).find((img) => img.attrs["alt"] === data.coverAlt);
      expect(cover, "an <img> with the front matter's coverAlt").toBeDefined();
      if (!cover) return;
      expect(data.coverAlt.trim().length).toBeGreaterThan(0);
      // In the article's header: after the title, before the text.
      expect(cover.at).toBeGreaterThan(html.indexOf("<h1"));
      expect(cover.at).toBeLessThan(html.indexOf('class="prose-page'));
      expect(cover.attrs["loading"]).toBe("eager");
      expect(cover.attrs["fetchpriority"]).toBe("high");
      const file = builtFile(cover.attrs["src"]);
      expectReservedSpace(cover, file.svgSize);
    });
  }
});

describe("article cards in the built site", () => {
  /** Each card on a page: the article it links to and its pictures. */
  const cards = (html: string) =>
    [...html.matchAll(/<article class="card group[\s\S]*?<\/article>/g)].map(([card]) => ({
      slug: /<a href="\/blog\/([a-z0-9-]+)"/.exec(card)?.[1] ?? "",
      images: images(card),
    }));

  it("the blog index shows one cover per card, each the cover of the article it links to", () => {
    const onIndex = cards(readDist("blog.html"));
    expect(onIndex.length).toBeGreaterThan(0);
    onIndex.forEach((card, index) => {
      expect(altOf.has(card.slug), `${card.slug} is a published article`).toBe(true);
      expect(card.images, card.slug).toHaveLength(1);
      const [img] = card.images as [Img];
      expect(img.attrs["alt"]).toBe(altOf.get(card.slug));
      // The first row (three cards on a desktop) is in view on arrival; the rest load as they near it.
      expect(img.attrs["loading"]).toBe(index < 3 ? "eager" : "lazy");
      expectReservedSpace(img, builtFile(img.attrs["src"]).svgSize);
    });
  });

  it("every card on every page (home teaser, listings, related reading) has its article's cover", () => {
    const pages = htmlFiles().filter((file) => readDist(file).includes('<article class="card group'));
    expect(pages).toContain("index.html");
    for (const page of pages) {
      for (const card of cards(readDist(page))) {
        expect(card.images, `${page}: ${card.slug}`).toHaveLength(1);
        expect(card.images[0]?.attrs["alt"], `${page}: ${card.slug}`).toBe(altOf.get(card.slug));
        builtFile(card.images[0]?.attrs["src"]);
      }
    }
  });
});
