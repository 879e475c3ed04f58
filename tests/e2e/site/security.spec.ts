import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { watchSecurity } from "../../support/watch-security";

test("four routes carry the policy in the page and in the headers npm start serves", async ({ request }) => {
  for (const path of ["/", "/blog", "/contact", "/blog/glasses-round-faces"]) {
    const response = await request.get(path);
    const html = await response.text();
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
    // npm start sends, as a host does, the policies of the rules matching the path: the site-wide
    // one that forbids framing, and the page's own, which is its meta policy plus framing's. A
    // page's policy allows WebAssembly only on the home page, whose face worker keeps it.
    const headers = (response.headers()["content-security-policy"] ?? "").split(", ");
    expect(headers).toEqual(["frame-ancestors 'none'", `${meta}; frame-ancestors 'none'`]);
    const wasm = path === "/" ? " 'wasm-unsafe-eval'" : "";
    expect(meta).toMatch(new RegExp(`script-src 'self'${wasm}( 'sha256-[^']+')+(;|$)`));
    expect(meta).toContain("default-src 'self'");
    expect(meta).toContain("object-src 'none'");
    expect(meta).toContain("base-uri 'self'");
    expect(meta).toMatch(/connect-src 'self'(;|$| )/);
    expect(meta).toMatch(/img-src 'self' data: blob:/);
    expect(meta).not.toContain("unsafe-inline");
    expect(meta).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers()["permissions-policy"]).toContain("camera=(self)");
  }
});

test("another site cannot frame a page, the 404 page or /index.html", async ({ page, baseURL }) => {
  const framed = ["/about", "/no-such-page", "/index.html"].map((path) => `${baseURL}${path}`);
  // Another origin on this machine (a public one may not frame a local address at all).
  const framer = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(framed.map((url) => `<iframe src="${url}"></iframe>`).join(""));
  });
  await new Promise<void>((listening) => framer.listen(0, "127.0.0.1", listening));
  try {
    // The load event waits for every frame, refused or not.
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames).toHaveLength(framed.length);
    // A refused frame shows the browser's error page instead of the address it was given.
    expect(frames.map((frame) => frame.url()).filter((url) => framed.includes(url))).toEqual([]);
  } finally {
    await new Promise((closed) => framer.close(closed));
  }
});

test("an inline script the site did not hash is refused by the policy", async ({ context, page, baseURL }) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  // As if the page had reached the browser with one more inline script in its HTML (a script made
  // by a script is already refused by Trusted Types: see below).
  await page.route(/\/about$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", "<script>window.__injected = true;</script></body>");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/about");
  // Refused by the meta policy and the header's (npm start sends both, as a host does).
  await expect
    .poll(() => watch.violations.filter((violation) => violation.startsWith("script-src")).length)
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test("Trusted Types are enforced on every page: no string becomes HTML or a script address, and no other policy can be made", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  for (const path of ["/", "/about", "/blog/search"]) {
    await page.goto(path);
    const reportedBefore = watch.violations.length;
    const refused = await page.evaluate(() => {
      const attempts: Record<string, () => unknown> = {
        innerHTML: () => {
          document.createElement("div").innerHTML = "<img src=x>";
        },
        srcdoc: () => {
          document.createElement("iframe").srcdoc = "<script>alert(1)</script>";
        },
        Worker: () => new Worker("data:text/javascript,postMessage(1)"),
        "another policy": () =>
          (
            window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
          ).trustedTypes.createPolicy("anything-goes", { createHTML: (html: string) => html }),
      };
      const outcomes: Record<string, string> = {};
      for (const [name, attempt] of Object.entries(attempts)) {
        try {
          attempt();
          outcomes[name] = "allowed";
        } catch (error) {
          outcomes[name] = error instanceof Error ? error.name : String(error);
        }
      }
      return outcomes;
    });
    expect(refused, path).toEqual({
      innerHTML: "TypeError",
      srcdoc: "TypeError",
      Worker: "TypeError",
      "another policy": "TypeError",
    });
    // The browser reports violations asynchronously: wait for this page's four reports before
    // leaving it, or a report still queued would be lost with the page.
    await expect.poll(() => watch.violations.length - reportedBefore, { message: path }).toBeGreaterThanOrEqual(4);
  }
  // Each refusal was a Trusted Types violation the page reported, and nothing else was.
  const directives = watch.violations.map((violation) => violation.split(" ")[0]);
  expect(new Set(directives)).toEqual(new Set(["require-trusted-types-for", "trusted-types"]));
  expect(directives.filter((directive) => directive === "require-trusted-types-for").length).toBeGreaterThanOrEqual(9);
  expect(directives.filter((directive) => directive === "trusted-types").length).toBeGreaterThanOrEqual(3);
});

test("the upload watch catches a photo sent to the site itself, raw or as base64, and any non-GET request", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  await page.goto("/about");
  const photo = readFileSync(await makePhoto(page, "watched.jpg", "sample1.jpg", ONE_FACE));
  watch.guardBytes(photo);
  await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const quietly = (request: Promise<Response>) => request.catch(() => undefined);
    await quietly(fetch("/raw", { method: "POST", body: bytes }));
    await quietly(
      fetch("/as-text", { method: "PUT", body: JSON.stringify({ image: `data:image/jpeg;base64,${base64}` }) }),
    );
    await quietly(fetch(`/in-address?image=${encodeURIComponent(base64)}`));
    const form = new FormData();
    form.append("photo", new Blob([bytes], { type: "image/jpeg" }), "selfie.jpg");
    await quietly(fetch("/as-file", { method: "POST", body: form }));
  }, photo.toString("base64"));
  await expect.poll(() => watch.sendingRequests.map((line) => line.split(" ")[0])).toEqual(["POST", "PUT", "POST"]);
  expect(watch.leaks.map((line) => line.split(" ")[0])).toEqual(["POST", "PUT", "GET"]);
  expect(watch.foreignRequests).toEqual([]);
});
