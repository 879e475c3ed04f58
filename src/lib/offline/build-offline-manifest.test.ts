import { describe, expect, it } from "vitest";
import {
  buildOfflineManifest,
  buildVersion,
  readOfflineManifest,
  serviceWorkerScript,
  type BuiltFile,
} from "./build-offline-manifest";
import { createHash } from "node:crypto";
import { analyzerFiles, digestText, keptHeaders, pageFiles, pagePath } from "./offline-manifest";

const file = (url: string, text: string): BuiltFile => ({ url, bytes: new TextEncoder().encode(text) });

const page = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"><link rel="preload" as="font" href="/_astro/latin.woff2" crossorigin><link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://example.test/"><link rel="alternate" href="/rss.xml"></head><body>${body}</body></html>`;

/** A small build shaped like the real one: a home page with an analyzer island, an article, the offline page. */
const BUILD: BuiltFile[] = [
  file(
    "/index.html",
    page(
      `<img src="/illustrations/oval.svg" alt=""><astro-island component-url="/_astro/analyzer.A1.js" renderer-url="/_astro/client.B2.js"></astro-island><a href="/blog/read">Read</a>`,
    ),
  ),
  file(
    "/blog/read.html",
    page(`<astro-island component-url="/_astro/menu.C3.js" renderer-url="/_astro/client.B2.js">`),
  ),
  file("/offline.html", page("")),
  file("/_astro/site.css", "@font-face{src:url(/_astro/greek.woff2)}body{background:url(/_astro/paper.D4.svg)}"),
  file("/_astro/latin.woff2", "font"),
  file("/_astro/greek.woff2", "font"),
  file("/_astro/paper.D4.svg", "<svg/>"),
  file("/favicon.svg", "<svg/>"),
  file("/rss.xml", "<rss/>"),
  file("/illustrations/oval.svg", "<svg/>"),
  file("/_astro/client.B2.js", 'import{r}from"./react.E5.js";export{r};'),
  file("/_astro/react.E5.js", "export const r=1;"),
  file("/_astro/menu.C3.js", 'import"./react.E5.js";'),
  file(
    "/_astro/analyzer.A1.js",
    'import{r}from"./react.E5.js";const d=["_astro/camera.F6.js"];const load=()=>import(`./engine.G7.js`);fetch("https://cdn.example/x.js");',
  ),
  file("/_astro/camera.F6.js", 'import"./react.E5.js";'),
  file("/_astro/engine.G7.js", "new Worker(new URL(`/_astro/face.worker-H8.js`,import.meta.url))"),
  file(
    "/_astro/face.worker-H8.js",
    "const w=`/_astro/model-I9.bin`,s=`/_astro/wasm-simd-J1.wasm`,p=`/_astro/wasm-K2.wasm`,o=`/_astro/optional-L3.bin`;fetch(`./model.weights.bin`)",
  ),
  file("/_astro/model-I9.bin", "weights"),
  file("/_astro/wasm-simd-J1.wasm", "wasm"),
  file("/_astro/wasm-K2.wasm", "wasm"),
  file("/_astro/optional-L3.bin", "weights"),
  file("/illustrations/styles/long-layers.svg", "<svg/>"),
  file("/illustrations/styles/long-layers-1.svg", "<svg/>"),
  file("/sw.js", "self.addEventListener('fetch',()=>{})"),
];

const OPTIONS = {
  offlinePage: "/offline",
  fetchedOnUse: [/\/optional-[\w-]+\.bin$/, /\/wasm-(?!simd)[\w-]+\.wasm$/],
  keepOnFetch: ["/_astro/", "/illustrations/"],
  cachePrefix: "test-",
  headers: { page: { "X-Page": "1" }, file: { "X-File": "1" } },
  contentTypes: {
    ".js": "text/javascript",
    ".css": "text/css",
    ".bin": "application/octet-stream",
    ".wasm": "application/wasm",
    ".svg": "image/svg+xml",
    ".json": "application/json",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".pf_index": "application/octet-stream",
    ".pf_fragment": "application/octet-stream",
    ".pf_meta": "application/octet-stream",
    ".pagefind": "application/octet-stream",
  },
};

describe("pagePath", () => {
  it("gives one address per page, however it was asked for", () => {
    expect(["/", "/index.html", "/index"].map(pagePath)).toEqual(["/", "/", "/"]);
    expect(["/blog/x", "/blog/x.html", "/blog/x/"].map(pagePath)).toEqual(["/blog/x", "/blog/x", "/blog/x"]);
    expect(pagePath("/blog/page/2.html")).toBe("/blog/page/2");
  });
});

describe("buildOfflineManifest", () => {
  const manifest = buildOfflineManifest(BUILD, OPTIONS);

  it("labels every kept copy with the build's own headers: a page's, or a file's with its extension's type", () => {
    expect(keptHeaders(manifest, "/")).toEqual({ "X-Page": "1" });
    expect(keptHeaders(manifest, "/_astro/react.E5.js")).toEqual({ "X-File": "1", "Content-Type": "text/javascript" });
    expect(keptHeaders(manifest, "/_astro/model-I9.bin")).toEqual({
      "X-File": "1",
      "Content-Type": "application/octet-stream",
    });
    expect(manifest.types[".js"]).toBe("text/javascript");
    expect(() => buildOfflineManifest(BUILD, { ...OPTIONS, contentTypes: { ".js": "text/javascript" } })).toThrow(
      /no content type for/,
    );
  });

  it("carries the digest of every page and of every file the service worker may keep, and nothing else", () => {
    const digest = (text: string) => digestText(createHash("sha256").update(text).digest());
    expect(manifest.hashes["/"]).toBe(digest(new TextDecoder().decode(BUILD[0]?.bytes)));
    expect(manifest.hashes["/_astro/model-I9.bin"]).toBe(digest("weights"));
    expect(manifest.hashes["/illustrations/styles/long-layers.svg"]).toBe(digest("<svg/>"));
    // 16 bytes of SHA-256, in base64.
    expect(manifest.hashes["/_astro/react.E5.js"]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const kept = new Set([...Object.keys(manifest.pages), ...manifest.files]);
    for (const url of kept) expect(manifest.hashes[url], url).toBeDefined();
    // The service worker itself is never kept; a file outside every kept prefix is not either.
    expect(manifest.hashes["/sw.js"]).toBeUndefined();
    expect(manifest.hashes["/rss.xml"]).toBeUndefined();
  });

  it("lists every built page by its address", () => {
    expect(Object.keys(manifest.pages)).toEqual(["/", "/blog/read", "/offline"]);
  });

  it("splits what a page loads from what it fetches later, following imports, workers and file addresses", () => {
    expect(pageFiles(manifest, "/", false).sort()).toEqual(
      [
        "/_astro/analyzer.A1.js",
        "/_astro/client.B2.js",
        "/_astro/latin.woff2",
        "/_astro/paper.D4.svg",
        "/_astro/react.E5.js",
        "/_astro/site.css",
        "/favicon.svg",
        "/illustrations/oval.svg",
      ].sort(),
    );
    expect(pageFiles(manifest, "/").filter((url) => !pageFiles(manifest, "/", false).includes(url))).toEqual([
      "/_astro/camera.F6.js",
      "/_astro/engine.G7.js",
      "/_astro/face.worker-H8.js",
      "/_astro/model-I9.bin",
      "/_astro/wasm-simd-J1.wasm",
    ]);
    expect(pageFiles(manifest, "/blog/read")).toContain("/_astro/menu.C3.js");
    expect(pageFiles(manifest, "/blog/read")).not.toContain("/_astro/analyzer.A1.js");
  });

  it("leaves out files fetched only on use, other font alphabets, links, pages and other origins", () => {
    const all = new Set(Object.keys(manifest.pages).flatMap((path) => pageFiles(manifest, path)));
    for (const url of [
      "/_astro/optional-L3.bin",
      "/_astro/wasm-K2.wasm",
      "/_astro/greek.woff2",
      "/rss.xml",
      "/blog/read.html",
      "/sw.js",
    ]) {
      expect(all.has(url), url).toBe(false);
    }
    expect(manifest.files.every((url) => url.startsWith("/") && !url.startsWith("//"))).toBe(true);
    expect(manifest.files.every((url) => BUILD.some((built) => built.url === url))).toBe(true);
  });

  it("fails when the offline page was not built", () => {
    expect(() => buildOfflineManifest(BUILD.slice(0, 2), OPTIONS)).toThrow(/offline page/);
  });

  it("changes its version when any file changes, and only then", () => {
    expect(buildOfflineManifest([...BUILD].reverse(), OPTIONS).version).toBe(manifest.version);
    const changed = BUILD.map((built) =>
      built.url === "/_astro/model-I9.bin" ? file(built.url, "new weights") : built,
    );
    expect(buildOfflineManifest(changed, OPTIONS).version).not.toBe(manifest.version);
    expect(buildVersion([...BUILD, file("/robots.txt", "")])).not.toBe(manifest.version);
    expect(buildVersion(BUILD)).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("the analyzer's files", () => {
  const manifest = buildOfflineManifest(BUILD, {
    ...OPTIONS,
    analyzer: [/^\/_astro\/face\.worker-[\w-]+\.js$/, /^\/illustrations\/styles\//],
  });

  it("are the files the rules match and what they name, files used only on use aside", () => {
    expect(analyzerFiles(manifest).sort()).toEqual([
      "/_astro/face.worker-H8.js",
      "/_astro/model-I9.bin",
      "/_astro/wasm-simd-J1.wasm",
      "/illustrations/styles/long-layers-1.svg",
      "/illustrations/styles/long-layers.svg",
    ]);
  });

  it("are left out of every page's files, so a visit does not fetch them", () => {
    expect(pageFiles(manifest, "/").filter((url) => !pageFiles(manifest, "/", false).includes(url))).toEqual([
      "/_astro/camera.F6.js",
      "/_astro/engine.G7.js",
    ]);
    expect(buildOfflineManifest(BUILD, OPTIONS).analyzer).toEqual([]);
  });
});

describe("serviceWorkerScript", () => {
  it("puts the manifest first, where readOfflineManifest finds it again", () => {
    const manifest = buildOfflineManifest(BUILD, OPTIONS);
    const script = serviceWorkerScript(manifest, "self.addEventListener('fetch',()=>{})");
    expect(script.split("\n")[1]).toBe("self.addEventListener('fetch',()=>{})");
    expect(readOfflineManifest(script)).toEqual(manifest);
    expect(() => readOfflineManifest("self.x=1")).toThrow(/manifest/);
  });
});

describe("files a page fetches by run-time addresses (blog search)", () => {
  const build = [
    ...BUILD,
    file("/blog/search.html", page(`<script type="module">import("/pagefind/pagefind.js")</script>`)),
    file("/pagefind/pagefind.js", "search"),
    file("/pagefind/wasm.en.pagefind", "wasm"),
    file("/pagefind/index/en_1a.pf_index", "index"),
    file("/pagefind/pagefind-ui.js", "ready-made ui"),
  ];
  const manifest = buildOfflineManifest(build, {
    ...OPTIONS,
    laterByPage: { "/blog/search": /^\/pagefind\/(?!pagefind-ui\.)/ },
  });

  it("keeps them for the page that fetches them, and only those the rule names", () => {
    expect(
      pageFiles(manifest, "/blog/search")
        .filter((url) => url.startsWith("/pagefind/"))
        .sort(),
    ).toEqual(["/pagefind/index/en_1a.pf_index", "/pagefind/pagefind.js", "/pagefind/wasm.en.pagefind"]);
    expect(pageFiles(manifest, "/").some((url) => url.startsWith("/pagefind/"))).toBe(false);
    expect(manifest.files).not.toContain("/pagefind/pagefind-ui.js");
  });
});
