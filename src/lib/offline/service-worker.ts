/**
 * The service worker, built to /sw.js by src/integrations/offline.ts, which puts the offline
 * manifest (offline-manifest.ts) in front of it. It keeps copies of the site's own
 * files so that the pages a visitor has opened, and the analyzer with its model and style drawings
 * once the visitor has opened it (picked a photo or the camera), work with no connection (docs/offline.md):
 * - a page opens from the network when there is one (always the latest build) and from its kept
 *   copy when there is not; a page never opened gets the offline page;
 * - site files come from the kept copy first (a build names them by their content's hash, and the
 *   cache is per build), else from the network, keeping a copy.
 * It answers only GET requests to its own origin, and fetches only from its own origin. It keeps
 * and serves only copies whose bytes match the digest the build wrote for them (`hashes`), reads
 * only its own caches, and drops a copy that does not match: code that wrote a changed file into
 * the cache (any script of this origin can) never gets it run.
 */
import {
  analyzerFiles,
  digestText,
  keptHeaders,
  pageFiles,
  pagePath,
  type KeepAnalyzerMessage,
  type KeepPageMessage,
  type OfflineManifest,
} from "./offline-manifest";

/** Written in front of this file at build time. */
declare const OFFLINE_MANIFEST: OfflineManifest;

/** The parts of the service worker's global scope used here (the DOM types do not describe it). */
interface LifetimeEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface RequestEvent extends LifetimeEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface PageMessageEvent extends LifetimeEvent {
  readonly data: unknown;
  readonly source: { readonly url: string } | null;
}
interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly navigator: { readonly connection?: { readonly saveData?: boolean } };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: LifetimeEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: RequestEvent) => void): void;
  addEventListener(type: "message", listener: (event: PageMessageEvent) => void): void;
}
const scope = self as unknown as ServiceWorkerScope;

const manifest = OFFLINE_MANIFEST;
/** Every cache this worker makes starts with this; the build's version names the current one. */
const CACHE_PREFIX = manifest.cachePrefix;
const CACHE = `${CACHE_PREFIX}${manifest.version}`;
/** Files fetched at once while keeping a page's files, which leaves the browser room for the page's own requests. */
const PARALLEL_DOWNLOADS = 4;
const KEEP_PAGE: KeepPageMessage = "keep-page";
const KEEP_ANALYZER: KeepAnalyzerMessage = "keep-analyzer";
const listedFiles = new Set(manifest.files);
const analyzer = analyzerFiles(manifest);

/**
 * The response as a new one holding the same bytes, when they are what the build wrote at `path`;
 * null for anything else (a changed copy, a file this build does not have).
 */
async function checked(path: string, response: Response): Promise<Response | null> {
  const expected = manifest.hashes[path];
  if (expected === undefined) return null;
  const bytes = await response.arrayBuffer();
  if (digestText(await crypto.subtle.digest("SHA-256", bytes)) !== expected) return null;
  // Rebuilt from the checked bytes and the build's own headers for the path, never from the headers
  // it came or was kept with (a page kept as text/plain would be shown as source).
  return new Response(bytes, { status: 200, headers: keptHeaders(manifest, path) });
}

/** The kept copy of `path` in `cache` when it matches the build's digest; a copy that does not is dropped. */
async function keptCopy(cache: Cache, path: string): Promise<Response | null> {
  const kept = await cache.match(path);
  if (!kept) return null;
  const good = await checked(path, kept);
  if (!good) await cache.delete(path);
  return good;
}

/** Keeps a response's copy when it is the build's file at `path` (a copy that cannot be kept is let go). */
async function keepChecked(cache: Cache, path: string, response: Response): Promise<void> {
  const good = await checked(path, response);
  if (good) await cache.put(path, good).catch(() => undefined);
}

/** A response worth keeping: a complete success from this origin, not a redirect or an error page. */
function keepable(response: Response): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

/** Whether to fetch files before they are used: what a page may load later, and the analyzer's model and drawings (about 1.3 MB). */
function fetchAhead(): boolean {
  return scope.navigator.connection?.saveData !== true;
}

const downloads = new Map<string, Promise<Response>>();

/**
 * Fetches a site file and keeps a copy. A page asking for a file while it is being kept shares the
 * one download, so the model is never fetched twice. Callers clone the response to read it.
 */
function download(cache: Cache, url: string): Promise<Response> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        // A copy that cannot be kept (the browser's storage is full) must not cost the page its file.
        if (keepable(response)) await keepChecked(cache, url, response.clone());
        return response;
      })
      .finally(() => downloads.delete(url));
    downloads.set(url, pending);
  }
  return pending;
}

/** Makes sure a file is in this build's cache: already there, carried over from an earlier build's cache, or fetched. */
async function keepFile(cache: Cache, url: string): Promise<void> {
  if (await keptCopy(cache, url)) return;
  // A hashed build file never changes, so an earlier build's copy (of this site's own caches, and
  // checked) is as good as a download.
  if (url.startsWith("/_astro/")) {
    for (const name of await earlierCaches()) {
      const earlier = await (await caches.open(name)).match(url);
      const good = earlier ? await checked(url, earlier) : null;
      if (good) {
        await cache.put(url, good);
        return;
      }
    }
  }
  await download(cache, url);
}

