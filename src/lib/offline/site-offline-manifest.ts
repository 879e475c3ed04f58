/**
 * The site's offline manifest from its built files, with the site's own options (./offline-config.ts):
 * written in front of the service worker by the offline integration, and read by the static-host
 * integration to learn which scripts each page loads or may load later (`pageReach`). Build time only.
 */
import { OFFLINE_CACHE_PREFIX } from "../../data/storage-keys";
import { APPEARANCE_SHIPPED } from "../face-shape/model/shipped-inputs";
import { buildOfflineManifest, type BuiltFile, type OfflineManifestOptions } from "./build-offline-manifest";
import { ANALYZER_FILES, fetchedOnUse, KEEP_ON_FETCH, LATER_BY_PAGE, OFFLINE_PAGE } from "./offline-config";
import type { OfflineManifest } from "./offline-manifest";
import { CONTENT_TYPES } from "../../config/content-types";
import { HEADER_ONLY_DIRECTIVES, NON_PAGE_POLICY } from "../../config/security";

const SITE_OPTIONS: OfflineManifestOptions = {
  cachePrefix: OFFLINE_CACHE_PREFIX,
  offlinePage: OFFLINE_PAGE,
  fetchedOnUse: fetchedOnUse({ appearance: APPEARANCE_SHIPPED }),
  keepOnFetch: KEEP_ON_FETCH,
  laterByPage: LATER_BY_PAGE,
  analyzer: ANALYZER_FILES,
  headers: {
    page: {
      "Content-Type": CONTENT_TYPES[".html"] as string,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": HEADER_ONLY_DIRECTIVES.join("; "),
    },
    file: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": NON_PAGE_POLICY },
  },
  contentTypes: CONTENT_TYPES,
};

/** The manifest sw.js carries: the analyzer's files apart, kept only once the analyzer is opened. */
export function siteOfflineManifest(files: readonly BuiltFile[]): OfflineManifest {
  return buildOfflineManifest(files, SITE_OPTIONS);
}

/**
 * The same manifest with the analyzer's files left with the pages that reach them: everything a
 * page may run, which its Content-Security-Policy must allow (the face worker starts from blob:
 * and keeps the page's policy, so the home page's policy must allow its WebAssembly).
 */
export function pageReach(files: readonly BuiltFile[]): OfflineManifest {
  return buildOfflineManifest(files, { ...SITE_OPTIONS, analyzer: [] });
}
