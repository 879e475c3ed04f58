/**
 * The offline page's list of the articles this device keeps (docs/offline.md). The page carries
 * every article's title and address, each hidden; this shows those the service worker's cache
 * holds, which are exactly the articles that open with no connection. Without JavaScript, Cache
 * Storage or any kept article, the page says so in plain words instead.
 */

/** What the page says when no article is kept (or it cannot tell). */
export const NO_KEPT_ARTICLES =
  "No articles are saved on this device yet. Reconnect to read the blog: each article you open is then kept.";

/** Whether the site's caches hold a copy of the page at `path`. */
async function isKept(path: string): Promise<boolean> {
  return (await caches.match(path)) !== undefined;
}

export async function showKeptArticles(): Promise<void> {
  const status = document.querySelector<HTMLElement>("[data-kept-status]");
  const list = document.querySelector<HTMLElement>("[data-kept-articles]");
  if (!status || !list) return;
  const items = [...list.querySelectorAll<HTMLElement>("li[data-path]")];
  const kept = "caches" in window ? await Promise.all(items.map((item) => isKept(item.dataset["path"] ?? ""))) : [];
  const shown = items.filter((item, position) => {
    item.hidden = kept[position] !== true;
    return !item.hidden;
  });
  list.hidden = shown.length === 0;
  status.textContent =
    shown.length === 0
      ? NO_KEPT_ARTICLES
      : shown.length === 1
        ? "This article is saved on this device and opens without a connection:"
        : `These ${shown.length} articles are saved on this device and open without a connection:`;
}
