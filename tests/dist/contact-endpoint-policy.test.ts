/**
 * With a contact endpoint configured, only the contact page may send to it, and only to its full
 * address: no other page's policy, header or meta, and no worker's names the endpoint's origin
 * (a shared form service holds everyone's forms). Builds its own copy of the site with the
 * endpoint set.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_PAGE, parseHeadersFile } from "../../src/config/security";
import { pagePath } from "../../src/lib/offline/offline-manifest";
import { directiveSources, metaPolicy } from "../../src/lib/security/built-policy";

const ENDPOINT = "https://forms.example/f/contact-form";
const ORIGIN = new URL(ENDPOINT).origin;
const OUT_DIR = "dist-endpoint-policy";
const ROOT = join(import.meta.dirname, "../..");
const BUILD = join(ROOT, OUT_DIR);

beforeAll(async () => {
  const build = spawn("npx", ["astro", "build"], {
    cwd: ROOT,
    env: { ...process.env, SITE_OUT_DIR: OUT_DIR, PUBLIC_CONTACT_ENDPOINT: ENDPOINT },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((done) => build.on("close", done));
  expect(code, "astro build with PUBLIC_CONTACT_ENDPOINT").toBe(0);
}, 600_000);

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
