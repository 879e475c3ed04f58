/**
 * Puts a test-only script in place of the site's face worker script, for one page or browser
 * context. The page starts its worker as it always does: it fetches the worker's code, checks it
 * against the digest the build wrote into the page's code, and starts it in the face engine's
 * sandbox (src/lib/face-engine/sandbox/sandboxed-worker.ts). Playwright's routing answers the
 * worker script with the test's script, and answers the page's chunk that holds the digests with
 * the same chunk naming the test script's digest instead: what a build of that script would be.
 * Everything else (the sandbox, its policy, the ports, every other file) is the site's, served by
 * the site's server untouched: only those two requests are routed, and both are answered from the
 * build on disk (scripts/built-site.ts's DIST), with the headers the site's host sends for them.
 *
 * The test's script is one classic script, as the built worker is (the sandbox loads nothing by
 * address): `bundleWorkerModule` bundles a TypeScript module of this folder into one.
 *
 * A service worker answers requests before routing sees them: a spec that routes the worker sets
 * `test.use({ serviceWorkers: "block" })`.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page, Route } from "@playwright/test";
import { buildSync } from "esbuild";
import { DIST } from "../../../scripts/built-site.ts";
import { headersForPath, parseHeadersFile } from "../../../src/lib/security/headers-file.ts";

/** The site's worker script: a hashed file under /_astro/ (a query string is not matched). */
const FACE_WORKER_SCRIPT = /\/_astro\/face-landmarks\.worker-[\w-]+\.js$/;

/**
 * A request for exactly this path of the site. A regular expression, not a function: Playwright
 * matches it without a round trip to the test, so every other request goes on untouched (a
 * function would be asked about every request the page makes).
 */
const exactly = (path: string) => new RegExp(`^[^?#]*${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);

/** The worker's digest as the build writes it (src/lib/face-engine/sandbox/file-digests.ts). */
const WORKER_DIGEST = /(\/_astro\/face-landmarks\.worker-[\w-]+\.js )([A-Za-z0-9+/=]+)/g;

/** What the build on disk holds for the routes: the chunk with the face files' digests, and the worker it names. */
interface BuiltFaceFiles {
  /** The chunk's path on the site ("/_astro/face-engine.<hash>.js") and its code. */
  holder: { path: string; code: string };
  /** The worker script's path on the site, as the chunk names it. */
  worker: string;
  /** The headers the site's host sends with each of the two (the build's `_headers`). */
  headers: (path: string) => Record<string, string>;
}

let built: BuiltFaceFiles | undefined;

/** Finds, once, the one script of the build whose code holds the worker's digest. */
function builtFaceFiles(): BuiltFaceFiles {
  if (built) return built;
  const folder = join(DIST, "_astro");
  const rebuild = `build the site first (npm run build${process.env["SITE_OUT_DIR"] ? `, SITE_OUT_DIR=${process.env["SITE_OUT_DIR"]}` : ""})`;
  let scripts: string[];
  try {
    scripts = readdirSync(folder).filter((file) => file.endsWith(".js") && !FACE_WORKER_SCRIPT.test(`/_astro/${file}`));
  } catch (error) {
    throw new Error(`${folder} cannot be read: ${rebuild}`, { cause: error });
  }
  const holders = scripts.flatMap((file) => {
    const code = readFileSync(join(folder, file), "utf8");
    const worker = new RegExp(WORKER_DIGEST.source).exec(code)?.[1]?.trim();
    return worker ? [{ holder: { path: `/_astro/${file}`, code }, worker }] : [];
  });
  const [found, ...others] = holders;
  if (!found || others.length > 0) {
    throw new Error(
      `${folder} should hold one script with the face worker's digest, not ${holders.length} (${holders.map((h) => h.holder.path).join(", ")}): ${rebuild}`,
    );
  }
  const rules = parseHeadersFile(readFileSync(join(DIST, "_headers"), "utf8"));
  built = {
    ...found,
    headers: (path) => ({ ...headersForPath(rules, path), "Content-Type": "text/javascript" }),
  };
  return built;
}

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

/** The built worker's own code, read from the build on disk. */
function builtWorkerCode(worker: string): string {
  return readFileSync(join(DIST, worker), "utf8");
}

/**
 * Answers the request for the site's worker script with `entry` (one classic script; a function
 * is given the built worker's code, for a script that wraps it), and lets the page's check accept
 * it. Only that request and the chunk holding the digests are routed.
 */
export async function routeFaceWorker(
  target: Page | BrowserContext,
  entry: string | ((realCode: string) => string),
): Promise<void> {
  const { holder, worker, headers } = builtFaceFiles();
  let script: string | undefined;
  /** The test's script, made once. */
  const testScript = () => (script ??= typeof entry === "string" ? entry : entry(builtWorkerCode(worker)));
  let chunk: string | undefined;
  /** The chunk as a build of the test's script would write it: naming the test script's digest. */
  const holderCode = () => {
    if (chunk === undefined) {
      const digest = createHash("sha256").update(testScript()).digest("base64");
      chunk = holder.code.replace(WORKER_DIGEST, (_all, path: string) => `${path}${digest}`);
    }
    return chunk;
  };
  const answer = async (route: Route, path: string, body: () => string) => {
    try {
      return await route.fulfill({ status: 200, headers: headers(path), body: body() });
    } catch {
      // The page closed (the test ended) while its script was on its way.
      return route.abort().catch(() => undefined);
    }
  };
  await target.route(exactly(holder.path), (route) => answer(route, holder.path, holderCode));
  await target.route(FACE_WORKER_SCRIPT, async (route) => {
    const path = new URL(route.request().url()).pathname;
    // Another build than the one on disk is being served: its chunk names another digest.
    if (path !== worker) {
      console.error(`The page asked for ${path}, but the build in ${DIST} has ${worker}: serve that build.`);
      return route.abort().catch(() => undefined);
    }
    return answer(route, path, testScript);
  });
}
