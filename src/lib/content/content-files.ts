/**
 * Reading the editorial content's files outside Astro: where they are, and an MDX file's front
 * matter and body. The site's build (integrations/article-guard.ts) and the cover generator
 * (tools/illustrations/) read the articles as written through it; the tests' readers, which check
 * every collection's files with its schema, are in tests/support/content-files.ts. Astro reads
 * the files with its own loaders.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

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
export function readMdx(dir: string, file: string): MdxSource {
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
export function mdxFiles(dir: string): string[] {
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
