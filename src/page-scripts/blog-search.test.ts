import { describe, expect, it } from "vitest";
import { decodeEntities, marksQuery } from "./blog-search";

describe("marksQuery", () => {
  it("counts an excerpt that marks a searched word, a prefix typed so far, or the word's stem", () => {
    expect(marksQuery("the best <mark>hairstyles</mark> for", "hairstyles")).toBe(true);
    expect(marksQuery("the best <mark>hairstyles</mark> for", "hair")).toBe(true);
    expect(marksQuery("a <mark>style</mark> that", "styles")).toBe(true);
    expect(marksQuery("round <mark>Glasses</mark>", "oval glasses")).toBe(true);
  });

  it("refuses a near miss: nothing marked, or a mark that only begins like the query", () => {
    expect(marksQuery("at least 400 <mark>x</mark> 400 pixels", "xqzv")).toBe(false);
    expect(marksQuery("nothing marked here", "oval")).toBe(false);
    expect(marksQuery("an <mark>oval</mark> face", "ovation")).toBe(false);
  });
});

describe("decodeEntities", () => {
  it("decodes Pagefind's entities as text, so markup in an excerpt stays text", () => {
    expect(decodeEntities("Tom &amp; Jerry&#39;s &lt;b&gt; &quot;oval&quot; &#x2014; caf&#233;")).toBe(
      'Tom & Jerry\'s <b> "oval" \u2014 caf\u00e9',
    );
    expect(decodeEntities("&bogus; &#0; plain")).toBe("&bogus; &#0; plain");
  });
});
