/**
 * Site identity: the one place that names the product and says where it lives.
 * Every value can be overridden from the environment at build time.
 */
export interface SiteConfig {
  /** Product name, shown in the header, titles and legal text. */
  name: string;
  /** Letters of the brand mark. */
  shortName: string;
  /** Public origin of the site, no trailing slash (from `SITE_URL`). */
  url: string;
  /**
   * The site's address as printed on images: the host name of `url`, without the scheme; empty
   * until `SITE_URL` names the real one, so a card never prints the placeholder domain.
   */
  address: string;
  /** Address that receives contact messages (from `PUBLIC_CONTACT_EMAIL`). */
  email: string;
  /** Optional form back-end that accepts JSON posts (from `PUBLIC_CONTACT_ENDPOINT`). */
  contactEndpoint: string | undefined;
  /**
   * Whether someone can receive what the contact page sends: a real address or a form service is
   * set. The default build's address is the reserved example domain, where no message arrives, so
   * its contact page promises no reply (content/contact.yaml `unanswered`).
   */
  contactAnswered: boolean;
  /** One-sentence description used for meta tags and the feed. */
  description: string;
}

export type SiteEnv = Partial<
  Record<"SITE_URL" | "PUBLIC_CONTACT_EMAIL" | "PUBLIC_CONTACT_ENDPOINT", string | undefined>
>;

/** Defaults use the reserved documentation domain so nothing pretends to be a real address. */
export const DEFAULT_SITE_URL = "https://faceshapedetector.example";
export const DEFAULT_CONTACT_EMAIL = "hello@faceshapedetector.example";

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Host names that never leave the machine: the only ones a plain http: endpoint may use (the tests' back-end). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Stops the build on a contact endpoint that is malformed or would carry messages unencrypted:
 * only https: is accepted, and http: only on this machine's loopback address (for tests).
 */
export function checkContactEndpoint(endpoint: string): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`PUBLIC_CONTACT_ENDPOINT is not an address: ${endpoint}`);
  }
  if (url.username || url.password)
    throw new Error(
      `PUBLIC_CONTACT_ENDPOINT must not carry a user name or password: every visitor's browser would hold them, and browsers refuse to send such a request: ${url.protocol}//${url.host}${url.pathname}`,
    );
  // The page's connect-src names the endpoint as it is: with no path it would allow the whole origin.
  if (url.protocol === "https:" || url.protocol === "http:") {
    if (url.pathname === "/" || url.pathname === "")
      throw new Error(
        `PUBLIC_CONTACT_ENDPOINT must name the form's own path (https://forms.example/f/your-form), not a whole site: the page may then connect to that one address only: ${url.origin}`,
      );
    if (url.search || url.hash)
      throw new Error(
        `PUBLIC_CONTACT_ENDPOINT must not carry a query or fragment: the page's policy names the path alone: ${url.origin}${url.pathname}`,
      );
  }
  if (url.protocol === "https:") return;
  if (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)) return;
  throw new Error(
    `PUBLIC_CONTACT_ENDPOINT must start with https:, so that visitors' messages travel encrypted (plain http: is accepted only for localhost, in tests): ${endpoint}`,
  );
}

/** What the build says when no real address is set: the placeholder's consequences and how to set one. */
export const SITE_URL_MISSING =
  "SITE_URL is not set: every page names https://faceshapedetector.example as its canonical address, the sitemap and feed point there, and the result card prints no address. Set SITE_URL=https://your-domain before building for a deploy.";

/** Builds the site identity from environment values, validating what it is given. */
export function resolveSiteConfig(env: SiteEnv): SiteConfig {
  const configured = clean(env.SITE_URL);
  const url = new URL(configured ?? DEFAULT_SITE_URL);
  const email = clean(env.PUBLIC_CONTACT_EMAIL) ?? DEFAULT_CONTACT_EMAIL;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`PUBLIC_CONTACT_EMAIL is not an e-mail address: ${email}`);
  }
  const endpoint = clean(env.PUBLIC_CONTACT_ENDPOINT);
  if (endpoint) checkContactEndpoint(endpoint);
  return {
    name: "Face Shape Detector",
    shortName: "FS",
    url: url.origin,
    address: configured && url.origin !== DEFAULT_SITE_URL ? url.host : "",
    email,
    contactEndpoint: endpoint,
    contactAnswered: email !== DEFAULT_CONTACT_EMAIL || endpoint !== undefined,
    description:
      "Find your face shape from a selfie, free and in your browser: 68 facial landmarks, four measurements, and hair, glasses and beard ideas. Your photo never leaves your device.",
  };
}

export const site: SiteConfig = resolveSiteConfig({
  SITE_URL: import.meta.env.SITE,
  PUBLIC_CONTACT_EMAIL: import.meta.env.PUBLIC_CONTACT_EMAIL,
  PUBLIC_CONTACT_ENDPOINT: import.meta.env.PUBLIC_CONTACT_ENDPOINT,
});
