/**
 * The `_headers` file that static hosts read (Netlify and Cloudflare Pages format): written by the
 * build, read back by the preview server (`npm start`) to answer as such a host would, and by the
 * build-output tests. Imports nothing.
 */

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
): string {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(shared)) lines.push(`  ${name}: ${value}`);
  lines.push("", "/_astro/*", "  Cache-Control: public, max-age=31536000, immutable");
  for (const [route, policy] of Object.entries(policies)) {
    lines.push("", route, `  Content-Security-Policy: ${policy}`);
  }
  const rules = 2 + Object.keys(policies).length;
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
