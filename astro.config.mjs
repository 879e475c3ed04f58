// @ts-check
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { BLOG_REDIRECTS } from "./src/config/redirects";
import { policyDirectives, SCRIPT_SOURCES } from "./src/config/security";
import { SITE_URL_MISSING, resolveSiteConfig } from "./src/config/site";
import { articleGuard } from "./src/integrations/article-guard";
import { offline } from "./src/integrations/offline";
import { searchIndex } from "./src/integrations/search-index";
import { staticHostFiles } from "./src/integrations/static-host-files";
import { sonnerStylesheet } from "./src/integrations/sonner-stylesheet";
import { faceFileDigestsPlugin } from "./src/integrations/face-file-digests";
import { OFFLINE_PAGE } from "./src/lib/offline/offline-config";

/** The build's mode (`astro build --mode name`; `astro dev` is "development"), which picks the `.env.<mode>` files. */
const modeFlag = process.argv.indexOf("--mode");
const mode =
  modeFlag > -1
    ? (process.argv[modeFlag + 1] ?? "production")
    : process.argv.includes("dev")
      ? "development"
      : "production";
// The same values the pages read through import.meta.env: `.env` files (as Vite loads them), with
// the environment's own values first, so the contact endpoint reaches both the form and its policy.
const site = resolveSiteConfig({ ...loadEnv(mode, process.cwd(), ""), ...process.env });
// An operator building for a deploy learns at once that the site has no real address yet.
if (!site.address) console.warn(`[site] ${SITE_URL_MISSING}`);
/** Where the build goes; a second build (the contact-endpoint tests) uses another folder. */
const outDir = process.env["SITE_OUT_DIR"] ?? "dist";

/** Pages that exist in `dist` but are not real destinations for search engines. */
const NOT_IN_SITEMAP = ["/404", "/500", "/result", OFFLINE_PAGE];

/**
 * Whether a built page belongs in the sitemap.
 * @param {string} page the page's full URL
 * @returns {boolean}
 */
function inSitemap(page) {
  const path = new URL(page).pathname;
  return !NOT_IN_SITEMAP.includes(path) && !Object.keys(BLOG_REDIRECTS).includes(path);
}

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: site.url,
  outDir,
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [
    articleGuard(),
    react(),
    mdx(),
    sitemap({ filter: inSitemap }),
    searchIndex(),
    staticHostFiles({ contactEndpoint: site.contactEndpoint }),
    offline({ retire: process.env["RETIRE_SERVICE_WORKER"] === "1" }),
  ],
  // Astro writes each page's policy as a meta tag; the build's last steps replace its script and
  // style hashes with those of the page's own inline scripts and styles (static-host-files.ts).
  security: {
    csp: {
      directives: policyDirectives(),
      scriptDirective: { resources: SCRIPT_SOURCES },
      styleDirective: { resources: ["'self'"] },
    },
  },
  vite: {
    // sonner's stylesheet comes from its CSS file, bundled with the page's, not injected at run time.
    plugins: [tailwindcss(), sonnerStylesheet(), faceFileDigestsPlugin()],
    // Constants imported from another module (the storage keys, limits) are written where they are
    // used, so a module of shared constants does not become code every page loads.
    build: { rolldownOptions: { optimization: { inlineConst: { mode: "all" } } } },
  },
});
