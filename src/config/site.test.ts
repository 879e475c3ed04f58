import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTACT_ENDPOINT, CONTACT_MODE } from "../../tests/support/contact-site";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_URL, resolveSiteConfig } from "./site";

describe("resolveSiteConfig", () => {
  it("uses the reserved documentation domain when nothing is set", () => {
    const site = resolveSiteConfig({});
    expect(site.url).toBe(DEFAULT_SITE_URL);
    // The placeholder domain is never printed on a result card.
    expect(site.address).toBe("");
    expect(site.email).toBe(DEFAULT_CONTACT_EMAIL);
    expect(site.contactEndpoint).toBeUndefined();
    expect(site.name).toBe("Face Shape Detector");
    expect(site.shortName).toBe("FS");
  });

  it("takes every value from the environment, trimming the URL to its origin", () => {
    const site = resolveSiteConfig({
      SITE_URL: "https://faces.test/some/path/",
      PUBLIC_CONTACT_EMAIL: " team@faces.test ",
      PUBLIC_CONTACT_ENDPOINT: "https://forms.test/f/abc",
    });
    expect(site.url).toBe("https://faces.test");
    expect(site.address).toBe("faces.test");
    expect(site.email).toBe("team@faces.test");
    expect(site.contactEndpoint).toBe("https://forms.test/f/abc");
  });

  it("says the contact page is answered only where a real address or a form service is set", () => {
    expect(resolveSiteConfig({}).contactAnswered).toBe(false);
    expect(resolveSiteConfig({ PUBLIC_CONTACT_EMAIL: "hello@faceshapedetector.example" }).contactAnswered).toBe(false);
    expect(resolveSiteConfig({ PUBLIC_CONTACT_EMAIL: "team@faces.test" }).contactAnswered).toBe(true);
    expect(resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: "https://forms.test/f/abc" }).contactAnswered).toBe(true);
  });

  it("treats blank values as unset", () => {
    expect(resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: "  " }).contactEndpoint).toBeUndefined();
  });

  it("refuses malformed values at build time", () => {
    expect(() => resolveSiteConfig({ SITE_URL: "not a url" })).toThrow();
    expect(() => resolveSiteConfig({ PUBLIC_CONTACT_EMAIL: "nobody" })).toThrow(/not an e-mail address/);
    expect(() => resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: "forms/contact" })).toThrow(/not an address/);
  });

  it("refuses a contact endpoint that would carry messages unencrypted, except on this machine", () => {
    for (const endpoint of [
      "http://forms.test/f/abc",
      "http://203.0.113.5/contact",
      "ftp://forms.test/f",
      "ws://forms.test/f",
    ])
      expect(() => resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: endpoint })).toThrow(
        /must start with https:.*encrypted/,
      );
    for (const endpoint of ["http://127.0.0.1:4399/contact", "http://localhost:8080/f", "http://[::1]:9000/c"])
      expect(resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: endpoint }).contactEndpoint).toBe(endpoint);
  });

  it("refuses a contact endpoint with no path of its own (the page's policy would allow its whole origin), or a query", () => {
    for (const endpoint of ["https://forms.example", "https://forms.example/", "http://127.0.0.1:4399/"])
      expect(() => resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: endpoint })).toThrow(/must name the form's own path/);
    expect(() => resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: "https://forms.example/f/a?x=1" })).toThrow(
      /must not carry a query/,
    );
    expect(resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: "https://forms.example/f/a" }).contactEndpoint).toBe(
      "https://forms.example/f/a",
    );
  });

  it("refuses a contact endpoint with a user name or password in it, without repeating them", () => {
    for (const endpoint of [
      "https://user:secret@forms.test/f",
      "https://user@forms.test/f",
      "https://:secret@forms.test/f",
    ]) {
      expect(() => resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: endpoint })).toThrow(
        /must not carry a user name or password/,
      );
      expect(() => resolveSiteConfig({ PUBLIC_CONTACT_ENDPOINT: endpoint })).not.toThrow(/secret/);
    }
  });

  it("the contact tests' build takes its endpoint from a .env file, as an operator's would", () => {
    const file = readFileSync(join(import.meta.dirname, `../../.env.${CONTACT_MODE}`), "utf8");
    expect(file).toContain(`PUBLIC_CONTACT_ENDPOINT=${CONTACT_ENDPOINT}\n`);
  });
});
