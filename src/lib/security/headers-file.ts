/**
 * The `_headers` file that static hosts read (Netlify and Cloudflare Pages format): written by the
 * build, read back by the preview server (`npm start`) to answer as such a host would, and by the
 * build-output tests. Imports nothing.
 */

/** The build's hashed files, cached for a year. */
const HASHED_FILES = "/_astro/*";

/**
 * The `_headers` rules that reach every built file that is not a page, and no page: a folder with
 * no page in it by one rule (`/_astro/*`), a file beside pages by its own address. `files` are the
 * build's addresses ("/about.html", "/_astro/x.js"); `except` are files with a policy of their own
 * (the service worker) and the host's own files, which it never serves.
 */
export function nonPageRules(files: readonly string[], except: ReadonlySet<string>): string[] {
  const isPage = (url: string) => url.endsWith(".html");
  const rules: string[] = [];
  const walk = (folder: string) => {
    const inside = files.filter((url) => url.startsWith(folder) && !except.has(url));
    const here = inside.filter((url) => !url.slice(folder.length).includes("/"));
    for (const url of here.filter((candidate) => !isPage(candidate))) rules.push(url);
    const subfolders = [
      ...new Set(inside.filter((url) => !here.includes(url)).map((url) => url.slice(folder.length).split("/")[0])),
    ];
    for (const name of subfolders.sort()) {
      const sub = `${folder}${name}/`;
      const pagesOrExcepted = files.some((url) => url.startsWith(sub) && (isPage(url) || except.has(url)));
      if (pagesOrExcepted) walk(sub);
      else rules.push(`${sub}*`);
    }
  };
  walk("/");
  return rules.sort();
}

/** Cloudflare Pages reads at most this many rules from a `_headers` file. */
export const MAX_HEADER_RULES = 100;

/**
 * The `_headers` file (Netlify and Cloudflare Pages format): the shared headers for every path
 * (the site's are SECURITY_HEADERS of src/config/security.ts),
 * long caching for the hashed files, and each route's own Content-Security-Policy (pages and
 * worker scripts). The only policy every path gets is `frame-ancestors 'none'`: a host that applies
 * two matching rules sends both policies, and a browser enforces both, so a site-wide policy with
 * any other directive would take back what a route's own allows (WebAssembly in the face worker).
 */
export function headersFile(
  shared: Readonly<Record<string, string>>,
  policies: Readonly<Record<string, string>>,
  nonPages: { rules: readonly string[]; policy: string } = { rules: [], policy: "" },
): string {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(shared)) lines.push(`  ${name}: ${value}`);
  lines.push("", HASHED_FILES, "  Cache-Control: public, max-age=31536000, immutable");
  if (nonPages.rules.includes(HASHED_FILES)) lines.push(`  Content-Security-Policy: ${nonPages.policy}`);
  for (const rule of nonPages.rules.filter((candidate) => candidate !== HASHED_FILES)) {
    lines.push("", rule, `  Content-Security-Policy: ${nonPages.policy}`);
  }
  for (const [route, policy] of Object.entries(policies)) {
    lines.push("", route, `  Content-Security-Policy: ${policy}`);
  }
  const rules =
    2 + nonPages.rules.filter((candidate) => candidate !== HASHED_FILES).length + Object.keys(policies).length;
  if (rules > MAX_HEADER_RULES) {
    throw new Error(`_headers would have ${rules} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}.`);
  }
  return `${lines.join("\n")}\n`;
}

/** Whether a `_headers` rule's path matches `path`: exactly, or up to a trailing `*` (any rest). */
function ruleMatches(rule: string, path: string): boolean {
  return rule.endsWith("*") ? path.startsWith(rule.slice(0, -1)) : rule === path;
}

/**
 * The headers a host that reads `_headers` sends with `path` (Netlify and Cloudflare Pages): those
 * of every matching rule, in the file's order; a header two rules set gets both values, joined by
 * ", " (two Content-Security-Policy values are two policies, each enforced).
 */
export function headersForPath(
  rules: Readonly<Record<string, Readonly<Record<string, string>>>>,
  path: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [rule, values] of Object.entries(rules)) {
    if (!ruleMatches(rule, path)) continue;
    for (const [name, value] of Object.entries(values)) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}

/** Reads a built `_headers` file back: each rule's path and its headers. */
export function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      current = rules[line.trim()] ??= {};
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (current && match?.[1] && match[2] !== undefined) current[match[1]] = match[2];
  }
  return rules;
}
