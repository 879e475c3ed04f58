/**
 * The search page's behaviour. Pagefind's library and index (written at build into /pagefind/)
 * are fetched only here, when a search runs, so no other page pays for them. Results are plain
 * links in an ordered list; the status line (a polite live region) says how many were found.
 */

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface PagefindApi {
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>;
}

/** Where the build puts Pagefind's library; kept out of the bundler's reach, since it exists only after the build. */
const PAGEFIND_URL = "/pagefind/pagefind.js";
/** The most results listed. */
const MAX_RESULTS = 20;
/** Longest query searched and echoed, from the field (its maxlength) or from `?q=` in the address. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** How long typing must pause before the search runs, so each keystroke does not search. */
export const SEARCH_DEBOUNCE_MS = 250;

/** A query cut to the longest searched; `cut` says whether anything was dropped. */
function limitQuery(raw: string): { query: string; cut: boolean } {
  return { query: raw.slice(0, SEARCH_QUERY_MAX_LENGTH), cut: raw.length > SEARCH_QUERY_MAX_LENGTH };
}

let pagefind: Promise<PagefindApi> | null = null;

function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: PagefindApi) => {
    // In the page, under its policy (which allows WebAssembly on this page only): Pagefind's own
    // worker would start from its address and run with no policy on a host that ignores _headers.
    await module.options({ excerptLength: 24, noWorker: true });
    return module;
  });
  return pagefind;
}

/** The named entities Pagefind writes into an excerpt (it escapes text as HTML does). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/**
 * Decodes the HTML entities of a piece of text, as text: no string becomes markup anywhere (the
 * page requires Trusted Types, and an excerpt is never parsed as HTML).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Pagefind marks matches with <mark>; everything else in an excerpt is text. Builds the nodes as text, never as HTML. */
function excerptNodes(excerpt: string): Node[] {
  const nodes: Node[] = [];
  for (const part of excerpt.split(/(<mark>[\s\S]*?<\/mark>)/)) {
    const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
    const text = decodeEntities((marked?.[1] ?? part).replace(/<[^>]*>/g, ""));
    if (!text) continue;
    if (marked) {
      const mark = document.createElement("mark");
      mark.className = "rounded bg-accent-soft px-0.5 text-accent-soft-ink";
      mark.textContent = text;
      nodes.push(mark);
    } else nodes.push(document.createTextNode(text));
  }
  return nodes;
}

/**
 * Whether an excerpt marks one of the query's words: a marked word that shares its first four
 * letters with a searched word (all of it, for a shorter one), so a prefix typed so far and a word
 * Pagefind reduced to its stem count, and a word that only begins like a letter of the query does not.
 */
export function marksQuery(excerpt: string, query: string): boolean {
  const marked = [...excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)].map((m) => (m[1] ?? "").toLowerCase());
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shared = (a: string, b: string) => {
    let n = 0;
    while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
    return n;
  };
  return marked.some((word) => terms.some((term) => shared(word, term) >= Math.min(term.length, 4)));
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "card p-5";
  const link = document.createElement("a");
  link.href = data.url.replace(/\.html$/, "");
  link.className = "text-lg font-semibold hover:underline";
  link.textContent = data.meta.title ?? data.url;
  const excerpt = document.createElement("p");
  excerpt.className = "mt-2 text-sm text-muted";
  excerpt.append(...excerptNodes(data.excerpt), "…");
  item.append(link, excerpt);
  return item;
}

export function runBlogSearch(): void {
  const form = document.querySelector<HTMLFormElement>("[data-blog-search]");
  const input = form?.querySelector<HTMLInputElement>("input[name=q]");
  const status = document.querySelector<HTMLElement>("[data-search-status]");
  const list = document.querySelector<HTMLOListElement>("[data-search-results]");
  if (!form || !input || !status || !list) return;

  let latest = 0;
  const search = async (query: string, cut = false) => {
    const run = (latest += 1);
    const trimmed = query.trim();
    // The echo is never longer than the maximum; an ellipsis says the address asked for more.
    const echo = cut ? `${trimmed}…` : trimmed;
    list.replaceChildren();
    if (!trimmed) {
      status.textContent = "";
      return;
    }
    status.textContent = "Searching...";
    try {
      const api = await loadPagefind();
      const { results } = await api.search(trimmed);
      // Pagefind also returns near misses ("xqzv" finds the "x" of "400 x 400"): only an article
      // whose excerpt marks a searched word counts as found (the blog is a few dozen articles).
      const found = (await Promise.all(results.map((result) => result.data()))).filter((data) =>
        marksQuery(data.excerpt, trimmed),
      );
      if (run !== latest) return;
      list.replaceChildren(...found.slice(0, MAX_RESULTS).map(resultItem));
      status.textContent =
        found.length === 0
          ? `No article mentions "${echo}". Try another word, or browse the categories on the blog.`
          : `${found.length} ${found.length === 1 ? "article" : "articles"} found for "${echo}".`;
    } catch {
      if (run === latest) status.textContent = "Search could not load. Check your connection and try again.";
    }
  };

  /** Keeps the address in step with the query, so reloading or sharing it repeats the search. */
  const showInAddress = (query: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set("q", query.trim());
    history.replaceState(null, "", url);
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  const searchNow = () => {
    clearTimeout(typing);
    const { query } = limitQuery(input.value);
    showInAddress(query);
    void search(query);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    searchNow();
  });
  input.addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(searchNow, SEARCH_DEBOUNCE_MS);
  });
  const initial = limitQuery(new URL(window.location.href).searchParams.get("q") ?? "");
  if (initial.query) {
    input.value = initial.query;
    if (initial.cut) showInAddress(initial.query);
    void search(initial.query, initial.cut);
  }
}
