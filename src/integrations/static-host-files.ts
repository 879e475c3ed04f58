/**
 * The site's own build step (an Astro integration): after the build it gives each page the
 * Content-Security-Policy its content needs (src/lib/security/built-policy.ts), writes the
 * `_headers` and `_redirects` files that static hosts and CDNs read, and moves Astro's island style
 * into <head> so every page is valid HTML. `npm start` serves them as a host would
 * (scripts/preview-server.ts).
 */
import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { BLOG_REDIRECTS, redirectsFileLines } from "../config/redirects";
import { extraConnectSources, headerPolicy, NON_PAGE_POLICY, SECURITY_HEADERS } from "../config/security";
import { headersFile, nonPageRules } from "../lib/security/headers-file";
import type { SiteConfig } from "../config/site";
import type { BuiltFile } from "../lib/offline/build-offline-manifest";
import { SERVICE_WORKER_URL } from "../lib/offline/offline-config";
import { pageFiles, pagePath } from "../lib/offline/offline-manifest";
import { pageReach } from "../lib/offline/site-offline-manifest";
import {
  directiveSources,
  metaPolicy,
  metaPolicyFirst,
  pagePolicy,
  scriptNeeds,
  withMetaPolicy,
  withDirective,
  unlistedScripts,
  workerPolicy,
} from "../lib/security/built-policy";
import { builtFiles } from "./offline";
import { INLINE_SCRIPTS } from "../config/inline-scripts";

/** The host's own files, which it reads and never serves. */
const HOST_FILES = ["/_headers", "/_redirects"];

/** Astro writes its island style rule inside <body>, where HTML does not allow <style>; it belongs in <head>. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Scripts that run as workers started from their own address, each under the policy sent as a
 * header with it (a page's meta tag does not reach such a worker): only the service worker. The
 * face worker starts from a `blob:` address and keeps its page's policy
 * (src/lib/face-engine/start-face-worker.ts); Pagefind searches in the page (src/page-scripts/blog-search.ts).
 */
const isWorkerScript = (url: string) => url === SERVICE_WORKER_URL;

/**
 * Finishes every page (the island style moved into <head>, the policy its content needs) and
 * returns the Content-Security-Policy of each route, pages and worker scripts, for `_headers`.
 */
async function finishPages(dir: URL, site: Pick<SiteConfig, "contactEndpoint">): Promise<Record<string, string>> {
  const files = await builtFiles(dir);
  const text = (file: BuiltFile) => new TextDecoder().decode(file.bytes);
  const byUrl = new Map(files.map((file) => [file.url, file]));
  // The scripts each page loads or may load later, as the service worker's manifest finds them.
  const reach = pageReach(files);
  const policies: Record<string, string> = {};
  let shared: string | undefined;
  const listed = new Set<string>(INLINE_SCRIPTS.map((script) => script.hash));
  const refused: string[] = [];
  for (const file of files.filter((candidate) => candidate.url.endsWith(".html"))) {
    let html = text(file);
    for (const { hash, start } of unlistedScripts(html, listed))
      refused.push(`${file.url}: inline script ${hash} is not on the list in src/config/inline-scripts.ts: ${start}`);
    if (html.includes(ISLAND_STYLE)) {
      html = html.replaceAll(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`);
    }
    const base = metaPolicy(html);
    if (base) {
      const route = pagePath(file.url);
      const scripts = pageFiles(reach, route)
        .filter((url) => /\.m?js$/.test(url) && !isWorkerScript(url))
        .map((url) => byUrl.get(url))
        .filter((script) => script !== undefined)
        .map(text);
      const own = pagePolicy(base, html, scriptNeeds(scripts));
      const connect = [...directiveSources(own, "connect-src"), ...extraConnectSources(site, route)];
      const policy = withDirective(own, "connect-src", connect);
      html = metaPolicyFirst(withMetaPolicy(html, policy));
      policies[route] = headerPolicy(policy);
      shared ??= base;
    }
    if (html !== text(file)) await writeFile(new URL(file.url.slice(1), dir), html);
  }
  if (refused.length > 0)
    throw new Error(`Only the inline scripts the site lists may run; refused:\n${refused.join("\n")}`);
  if (!shared) throw new Error("No built page carries a Content-Security-Policy meta tag.");
  for (const file of files.filter((candidate) => isWorkerScript(candidate.url))) {
    policies[file.url] = workerPolicy(shared, scriptNeeds([text(file)]).wasm);
  }
  return policies;
}

/**
 * Finishes the static output: each page's policy, the `_redirects` and `_headers` files static
 * hosts and CDNs read, and valid HTML.
 */
export function staticHostFiles(site: Pick<SiteConfig, "contactEndpoint">): AstroIntegration {
  return {
    name: "static-host-files",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const policies = await finishPages(dir, site);
        const files = (await builtFiles(dir)).map((file) => file.url);
        // Every file that is not a page can reach nothing, whatever starts it (a worker, a window).
        const nonPages = {
          rules: nonPageRules(files, new Set([...Object.keys(policies), ...HOST_FILES])),
          policy: NON_PAGE_POLICY,
        };
        await writeFile(new URL("_headers", dir), headersFile(SECURITY_HEADERS, policies, nonPages));
        const lines = [
          "# Permanent redirects (generated from src/config/redirects.ts)",
          ...redirectsFileLines(BLOG_REDIRECTS),
        ];
        await writeFile(new URL("_redirects", dir), `${lines.join("\n")}\n`);
      },
    },
  };
}
