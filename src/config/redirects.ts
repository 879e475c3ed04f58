/**
 * Permanent redirects from short or older article slugs to the article they mean.
 * One list feeds both Astro's static redirect pages and the `_redirects` file that
 * static hosts and CDNs read, so the two can never disagree.
 */
export const BLOG_REDIRECTS: Readonly<Record<string, string>> = {
  "/blog/celebrity-face-shapes-inspiration": "/blog/celebrity-face-shapes-style-inspiration",
  "/blog/hairstyles-oval-faces": "/blog/best-hairstyles-oval-faces",
  "/blog/glasses-for-round-faces": "/blog/glasses-round-faces",
  "/blog/makeup-heart-shaped-faces": "/blog/makeup-tips-heart-shaped-faces",
  "/blog/measure-face-shape": "/blog/measure-face-shape-home",
  "/blog/sunglasses-trends-2025": "/blog/sunglasses-trends-2025-face-shape",
  "/blog/hats-face-shape": "/blog/choose-hats-face-shape",
  "/blog/celebrity-hairstyles": "/blog/top-celebrity-hairstyles",
};

/** Lines of a Netlify/Cloudflare-style `_redirects` file. */
export function redirectsFileLines(redirects: Readonly<Record<string, string>>): string[] {
  return Object.entries(redirects).map(([from, to]) => `${from} ${to} 301`);
}
