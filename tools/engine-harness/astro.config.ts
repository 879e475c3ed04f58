/**
 * The build of the engine harness page, `/__engine-harness`, that the calibration, the benchmarks
 * and the engine browser tests drive in headless Chromium: the site's own Astro config (its Vite
 * plugins, among them the face files' digests, and its Content-Security-Policy, written by the
 * same host-files step) with this folder as its source folder, so that the site's pages, articles
 * and offline files are not built again: only the harness and the site's offline page, which the
 * host-files step needs (./pages/offline.astro). Built into dist-engine/ only
 * (`npm run engine:build`); the public site never has this page.
 */
import type { AstroIntegration } from "astro";
import siteConfig from "../../astro.config.mjs";

function engineHarness(): AstroIntegration {
  return {
    name: "face-engine-harness",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        injectRoute({
          pattern: "/__engine-harness",
          entrypoint: new URL("./engine-harness.astro", import.meta.url),
        });
      },
    },
  };
}

/** The site's integrations these pages need: the host files step, and the offline page's renderers. */
const KEPT = new Set(["static-host-files", "@astrojs/react", "@astrojs/mdx"]);

const HERE = new URL("./", import.meta.url);

export default {
  ...siteConfig,
  // This folder is the build's root, so that Astro's generated types (.astro/) stay here and never
  // replace the site's while the site is type-checked beside this build (npm test's lanes); its
  // tsconfig.json extends the site's, for the same import aliases.
  root: HERE.pathname,
  srcDir: HERE.pathname,
  publicDir: new URL("../../public/", import.meta.url).pathname,
  outDir: new URL("../../dist-engine/", import.meta.url).pathname,
  integrations: [
    ...(siteConfig.integrations ?? []).filter(
      (integration) =>
        integration && typeof integration === "object" && "name" in integration && KEPT.has(integration.name),
    ),
    engineHarness(),
  ],
  vite: {
    ...siteConfig.vite,
    resolve: {
      ...siteConfig.vite?.resolve,
      // @vladmandic/human's package exports only its code; the harness worker takes the face
      // mesh's model files from its models/ folder (./harness-model-files.ts).
      alias: {
        "@vladmandic/human/models": new URL("../../node_modules/@vladmandic/human/models", import.meta.url).pathname,
      },
    },
  },
};
