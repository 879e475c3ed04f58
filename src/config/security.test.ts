import { describe, expect, it } from "vitest";
import { CONTACT_PAGE, extraConnectSources, headersForPath, policyDirectives } from "./security";

describe("where a page may connect beyond its origin", () => {
  const site = { contactEndpoint: "https://forms.example/f/abc?via=site#x" };

  it("is the contact endpoint's full address on the contact page, query left out", () => {
    expect(extraConnectSources(site, CONTACT_PAGE)).toEqual(["https://forms.example/f/abc"]);
  });

  it("is nowhere on every other page, and nowhere at all with no endpoint", () => {
    for (const route of ["/", "/about", "/blog/search", "/_astro/face-landmarks.worker-x.js"]) {
      expect(extraConnectSources(site, route), route).toEqual([]);
    }
    expect(extraConnectSources({ contactEndpoint: undefined }, CONTACT_PAGE)).toEqual([]);
    expect(policyDirectives().join("; ")).not.toContain("forms.example");
  });

  it("cannot end the directive or the policy early", () => {
    expect(extraConnectSources({ contactEndpoint: "https://forms.example/a;b,c" }, CONTACT_PAGE)).toEqual([
      "https://forms.example/a%3Bb%2Cc",
    ]);
  });
});

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
