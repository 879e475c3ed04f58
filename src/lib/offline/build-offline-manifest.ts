/**
 * Works out the offline manifest (offline-manifest.ts) from the built site's files: which site
 * files each page loads and may fetch later, found by following the references in its HTML, its
 * scripts and its stylesheets; which belong to the analyzer, kept only once it is opened; and a
 * version hashed from every file. A pure function of the
 * files, so it is tested without a build; the service-worker integration feeds it `dist`.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import { digestText, extensionOf, pagePath, type OfflineManifest, type PageFiles } from "./offline-manifest";

/** One file of the build, by its address on the site ("/_astro/x.js", "/blog/x.html"). */
export interface BuiltFile {
  url: string;
  bytes: Uint8Array;
}

export interface OfflineManifestOptions {
  /** See `OfflineManifest.cachePrefix`. */
  cachePrefix: string;
  /** Address of the offline page; it must be one of the built pages. */
  offlinePage: string;
  /** Files never fetched ahead of use (an optional model, a fallback runtime): kept only once used. */
  fetchedOnUse: readonly RegExp[];
  /** See `OfflineManifest.keepOnFetch`. */
  keepOnFetch: readonly string[];
  /**
   * The analyzer's files (`OfflineManifest.analyzer`): those matching a rule, and every file they
   * name (the face worker's weights and WASM). Left out of every page's files.
   */
  analyzer?: readonly RegExp[];
  /**
   * Files a page fetches at run time by an address no reference shows (the blog search page loads
   * Pagefind's index): by page address, the rule the files' addresses match. Kept with the page's
   * other files for later.
   */
  laterByPage?: Readonly<Record<string, RegExp>>;
  /** See `OfflineManifest.headers`. */
  headers: OfflineManifest["headers"];
  /** Content types by extension; every kept file's extension must have one. */
  contentTypes: Readonly<Record<string, string>>;
}

/** Fonts a stylesheet names but the browser fetches only for text that needs them (other alphabets). */
const FONT_FILE = /\.(?:woff2?|ttf|otf|eot)$/;

