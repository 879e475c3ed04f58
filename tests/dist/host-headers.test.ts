import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHeadersFile } from "../../src/config/security";
import { DIST } from "./support/built-site";

describe("the built _headers file", () => {
  const headers = parseHeadersFile(readFileSync(join(DIST, "_headers"), "utf8"));

  it("forbids framing the site anywhere (clickjacking), which only a header can do", () => {
    expect(headers["Content-Security-Policy"]).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  });

  it("keeps browsers on HTTPS for at least a year, subdomains included", () => {
    const hsts = headers["Strict-Transport-Security"] ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  });
});
