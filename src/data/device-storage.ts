import { CONTACT_DRAFT_KEY, HISTORY_STORAGE_KEY, OFFLINE_CACHE_PREFIX, THEME_STORAGE_KEY } from "./storage-keys";

/** One thing the site keeps in the visitor's browser. Nothing else is stored, anywhere. */
export interface StoredItem {
  key: string;
  area: "localStorage" | "sessionStorage" | "Cache Storage";
  /** What it holds, as a phrase: "your light or dark theme choice". */
  holds: string;
  /** How long it lasts, as a phrase. */
  lasts: string;
}

/**
 * Everything the site stores on the visitor's device. Every page that talks about storage says
 * STORAGE_SUMMARY, and a browser test checks that the site writes exactly these keys.
 */
export const DEVICE_STORAGE: readonly StoredItem[] = [
  {
    key: THEME_STORAGE_KEY,
    area: "localStorage",
    holds: "your light or dark theme choice, once you pick one",
    lasts: "until you clear this site's data",
  },
  {
    key: HISTORY_STORAGE_KEY,
    area: "localStorage",
    holds: "the results you choose to keep, as numbers with their dates (never a photo)",
    lasts: "until you delete them under Your results or clear this site's data",
  },
  {
    key: CONTACT_DRAFT_KEY,
    area: "sessionStorage",
    holds: "the contact message you are writing, until it is sent",
    lasts: "until you close the tab",
  },
  {
    // The cache's name is this, followed by the build's version.
    key: OFFLINE_CACHE_PREFIX,
    area: "Cache Storage",
    holds:
      "copies of this site's own pages and files (the pages you opened, and the face model and style pictures once you use the analyzer), so they work offline; never your photo or results",
    lasts: "until the next version of the site replaces them, or you clear this site's data",
  },
];

/** The one sentence about storage that the home page, FAQ, about page and privacy policy share. */
export const STORAGE_SUMMARY =
  "We set no cookies, and your browser keeps only what you choose for this site: your light or dark theme choice, the results you decide to keep (numbers only, never a photo, until you delete them), and, while you write to us, your unsent contact message, which is gone when you close the tab. It also keeps copies of the site's own pages and files, never your photo, so what you have opened works offline.";
