/**
 * The browser-enforced side of the privacy promise: the Content-Security-Policy and the
 * security headers, built from the site identity so the contact endpoint is the only
 * other place a page may send data to, and only the contact page.
 */
import { SITE_PATHS } from "./site-paths.ts";
import { TRUSTED_TYPES_POLICIES } from "./trusted-types.ts";
import type { AstroUserConfig } from "astro";
import type { SiteConfig } from "./site";

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;
/** One directive as Astro's CSP option accepts it. */
type CspDirective = NonNullable<CspConfig["directives"]>[number];

/** Every directive except script-src and style-src, which Astro writes with the hashes it tracks. */
export function policyDirectives(): CspDirective[] {
  return [
    "default-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    // blob: for the face worker, started from its checked code in the sandbox (and directly on the
    // dev server), which makes it keep the policy of the document that started it.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    // The face engine's sandbox is a srcdoc iframe, which loads no address (so frame-src does not
    // apply to it); no page frames anything else.
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // The contact form has no action: a submit that slips past its script posts to the page itself.
    "form-action 'self'",
    // Trusted Types: no script may turn a string into HTML or a script address except through the
    // named policies, each of which accepts one thing (src/config/trusted-types.ts).
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(" ")}`,
  ];
}

/** The page whose form sends to the contact endpoint. */
export const CONTACT_PAGE = SITE_PATHS.contact;

/**
 * Where a page may connect beyond its own origin: the contact page, to the contact endpoint by its
 * full address (path included, query left out, as a policy matches them), so not to any other
 * address on the endpoint's origin (a shared form service holds everyone's forms); every other
 * page, the face worker's included, nowhere.
 */
export function extraConnectSources(site: Pick<SiteConfig, "contactEndpoint">, route: string): string[] {
  if (route !== CONTACT_PAGE || !site.contactEndpoint) return [];
  const url = new URL(site.contactEndpoint);
  // `;` and `,` would end the directive or the policy; a policy matches paths percent-decoded.
  return [`${url.origin}${url.pathname.replaceAll(";", "%3B").replaceAll(",", "%2C")}`];
}

/**
 * script-src sources besides the hashes, on every page: the site's own files. The build adds each
 * page's inline scripts by hash, and 'wasm-unsafe-eval' only where the page itself compiles
 * WebAssembly (src/lib/security/built-policy.ts).
 */
export const SCRIPT_SOURCES = ["'self'"];

/** Directives only a header can carry (a meta tag cannot forbid framing). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/**
 * The policy of every file that is not a page (scripts, styles, images, the model, the feed): a
 * worker or a window started from any of them can load, connect to or frame nothing, so a page
 * dependency that starts `new Worker("/_astro/<a chunk>.js")` or opens `/robots.txt` gets no
 * network (src/lib/security/headers-file.ts writes it into `_headers`; the service worker sends it
 * with its kept copies). A page's scripts and styles are loaded under the page's own policy, so
 * this takes nothing from a page.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response should carry, for hosts that read a `_headers` file (and `npm start`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Framing forbidden on every path, a 404 and `/index.html` included, which no page rule matches.
  // A policy of this directive alone restricts nothing else, so it takes back nothing a route's
  // own policy allows (a host sends both, and the browser enforces both).
  "Content-Security-Policy": HEADER_ONLY_DIRECTIVES.join("; "),
  // The same for browsers that predate frame-ancestors.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "Permissions-Policy": "camera=(self), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Browsers keep to HTTPS for two years once they have seen the site over HTTPS (ignored over HTTP,
  // so `npm start` on localhost is unaffected).
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/** A page's policy as a header sends it: the page's own, plus what only a header can carry. */
export function headerPolicy(pagePolicy: string): string {
  return [pagePolicy, ...HEADER_ONLY_DIRECTIVES].join("; ");
}
