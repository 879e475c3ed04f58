/**
 * With a contact endpoint configured, only the contact page may send to it, and only to its full
 * address: no other page's policy, header or meta, and no worker's names the endpoint's origin
 * (a shared form service holds everyone's forms). Reads the build with the endpoint set that
 * `npm run build:contact` makes (tests/support/contact-site.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_PAGE } from "../../src/config/security";
import { parseHeadersFile } from "../../src/lib/security/headers-file";
import { pagePath } from "../../src/lib/offline/offline-manifest";
import { directiveSources, metaPolicy } from "../../src/lib/security/built-policy";
import { CONTACT_ENDPOINT as ENDPOINT, CONTACT_OUT_DIR } from "../support/contact-site";

const ORIGIN = new URL(ENDPOINT).origin;
const BUILD = join(import.meta.dirname, "../..", CONTACT_OUT_DIR);

beforeAll(() => {
  if (!existsSync(join(BUILD, "index.html"))) {
    throw new Error(`${CONTACT_OUT_DIR}/ is missing: run npm run build:contact before the build-output tests.`);
  }
});

const pages = () =>
  (readdirSync(BUILD, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({
      route: pagePath(`/${file}`),
      policy: metaPolicy(readFileSync(join(BUILD, file), "utf8")) ?? "",
    }));

describe("a build with a contact endpoint", () => {
  it("lets the contact page connect to the endpoint's full address, not its whole origin", () => {
    const contact = pages().find((page) => page.route === CONTACT_PAGE);
    expect(directiveSources(contact?.policy ?? "", "connect-src")).toEqual(["'self'", ENDPOINT]);
    expect(directiveSources(contact?.policy ?? "", "form-action")).toEqual(["'self'"]);
  });

  it("names the endpoint's origin in no other page's policy", () => {
    const others = pages().filter((page) => page.route !== CONTACT_PAGE);
    expect(others.length).toBeGreaterThan(10);
    for (const page of others) {
      expect(page.policy, page.route).toContain("default-src 'self'");
      expect(page.policy, page.route).not.toContain(ORIGIN);
    }
  });

  it("names it in no header policy but the contact page's: not a page's, not a worker's", () => {
    const rules = parseHeadersFile(readFileSync(join(BUILD, "_headers"), "utf8"));
    const naming = Object.entries(rules)
      .filter(([, headers]) => (headers["Content-Security-Policy"] ?? "").includes(ORIGIN))
      .map(([route]) => route);
    expect(naming).toEqual([CONTACT_PAGE]);
  });
});
