import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./serialize-json-ld";

describe("serializeJsonLd", () => {
  const article = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: 'Glasses </script><script>alert("hi")</script> & <!-- more -->',
    description: "Line\u2028separator",
  };

  it("never lets a value close the script element or open a comment", () => {
    const text = serializeJsonLd(article);
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(text).not.toContain("\u2028");
  });

  it("reads back as the same object", () => {
    expect(JSON.parse(serializeJsonLd(article))).toEqual(article);
  });
});
