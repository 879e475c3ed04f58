import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_REDIRECTS } from "../../src/config/redirects";
import { OFFLINE_CACHE_PREFIX } from "../../src/data/storage-keys";
import { APPEARANCE_SHIPPED } from "../../src/lib/face-shape/model/shipped-inputs";
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "../../src/lib/offline/offline-config";
import { buildVersion, readOfflineManifest } from "../../src/lib/offline/build-offline-manifest";
import { analyzerFiles, pageFiles, pagePath } from "../../src/lib/offline/offline-manifest";
import { ALL_STYLE_ITEMS } from "../../src/lib/style-catalogue/style-catalogue";
import { DIST, htmlFiles, readDist } from "../../scripts/built-site.ts";

const script = readDist(SERVICE_WORKER_URL.slice(1));
const manifest = readOfflineManifest(script);
const compiled = script.slice(script.indexOf("\n") + 1);
const builtFiles = (readdirSync(DIST, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => `/${join(entry.parentPath, entry.name).slice(DIST.length + 1)}`);
const redirectPages = new Set(Object.keys(BLOG_REDIRECTS).map((path) => `${path.slice(1)}.html`));

describe("the service worker in the build", () => {
  it("names its cache as the privacy policy's storage list declares", () => {
    // The minifier may write the name with any quotes.
    expect(readDist(SERVICE_WORKER_URL.slice(1))).toMatch(new RegExp(`["'\`]${OFFLINE_CACHE_PREFIX}["'\`]`));
  });

  it("is a classic script: the manifest, then code that imports nothing", () => {
    expect(compiled).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(compiled).toContain("OFFLINE_MANIFEST");
    expect(compiled).not.toMatch(/https?:\/\//);
  });

  it("carries the version of exactly these files (as built, before the manifest was written in)", () => {
    const files = builtFiles.map((url) => ({
      url,
      bytes: url === SERVICE_WORKER_URL ? Buffer.from(compiled) : readFileSync(join(DIST, url)),
    }));
    expect(buildVersion(files)).toBe(manifest.version);
  });

  it("lists only files of this build, by their address on this origin", () => {
    for (const url of manifest.files) {
      expect(url, url).toMatch(/^\/(?!\/)/);
      expect(builtFiles, url).toContain(url);
    }
    expect(manifest.keepOnFetch.every((prefix) => prefix.startsWith("/") && !prefix.startsWith("//"))).toBe(true);
  });

  it("knows every built page, the offline page among them", () => {
    expect(Object.keys(manifest.pages).sort()).toEqual(
      htmlFiles()
        .map((file) => pagePath(`/${file}`))
        .sort(),
    );
    expect(manifest.offlinePage).toBe(OFFLINE_PAGE);
    expect(readDist(`${OFFLINE_PAGE.slice(1)}.html`)).toContain('<meta name="robots" content="noindex"');
  });

  it("keeps the analyzer's worker, both weights, the SIMD WASM and every style drawing as the analyzer's files, not the optional model", () => {
    const analyzer = analyzerFiles(manifest);
    expect(analyzer.filter((url) => /face-landmarks\.worker.*\.js$/.test(url))).toHaveLength(1);
    expect(analyzer.filter((url) => /(tiny_face_detector|face_landmark_68)_model.*\.bin$/.test(url))).toHaveLength(2);
    expect(analyzer.filter((url) => url.endsWith(".wasm"))).toEqual([expect.stringMatching(/simd/)]);
    const drawings = ALL_STYLE_ITEMS.flatMap((item) => [item.thumbnail, ...item.examples].map((image) => image.src));
    expect(drawings).toHaveLength(216);
    expect(drawings.filter((url) => !analyzer.includes(url))).toEqual([]);
    expect(analyzer.some((url) => url.includes("face-identity"))).toBe(false);
  });

  it("keeps the appearance network as the analyzer's files exactly where a shipped classifier reads it, and no face mesh", () => {
    const analyzer = analyzerFiles(manifest);
    expect(analyzer.filter((url) => /face-appearance[^/]*\.bin$/.test(url))).toHaveLength(APPEARANCE_SHIPPED ? 1 : 0);
    // Only the calibration's worker runs the face mesh (tools/engine-harness/): the site has none of its files.
    expect(analyzer.filter((url) => /facemesh/.test(url))).toEqual([]);
  });

  it("keeps the home page without the analyzer's files, which wait until the visitor opens the analyzer", () => {
    const home = pageFiles(manifest, "/");
    expect(home.filter((url) => analyzerFiles(manifest).includes(url))).toEqual([]);
    expect(home.some((url) => url.includes("face-identity"))).toBe(false);
    expect(pageFiles(manifest, "/", false)).toContain(
      /<link rel="preload" href="([^"]+\.woff2)"/.exec(readDist("index.html"))?.[1],
    );
  });

  it("is registered by every page built on the site's layout", () => {
    for (const file of htmlFiles().filter((page) => !redirectPages.has(page))) {
      expect(readDist(file), file).toContain(SERVICE_WORKER_URL);
    }
  });
});
