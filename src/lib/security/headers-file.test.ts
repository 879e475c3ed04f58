import { describe, expect, it } from "vitest";
import { headersForPath } from "./headers-file";

describe("the headers a host sends with a path", () => {
  const rules = {
    "/*": { "Content-Security-Policy": "frame-ancestors 'none'", "X-Frame-Options": "DENY" },
    "/_astro/*": { "Cache-Control": "immutable" },
    "/about": { "Content-Security-Policy": "default-src 'self'" },
  };

  it("are every matching rule's, a header set twice joined by a comma", () => {
    expect(headersForPath(rules, "/about")).toEqual({
      "Content-Security-Policy": "frame-ancestors 'none', default-src 'self'",
      "X-Frame-Options": "DENY",
    });
    expect(headersForPath(rules, "/_astro/a.js")["Cache-Control"]).toBe("immutable");
    expect(headersForPath(rules, "/about/more")["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
  });
});
