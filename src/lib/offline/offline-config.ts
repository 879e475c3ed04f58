/**
 * Offline use, defined once: where the service worker lives, the page it shows for a page never
 * opened, and which files it fetches ahead of use or only once used (docs/offline.md).
 */

/** The service worker's address: the site root, so it may answer for every page. */
export const SERVICE_WORKER_URL = "/sw.js";

/** The page shown, with no connection, in place of a page never opened (src/pages/offline.astro). */
export const OFFLINE_PAGE = "/offline";

/**
 * Files an analysis does without, so they are never fetched ahead of use, only kept once the face
 * worker asks for them: the identity network's later stages (asked for only when a second photo
 * joins an answer, for the same-person check), the appearance network where no shipped classifier
 * reads it, and the WASM runtime for browsers without SIMD (offline they use the JavaScript
 * backend). The build passes what the shipped classifiers read
 * (src/lib/face-shape/model/shipped-inputs.ts), which pages never load.
 */
export function fetchedOnUse(shipped: { appearance: boolean }): readonly RegExp[] {
  return [
    /\/face-identity[.-][\w-]+\.bin$/,
    /\/tfjs-backend-wasm[.-](?!simd)[\w-]+\.wasm$/,
    ...(shipped.appearance ? [] : [/\/face-appearance[.-][\w-]+\.bin$/]),
  ];
}

/**
 * The analyzer's files, kept once the visitor opens the analyzer (picks a photo or opens the camera)
 * and never on a mere visit to the home page: the face worker with every file it names (weights,
 * SIMD WASM, and the appearance network where a shipped classifier reads it: about 2 MB gzip),
 * and the style drawings a result shows (72 catalogue styles, three
 * drawings each: about 0.3 MB gzip), so a result shown offline has every picture.
 */
export const ANALYZER_FILES: readonly RegExp[] = [
  /^\/_astro\/face-landmarks\.worker[.-][\w-]+\.js$/,
  /^\/illustrations\/styles\/[\w-]+\.svg$/,
];

/**
 * Files kept whenever a page fetches them, though no page lists them: hashed build files (the
 * font's other alphabets, a file used only at run time) and the illustrations.
 */
export const KEEP_ON_FETCH: readonly string[] = ["/_astro/", "/illustrations/", "/pagefind/"];

/**
 * Files pages fetch by addresses built at run time, by page: the blog search page loads Pagefind's
 * library, its WASM and its index (about 0.3 MB gzip for 20 articles), so search works offline once the
 * search page has been opened. Pagefind's ready-made UI files, which the site does not use, are left out.
 */
export const LATER_BY_PAGE: Readonly<Record<string, RegExp>> = {
  "/blog/search": /^\/pagefind\/(?!pagefind-(?:component-|modular-)?ui\.|pagefind-highlight\.)/,
};
