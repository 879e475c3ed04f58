/**
 * The site's own Astro config plus one extra page, `/__engine-harness`, that the calibration,
 * the benchmarks and the engine browser test drive in headless Chromium. Built into dist-engine/
 * only (`npm run engine:build`); the public site never has this page.
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

export default {
  ...siteConfig,
  integrations: [...(siteConfig.integrations ?? []), engineHarness()],
};
