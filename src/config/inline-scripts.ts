/**
 * Every inline script the built site may carry, by its SHA-256 (the hash its Content-Security-Policy
 * allows), with what it is. The build refuses a page with any other inline script and names the
 * page and the script (src/integrations/static-host-files.ts): a script that arrives through an
 * article, a dependency or a build plugin does not run just because the build saw it.
 *
 * Astro's and Vite's own scripts change with their versions: after an upgrade the build names the
 * new hash; read the script it quotes, then replace the entry here.
 */
import type { CspHash } from "../lib/security/built-policy";

export interface ListedScript {
  hash: CspHash;
  /** What the script is, and where it comes from. */
  what: string;
}

/** The page guard of the page that starts the face engine (src/lib/security/page-guard.ts; checked by its test). */
export const ENGINE_PAGE_GUARD_HASH: CspHash = "sha256-MSWs1tSrg6ID4Hhxl55iRa+2DQEAd+Grwc5i9ovmZY4=";
/** The page guard of every other page. */
export const PAGE_GUARD_HASH: CspHash = "sha256-0ei/3PgNB9qKnbD09piL6pRDpa/rgsgGYZ+HO3rWQBk=";

export const INLINE_SCRIPTS: readonly ListedScript[] = [
  {
    hash: ENGINE_PAGE_GUARD_HASH,
    what: "The page guard, first script of the home page: the site's Trusted Types policies, workers only from blob:, no frame by another origin (src/components/page-guard.astro)",
  },
  { hash: PAGE_GUARD_HASH, what: "The page guard of every other page (src/components/page-guard.astro)" },
  {
    hash: "sha256-EDm6Z2y/UghjQiIu2zudUNpO3depbK0jYpnDCwPFIXw=",
    what: "The theme before first paint (src/components/theme-script.astro, every page)",
  },
  {
    hash: "sha256-G1f8Ap41wUi0KuVNzHL8vnqS2Hk1hgkKmOmlF4IQ3DQ=",
    what: "Registers the service worker through its Trusted Types policy (src/lib/offline/register-service-worker.ts, from base-layout.astro)",
  },
  {
    hash: "sha256-PQV+mk+RwDuEH2E5VLrH0Gdk3Y56D4KTdy+SBrYGzKQ=",
    what: "Takes up a photo dropped before the analyzer hydrates (src/components/early-photo-drop.astro, home)",
  },
  {
    hash: "sha256-rb7DmkLjmeinHUjIex1I4RsPzdoLtQWpRkXBhFT4WwM=",
    what: "The offline page's list (src/pages/offline.astro)",
  },
  {
    hash: "sha256-YrRhymM0F9gMn2S4A6+Nq6DTf2nQCqd/qwYUgtFYcms=",
    what: "The 404 page's console note (src/pages/404.astro)",
  },
  {
    hash: "sha256-2v7UPo75luFKgM6oLSfRXbimywNHhP8eydURyM7oaJ0=",
    what: "Blog search (src/page-scripts/blog-search.ts, /blog/search)",
  },
  {
    hash: "sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U=",
    what: "Astro's island element (astro-island), on every page with an island",
  },
  { hash: "sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw=", what: "Astro's client:idle directive" },
  {
    hash: "sha256-0chmwFk0zaA528yFfGV7J9ppIpdfTPPULncDF3WG7Zs=",
    what: "Astro's client:media directive (the mobile menu)",
  },
  {
    hash: "sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=",
    what: "Astro's client:visible directive (the FAQ, the contact form)",
  },
  { hash: "sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c=", what: "Astro's client:load directive (/result)" },
  {
    hash: "sha256-aZeYS+RnxNjOWeXT7iHCZZIE10aeSODcHJdAF0jtMVs=",
    what:
      "The face engine's sandbox boot script, in no page's HTML: the srcdoc document the analyzer makes " +
      "(src/lib/face-engine/sandbox/sandbox-document.ts); in the policy of each page that starts it",
  },
];
