/**
 * Each built page's Content-Security-Policy is what the page holds, no more: every hash in it is an
 * inline script or style of that page (no script injects a stylesheet: the toasts' comes as a file),
 * and WebAssembly is allowed exactly where the page's own scripts compile it. The `_headers` file
 * gives each page the same policy and each worker script started by its address its own (the face
 * worker starts from a `blob:` address and keeps its page's policy). The scripts a page can run are
 * read from the built service worker's manifest.
 */
import { createHash } from "node:crypto";
import { type Dirent, existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_PAGE_GUARD_HASH, INLINE_SCRIPTS, PAGE_GUARD_HASH } from "../../src/config/inline-scripts";
import { NON_PAGE_POLICY } from "../../src/config/security";
import { TRUSTED_TYPES_POLICIES } from "../../src/config/trusted-types";
import { SANDBOX_BOOT_HASH } from "../../src/lib/face-engine/sandbox/sandbox-document";
import { MAX_HEADER_RULES, parseHeadersFile } from "../../src/lib/security/headers-file";
import { readOfflineManifest } from "../../src/lib/offline/build-offline-manifest";
import { SERVICE_WORKER_URL } from "../../src/lib/offline/offline-config";
import { analyzerFiles, pageFiles, pagePath } from "../../src/lib/offline/offline-manifest";
import { DIST, htmlFiles, readDist } from "../../scripts/built-site.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const EMPTY = sha256("");
const manifest = readOfflineManifest(readDist(SERVICE_WORKER_URL.slice(1)));
const headers = parseHeadersFile(readDist("_headers"));

const sources = (policy: string, name: string) =>
  policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];
const hashes = (policy: string, name: string) =>
  sources(policy, name)
    .filter((source) => source.startsWith("'sha256-"))
    .map((source) => source.slice(1, -1))
    .sort();
const unique = (values: string[]) => [...new Set(values)].sort();

interface BuiltPage {
  route: string;
  policy: string;
  scripts: string[];
  styles: string[];
  /**
   * Scripts the page itself can run (loaded, imported later or fetched by address), workers started
   * by their address aside; the face worker (with the analyzer's files) where the page starts it.
   */
  pageScripts: string[];
  /** Of those, the scripts whose WebAssembly runs in the page (not in a worker of their own). */
  wasmScripts: string[];
  /** The stylesheet files the page loads. */
  stylesheets: string[];
}

const pages: BuiltPage[] = htmlFiles().map((file) => {
  const html = readDist(file);
  const route = pagePath(`/${file}`);
  const own = pageFiles(manifest, route).filter((url) => url.endsWith(".js") && url !== SERVICE_WORKER_URL);
  const startsFaceWorker = own.some((url) => /face-landmarks\.worker-[\w-]+\.js/.test(readDist(url.slice(1))));
  const analyzer = startsFaceWorker ? analyzerFiles(manifest).filter((url) => url.endsWith(".js")) : [];
  return {
    route,
    policy: /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? "",
    scripts: [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = ""]) => !attributes.includes("src=") && !attributes.includes("application/ld+json"))
      .map(([, , content = ""]) => content),
    styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, content = ""]) => content),
    pageScripts: [...new Set([...own, ...analyzer])].map((url) => readDist(url.slice(1))),
    wasmScripts: [...new Set([...own, ...analyzer])].map((url) => readDist(url.slice(1))),
    stylesheets: [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href = ""]) =>
      readDist(href.slice(1)),
    ),
  };
});
const compilesWasm = (page: BuiltPage) =>
  page.wasmScripts.some((script) => /\bWebAssembly\.(?:instantiate|compile|Module)/.test(script));
const loadsToasts = (page: BuiltPage) => page.pageScripts.some((script) => script.includes("data-sonner-toaster"));

