/**
 * The only Trusted Types policies any page may make (`trusted-types` in every page's policy,
 * src/config/security.ts). Each accepts one thing and refuses everything else:
 *
 * - the face engine's sandbox document, as the HTML of its iframe (src/lib/face-engine/sandbox/);
 * - the face worker's `blob:` address, as a worker's script address (made in the sandbox; on the
 *   dev server and the engine harness, in the page);
 * - the service worker's address, as the script address it is registered with
 *   (src/lib/offline/register-service-worker.ts).
 */
export const SANDBOX_DOCUMENT_POLICY = "face-sandbox";
export const FACE_WORKER_POLICY = "face-worker";
export const SERVICE_WORKER_POLICY = "service-worker";

export const TRUSTED_TYPES_POLICIES = [SANDBOX_DOCUMENT_POLICY, FACE_WORKER_POLICY, SERVICE_WORKER_POLICY] as const;

/** The part of the browser's Trusted Types API the site uses (the DOM's types do not have it yet). */
export interface TrustedTypesFactory {
  createPolicy<Rules extends object>(name: string, rules: Rules): Rules;
}

/** The browser's Trusted Types factory, where it has one. */
export function trustedTypesFactory(): TrustedTypesFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

/**
 * Where the page guard (src/lib/security/page-guard.ts), the first script of every page, leaves
 * the policies it made: a frozen object on `window` that no script can replace.
 */
export const SITE_POLICIES_GLOBAL = "sitePolicies";

/** The policies a page's guard made, by name (none in a browser without Trusted Types, or outside a page). */
export function sitePolicy<Rules extends object>(name: string): Rules | undefined {
  const made = (globalThis as Record<string, unknown>)[SITE_POLICIES_GLOBAL] as Record<string, Rules> | undefined;
  return made?.[name];
}
