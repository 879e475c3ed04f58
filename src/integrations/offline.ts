/**
 * Offline use (an Astro integration): the client build compiles the service worker
 * (src/lib/offline/service-worker.ts) to /sw.js beside the pages, and once every page is built and
 * finished this writes the offline manifest in front of it: the files each page needs, and a
 * version hashed from the whole build, so each deploy brings a new worker that replaces the old one.
 * Add it after every integration that changes the built files, so the version covers their output.
 */
import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { SERVICE_WORKER_URL } from "../lib/offline/offline-config";
import { serviceWorkerScript, type BuiltFile } from "../lib/offline/build-offline-manifest";
import { siteOfflineManifest } from "../lib/offline/site-offline-manifest";

/** Every file of the build, by its address on the site. */
export async function builtFiles(dir: URL): Promise<BuiltFile[]> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return Promise.all(
    names.map(async (entry) => {
      const path = `${entry.parentPath}/${entry.name}`;
      const url = `/${path.slice(fileURLToPath(dir).length).replace(/\\/g, "/").replace(/^\/+/, "")}`;
      return { url, bytes: await readFile(path) };
    }),
  );
}

/** The kill switch (public/sw-retire.js): a service worker that empties the caches and unregisters itself. */
export const RETIRING_SERVICE_WORKER = "sw-retire.js";

export interface OfflineOptions {
  /**
   * Ship the kill switch as the service worker, to take offline use back from browsers that have
   * it (docs/offline.md): set by RETIRE_SERVICE_WORKER=1 at build time.
   */
  retire?: boolean;
}

export function offline({ retire = false }: OfflineOptions = {}): AstroIntegration {
  const fileName = SERVICE_WORKER_URL.slice(1);
  return {
    name: "offline",
    hooks: {
      "astro:config:setup": ({ command, config, updateConfig }) => {
        if (command !== "build") return;
        const source = fileURLToPath(new URL("src/lib/offline/service-worker.ts", config.root));
        updateConfig({
          vite: {
            plugins: [
              {
                name: "service-worker-entry",
                apply: "build",
                applyToEnvironment: (environment) => environment.name === "client",
                buildStart() {
                  this.emitFile({ type: "chunk", id: source, fileName });
                },
              },
            ],
          },
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (retire) {
          await copyFile(new URL(RETIRING_SERVICE_WORKER, dir), new URL(fileName, dir));
          logger.warn(`${fileName} is the kill switch: it empties the caches and unregisters itself.`);
          return;
        }
        const manifest = siteOfflineManifest(await builtFiles(dir));
        const worker = new URL(fileName, dir);
        const compiled = await readFile(worker, "utf8");
        if (/^\s*(?:import|export)\b/m.test(compiled)) {
          throw new Error(
            `${fileName} imports a shared chunk; a classic service worker cannot (keep its imports to itself).`,
          );
        }
        await writeFile(worker, serviceWorkerScript(manifest, compiled));
        logger.info(
          `${fileName} version ${manifest.version}: ${Object.keys(manifest.pages).length} pages, ${manifest.files.length} files, ${manifest.analyzer.length} for the analyzer`,
        );
      },
    },
  };
}