describe("each built page's policy", () => {
  it("is carried by every page", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.policy, page.route).toContain("default-src 'self'");
  });

  it("comes first in <head>, after only the charset declaration: a meta policy governs only what follows it", () => {
    for (const file of htmlFiles()) {
      const head = /<head>([\s\S]*?)<meta http-equiv="content-security-policy"/.exec(readDist(file))?.[1];
      expect(head, file).toMatch(/^(<meta charset="utf-8">)?$/);
    }
  });

  it("allows exactly the page's inline scripts, by hash, and the face engine's sandbox boot script where the page starts it", () => {
    for (const page of pages) {
      // The sandbox's document runs its boot script under the page's policy too (a srcdoc document keeps it).
      const boot = page.pageScripts.some((script) => script.includes(SANDBOX_BOOT_HASH.slice("sha256-".length)))
        ? [SANDBOX_BOOT_HASH]
        : [];
      expect(hashes(page.policy, "script-src"), page.route).toEqual(unique([...page.scripts.map(sha256), ...boot]));
    }
    expect(
      pages.filter((page) => hashes(page.policy, "script-src").includes(SANDBOX_BOOT_HASH)).map((page) => page.route),
    ).toEqual(["/"]);
  });

  it("requires Trusted Types and allows only the site's named policies, on every page", () => {
    for (const page of pages) {
      expect(sources(page.policy, "require-trusted-types-for"), page.route).toEqual(["'script'"]);
      expect(sources(page.policy, "trusted-types"), page.route).toEqual([...TRUSTED_TYPES_POLICIES]);
    }
  });

  it("allows only inline scripts on the committed list (src/config/inline-scripts.ts), and the list holds no script no page has", () => {
    const listed = INLINE_SCRIPTS.map((script) => script.hash as string);
    const allowed = unique(pages.flatMap((page) => hashes(page.policy, "script-src")));
    for (const page of pages)
      for (const hash of hashes(page.policy, "script-src")) expect(listed, `${page.route}: ${hash}`).toContain(hash);
    expect(unique(listed)).toEqual(allowed);
  });

  it("runs the page guard before any other script of the page, the engine's only where the engine starts", () => {
    for (const page of pages) {
      const html = readDist(page.route === "/" ? "index.html" : `${page.route.slice(1)}.html`);
      const head = html.slice(0, html.indexOf("</head>"));
      const first = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(
        head.replace(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g, ""),
      );
      // A redirect's page runs no script at all.
      if (page.scripts.length === 0 && !head.includes("<script")) {
        expect(html, page.route).not.toContain("<script src=");
        continue;
      }
      const guard = page.route === "/" ? ENGINE_PAGE_GUARD_HASH : PAGE_GUARD_HASH;
      expect(first && sha256(first[1] ?? ""), page.route).toBe(guard);
      // Only the page's policy, from the meta tag, comes before it.
      expect(head.indexOf('http-equiv="content-security-policy"'), page.route).toBeLessThan(head.indexOf("<script"));
    }
  });

  it("allows exactly the page's inline styles, by hash, and no stylesheet a script would inject", () => {
    for (const page of pages) {
      expect(hashes(page.policy, "style-src"), page.route).toEqual(unique(page.styles.map(sha256)));
      expect(page.policy, page.route).not.toContain(EMPTY);
    }
  });

  it("has no page script that writes a <style> element: the toasts' stylesheet is a file of the page", () => {
    const toastPages = pages.filter(loadsToasts);
    expect(toastPages.map((page) => page.route)).toEqual(expect.arrayContaining(["/", "/contact"]));
    for (const page of pages) {
      for (const script of page.pageScripts) {
        expect(/createElement\(\s*["'`]style["'`]\s*\)/.test(script), page.route).toBe(false);
      }
    }
    for (const page of toastPages) {
      const css = page.stylesheets.join("\n");
      expect(css, page.route).toContain("[data-sonner-toaster]");
    }
  });

  it("allows WebAssembly exactly on the pages whose own scripts (the face worker's among them) compile it", () => {
    for (const page of pages) {
      expect(sources(page.policy, "script-src").includes("'wasm-unsafe-eval'"), page.route).toBe(compilesWasm(page));
    }
    const byRoute = new Map(pages.map((page) => [page.route, page]));
    // Blog search: Pagefind compiles its WebAssembly in the page, under the page's policy.
    expect(sources(byRoute.get("/blog/search")?.policy ?? "", "script-src")).toContain("'wasm-unsafe-eval'");
    // The home page's face worker starts from a blob: address and so runs under the page's policy,
    // which must allow the face model's WebAssembly (and blob: workers).
    const home = byRoute.get("/")?.policy ?? "";
    expect(sources(home, "script-src")).toContain("'wasm-unsafe-eval'");
    expect(sources(home, "worker-src")).toEqual(["'self'", "blob:"]);
    expect(sources(byRoute.get("/about")?.policy ?? "", "script-src")).not.toContain("'wasm-unsafe-eval'");
  });
});

describe("the _headers file", () => {
  const policyOf = (route: string) => headers[route]?.["Content-Security-Policy"] ?? "";

  it("gives each page its own policy, with framing forbidden, which only a header can do", () => {
    for (const page of pages) expect(policyOf(page.route), page.route).toBe(`${page.policy}; frame-ancestors 'none'`);
  });

  it("gives the service worker its own policy, and ships no other worker that starts from its address", () => {
    expect(sources(policyOf(SERVICE_WORKER_URL), "script-src")).toEqual(["'self'"]);
    expect(sources(policyOf(SERVICE_WORKER_URL), "connect-src")).toEqual(["'self'"]);
    // Pagefind searches in the page, under its policy: its worker, which would run with no policy
    // on a host that ignores _headers, is not shipped.
    expect(existsSync(join(DIST, "pagefind", "pagefind-worker.js"))).toBe(false);
    expect(Object.keys(headers).filter((route) => route.startsWith("/pagefind/"))).toEqual(["/pagefind/*"]);
    expect(headers["/pagefind/*"]?.["Content-Security-Policy"]).toBe(NON_PAGE_POLICY);
  });

  // Cloudflare Pages' matching: a rule ending in `*` reaches every address under it, any other
  // rule its own address; a page is reached at its route and at its file's address.
  const rulesReaching = (address: string) =>
    Object.keys(headers).filter((rule) =>
      rule.endsWith("*") ? address.startsWith(rule.slice(0, -1)) : rule === address,
    );
  const builtFiles = (readdirSync(DIST, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(DIST, join(entry.parentPath, entry.name)).split(sep).join("/")}`);

  it("gives every file that is not a page a policy that reaches nothing, so a worker or a window started from it has no network", () => {
    const nonPages = builtFiles.filter(
      (url) => !url.endsWith(".html") && url !== SERVICE_WORKER_URL && url !== "/_headers" && url !== "/_redirects",
    );
    expect(nonPages.length).toBeGreaterThan(100);
    for (const url of nonPages) {
      const policies = rulesReaching(url).map((rule) => headers[rule]?.["Content-Security-Policy"] ?? "");
      expect(policies, url).toContain(NON_PAGE_POLICY);
    }
  });

  it("gives every page no rule but its own and the one for every path (a host sends every matching rule's, and browsers enforce all)", () => {
    for (const page of pages) {
      for (const address of [page.route, `/${htmlFiles().find((file) => pagePath(`/${file}`) === page.route)}`]) {
        expect(
          rulesReaching(address).filter((rule) => rule !== "/*" && rule !== page.route),
          address,
        ).toEqual([]);
      }
    }
    expect(headers["/*"]?.["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
  });

  it("stays within the rules Cloudflare Pages reads", () => {
    expect(Object.keys(headers).length).toBeLessThanOrEqual(MAX_HEADER_RULES);
  });
});
