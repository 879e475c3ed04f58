import { SITE_PATHS } from "../../config/site-paths";

/**
 * Every address of the blog, built here and nowhere else: the site has no trailing slash
 * (astro.config.mjs), so a change of scheme is one edit.
 */

/** The blog index, first page. */
export const BLOG_PATH = SITE_PATHS.blog;

/** The search page; its form sends `?q=` here. */
export const BLOG_SEARCH_PATH = `${BLOG_PATH}/search`;

/** An article's page: `/blog/<slug>`, the slug being its file name in content/blog/. */
export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** An article's generated Open Graph card. */
export function ogImagePath(slug: string): string {
  return `/og/${slug}.png`;
}

/** A category page's path, first page: `/blog/category/<key>`, the key of its entry in content/blog-categories.yaml. */
export function categoryPath(key: string): string {
  return `${BLOG_PATH}/category/${key}`;
}

/** The path of page `number` of a listing: the listing's own path for page 1, then `<base>/page/<n>`. */
export function listingPath(base: string, number: number): string {
  return number <= 1 ? base : `${base}/page/${number}`;
}

/**
 * What a listing page adds to its listing's path, as a rest parameter (`[...page].astro`):
 * nothing for page 1, `page/<n>` after it.
 */
export function listingPageParam(number: number): string | undefined {
  return number <= 1 ? undefined : `page/${number}`;
}

/** The key a category's name calls for: "Premium Men's Grooming" -> "premium-mens-grooming". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .normalize("NFKD")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
