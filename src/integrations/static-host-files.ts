/**
 * The site's own build step (an Astro integration): after the build it writes the `_headers` and
 * `_redirects` files that static hosts and CDNs read, and moves Astro's island style into <head>
 * so every page is valid HTML. `previewHeaders` gives `npm start` the same headers.
 */
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { BLOG_REDIRECTS, redirectsFileLines } from "../config/redirects";
import { headersFile, mergePolicies, parseHeadersFile, SECURITY_HEADERS } from "../config/security";

/** Astro writes its island style rule inside <body>, where HTML does not allow <style>; it belongs in <head>. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Moves the island style into <head> and collects each page's Content-Security-Policy,
 * so the `_headers` file can carry one policy that allows what every page needs.
 */
async function finishHtml(dir: URL): Promise<string[]> {
  const policies: string[] = [];
  const files = await readdir(dir, { recursive: true });
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const url = new URL(file, dir);
    const html = await readFile(url, "utf8");
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
    if (policy) policies.push(policy);
    if (!html.includes(ISLAND_STYLE)) continue;
    await writeFile(url, html.replaceAll(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`));
  }
  return policies;
}

/** The headers `npm start` serves: those of the last build's `_headers` file, as a static host would. */
export function previewHeaders(root: URL, outDir: string): Record<string, string> {
  const built = new URL(`${outDir}/_headers`, root);
  return existsSync(built) ? parseHeadersFile(readFileSync(built, "utf8")) : { ...SECURITY_HEADERS };
}

/** Finishes the static output: the `_redirects` and `_headers` files static hosts and CDNs read, and valid HTML. */
export function staticHostFiles(): AstroIntegration {
  return {
    name: "static-host-files",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const policies = await finishHtml(dir);
        await writeFile(new URL("_headers", dir), headersFile(mergePolicies(policies)));
        const lines = [
          "# Permanent redirects (generated from src/config/redirects.ts)",
          ...redirectsFileLines(BLOG_REDIRECTS),
        ];
        await writeFile(new URL("_redirects", dir), `${lines.join("\n")}\n`);
      },
    },
  };
}
