import { describe, expect, it } from "vitest";
import { SANDBOX_BOOT_HASH } from "../face-engine/sandbox/sandbox-document";
import {
  directiveSources,
  inlineContent,
  metaPolicy,
  metaPolicyFirst,
  pagePolicy,
  scriptNeeds,
  sha256,
  unlistedScripts,
  WASM_SOURCE,
  withMetaPolicy,
  workerPolicy,
} from "./built-policy";

/** What Astro writes: one list of hashes for every page, here two that this page does not hold. */
const ASTRO_POLICY =
  "default-src 'self'; connect-src 'self'; object-src 'none'; script-src 'self' 'sha256-elsewhere=' " +
  `'${sha256("")}'; style-src 'self' '${sha256("")}';`;

const PAGE = [
  "<html><head>",
  `<meta http-equiv="content-security-policy" content="${ASTRO_POLICY}">`,
  "<script>document.documentElement.dataset.theme = 'dark';</script>",
  '<script type="module">import "/_astro/page.js";</script>',
  '<script type="module" src="/_astro/island.js"></script>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  "<style>astro-island{display:contents}</style>",
  "</head><body></body></html>",
].join("\n");

describe("inlineContent", () => {
  it("finds the inline scripts a browser runs and the inline styles, not external scripts or data blocks", () => {
    expect(inlineContent(PAGE)).toEqual({
      scripts: ["document.documentElement.dataset.theme = 'dark';", 'import "/_astro/page.js";'],
      styles: ["astro-island{display:contents}"],
    });
  });
});

describe("pagePolicy", () => {
  const noNeeds = { wasm: false };

  it("allows exactly the page's inline scripts and styles, by hash, and keeps the other directives", () => {
    const policy = pagePolicy(ASTRO_POLICY, PAGE, noNeeds);
    expect(directiveSources(policy, "script-src")).toEqual([
      "'self'",
      `'${sha256("document.documentElement.dataset.theme = 'dark';")}'`,
      `'${sha256('import "/_astro/page.js";')}'`,
    ]);
    expect(directiveSources(policy, "style-src")).toEqual(["'self'", `'${sha256("astro-island{display:contents}")}'`]);
    expect(directiveSources(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toContain(sha256(""));
    expect(policy).not.toContain("elsewhere");
  });

  it("allows WebAssembly only when asked", () => {
    expect(pagePolicy(ASTRO_POLICY, PAGE, noNeeds)).not.toContain(WASM_SOURCE);
    const policy = pagePolicy(ASTRO_POLICY, PAGE, { wasm: true });
    expect(directiveSources(policy, "script-src").slice(0, 2)).toEqual(["'self'", WASM_SOURCE]);
  });

  it("gives a page with no inline script or style only the site's own files", () => {
    const policy = pagePolicy(ASTRO_POLICY, "<p>Moved</p>", noNeeds);
    expect(directiveSources(policy, "script-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "style-src")).toEqual(["'self'"]);
  });
});

describe("scriptNeeds", () => {
  it("needs WebAssembly only for scripts that compile it", () => {
    expect(scriptNeeds(["const m = await WebAssembly.instantiateStreaming(r, {});"]).wasm).toBe(true);
    expect(scriptNeeds(['el.setAttribute("data-sonner-toaster", "")', "new Worker(url)"]).wasm).toBe(false);
    expect(scriptNeeds(['console.log("WebAssembly is fast")']).wasm).toBe(false);
  });

  it("gives the face engine's sandbox boot script by hash only to a page whose scripts start the sandbox", () => {
    const starts = `const doc = \`<meta content="script-src '${SANDBOX_BOOT_HASH}'">\`;`;
    expect(scriptNeeds([starts]).faceSandbox).toBe(true);
    expect(scriptNeeds(["new Worker(url)"]).faceSandbox).toBe(false);
    const withSandbox = pagePolicy(ASTRO_POLICY, "<p>Home</p>", { wasm: true, faceSandbox: true });
    expect(directiveSources(withSandbox, "script-src")).toEqual(["'self'", WASM_SOURCE, `'${SANDBOX_BOOT_HASH}'`]);
    const without = pagePolicy(ASTRO_POLICY, "<p>Home</p>", { wasm: false, faceSandbox: false });
    expect(directiveSources(without, "script-src")).toEqual(["'self'"]);
  });
});

describe("workerPolicy", () => {
  it("keeps the shared directives, drops a page's style hashes and allows WebAssembly only when asked", () => {
    const base = pagePolicy(ASTRO_POLICY, PAGE, { wasm: false });
    expect(workerPolicy(base, true)).toBe(
      "default-src 'self'; connect-src 'self'; object-src 'none'; script-src 'self' 'wasm-unsafe-eval'",
    );
    expect(workerPolicy(base, false)).toBe(
      "default-src 'self'; connect-src 'self'; object-src 'none'; script-src 'self'",
    );
  });
});

describe("the meta tag", () => {
  it("is read and rewritten in place", () => {
    expect(metaPolicy(PAGE)).toBe(ASTRO_POLICY);
    const rewritten = withMetaPolicy(PAGE, "default-src 'none'");
    expect(metaPolicy(rewritten)).toBe("default-src 'none'");
    expect(rewritten.replace("default-src 'none'", ASTRO_POLICY)).toBe(PAGE);
    expect(() => withMetaPolicy("<p>no policy</p>", "default-src 'none'")).toThrow(/no Content-Security-Policy/);
  });

  it("is moved first in <head>, after only the charset declaration", () => {
    const tag = `<meta http-equiv="content-security-policy" content="default-src 'self'">`;
    const late = `<html><head><meta charset="utf-8"><link rel="preload" href="/f.woff2"><script>1</script>${tag}</head></html>`;
    expect(metaPolicyFirst(late)).toBe(
      `<html><head><meta charset="utf-8">${tag}<link rel="preload" href="/f.woff2"><script>1</script></head></html>`,
    );
    expect(metaPolicyFirst(`<head><title>t</title>${tag}</head>`)).toBe(`<head>${tag}<title>t</title></head>`);
  });
});

describe("unlistedScripts", () => {
  it("names each inline script a page runs that is not on the list, and ignores data blocks and files", () => {
    const html = [
      "<script>listed()</script>",
      "<script>  fetch('/stolen?' + document.cookie)  </script>",
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module" src="/_astro/a.js"></script>',
    ].join("");
    const listed = new Set([sha256("listed()")]);
    expect(unlistedScripts(html, listed)).toEqual([
      { hash: sha256("  fetch('/stolen?' + document.cookie)  "), start: "fetch('/stolen?' + document.cookie)" },
    ]);
    expect(unlistedScripts("<p>no script</p>", listed)).toEqual([]);
  });
});
