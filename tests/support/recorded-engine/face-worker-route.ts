/**
 * Puts a test-only script in place of the site's face worker script, for one page or browser
 * context. The page starts its worker as it always does (a `blob:` entry that imports the worker
 * script, src/lib/face-engine/start-face-worker.ts); Playwright's routing answers that import, and
 * the `./recorded-engine/<file>.ts` imports of the script put in its place, with the TypeScript
 * modules of this folder that run in the worker, compiled as they are served.
 *
 * A service worker answers requests before routing sees them: a spec that routes the worker sets
 * `test.use({ serviceWorkers: "block" })`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page, Route } from "@playwright/test";
import ts from "typescript";

/** The site's worker script: a hashed file under /_astro/ (a query string is not matched). */
const FACE_WORKER_SCRIPT = /\/_astro\/face-landmarks\.worker-[\w-]+\.js$/;

/** Where a routed worker script's `./recorded-engine/<file>.ts` imports land. */
const WORKER_MODULE = /\/_astro\/recorded-engine\/([\w-]+\.ts)$/;

/** The modules of this folder that run in the worker; apart from type-only imports, they import only each other. */
const WORKER_MODULES: ReadonlySet<string> = new Set(["engine-tap.ts", "photo-key.ts", "recorded-worker.ts"]);

const compiled = new Map<string, string>();

function workerModule(file: string): string {
  let code = compiled.get(file);
  if (code === undefined) {
    const source = readFileSync(join(import.meta.dirname, file), "utf8");
    code = ts.transpileModule(source, {
      fileName: file,
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
    }).outputText;
    compiled.set(file, code);
  }
  return code;
}

const javascript = (route: Route, body: string) => route.fulfill({ contentType: "text/javascript", body });

/**
 * Answers the request for the site's worker script with `entry(scriptUrl)`, a module that may
 * import this folder's worker modules as `./recorded-engine/<file>.ts`.
 */
export async function routeFaceWorker(
  target: Page | BrowserContext,
  entry: (scriptUrl: string) => string,
): Promise<void> {
  await target.route(FACE_WORKER_SCRIPT, (route) => javascript(route, entry(route.request().url())));
  await target.route(WORKER_MODULE, (route) => {
    const file = WORKER_MODULE.exec(route.request().url())?.[1] ?? "";
    if (!WORKER_MODULES.has(file)) return route.fulfill({ status: 404, body: `${file} does not run in the worker` });
    return javascript(route, workerModule(file));
  });
}
