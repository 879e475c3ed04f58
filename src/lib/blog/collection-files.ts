/**
 * Reads the blog collection straight from its files, for tests and scripts that run outside
 * Astro: the same folder and schema as src/content.config.ts, so expectations follow the posts
 * an editor adds instead of a hand-kept list.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
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
      const slug = file.replace(/\.mdx$/, "");
      const data = blogPostSchema.parse(parse(match[1] ?? ""));
      // Astro's image() checks this at build; scripts and tests check it here.
      if (!existsSync(join(dir, data.cover))) {
        throw new Error(
          `${file}: the cover ${data.cover} does not exist. Fix the path, or draw it with npm run illustrations:covers -- ${slug}.`,
        );
      }
      return { slug, data, body: match[2] ?? "" };
    });
}
