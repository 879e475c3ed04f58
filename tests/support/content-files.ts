/**
 * The tests' readers of the editorial content (tests beside the code, tests/dist, tests/e2e): the
 * same files as src/content.config.ts, checked by the same schemas (src/lib/content/*-schema.ts),
 * so expectations follow what an editor writes instead of a hand-kept copy.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { FACE_SHAPES } from "../../src/data/face-shapes";
import {
  blogCategorySchema,
  blogPostSchema,
  type BlogCategoryData,
  type BlogPostData,
} from "../../src/lib/content/blog-schema";
import {
  BLOG_CONTENT_DIR,
  CONTENT_DIR,
  mdxFiles,
  readArticleSources,
  readMdx,
} from "../../src/lib/content/content-files";
import {
  faceShapeDescriptionSchema,
  type FaceShapeDescription,
} from "../../src/lib/content/face-shape-description-schema";
import { faqSchema, type FaqItem } from "../../src/lib/content/faq-schema";
import { homeContentSchema, type HomeContent } from "../../src/lib/content/home-content-schema";
import { legalPageSchema, type LegalPageData } from "../../src/lib/content/legal-page-schema";
import { modelAccuracySchema, type ModelAccuracyText } from "../../src/lib/content/model-accuracy-schema";

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

/** The words of the accuracy page and "How accurate is it?", shared placeholders filled in (the figures' {…} are left for the page). */
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
