import { describe, expect, it } from "vitest";
import { CONTACT_PAGE, extraConnectSources, policyDirectives } from "./security";

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
