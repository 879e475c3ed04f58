import { writeFile } from "node:fs/promises";
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type AstroIntegration } from "astro/config";
import { BLOG_REDIRECTS, redirectsFileLines } from "./src/config/redirects";
import { resolveSiteConfig } from "./src/config/site";

const site = resolveSiteConfig(process.env);

/** Pages that exist in `dist` but are not real destinations for search engines. */
const NOT_IN_SITEMAP = ["/404", "/500"];

/** Writes the `_redirects` file that static hosts and CDNs read, from the same list Astro uses. */
function staticHostFiles(): AstroIntegration {
  return {
    name: "static-host-files",
    hooks: {
      "astro:build:done": async ({ dir }) => {
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
  redirects: { ...BLOG_REDIRECTS },
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
