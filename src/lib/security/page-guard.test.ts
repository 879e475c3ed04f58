import { createHash } from "node:crypto";
import { runInContext, createContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ENGINE_PAGE_GUARD_HASH, INLINE_SCRIPTS, PAGE_GUARD_HASH } from "@/config/inline-scripts";
import { SITE_POLICIES_GLOBAL, TRUSTED_TYPES_POLICIES } from "@/config/trusted-types";
import { SANDBOX_DOCUMENT } from "../face-engine/sandbox/sandbox-document";
import { pageGuardScript } from "./page-guard";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

interface Policy {
  createHTML?: (value: string) => string;
  createScriptURL?: (value: string) => string;
}

/** A page's global as the guard sees it: Trusted Types that allow each name once, as a page's policy does. */
function page({ framedBy }: { framedBy?: "same" | "other" | undefined } = {}) {
  const made = new Set<string>();
  const started: string[] = [];
  const opened: unknown[][] = [];
  const registered: string[] = [];
  let stopped = false;
  class Worker {
    constructor(readonly url: unknown) {
      started.push(String(url));
    }
  }
  class ServiceWorkerContainer {
    register(url: unknown) {
      registered.push(String(url));
      return Promise.resolve("registered");
    }
  }
  const style: Record<string, string> = {};
  const scope: Record<string, unknown> = {
    Worker,
    SharedWorker: Worker,
    ServiceWorkerContainer,
    location: { origin: "https://site.example", href: "https://site.example/" },
    trustedTypes: {
      createPolicy(name: string, rules: Policy) {
        if (made.has(name)) throw new TypeError(`Policy ${name} already exists.`);
        made.add(name);
        return rules;
      },
    },
    document: { documentElement: { style: { setProperty: (name: string, value: string) => (style[name] = value) } } },
    open: (...args: unknown[]) => {
      opened.push(args);
      return { fetch: () => "a handle" };
    },
    stop: () => {
      stopped = true;
    },
  };
  const context = createContext(scope);
  runInContext("self = globalThis;", context);
  if (framedBy === "other")
    runInContext(`top = { get location() { throw new DOMException("Blocked a frame with origin"); } };`, context);
  else if (framedBy === "same") runInContext(`top = { location: { href: "https://site.example/" } };`, context);
  else runInContext("top = globalThis;", context);
  const run = (code: string) => runInContext(code, context) as unknown;
  return { run, context, started, opened, registered, style, stopped: () => stopped };
}

describe("the page guard", () => {
  it("is the script the site's list allows, on the engine's page and on every other, and never ends its own element", () => {
    expect(pageGuardScript({ sandboxDocument: SANDBOX_DOCUMENT })).not.toMatch(/<\/script/i);
    expect(pageGuardScript({ sandboxDocument: SANDBOX_DOCUMENT })).toContain("\\u003c/script>");
    expect(sha256(pageGuardScript({ sandboxDocument: SANDBOX_DOCUMENT }))).toBe(ENGINE_PAGE_GUARD_HASH);
    expect(sha256(pageGuardScript({ sandboxDocument: null }))).toBe(PAGE_GUARD_HASH);
    const listed = INLINE_SCRIPTS.map((script) => script.hash);
    expect(listed).toContain(ENGINE_PAGE_GUARD_HASH);
    expect(listed).toContain(PAGE_GUARD_HASH);
  });

  it("makes every policy the site uses, so no later script can make one of them", () => {
    const tab = page();
    tab.run(pageGuardScript({ sandboxDocument: SANDBOX_DOCUMENT }));
    expect(tab.run(`Object.keys(${SITE_POLICIES_GLOBAL}).sort()`)).toEqual([...TRUSTED_TYPES_POLICIES].sort());
    for (const name of TRUSTED_TYPES_POLICIES) {
      expect(() =>
        tab.run(`trustedTypes.createPolicy(${JSON.stringify(name)}, { createScriptURL: (url) => url })`),
      ).toThrow(/already exists/);
    }
    // Nor replace what the guard left for the site's own modules.
    tab.run(`${SITE_POLICIES_GLOBAL} = {}; try { delete self.${SITE_POLICIES_GLOBAL}; } catch {}`);
    expect(tab.run(`Object.isFrozen(${SITE_POLICIES_GLOBAL}) && Object.keys(${SITE_POLICIES_GLOBAL}).length`)).toBe(3);
  });

  it("lets each policy accept its one value and nothing else", () => {
    const tab = page();
    tab.run(pageGuardScript({ sandboxDocument: SANDBOX_DOCUMENT }));
    const policy = (name: string) => `${SITE_POLICIES_GLOBAL}[${JSON.stringify(name)}]`;
    tab.context["sandbox"] = SANDBOX_DOCUMENT;
    expect(tab.run(`${policy("face-sandbox")}.createHTML(sandbox)`)).toBe(SANDBOX_DOCUMENT);
    expect(() => tab.run(`${policy("face-sandbox")}.createHTML(sandbox + "<script>steal()</script>")`)).toThrow(
      /Only the face engine/,
    );
    expect(tab.run(`${policy("face-worker")}.createScriptURL("blob:https://site.example/1234")`)).toBe(
      "blob:https://site.example/1234",
    );
    for (const url of [
      "/_astro/nanostores.js",
      "https://elsewhere.example/x.js",
      "blob:https://elsewhere.example/1",
      "data:text/javascript,1",
    ])
      expect(() => tab.run(`${policy("face-worker")}.createScriptURL(${JSON.stringify(url)})`), url).toThrow(/Only/);
    expect(tab.run(`${policy("service-worker")}.createScriptURL("/sw.js")`)).toBe("/sw.js");
    expect(() => tab.run(`${policy("service-worker")}.createScriptURL("/_astro/x.js")`)).toThrow(/Only/);
  });

  it("on a page that starts no engine, accepts no sandbox document and no worker at all", () => {
    const tab = page();
    tab.run(pageGuardScript({ sandboxDocument: null }));
    tab.context["sandbox"] = SANDBOX_DOCUMENT;
    expect(() => tab.run(`${SITE_POLICIES_GLOBAL}["face-sandbox"].createHTML(sandbox)`)).toThrow(
      /Only the face engine/,
    );
    expect(() =>
      tab.run(`${SITE_POLICIES_GLOBAL}["face-worker"].createScriptURL("blob:https://site.example/1")`),
    ).toThrow(/Only/);
  });
});

