/**
 * The addresses of the site's pages (the blog's many addresses are built from `blog` in
 * src/lib/blog/blog-paths.ts). A few paths still live beside their own code: the result link's
 * (src/lib/result/codec.ts), the offline page and service worker's (src/lib/offline/offline-config.ts),
 * the feed's (/rss.xml, src/layouts/base-layout.astro) and the 404 page's own links. The site has no trailing slash
 * (astro.config.mjs). Imports nothing, so the preview server reads it without the build.
 */
export const SITE_PATHS = {
  home: "/",
  about: "/about",
  /** How accurate the analysis is: every measured figure, each step in full and its limits. */
  accuracy: "/accuracy",
  blog: "/blog",
  contact: "/contact",
  privacy: "/privacy-policy",
  terms: "/terms-of-service",
  /** The home page's FAQ and its analyzer, by their section ids. */
  faq: "/#faq",
  analyzer: "/#home",
  cookies: "/privacy-policy#cookies",
} as const;
