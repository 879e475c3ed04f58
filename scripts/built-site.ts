import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "./repo-root.ts";

/** The build folder: dist, or SITE_OUT_DIR when a second build is being checked. */
export const DIST = join(REPO_ROOT, process.env["SITE_OUT_DIR"] ?? "dist");

/** Every HTML file of the build, as paths relative to dist (e.g. "blog/glasses-round-faces.html"). */
export function htmlFiles(): string[] {
  return (readdirSync(DIST, { recursive: true }) as string[]).filter((file) => file.endsWith(".html")).sort();
}

export function readDist(file: string): string {
  return readFileSync(join(DIST, file), "utf8");
}

/** Bytes of `text` after gzip at the level static hosts and CDNs commonly serve (9). */
export function gzipBytes(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

/** Script URLs an HTML page loads: <script src>, module preloads and the islands' component and renderer modules. */
function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return [...urls];
}

function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? "");
}

/** The JavaScript a page ships, split into what loads with the page and what it can import later. */
export interface PageJavaScript {
  /** gzip bytes of inline scripts and every module reachable through static imports. */
  initialBytes: number;
  /** gzip bytes of modules reachable only through dynamic import(), workers not included. */
  deferredBytes: number;
  /** gzip bytes of Web Worker scripts those modules start (the face model's runtime). */
  workerBytes: number;
  /** Module files counted, relative to dist. */
  files: string[];
}

export function pageJavaScript(file: string): PageJavaScript {
  const html = readDist(file);
  const seen = new Set<string>();
  const deferred = new Set<string>();
  const workers = new Set<string>();

  const visit = (url: string, into: Set<string>) => {
    const path = url.split("?")[0]!.replace(/^\//, "");
    if (seen.has(path) || into.has(path)) return;
    into.add(path);
    const source = readFileSync(join(DIST, path), "utf8");
    const base = posix.dirname(`/${path}`);
    for (const match of source.matchAll(/(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'`]([^"'`]+\.js)["'`]/g)) {
      visit(posix.resolve(base, match[1]!), into);
    }
    for (const match of source.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
      const target = posix.resolve(base, match[1]!).replace(/^\//, "");
      if (!seen.has(target)) deferred.add(target);
    }
    for (const match of source.matchAll(/new URL\(\s*["'`]([^"'`]+\.worker[^"'`]*\.js)["'`]/g)) {
      workers.add(posix.resolve(base, match[1]!).replace(/^\//, ""));
    }
  };

  for (const url of entryScripts(html)) visit(url, seen);
  const deferredOnly = new Set<string>();
  for (const path of deferred) if (!seen.has(path)) visit(`/${path}`, deferredOnly);

  const size = (paths: Set<string>) =>
    [...paths].reduce((total, path) => total + gzipBytes(readFileSync(join(DIST, path))), 0);
  const inline = inlineScripts(html).reduce((total, script) => total + gzipBytes(script), 0);
  return {
    initialBytes: inline + size(seen),
    deferredBytes: size(deferredOnly),
    workerBytes: size(workers),
    files: [...seen, ...deferredOnly],
  };
}
