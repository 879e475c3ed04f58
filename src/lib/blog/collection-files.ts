/**
 * Reads the blog collection straight from its files, for tests and scripts that run outside
 * Astro: the same folder and schema as src/content.config.ts, so expectations follow the posts
 * an editor adds instead of a hand-kept list.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { blogPostSchema, type BlogPostData } from "./blog-schema";

export const BLOG_CONTENT_DIR = join(import.meta.dirname, "../../../content/blog");

export interface CollectionFile {
  slug: string;
  data: BlogPostData;
  body: string;
}

/** Every article file, parsed and checked by the collection's schema (drafts included). */
export function readBlogFiles(dir = BLOG_CONTENT_DIR): CollectionFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const source = readFileSync(join(dir, file), "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
      if (!match) throw new Error(`${file} has no front matter.`);
      return {
        slug: file.replace(/\.mdx$/, ""),
        data: blogPostSchema.parse(parse(match[1] ?? "")),
        body: match[2] ?? "",
      };
    });
}
