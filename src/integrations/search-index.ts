/**
 * Blog search: after the build, Pagefind indexes the text of every article (the elements marked
 * `data-pagefind-body`, which only article pages have) and writes its index and its small search
 * library to `<build>/pagefind/`. The search page loads them only when a visitor searches, and
 * searches in the page itself (its worker is removed).
 */
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";

export function searchIndex(): AstroIntegration {
  return {
    name: "search-index",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
        const added = await index.addDirectory({ path: site });
        if (added.errors.length > 0) throw new Error(`Pagefind could not index the site: ${added.errors.join("; ")}`);
        const written = await index.writeFiles({ outputPath: `${site}/pagefind` });
        if (written.errors.length > 0)
          throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
        await pagefind.close();
        // The search runs in the page, under the page's policy (src/page-scripts/blog-search.ts):
        // Pagefind's worker, which starts from its own address and so would run with no policy on a
        // host that ignores _headers, is not shipped.
        await rm(`${site}/pagefind/pagefind-worker.js`);
        logger.info(`read ${added.page_count} pages; indexed the text of those marked data-pagefind-body`);
      },
    },
  };
}