/** Resolves a reference made from `from` to a site address without query or fragment; null when it leaves the site. */
function resolve(from: string, reference: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(reference) || reference.startsWith("//")) return null;
  const path = reference.split(/[?#]/)[0] ?? "";
  if (path === "") return null;
  return path.startsWith("/") ? posix.normalize(path) : posix.join(posix.dirname(from), path);
}

/** Files a page's HTML names: scripts, stylesheets, preloads, icons, images and the islands' modules. */
function htmlReferences(html: string): { src: string[]; inlineScripts: string[] } {
  const src: string[] = [];
  for (const [tag, name] of html.matchAll(/<(script|link|img|source)\b[^>]*>/gi)) {
    const attribute = (key: string) => new RegExp(`\\s${key}="([^"]*)"`, "i").exec(tag)?.[1];
    if (name?.toLowerCase() === "link") {
      const rel = attribute("rel") ?? "";
      if (/\b(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)\b/i.test(rel)) {
        src.push(attribute("href") ?? "");
      }
      continue;
    }
    src.push(attribute("src") ?? "");
    for (const candidate of (attribute("srcset") ?? "").split(",")) src.push(candidate.trim().split(/\s+/)[0] ?? "");
  }
  for (const match of html.matchAll(/\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) {
    src.push(match[1] ?? "");
  }
  const inlineScripts = [
    ...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((match) => match[1] ?? "");
  return { src: src.filter(Boolean), inlineScripts };
}

/** Modules a script imports statically: they load with it. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/\b(?:import|export)\s*(?:[\w${},*\s]+?\s*from\s*)?["'`]([^"'`\s]+)["'`]/g)].map(
    (match) => match[1] ?? "",
  );
}

/**
 * Every build file a script names (dynamic imports, the worker's address, weights and WASM fetched
 * by address): Vite writes them as `./name`, `_astro/name` or `/_astro/name`.
 */
function namedFiles(source: string): string[] {
  return [...source.matchAll(/(?:\.\/|\/?_astro\/)[\w.~-]+/g)].map((match) =>
    match[0].startsWith("_astro/") ? `/${match[0]}` : match[0],
  );
}

/** Images and other files a stylesheet names, fonts aside. */
function stylesheetReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')\s]+)["']?\s*\)/g)]
    .map((match) => match[1] ?? "")
    .filter((url) => !FONT_FILE.test(url.split(/[?#]/)[0] ?? ""));
}

/** A hash of every file (address and bytes), in address order: any change gives another version. */
export function buildVersion(files: readonly BuiltFile[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))) {
    hash.update(file.url).update("\0").update(file.bytes).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

export function buildOfflineManifest(files: readonly BuiltFile[], options: OfflineManifestOptions): OfflineManifest {
  const byUrl = new Map(files.map((file) => [file.url, file]));
  const texts = new Map<string, string>();
  const text = (url: string) => {
    const known = texts.get(url);
    if (known !== undefined) return known;
    const decoded = new TextDecoder().decode(byUrl.get(url)?.bytes);
    texts.set(url, decoded);
    return decoded;
  };
  const isKept = (url: string | null): url is string =>
    url !== null && byUrl.has(url) && !url.endsWith(".html") && !options.fetchedOnUse.some((rule) => rule.test(url));

  /** Follows references from `start`: static imports only (what loads with the page), or every reference. */
  const reach = (start: Iterable<string>, everyReference: boolean): Set<string> => {
    const seen = new Set<string>();
    const queue = [...start];
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (seen.has(url)) continue;
      seen.add(url);
      let references: string[] = [];
      if (url.endsWith(".js") || url.endsWith(".mjs")) {
        const source = text(url);
        references = everyReference ? [...staticImports(source), ...namedFiles(source)] : staticImports(source);
      } else if (url.endsWith(".css")) {
        references = stylesheetReferences(text(url));
      }
      for (const reference of references) {
        const target = resolve(url, reference);
        if (isKept(target) && !seen.has(target)) queue.push(target);
      }
    }
    return seen;
  };

  const analyzer = reach(
    [...byUrl.keys()].filter((url) => isKept(url) && (options.analyzer ?? []).some((rule) => rule.test(url))),
    true,
  );
  const listed = new Set<string>(analyzer);
  const perPage = new Map<string, { load: Set<string>; later: Set<string> }>();
  for (const file of files.filter((candidate) => candidate.url.endsWith(".html"))) {
    const { src, inlineScripts } = htmlReferences(text(file.url));
    const entries = src.map((reference) => resolve(file.url, reference));
    const inlineLoad = inlineScripts.flatMap(staticImports).map((reference) => resolve(file.url, reference));
    const inlineLater = inlineScripts.flatMap(namedFiles).map((reference) => resolve(file.url, reference));
    const load = reach([...entries, ...inlineLoad].filter(isKept), false);
    const all = reach([...load, ...inlineLater.filter(isKept)], true);
    const later = new Set([...all].filter((url) => !load.has(url) && !analyzer.has(url)));
    const extra = options.laterByPage?.[pagePath(file.url)];
    if (extra) {
      for (const url of byUrl.keys()) {
        if (extra.test(url) && isKept(url) && !load.has(url) && !analyzer.has(url)) later.add(url);
      }
    }
    perPage.set(pagePath(file.url), { load, later });
    for (const url of [...load, ...later]) listed.add(url);
  }
  if (!perPage.has(options.offlinePage)) {
    throw new Error(`The offline page ${options.offlinePage} is not among the built pages.`);
  }

  const fileList = [...listed].sort();
  const index = new Map(fileList.map((url, position) => [url, position]));
  const indices = (urls: Set<string>) => [...urls].flatMap((url) => index.get(url) ?? []).sort((a, b) => a - b);
  const pages: Record<string, PageFiles> = {};
  for (const [path, { load, later }] of [...perPage].sort(([a], [b]) => (a < b ? -1 : 1))) {
    pages[path] = { load: indices(load), later: indices(later) };
  }
  // Every page and every file a page or a fetch may keep (the service worker itself aside).
  const hashes: Record<string, string> = {};
  for (const file of [...files].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))) {
    const keptAs = file.url.endsWith(".html") ? pagePath(file.url) : file.url;
    const mayKeep =
      file.url.endsWith(".html") || listed.has(file.url) || options.keepOnFetch.some((p) => file.url.startsWith(p));
    if (mayKeep) hashes[keptAs] = digestText(createHash("sha256").update(file.bytes).digest());
  }
  // The type of every kept file that is not a page, by its extension.
  const types: Record<string, string> = {};
  for (const path of Object.keys(hashes)) {
    if (pages[path]) continue;
    const extension = extensionOf(path);
    const type = options.contentTypes[extension];
    if (!type) throw new Error(`${path}: no content type for "${extension}" files (src/config/content-types.ts)`);
    types[extension] = type;
  }
  return {
    version: buildVersion(files),
    files: fileList,
    pages,
    analyzer: indices(analyzer),
    cachePrefix: options.cachePrefix,
    offlinePage: options.offlinePage,
    keepOnFetch: [...options.keepOnFetch],
    hashes,
    headers: { page: { ...options.headers.page }, file: { ...options.headers.file } },
    types: Object.fromEntries(Object.entries(types).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

/** The constant `sw.js` starts with; the service worker's source declares it (`declare const OFFLINE_MANIFEST`). */
const MANIFEST_CONSTANT = "const OFFLINE_MANIFEST = ";

/** `sw.js`: the manifest as a constant on its first line, then the compiled service worker that reads it. */
export function serviceWorkerScript(manifest: OfflineManifest, compiledWorker: string): string {
  return `${MANIFEST_CONSTANT}${JSON.stringify(manifest)};\n${compiledWorker}`;
}

/** Reads the manifest back out of a built `sw.js`. */
export function readOfflineManifest(script: string): OfflineManifest {
  const line = script.split("\n", 1)[0] ?? "";
  if (!line.startsWith(MANIFEST_CONSTANT) || !line.endsWith(";")) {
    throw new Error("sw.js does not start with the offline manifest.");
  }
  return JSON.parse(line.slice(MANIFEST_CONSTANT.length, -1)) as OfflineManifest;
}
