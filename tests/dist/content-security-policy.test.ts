/**
 * Each built page's Content-Security-Policy is what the page holds, no more: every hash in it is an
 * inline script or style of that page (or the toast library's stylesheet, on pages that can load the
 * library), the empty string's hash only where that library adds its <style> empty before filling
 * it, and WebAssembly is allowed exactly where the page's own scripts compile it. The `_headers` file gives each page the same policy and each worker
 * script its own. The scripts a page can run are read from the built service worker's manifest.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SERVICE_WORKER_URL } from "../../src/config/offline";
import { MAX_HEADER_RULES, parseHeadersFile, toastStyle, WORKER_SCRIPTS } from "../../src/config/security";
import { readOfflineManifest } from "../../src/lib/offline/build-offline-manifest";
import { pageFiles, pagePath } from "../../src/lib/offline/offline-manifest";
import { htmlFiles, readDist } from "./support/built-site";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const EMPTY = sha256("");
const TOAST = toastStyle(new URL("../../", import.meta.url)).hashes;
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
  /** Scripts the page itself can run (loaded, imported later or fetched by address), workers aside. */
  pageScripts: string[];
}

const pages: BuiltPage[] = htmlFiles().map((file) => {
  const html = readDist(file);
  const route = pagePath(`/${file}`);
  const isWorker = (url: string) => url === SERVICE_WORKER_URL || WORKER_SCRIPTS.some((rule) => rule.test(url));
  return {
    route,
    policy: /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? "",
    scripts: [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = ""]) => !attributes.includes("src=") && !attributes.includes("application/ld+json"))
      .map(([, , content = ""]) => content),
    styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, content = ""]) => content),
    pageScripts: pageFiles(manifest, route)
      .filter((url) => url.endsWith(".js") && !isWorker(url))
      .map((url) => readDist(url.slice(1))),
  };
});
const compilesWasm = (page: BuiltPage) =>
  page.pageScripts.some((script) => /\bWebAssembly\.(?:instantiate|compile|Module)/.test(script));
const loadsToasts = (page: BuiltPage) => page.pageScripts.some((script) => script.includes("data-sonner-toaster"));

describe("each built page's policy", () => {
  it("is carried by every page", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.policy, page.route).toContain("default-src 'self'");
  });

  it("allows exactly the page's inline scripts, by hash", () => {
    for (const page of pages) {
      expect(hashes(page.policy, "script-src"), page.route).toEqual(unique(page.scripts.map(sha256)));
    }
  });

  it("allows exactly the page's inline styles, and the toast stylesheet only where the page can show toasts", () => {
    for (const page of pages) {
      const expected = unique([...page.styles.map(sha256), ...(loadsToasts(page) ? TOAST : [])]);
      expect(hashes(page.policy, "style-src"), page.route).toEqual(expected);
    }
    const toastPages = pages.filter(loadsToasts).map((page) => page.route);
    expect(toastPages).toEqual(expect.arrayContaining(["/", "/contact"]));
    expect(toastPages).not.toContain("/about");
  });

  it("carries the empty string's hash only where sonner can add its empty <style>, never for scripts", () => {
    expect(TOAST).toContain(EMPTY);
    for (const page of pages) {
      expect(hashes(page.policy, "script-src"), page.route).not.toContain(EMPTY);
      if (!loadsToasts(page)) expect(page.policy, page.route).not.toContain(EMPTY);
    }
  });

  it("allows WebAssembly exactly on the pages whose own scripts compile it", () => {
    for (const page of pages) {
      expect(sources(page.policy, "script-src").includes("'wasm-unsafe-eval'"), page.route).toBe(compilesWasm(page));
    }
    const byRoute = new Map(pages.map((page) => [page.route, page]));
    // Blog search: Pagefind runs its WebAssembly in the page when its worker cannot start.
    expect(sources(byRoute.get("/blog/search")?.policy ?? "", "script-src")).toContain("'wasm-unsafe-eval'");
    // The home page's face model compiles its WebAssembly in the face worker, never in the page.
    expect(sources(byRoute.get("/")?.policy ?? "", "script-src")).not.toContain("'wasm-unsafe-eval'");
  });
});

describe("the _headers file", () => {
  const policyOf = (route: string) => headers[route]?.["Content-Security-Policy"] ?? "";

  it("gives each page its own policy, with framing forbidden, which only a header can do", () => {
    for (const page of pages) expect(policyOf(page.route), page.route).toBe(`${page.policy}; frame-ancestors 'none'`);
  });

  it("gives each worker script its own policy, with WebAssembly only for those that compile it", () => {
    const workers = Object.keys(headers).filter((route) => WORKER_SCRIPTS.some((rule) => rule.test(route)));
    expect(workers).toHaveLength(WORKER_SCRIPTS.length);
    for (const worker of workers) {
      expect(sources(policyOf(worker), "script-src"), worker).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(sources(policyOf(worker), "connect-src"), worker).toEqual(["'self'"]);
    }
    expect(sources(policyOf(SERVICE_WORKER_URL), "script-src")).toEqual(["'self'"]);
  });

  it("has no rule that gives every path a policy (a host sends every matching rule's, and browsers enforce all)", () => {
    for (const [route, values] of Object.entries(headers)) {
      if (route.includes("*")) expect(values["Content-Security-Policy"], route).toBeUndefined();
    }
  });

  it("stays within the rules Cloudflare Pages reads", () => {
    expect(Object.keys(headers).length).toBeLessThanOrEqual(MAX_HEADER_RULES);
  });
});
