import { describe, expect, it } from "vitest";
import { headersFile, headersForPath, nonPageRules, parseHeadersFile } from "./headers-file";

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

describe("nonPageRules", () => {
  const files = [
    "/index.html",
    "/about.html",
    "/robots.txt",
    "/sw.js",
    "/_headers",
    "/_astro/a.js",
    "/_astro/b.css",
    "/pagefind/pagefind.js",
    "/pagefind/index/x.pf_index",
    "/blog.html",
    "/blog/post.html",
    "/blog/covers/post.svg",
    "/blog/page/2.html",
  ];
  const rules = nonPageRules(files, new Set(["/sw.js", "/_headers"]));

  it("reaches every file that is not a page, and no page and no file with its own policy", () => {
    expect(rules).toEqual(["/_astro/*", "/blog/covers/*", "/pagefind/*", "/robots.txt"]);
    const rulesObject = Object.fromEntries(rules.map((rule) => [rule, { "Content-Security-Policy": "none" }]));
    for (const url of files) {
      const reached = headersForPath(rulesObject, url)["Content-Security-Policy"] !== undefined;
      expect(reached, url).toBe(!url.endsWith(".html") && url !== "/sw.js" && url !== "/_headers");
    }
  });

  it("is written into _headers with the policy, the hashed files' rule keeping its cache header", () => {
    const text = headersFile(
      { "X-Frame-Options": "DENY" },
      { "/": "default-src 'self'" },
      { rules, policy: "default-src 'none'" },
    );
    const parsed = parseHeadersFile(text);
    expect(parsed["/_astro/*"]).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    });
    expect(parsed["/robots.txt"]).toEqual({ "Content-Security-Policy": "default-src 'none'" });
    expect(parsed["/"]).toEqual({ "Content-Security-Policy": "default-src 'self'" });
  });
});
