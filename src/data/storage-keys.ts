/**
 * The keys the site writes in the visitor's browser, each defined once. device-storage.ts lists
 * what each holds and for how long; the code that reads and writes a key imports it from here.
 */

/** Local storage: the visitor's light or dark theme choice. */
export const THEME_STORAGE_KEY = "theme";

/** Local storage: the results the visitor chose to keep. */
export const HISTORY_STORAGE_KEY = "face-shape-history";

/** Session storage: an unsent contact message, so a reload loses nothing. */
export const CONTACT_DRAFT_KEY = "contact-draft";

/** Cache Storage: what the service worker's cache is called: this, then the build's version (src/lib/offline/service-worker.ts). */
export const OFFLINE_CACHE_PREFIX = "face-shape-detector-";
