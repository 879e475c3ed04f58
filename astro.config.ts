import { readdir, readFile, writeFile } from "node:fs/promises";
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { BLOG_REDIRECTS, redirectsFileLines } from "./src/config/redirects";
import { resolveSiteConfig } from "./src/config/site";

const site = resolveSiteConfig(process.env);

/** Pages that exist in `dist` but are not real destinations for search engines. */
const NOT_IN_SITEMAP = ["/404", "/500"];

/** Astro writes its island style rule inside <body>, where HTML does not allow <style>; it belongs in <head>. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

async function moveIslandStyleToHead(dir: URL): Promise<void> {
  const files = await readdir(dir, { recursive: true });
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const url = new URL(file, dir);
    const html = await readFile(url, "utf8");
    if (!html.includes(ISLAND_STYLE)) continue;
    await writeFile(url, html.replaceAll(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`));
  }
}

/** Finishes the static output: the `_redirects` file static hosts and CDNs read, and valid HTML. */
function staticHostFiles(): AstroIntegration {
  return {
    name: "static-host-files",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await moveIslandStyleToHead(dir);
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
  vite: {
    plugins: [tailwindcss()],
  },
});
