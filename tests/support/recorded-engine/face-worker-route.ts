/**
 * Puts a test-only script in place of the site's face worker script, for one page or browser
 * context. The page starts its worker as it always does: it fetches the worker's code, checks it
 * against the digest the build wrote into the page's code, and starts it in the face engine's
 * sandbox (src/lib/face-engine/sandbox/sandboxed-worker.ts). Playwright's routing answers the
 * worker script with the test's script, and answers the page's chunk that holds the digests with
 * the same chunk naming the test script's digest instead: what a build of that script would be.
 * Everything else (the sandbox, its policy, the ports) is the site's.
 *
 * The test's script is one classic script, as the built worker is (the sandbox loads nothing by
 * address): `bundleWorkerModule` bundles a TypeScript module of this folder into one.
 *
 * A service worker answers requests before routing sees them: a spec that routes the worker sets
 * `test.use({ serviceWorkers: "block" })`.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import type { BrowserContext, Page, Route } from "@playwright/test";
import { buildSync } from "esbuild";

/** The site's worker script: a hashed file under /_astro/ (a query string is not matched). */
const FACE_WORKER_SCRIPT = /\/_astro\/face-landmarks\.worker-[\w-]+\.js$/;

/** A script of the site; the one holding the face files' digests is rewritten. */
const SITE_SCRIPT = /\/_astro\/[\w.-]+\.js$/;

/** The worker's digest as the build writes it (src/lib/face-engine/sandbox/file-digests.ts). */
const WORKER_DIGEST = /(\/_astro\/face-landmarks\.worker-[\w-]+\.js )([A-Za-z0-9+/=]+)/g;

const bundled = new Map<string, string>();

/**
 * A module of this folder bundled, with what it imports, into one classic script that runs
 * `run` (a function the module exports) with `argument`.
 */
export function bundleWorkerModule(file: string, run?: { name: string; argument: unknown }): string {
  let code = bundled.get(file);
  if (code === undefined) {
    const [output] = buildSync({
      entryPoints: [join(import.meta.dirname, file)],
      bundle: true,
      format: "iife",
      globalName: "testWorker",
      platform: "browser",
      target: "es2022",
      write: false,
    }).outputFiles;
    code = output?.text ?? "";
    bundled.set(file, code);
  }
  return run ? `${code}\ntestWorker.${run.name}(${JSON.stringify(run.argument)});\n` : code;
}

const javascript = (route: Route, body: string) => route.fulfill({ contentType: "text/javascript", body });

/**
 * Answers the request for the site's worker script with `entry(realCode)` (one classic script;
 * `realCode` is the built worker's, for a script that wraps it), and lets the page's check accept it.
 */
export async function routeFaceWorker(
  target: Page | BrowserContext,
  entry: (realCode: string) => string,
): Promise<void> {
  let body: Promise<string> | undefined;
  /** The test's script, made once from the built worker's code (fetched past the routes). */
  const script = (route: Route, workerUrl: string) => {
    body ??= route.fetch({ url: workerUrl }).then(async (response) => entry(await response.text()));
    return body;
  };
  await target.route(SITE_SCRIPT, async (route) => {
    const url = new URL(route.request().url());
    if (FACE_WORKER_SCRIPT.test(url.pathname)) return route.fallback();
    try {
      const response = await route.fetch();
      const code = await response.text();
      const worker = new RegExp(WORKER_DIGEST.source).exec(code)?.[1]?.trim();
      if (!worker) return await route.fulfill({ response, body: code });
      const digest = createHash("sha256")
        .update(await script(route, new URL(worker, url).href))
        .digest("base64");
      return await route.fulfill({
        response,
        body: code.replace(WORKER_DIGEST, (_all, path: string) => `${path}${digest}`),
      });
    } catch {
      // The page closed (the test ended) while its script was on its way.
      return route.abort().catch(() => undefined);
    }
  });
  await target.route(FACE_WORKER_SCRIPT, async (route) => {
    try {
      return await javascript(route, await script(route, route.request().url()));
    } catch {
      return route.abort().catch(() => undefined);
    }
  });
}
