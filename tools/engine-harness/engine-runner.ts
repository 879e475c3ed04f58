/**
 * Shared harness of the calibration, the engine benchmarks and the engine browser test: builds the
 * site with the engine harness page into dist-engine/, serves it (and a photo folder) from a small
 * local static server, and drives the real worker in headless Chromium. A benchmark takes all of
 * it at once, shut down after, through withEngineHarness (./with-engine-harness.ts).
 */
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium-path";
import { buildProblem, makeBuild } from "../../scripts/builds";
import { REPO_ROOT } from "../../scripts/repo-root";

export const ENGINE_DIST = path.join(REPO_ROOT, "dist-engine");
export const DEFAULT_DATASET = path.resolve(REPO_ROOT, "../shared/datasets/faceshape-pasupa2019");

/**
 * Builds dist-engine/ (site + harness page) for a tool: always with `true`, only when missing with
 * `false`, and with "if-stale" when it is missing or was built from other files (scripts/builds.ts).
 * Tests never build: they call `requireFreshBuild("engine")`.
 */
export function ensureEngineBuild(rebuild: boolean | "if-stale"): void {
  const problem = buildProblem("engine");
  const missing = !existsSync(path.join(ENGINE_DIST, "__engine-harness.html"));
  if (rebuild === true || (rebuild === "if-stale" && problem) || (rebuild === false && missing)) {
    makeBuild("engine", "quiet");
  }
}

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".bin": "application/octet-stream",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

export interface EngineServer {
  origin: string;
  /** Every request that reached the server, as "METHOD /path?query", in order. */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * Serves dist-engine/ at the root and each extra folder under its prefix (for example the photo
 * folder at /__photos/), from 127.0.0.1 only.
 */
export async function startEngineServer(mounts: Record<string, string> = {}): Promise<EngineServer> {
  const roots: [string, string][] = [...Object.entries(mounts), ["/", ENGINE_DIST]];
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method ?? "?"} ${request.url ?? ""}`);
    const url = new URL(request.url ?? "/", "http://localhost");
    const pathname = decodeURIComponent(url.pathname);
    for (const [prefix, root] of roots) {
      if (!pathname.startsWith(prefix)) continue;
      let file = path.join(root, pathname.slice(prefix.length));
      if (!file.startsWith(root)) break;
      if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
      if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
      if (!existsSync(file)) break;
      response.writeHead(200, {
        "content-type": MIME[path.extname(file).toLowerCase()] ?? "application/octet-stream",
        "content-length": statSync(file).size,
        "cache-control": "no-cache",
      });
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not found");
  });
  server.on("upgrade", (request, socket) => {
    requests.push(`UPGRADE ${request.url ?? ""}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The same Chromium and flags as the browser tests (scripts/chromium-path.ts). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * Opens the harness page (in a fresh context of `browser`, or in `context`) and waits until
 * `window.engineHarness` is installed.
 */
export async function openHarness(browser: Browser | BrowserContext, origin: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${origin}/__engine-harness`);
  await page.waitForFunction(() => "engineHarness" in window);
  return page;
}

/** A labelled photo: its shape label (folder name) and path relative to the folder. */
export interface LabelledPhoto {
  label: string;
  relativePath: string;
}

const PHOTO_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".gif", ".bmp"]);

const isPhoto = (name: string) => PHOTO_EXTENSIONS.has(path.extname(name).toLowerCase());

/**
 * Photos in one subfolder per shape (lowercase shape names), sorted for a stable order. Photos
 * directly in the folder are listed too, with an empty label (for the speed benchmark, which needs
 * no labels).
 */
export function listLabelledPhotos(folder: string): LabelledPhoto[] {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return [];
  const photos: LabelledPhoto[] = [];
  for (const entry of readdirSync(folder).sort()) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) {
        if (isPhoto(name)) photos.push({ label: entry, relativePath: `${entry}/${name}` });
      }
    } else if (isPhoto(entry)) {
      photos.push({ label: "", relativePath: entry });
    }
  }
  return photos;
}

/** URL path of a photo under the /__photos/ mount. */
export function photoUrl(photo: LabelledPhoto): string {
  return `/__photos/${photo.relativePath.split("/").map(encodeURIComponent).join("/")}`;
}

/** The folder given as the first command-line argument that is not a flag, or the default. */
export function folderArgument(fallback: string): string {
  const given = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  return path.resolve(given ?? fallback);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? 0
    : sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
