/**
 * The one reader of the editorial content's files outside Astro, for tests, the build-output
 * checks and the tools (tools/illustrations/): the same files as src/content.config.ts, checked by
 * the same schemas (the *-schema.ts files beside this one), so expectations follow what an editor
 * writes instead of a hand-kept copy. Astro reads the files with its own loaders.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { FACE_SHAPES } from "../../data/face-shapes";
import { blogCategorySchema, blogPostSchema, type BlogCategoryData, type BlogPostData } from "./blog-schema";
import { faceShapeDescriptionSchema, type FaceShapeDescription } from "./face-shape-description-schema";
import { faqSchema, type FaqItem } from "./faq-schema";
import { homeContentSchema, type HomeContent } from "./home-content-schema";
import { legalPageSchema, type LegalPageData } from "./legal-page-schema";
import { modelAccuracySchema, type ModelAccuracyText } from "./model-accuracy-schema";

export const CONTENT_DIR = join(import.meta.dirname, "../../../content");
export const BLOG_CONTENT_DIR = join(CONTENT_DIR, "blog");

/** An MDX file as written: its whole text, its front matter (the YAML text and what it parses to) and its body. */
export interface MdxSource {
  /** The file name, e.g. "oval-face-fringes.mdx". */
  file: string;
  /** The file name without ".mdx": the page's address. */
  slug: string;
  path: string;
  source: string;
  frontMatter: string;
  data: unknown;
  body: string;
}

/** An MDX file's front matter (YAML) and its body. */
function readMdx(dir: string, file: string): MdxSource {
  const path = join(dir, file);
  const source = readFileSync(path, "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file} has no front matter.`);
  const frontMatter = match[1] ?? "";
  return {
    file,
    slug: file.replace(/\.mdx$/, ""),
    path,
    source,
    frontMatter,
    data: parse(frontMatter) as unknown,
    body: match[2] ?? "",
  };
}

/** The MDX files of a folder, sorted by name. */
function mdxFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort();
}

/**
 * Every article file as written, front matter parsed but not checked (drafts included): for a tool
 * that completes the front matter, such as the cover generator.
 */
export function readArticleSources(dir = BLOG_CONTENT_DIR): MdxSource[] {
  return mdxFiles(dir).map((file) => readMdx(dir, file));
}

/** The blog's categories in the file's order, each with its key (the URL slug articles refer to). */
export function readBlogCategoryFiles(): ({ slug: string } & BlogCategoryData)[] {
  const entries = parse(readFileSync(join(CONTENT_DIR, "blog-categories.yaml"), "utf8")) as Record<string, unknown>;
  return Object.entries(entries).map(([slug, value]) => ({ slug, ...blogCategorySchema.parse(value) }));
}

export interface BlogFile {
  slug: string;
  data: BlogPostData;
  body: string;
}

/**
 * Every article file, parsed and checked by the collection's schema (drafts included), with the
 * checks Astro makes at build: the category is an entry of content/blog-categories.yaml (the
 * collection's reference()) and the cover exists (its image()).
 */
export function readBlogFiles(dir = BLOG_CONTENT_DIR): BlogFile[] {
  const categories = readBlogCategoryFiles().map(({ slug }) => slug);
  return readArticleSources(dir).map(({ file, slug, data: frontMatterData, body }) => {
    const data = blogPostSchema.parse(frontMatterData);
    if (!categories.includes(data.category)) {
      throw new Error(
        `${file} uses the category "${data.category}", which has no entry in content/blog-categories.yaml: use one of ${categories.join(", ")}, or add one.`,
      );
    }
    if (!existsSync(join(dir, data.cover))) {
      throw new Error(
        `${file}: the cover ${data.cover} does not exist. Fix the path, or draw it with npm run illustrations:covers -- ${slug}.`,
      );
    }
    return { slug, data, body };
  });
}

/** The FAQ's questions and answers in the file's order (the page's order), placeholders filled in. */
export function readFaqFile(): FaqItem[] {
  return faqSchema.parse(parse(readFileSync(join(CONTENT_DIR, "faq.yaml"), "utf8"))).questions;
}

/** The home page's text, placeholders filled in; its featured articles exist (the collection's reference()). */
export function readHomeFile(): HomeContent {
  const home = homeContentSchema.parse(parse(readFileSync(join(CONTENT_DIR, "home.yaml"), "utf8")));
  for (const slug of home.guides.featured) {
    if (!existsSync(join(BLOG_CONTENT_DIR, `${slug}.mdx`)))
      throw new Error(`content/home.yaml features "${slug}", which is not an article in content/blog/.`);
  }
  return home;
}

/** The words of "How accurate is it?", shared placeholders filled in (the figures' {…} are left for the page). */
export function readModelAccuracyFile(): ModelAccuracyText {
  return modelAccuracySchema.parse(parse(readFileSync(join(CONTENT_DIR, "model-accuracy.yaml"), "utf8")));
}

/** The six face-shape descriptions, in FACE_SHAPES order. */
export function readFaceShapeFiles(): FaceShapeDescription[] {
  return FACE_SHAPES.map((shape) =>
    faceShapeDescriptionSchema.parse(
      JSON.parse(readFileSync(join(CONTENT_DIR, "face-shapes", `${shape.toLowerCase()}.json`), "utf8")),
    ),
  );
}

/**
 * The style catalogue's files as written, unchecked and keyed by file name (the schema's test
 * checks them, and builds faulty copies from them).
 */
export function readStyleCatalogueSources(): Record<string, unknown> {
  const dir = join(CONTENT_DIR, "style-catalogue");
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => [file, JSON.parse(readFileSync(join(dir, file), "utf8")) as unknown]),
  );
}

/** Every legal page's front matter and text, keyed by its slug (the file name, which is also the page's address). */
export function readLegalFiles(): { slug: string; data: LegalPageData; body: string }[] {
  const dir = join(CONTENT_DIR, "legal");
  return mdxFiles(dir).map((file) => {
    const { slug, data, body } = readMdx(dir, file);
    return { slug, data: legalPageSchema.parse(data), body };
  });
}
