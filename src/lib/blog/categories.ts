/** Blog categories as URLs: each category in use has a page at /blog/category/<slug>. */

/** "Premium Men's Grooming" -> "premium-mens-grooming". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .normalize("NFKD")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The category page's path, first page. */
export function categoryPath(category: string): string {
  return `/blog/category/${categorySlug(category)}`;
}
