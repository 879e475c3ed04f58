/**
 * Refuses, before anything is built (in `astro dev` too), an article that carries a script, a frame,
 * an embed or an event handler (src/lib/security/active-content.ts), naming the article and the
 * line: the site's pages run only the scripts it lists (src/config/inline-scripts.ts), and an
 * article is content, not code.
 */
import type { AstroIntegration } from "astro";
import { readArticleSources } from "../lib/content/content-files";
import { activeContentIn } from "../lib/security/active-content";

/** Every refusal in the articles, as "file:line: what" lines (empty when there is none). */
export function articleRefusals(articles = readArticleSources()): string[] {
  return articles.flatMap((article) =>
    activeContentIn(article.source).map(({ line, what }) => `content/blog/${article.file}:${line}: ${what}`),
  );
}

export function articleGuard(): AstroIntegration {
  return {
    name: "article-guard",
    hooks: {
      "astro:config:setup": () => {
        const refusals = articleRefusals();
        if (refusals.length > 0)
          throw new Error(`An article may not carry scripts, frames or event handlers:\n${refusals.join("\n")}`);
      },
    },
  };
}