/** Keeps several files, a few downloads at a time; one that cannot be fetched now is left for the next visit. */
async function keepFiles(cache: Cache, urls: readonly string[]): Promise<void> {
  const queue = [...new Set(urls)];
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      await keepFile(cache, url).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, next));
}

/** Keeps a page (its HTML, unless a copy is already kept) and the files it needs. */
async function keepPage(path: string): Promise<void> {
  if (!manifest.pages[path]) return;
  const cache = await caches.open(CACHE);
  if (!(await keptCopy(cache, path))) {
    const response = await fetch(path, { cache: "no-cache" });
    if (!keepable(response)) throw new Error(`${path} answered ${response.status}; not kept`);
    await keepChecked(cache, path, response);
  }
  await keepFiles(cache, pageFiles(manifest, path, fetchAhead()));
}

/** Keeps the analyzer's files once the visitor has opened it; with Save-Data, only what the analyzer itself fetches is kept. */
async function keepAnalyzer(): Promise<void> {
  if (!fetchAhead()) return;
  await keepFiles(await caches.open(CACHE), analyzer);
}

/** Caches made by earlier builds of this site. */
async function earlierCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
}

/**
 * What an earlier build kept that this build still has: its pages, and whether it kept the analyzer
 * (one of this build's analyzer files among them). They stay available offline, in their new version.
 */
async function keptBefore(): Promise<{ pages: string[]; analyzer: boolean }> {
  const paths = new Set<string>();
  let analyzerKept = false;
  const analyzerSet = new Set(analyzer);
  for (const name of await earlierCaches()) {
    for (const request of await (await caches.open(name)).keys()) {
      const path = new URL(request.url).pathname;
      if (manifest.pages[path] && path !== manifest.offlinePage) paths.add(path);
      if (analyzerSet.has(path)) analyzerKept = true;
    }
  }
  return { pages: [...paths], analyzer: analyzerKept };
}

scope.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const before = await keptBefore();
      // The offline page is the one page this worker cannot do without: no copy, no install.
      await keepPage(manifest.offlinePage);
      await Promise.allSettled([...before.pages.map(keepPage), ...(before.analyzer ? [keepAnalyzer()] : [])]);
      // A new build's worker takes over at once: pages always come from the network when there is one,
      // so a page open in the old version only loses that build's files, which the server no longer has either.
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await earlierCaches()).map((name) => caches.delete(name)));
      await scope.registration.navigationPreload?.enable();
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener("message", (event) => {
  if (event.data === KEEP_ANALYZER) event.waitUntil(keepAnalyzer().catch(() => undefined));
  if (event.data !== KEEP_PAGE || !event.source) return;
  event.waitUntil(keepPage(pagePath(new URL(event.source.url).pathname)).catch(() => undefined));
});

/** A page: from the network when there is one (keeping the new copy), else the kept copy, else the offline page. */
async function openPage(event: RequestEvent, path: string): Promise<Response> {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (manifest.pages[path] && keepable(response)) {
      const copy = response.clone();
      event.waitUntil(
        caches
          .open(CACHE)
          .then((cache) => keepChecked(cache, path, copy))
          .catch(() => undefined),
      );
    }
    return response;
  } catch {
    const cache = await caches.open(CACHE);
    const kept = await keptCopy(cache, path);
    if (kept) return kept;
    const offline = await keptCopy(cache, manifest.offlinePage);
    if (!offline) return Response.error();
    return new Response(offline.body, { status: 503, statusText: "Offline", headers: offline.headers });
  }
}

/** A site file: the kept copy, else the network (keeping a copy). */
async function siteFile(path: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  return (await keptCopy(cache, path)) ?? (await download(cache, path)).clone();
}

/**
 * Pagefind's entry file, which Pagefind asks for with a cache-busting query so a new deploy's
 * index is found: from the network when there is one (keeping the copy), else the kept copy.
 */
async function searchEntry(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keepable(response)) await keepChecked(cache, path, response.clone());
    return response;
  } catch {
    return (await keptCopy(cache, path)) ?? Response.error();
  }
}

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  // Anything that sends data, and anything for another origin, goes past untouched.
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(openPage(event, pagePath(url.pathname)));
    return;
  }
  const path = url.pathname;
  if (path.startsWith("/pagefind/") && !request.headers.has("range")) {
    // Pagefind adds a query to some of its requests; its files are named by their content, so the path is enough.
    event.respondWith(path.endsWith(".json") ? searchEntry(request, path) : siteFile(path));
    return;
  }
  const siteFileAddress = listedFiles.has(path) || manifest.keepOnFetch.some((prefix) => path.startsWith(prefix));
  if (siteFileAddress && url.search === "" && !request.headers.has("range")) event.respondWith(siteFile(path));
});
