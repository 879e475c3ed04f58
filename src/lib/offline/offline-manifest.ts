/**
 * What the service worker keeps for offline use, as the build writes it into `sw.js`: for every
 * page, the site files it loads when opened and those it may fetch later (code loaded on demand);
 * the analyzer's files, kept once a visitor opens the analyzer (the face worker, its model, the
 * style drawings of a result); and a version that changes whenever any file of the build does.
 * No imports: the service worker bundles this file (build-offline-manifest.ts writes the manifest).
 */

/** Site files by index into `OfflineManifest.files`. */
export interface PageFiles {
  /** What the page loads when it opens: styles, scripts and their static imports, images, the preloaded font. */
  load: number[];
  /** What it may fetch afterwards: code loaded on demand (the analyzer's own files aside: `OfflineManifest.analyzer`). */
  later: number[];
}

export interface OfflineManifest {
  /** A hash of every file of the build: names the cache, so each new build starts a fresh one. */
  version: string;
  /** Every site file some page needs, by address ("/_astro/x.js"), sorted. */
  files: string[];
  /** Each page, by its address (`pagePath`), with the files it needs. */
  pages: Record<string, PageFiles>;
  /**
   * The analyzer's files, by index into `files`: kept once the visitor opens the analyzer (picks a
   * photo or the camera), never on a mere visit: the face worker, its weights and WASM, and every
   * style drawing a result may show.
   */
  analyzer: number[];
  /**
   * Every cache the service worker makes starts with this, and the version names the current one
   * (the site's OFFLINE_CACHE_PREFIX, handed over here because sw.js may import nothing).
   */
  cachePrefix: string;
  /** The page shown in place of one never opened before, when there is no connection. */
  offlinePage: string;
  /** Address prefixes of files kept whenever they are fetched, even when no page lists them. */
  keepOnFetch: string[];
}

/** The message a page sends the service worker once it is running: "keep me, and what I need". */
export type KeepPageMessage = "keep-page";

/** The message the analyzer sends the service worker when the visitor opens it: "keep the analyzer's files". */
export type KeepAnalyzerMessage = "keep-analyzer";

/**
 * The one address of a page, however it was asked for: `/blog/x`, `/blog/x.html` and `/blog/x/`
 * are the same page, and `/index.html` is `/`.
 */
export function pagePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, "")
    .replace(/\/index$/, "")
    .replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The files a page needs, by address: what it loads, then (unless left out) what it may fetch later. */
export function pageFiles(manifest: OfflineManifest, path: string, withLater = true): string[] {
  const page = manifest.pages[path];
  if (!page) return [];
  return [...page.load, ...(withLater ? page.later : [])].flatMap((position) => manifest.files[position] ?? []);
}

/** The analyzer's files, by address. */
export function analyzerFiles(manifest: OfflineManifest): string[] {
  return manifest.analyzer.flatMap((position) => manifest.files[position] ?? []);
}
