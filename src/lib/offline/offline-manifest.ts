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
  /**
   * What each file the service worker may keep must hold: by address (a page by its `pagePath`),
   * the first 16 bytes of the SHA-256 of its bytes, in base64 (`fileDigest`). The worker keeps and
   * serves only copies that match, so a copy changed in the cache never runs.
   */
  hashes: Record<string, string>;
  /**
   * What every copy the service worker serves is sent with, whatever headers were kept with it
   * (any script of this origin can write a copy with other headers): a page's, and every other
   * file's, to which the type of its extension (`types`) is added.
   */
  headers: { page: Record<string, string>; file: Record<string, string> };
  /** The content type of each extension a kept file has (".js"), as the site's host sends it. */
  types: Record<string, string>;
}

/** The extension of a file's address ("/_astro/x.js" gives ".js"); "" for none. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot) : "";
}

/**
 * The headers a kept copy at `path` is served with: a page's (by its `pagePath`) or a file's with
 * its extension's type; never the headers the copy was kept with.
 */
export function keptHeaders(manifest: OfflineManifest, path: string): Record<string, string> {
  if (manifest.pages[path]) return { ...manifest.headers.page };
  return {
    ...manifest.headers.file,
    "Content-Type": manifest.types[extensionOf(path)] ?? "application/octet-stream",
  };
}

/** The bytes of a file's SHA-256 a manifest keeps: 128 bits, beyond any collision or forgery. */
export const DIGEST_BYTES = 16;

/** A file's digest as the manifest writes it: the first DIGEST_BYTES of its SHA-256, in base64. */
export function digestText(sha256: ArrayBuffer | Uint8Array): string {
  const bytes = new Uint8Array(sha256 instanceof Uint8Array ? sha256 : new Uint8Array(sha256)).slice(0, DIGEST_BYTES);
  return btoa(String.fromCharCode(...bytes));
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
