import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { BLOG_REDIRECTS, redirectsFileLines } from "./src/config/redirects";
import {
  headersFile,
  mergePolicies,
  parseHeadersFile,
  policyDirectives,
  SCRIPT_SOURCES,
  SECURITY_HEADERS,
  themeScriptHash,
  earlyPhotoDropHash,
  toastStyleHash,
} from "./src/config/security";
import { resolveSiteConfig } from "./src/config/site";

const site = resolveSiteConfig(process.env);
const root = new URL("./", import.meta.url);
/** Where the build goes; a second build (the contact-endpoint tests) uses another folder. */
const outDir = process.env["SITE_OUT_DIR"] ?? "dist";

/** Pages that exist in `dist` but are not real destinations for search engines. */
const NOT_IN_SITEMAP = ["/404", "/500", "/result"];

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
function previewHeaders(): Record<string, string> {
  const built = new URL(`${outDir}/_headers`, root);
  return existsSync(built) ? parseHeadersFile(readFileSync(built, "utf8")) : { ...SECURITY_HEADERS };
}

/** Finishes the static output: the `_redirects` and `_headers` files static hosts and CDNs read, and valid HTML. */
function staticHostFiles(): AstroIntegration {
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

export default defineConfig({
  site: site.url,
  outDir,
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) =>
        !NOT_IN_SITEMAP.some((path) => new URL(page).pathname === path) &&
        !Object.keys(BLOG_REDIRECTS).includes(new URL(page).pathname),
    }),
    staticHostFiles(),
  ],
  security: {
    csp: {
      directives: policyDirectives(site),
      scriptDirective: { resources: SCRIPT_SOURCES, hashes: [themeScriptHash(root), earlyPhotoDropHash(root)] },
      styleDirective: { resources: ["'self'"], hashes: [toastStyleHash(root)] },
    },
  },
  // `npm start` (astro preview) sends the headers a static host would; the dev server needs none.
  server: ({ command }) => (command === "preview" ? { headers: previewHeaders() } : {}),
  vite: {
    plugins: [tailwindcss()],
  },
});
