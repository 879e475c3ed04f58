/**
 * The contact page promises a reply only where one can come: the default build (the reserved
 * example address, no form service) says plainly that no one reads its mail; the build with a form
 * service (`npm run build:contact`) gives the response time. Neither page carries the other's words.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/built-site.ts";
import { CONTACT_OUT_DIR } from "../support/contact-site";

const words = parse(readFileSync(join(import.meta.dirname, "../../content/contact.yaml"), "utf8")) as {
  badge: string;
  responseTime: { body: string };
  unanswered: { badge: string };
};
const page = (build: string) => {
  const file = join(build, "contact.html");
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build, npm run build:contact).`);
  return readFileSync(file, "utf8");
};

describe("the contact page's promises", () => {
  it("in the default build, promise no reply and say that no one reads this copy's mail", () => {
    const html = page(DIST);
    expect(html).toContain(words.unanswered.badge);
    expect(html).toContain("no reply will come");
    expect(html).not.toContain("24 to 48 hours");
    expect(html).not.toContain(words.badge);
  });

  it("in a build with a form service, give the response time", () => {
    const html = page(join(import.meta.dirname, "../..", CONTACT_OUT_DIR));
    expect(html).toContain(words.responseTime.body);
    expect(html).toContain(words.badge);
    expect(html).not.toContain("no reply will come");
  });
});
