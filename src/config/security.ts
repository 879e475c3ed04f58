/**
 * The browser-enforced side of the privacy promise: the Content-Security-Policy and the
 * security headers, built from the site identity so the contact endpoint is the only
 * other place a page may send data to.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AstroUserConfig } from "astro";
import type { SiteConfig } from "./site";

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;
/** One directive as Astro's CSP option accepts it. */
type CspDirective = NonNullable<CspConfig["directives"]>[number];
type CspHash = `sha256-${string}`;

/** Where a page may send data: its own origin, plus the configured contact endpoint's origin. */
export function allowedConnectSources(site: SiteConfig): string[] {
  return ["'self'", ...(site.contactEndpoint ? [new URL(site.contactEndpoint).origin] : [])];
}

/** Every directive except script-src and style-src, which Astro writes with the hashes it tracks. */
export function policyDirectives(site: SiteConfig): CspDirective[] {
  const connect = allowedConnectSources(site).join(" ");
  return [
    "default-src 'self'",
    `connect-src ${connect}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${connect}`,
  ];
}

/** script-src sources besides the hashes: the site's own files, and WebAssembly for the face model. */
export const SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"];

export function sha256(text: string): CspHash {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

/** Hash of the inline theme script, exactly as theme-script.astro renders it. */
export function themeScriptHash(root: URL): CspHash {
  return sha256(readFileSync(new URL("src/scripts/theme-init.js", root), "utf8").trim());
}

/** Hash of the home page's inline early-drop script, exactly as early-photo-drop.astro renders it. */
export function earlyPhotoDropHash(root: URL): CspHash {
  return sha256(readFileSync(new URL("src/scripts/early-photo-drop.js", root), "utf8").trim());
}

/** Hash of the stylesheet sonner (the toast library) injects at run time. */
export function toastStyleHash(root: URL): CspHash {
  const source = readFileSync(new URL("node_modules/sonner/dist/index.mjs", root), "utf8");
  const match = /__insertCSS\("((?:[^"\\]|\\.)*)"\)/.exec(source);
  if (!match?.[1]) throw new Error("Could not find sonner's injected CSS to hash for the Content-Security-Policy.");
  return sha256(JSON.parse(`"${match[1]}"`) as string);
}

/** Headers every response should carry, for hosts that read a `_headers` file and for `npm start`. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "Permissions-Policy": "camera=(self), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Browsers keep to HTTPS for two years once they have seen the site over HTTPS (ignored over HTTP,
  // so `npm start` on localhost is unaffected).
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/** Directives only a header can carry (a meta tag cannot forbid framing). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/**
 * One policy for all pages, for the header file: the union of the sources that the
 * pages' own meta policies allow, plus the header-only directives.
 */
export function mergePolicies(policies: readonly string[]): string {
  const merged = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy.split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const set = merged.get(name) ?? new Set<string>();
      for (const source of sources) set.add(source);
      merged.set(name, set);
    }
  }
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    const [name, ...sources] = directive.split(" ");
    if (name) merged.set(name, new Set(sources));
  }
  return [...merged].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** The `_headers` file (Netlify and Cloudflare Pages format). */
export function headersFile(policy: string): string {
  const lines = ["/*", `  Content-Security-Policy: ${policy}`];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push("", "/_astro/*", "  Cache-Control: public, max-age=31536000, immutable", "");
  return lines.join("\n");
}

/** Reads the headers for all paths back from a built `_headers` file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith(" ")) {
      inAllPaths = line.trim() === "/*";
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (inAllPaths && match?.[1] && match[2] !== undefined) headers[match[1]] = match[2];
  }
  return headers;
}