describe("the page guard's other doors", () => {
  it("starts a worker only from a blob: address of this site, and no script can put the browser's constructor back", () => {
    const tab = page();
    tab.run(pageGuardScript({ sandboxDocument: SANDBOX_DOCUMENT }));
    expect(tab.run(`new Worker("blob:https://site.example/1") instanceof Worker`)).toBe(true);
    expect(tab.started).toEqual(["blob:https://site.example/1"]);
    for (const name of ["Worker", "SharedWorker"])
      for (const url of [
        "/_astro/nanostores.js",
        "https://site.example/robots.txt",
        "blob:https://elsewhere.example/1",
      ])
        expect(() => tab.run(`new ${name}(${JSON.stringify(url)})`), `${name} ${url}`).toThrow(/only from a blob:/);
    tab.run(
      `try { Worker = function () {}; } catch {} try { Object.defineProperty(self, "Worker", { value: function () {} }); } catch {}`,
    );
    expect(() => tab.run(`new Worker("/_astro/nanostores.js")`)).toThrow(/only from a blob:/);
    expect(tab.started).toHaveLength(1);
  });

  it("registers only the site's service worker", async () => {
    const tab = page();
    tab.run(pageGuardScript({ sandboxDocument: null }));
    await expect(tab.run(`new ServiceWorkerContainer().register("/sw.js")`)).resolves.toBe("registered");
    await expect(
      tab.run(`new ServiceWorkerContainer().register("/_astro/x.js", { scope: "/_astro/" })`),
    ).rejects.toThrow(/Only/);
    expect(tab.registered).toEqual(["/sw.js"]);
  });

  it("opens a window without handing back a handle to it", () => {
    const tab = page();
    tab.run(pageGuardScript({ sandboxDocument: null }));
    expect(tab.run(`open("/robots.txt")`)).toBeNull();
    expect(tab.run(`open("/about", "_self", "popup")`)).toBeNull();
    expect(tab.opened).toEqual([
      ["/robots.txt", "_blank", "noopener"],
      ["/about", "_self", "noopener,popup"],
    ]);
  });

  it("hides and stops a page framed by another origin, and only then", () => {
    for (const [framedBy, hidden] of [
      [undefined, false],
      ["same", false],
      ["other", true],
    ] as const) {
      const tab = page({ framedBy });
      tab.run(pageGuardScript({ sandboxDocument: null }));
      expect(tab.stopped(), String(framedBy)).toBe(hidden);
      expect(tab.style["display"], String(framedBy)).toBe(hidden ? "none" : undefined);
    }
  });
});
