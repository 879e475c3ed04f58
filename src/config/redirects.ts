/**
 * Permanent redirects from older addresses to the page they mean. One list feeds both Astro's
 * static redirect pages and the `_redirects` file that static hosts and CDNs read, so the two can
 * never disagree.
 */

/** Short or older article slugs, to the article they mean. */
export const ARTICLE_REDIRECTS: Readonly<Record<string, string>> = {
  "/blog/celebrity-face-shapes-inspiration": "/blog/celebrity-face-shapes-style-inspiration",
  "/blog/hairstyles-oval-faces": "/blog/best-hairstyles-oval-faces",
  "/blog/glasses-for-round-faces": "/blog/glasses-round-faces",
  "/blog/makeup-heart-shaped-faces": "/blog/makeup-tips-heart-shaped-faces",
  "/blog/measure-face-shape": "/blog/measure-face-shape-home",
  "/blog/sunglasses-trends-2025": "/blog/sunglasses-trends-2025-face-shape",
  "/blog/hats-face-shape": "/blog/choose-hats-face-shape",
  "/blog/celebrity-hairstyles": "/blog/top-celebrity-hairstyles",
};

/**
 * Retired category pages, each to the category that took most of its articles (the blog once had
 * thirteen categories; five were enough and easier to scan). None had a second page, so only first pages are listed; a
 * category renamed or merged later adds its old address here.
 */
export const CATEGORY_REDIRECTS: Readonly<Record<string, string>> = {
  "/blog/category/guide": "/blog/category/face-shape-guides",
  "/blog/category/celebrity-style": "/blog/category/face-shape-guides",
  "/blog/category/premium-hair-styling": "/blog/category/hairstyles",
  "/blog/category/premium-hair-color": "/blog/category/hairstyles",
  "/blog/category/luxury-eyewear": "/blog/category/glasses",
  "/blog/category/luxury-eyewear-fashion": "/blog/category/glasses",
  "/blog/category/beauty": "/blog/category/makeup-beards-grooming",
  "/blog/category/luxury-beauty": "/blog/category/makeup-beards-grooming",
  "/blog/category/premium-mens-grooming": "/blog/category/makeup-beards-grooming",
  "/blog/category/mens-style": "/blog/category/makeup-beards-grooming",
  "/blog/category/luxury-jewelry": "/blog/category/accessories",
  // Renamed so that a man looking for beard articles finds them.
  "/blog/category/makeup-grooming": "/blog/category/makeup-beards-grooming",
};

/** Every redirect of the site. */
export const BLOG_REDIRECTS: Readonly<Record<string, string>> = { ...ARTICLE_REDIRECTS, ...CATEGORY_REDIRECTS };

/** Lines of a Netlify/Cloudflare-style `_redirects` file. */
export function redirectsFileLines(redirects: Readonly<Record<string, string>>): string[] {
  return Object.entries(redirects).map(([from, to]) => `${from} ${to} 301`);
}

/** One rule of a `_redirects` file. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** Reads a `_redirects` file back (comments and blank lines skipped; 301 where no status is given). */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.split(/\s+/))
    .filter((parts): parts is [string, string, ...string[]] => parts.length >= 2)
    .map(([from, to, status]) => ({ from, to, status: Number(status ?? 301) }));
}
