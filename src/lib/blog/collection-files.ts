/**
 * The blog's files as the content reader gives them (src/lib/content/content-files.ts, the one
 * reader of content files outside Astro). Kept only for the cover scripts in tools/illustrations/,
 * which import it from here.
 */
export { BLOG_CONTENT_DIR, readBlogFiles } from "../content/content-files";
