import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headersForPath, parseHeadersFile } from "../../src/lib/security/headers-file";
import { pagePath } from "../../src/lib/offline/offline-manifest";
import { DIST, htmlFiles } from "../../scripts/built-site.ts";

describe("the built _headers file", () => {
  const rules = parseHeadersFile(readFileSync(join(DIST, "_headers"), "utf8"));
  const headers = rules["/*"] ?? {};

  it("forbids framing every page (clickjacking), which only a header can do", () => {
    const pages = htmlFiles().map((file) => pagePath(`/${file}`));
    expect(pages).toContain("/");
    for (const page of pages) {
      expect(rules[page]?.["Content-Security-Policy"], page).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    }
  });

  it("forbids framing paths no page rule matches: an unknown path (the 404 page) and /index.html", () => {
    for (const path of ["/no-such-page", "/index.html", "/blog/no-such-article"]) {
      const sent = headersForPath(rules, path);
      const policies = (sent["Content-Security-Policy"] ?? "").split(",");
      expect(policies, path).toContainEqual(expect.stringMatching(/(^|; )frame-ancestors 'none'(;|$)/));
      expect(sent["X-Frame-Options"], path).toBe("DENY");
    }
  });

  it("keeps browsers on HTTPS for at least a year, subdomains included", () => {
    const hsts = headers["Strict-Transport-Security"] ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  });
});
