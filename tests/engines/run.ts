/**
 * `npm run test:engines`: the face engine's sandbox, proven in the engines the Playwright tests do
 * not run, on every run: Firefox ESR (Gecko) and WebKitGTK (WebKit, the nearest to Safari a Linux
 * machine has; real Safari is still untested: docs/security.md).
 *
 * 1. Installs Debian's `firefox-esr`, `webkit2gtk-driver` (WebKitWebDriver and its MiniBrowser) and
 *    `xvfb` where they are missing (apt-get, as root or through sudo).
 * 2. Builds the site if `dist/` is missing or stale, and serves it with scripts/preview-server.ts,
 *    which sends the `_headers` the build wrote; a second server (tests/support/recording-server.ts)
 *    is the "elsewhere" the probes aim at. Both log every request that reaches them.
 * 3. In each engine runs one real analysis on the home page: a face cropped from sample1.jpg of the
 *    @vladmandic/face-api package's demo photos (tools/engine-harness/face-photos.ts), "Female",
 *    "Upload Your Selfie Now", and the result's heading must name a face shape.
 * 4. Checks the worker started inside the sandbox (the sandbox iframe is there, `allow-scripts`
 *    only, and marked `data-worker="started"` by src/lib/face-engine/sandbox/sandboxed-worker.ts
 *    once its worker said so) and the fallback never started (it would mark
 *    `<html data-face-worker-fallback>` and remove the frame).
 * 5. Inside the sandbox frame itself (the driver evaluates there), and in a worker the probe starts
 *    there the way the face worker is started (a `blob:` address through a Trusted Types policy the
 *    page's policy names, made in the frame's own realm), tries `fetch`, `import()` and, in the
 *    worker, `importScripts`, to the site's own origin and to the recording server: each must be
 *    refused, and neither server may hear any of them (a control request from the page itself and
 *    one from Node show that both logs do record).
 * 6. Prints one line per engine and exits non-zero on any failure, an engine that could not be run
 *    included.
 *
 * Firefox is driven over WebDriver BiDi with `puppeteer-core` (a devDependency for this script: a
 * well-kept client whose BiDi support evaluates in a sandboxed srcdoc frame and sets a file input's
 * files; lighthouse already brings the same version). WebKitGTK is driven with the plain W3C
 * WebDriver HTTP protocol below (fetch is enough), WebKitWebDriver under xvfb-run.
 *
 *   JITI_TSCONFIG_PATHS=true jiti tests/engines/run.ts [firefox] [webkit]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import puppeteer, { type Browser, type Frame, type Page } from "puppeteer-core";
import { buildProblem, makeBuild } from "../../scripts/builds";
import { startPreview } from "../../scripts/preview-server";
import { REPO_ROOT } from "../../scripts/repo-root";
import { cropDemoPhoto, ONE_FACE } from "../../tools/engine-harness/face-photos";
import { startRecordingServer } from "../support/recording-server";

const FIREFOX = "/usr/bin/firefox-esr";
const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
const MINIBROWSER_CANDIDATES = [
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser",
];
/** Debian packages and a file each provides. */
const PACKAGES: [pkg: string, provides: string][] = [
  ["firefox-esr", FIREFOX],
  ["webkit2gtk-driver", WEBKIT_DRIVER],
  ["xvfb", "/usr/bin/xvfb-run"],
];
/** The real engine downloads and compiles its model and runs on this machine's CPUs. */
const ANALYSIS_WAIT_MS = 120_000;
const SHAPE =
  /^(?:Between )?(Oval|Round|Square|Heart|Diamond|Oblong)(?: and (Oval|Round|Square|Heart|Diamond|Oblong))?$/;
/** Every probe's address starts with this, so the site's log shows any that reached it. */
const PROBE_PATH = "/__engine-probe";

// ---------------------------------------------------------------------------------------------
// Setup

function which(file: string): boolean {
  return spawnSync("test", ["-x", file]).status === 0;
}

function ensurePackages(): void {
  const missing = PACKAGES.filter(([, file]) => !which(file)).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const prefix = root ? [] : ["sudo", "-n"];
  console.log(`Installing ${missing.join(", ")} with apt-get ...`);
  const run = (args: string[]) => {
    const [command, ...rest] = [...prefix, ...args];
    const result = spawnSync(command!, rest, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`${[command, ...rest].join(" ")} failed (status ${result.status})`);
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", ...missing]);
}

function ensureBuild(): void {
  const problem = buildProblem("site");
  if (problem === undefined) return;
  console.log(`${problem} Building ...`);
  makeBuild("site", "quiet");
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// One interface over both drivers: run a function in the page or in the sandbox frame, set a file.

/** A function sent to the browser as its source text, or that source text itself. */
type Script = ((...args: never[]) => unknown) | string;

interface Driver {
  engine: string;
  goto(url: string): Promise<void>;
  /** Calls `fn` with `args` in the top document, or in the face engine's sandbox frame; awaits its promise. */
  call<T>(fn: Script, args: unknown[], where?: "page" | "sandbox"): Promise<T>;
  setFile(selector: string, path: string): Promise<void>;
  close(): Promise<void>;
}

async function firefoxDriver(): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    // A first visit each time: no service worker, no cache.
    extraPrefsFirefox: { "dom.serviceWorkers.enabled": false },
  });
  const version = (await browser.version()).replace(/^firefox\//i, "");
  const page: Page = await browser.newPage();
  const sandboxFrame = (): Frame => {
    const frames = page.mainFrame().childFrames();
    if (frames.length !== 1) throw new Error(`expected one child frame (the sandbox), found ${frames.length}`);
    return frames[0]!;
  };
  return {
    engine: `Firefox ESR ${version}`,
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    call: async <T>(fn: Script, args: unknown[], where: "page" | "sandbox" = "page") => {
      const target = where === "page" ? page.mainFrame() : sandboxFrame();
      return (await target.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`)) as T;
    },
    setFile: async (selector, path) => {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector}`);
      await (input as unknown as { uploadFile: (path: string) => Promise<void> }).uploadFile(path);
    },
    close: () => browser.close(),
  };
}

/** The W3C WebDriver protocol over fetch: just the commands this script uses. */
async function webkitDriver(): Promise<Driver> {
  const miniBrowser = MINIBROWSER_CANDIDATES.find(which);
  if (!miniBrowser) throw new Error(`no MiniBrowser in ${MINIBROWSER_CANDIDATES.join(", ")}`);
  const port = await freePort();
  const driverProcess: ChildProcess = spawn("xvfb-run", ["-a", WEBKIT_DRIVER, `--port=${port}`], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let driverLog = "";
  // A missing xvfb-run or driver: said by the first request's failure below, not a crash.
  driverProcess.on("error", (error) => (driverLog += `${error.message}\n`));
  driverProcess.stderr?.on("data", (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      // No command waits longer than the analysis may take (the driver's script timeout, below).
      signal: AbortSignal.timeout(ANALYSIS_WAIT_MS + 30_000),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  const stopDriver = () => {
    try {
      if (driverProcess.pid) process.kill(-driverProcess.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await send<{ ready?: boolean }>("GET", "/status").catch(() => undefined);
      if (ready?.ready) break;
      if (Date.now() > deadline || driverProcess.exitCode !== null)
        throw new Error(`WebKitWebDriver did not start (exit ${driverProcess.exitCode}): ${driverLog.trim()}`);
      await sleep(200);
    }
    const session = await send<{ sessionId: string; capabilities: { browserName: string; browserVersion: string } }>(
      "POST",
      "/session",
      {
        capabilities: {
          alwaysMatch: { "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] } },
        },
      },
    );
    const at = `/session/${session.sessionId}`;
    await send("POST", `${at}/timeouts`, { script: ANALYSIS_WAIT_MS, pageLoad: 60_000 });
    const element = async (selector: string): Promise<Record<string, string>> =>
      send("POST", `${at}/element`, { using: "css selector", value: selector });
    return {
      engine: `WebKitGTK ${session.capabilities.browserVersion} (MiniBrowser)`,
      goto: async (url) => void (await send("POST", `${at}/url`, { url })),
      call: async <T>(fn: Script, args: unknown[], where: "page" | "sandbox" = "page") => {
        if (where === "sandbox") await send("POST", `${at}/frame`, { id: await element("iframe[sandbox]") });
        try {
          const outcome = await send<{ value?: T; error?: string }>("POST", `${at}/execute/async`, {
            script: `const done = arguments[arguments.length - 1];
              Promise.resolve().then(() => (${fn.toString()})(...arguments[0]))
                .then((value) => done({ value }), (error) => done({ error: String(error && error.message || error) }));`,
            args: [args],
          });
          if (outcome.error !== undefined) throw new Error(outcome.error);
          return outcome.value as T;
        } finally {
          if (where === "sandbox") await send("POST", `${at}/frame/parent`, {});
        }
      },
      setFile: async (selector, path) => {
        const input = await element(selector);
        await send("POST", `${at}/element/${Object.values(input)[0]}/value`, { text: path });
      },
      close: async () => {
        await send("DELETE", at).catch(() => undefined);
        stopDriver();
      },
    };
  } catch (error) {
    stopDriver();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// What runs in the browser (each function is sent as its source: it may use nothing from here).

function islandReady(): boolean {
  const island = [...document.querySelectorAll("astro-island")].find((candidate) =>
    [...candidate.querySelectorAll("button")].some((button) => button.textContent?.trim() === "Upload Your Selfie Now"),
  );
  return !!island && !island.hasAttribute("ssr") && !island.querySelector('[data-hydrated="false"]');
}

function photoShown(): boolean {
  return !!document.querySelector('img[alt="The photo you chose, ready to analyze"]');
}

function pressButton(name: string): string | null {
  const button = [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === name);
  if (!button) throw new Error(`no button "${name}"`);
  button.click();
  return button.getAttribute("aria-pressed");
}

function resultHeading(): string | null {
  const heading = document.querySelector("[data-testid=analysis-results] h2");
  if (heading) return heading.textContent?.trim() ?? "";
  // The landmark preview gives way to the results on its own; skip it where it offers to.
  const skip = [...document.querySelectorAll("button")].find(
    (button) => button.textContent?.trim() === "Skip to results",
  );
  skip?.click();
  const failed = document.querySelector("[role=alert]");
  return failed?.textContent?.trim() ? `alert: ${failed.textContent.trim()}` : null;
}

function sandboxState(): { frames: number; sandbox: string | null; worker: string | null; fallback: string | null } {
  const frame = document.querySelector("iframe");
  return {
    frames: document.querySelectorAll("iframe").length,
    sandbox: frame?.getAttribute("sandbox") ?? null,
    worker: frame?.getAttribute("data-worker") ?? null,
    fallback: document.documentElement.getAttribute("data-face-worker-fallback"),
  };
}

/** A control: the page itself may reach its own origin (connect-src 'self'), so the site's log records. */
async function pageControl(path: string): Promise<number> {
  return (await fetch(path)).status;
}

/**
 * Runs in the sandbox frame: every way out it and a worker it starts could take, to each target.
 * Kept as source text, not a function of this module: jiti would rewrite its `import()` calls.
 * Where the engine has Trusted Types, the worker's `importScripts` gets a TrustedScriptURL from a
 * policy the page's policy names, so what refuses it is the network policy, not a type check.
 */
const PROBE_SANDBOX = String.raw`async (targets, probePath) => {
  const outcomes = { origin: String(self.origin) };
  const refusal = (error) => "refused (" + String((error && error.message) || error) + ")";
  for (const [name, target] of Object.entries(targets)) {
    const ways = {
      fetch: () => fetch(target + probePath + "/frame-fetch"),
      "import()": () => import(target + probePath + "/frame-import.js"),
    };
    for (const [way, attempt] of Object.entries(ways)) {
      try {
        await attempt();
        outcomes["frame " + way + " " + name] = "went through";
      } catch (error) {
        outcomes["frame " + way + " " + name] = refusal(error);
      }
    }
  }
  // A policy the page's policy names, made in this realm (the frame's, or the worker's).
  const scriptUrls = (scope) => {
    if (!scope.trustedTypes) return (url) => url;
    for (const name of ["face-sandbox", "service-worker", "face-worker"]) {
      try {
        const policy = scope.trustedTypes.createPolicy(name, { createScriptURL: (url) => url });
        return (url) => policy.createScriptURL(url);
      } catch {
        // taken in this realm already
      }
    }
    return (url) => url;
  };
  // A worker started the way the sandbox's boot script starts the face worker: from a blob: address.
  const workerSource = "const scriptUrls = " + scriptUrls.toString() + ";\n" + "(" + (() => {
    onmessage = async (event) => {
      const { targets, probePath } = event.data;
      const outcomes = {};
      const refusal = (error) => "refused (" + String((error && error.message) || error) + ")";
      const scriptUrl = scriptUrls(self);
      for (const [name, target] of Object.entries(targets)) {
        const ways = {
          fetch: () => fetch(target + probePath + "/worker-fetch"),
          importScripts: () => importScripts(scriptUrl(target + probePath + "/worker-importScripts.js")),
          "import()": () => import(target + probePath + "/worker-import.js"),
        };
        for (const [way, attempt] of Object.entries(ways)) {
          try {
            await attempt();
            outcomes["worker " + way + " " + name] = "went through";
          } catch (error) {
            outcomes["worker " + way + " " + name] = refusal(error);
          }
        }
      }
      postMessage(outcomes);
    };
    postMessage("ready");
  }).toString() + ")();";
  const address = URL.createObjectURL(new Blob([workerSource], { type: "text/javascript" }));
  const fromWorker = await new Promise((resolve) => {
    let worker;
    try {
      worker = new Worker(scriptUrls(self)(address));
    } catch (error) {
      resolve({ "worker started": "no (" + String(error && error.message) + ")" });
      return;
    }
    const timer = setTimeout(() => resolve({ "worker started": "no answer in 20 s" }), 20000);
    let ready = false;
    worker.onmessage = (event) => {
      if (event.data === "ready") {
        ready = true;
        worker.postMessage({ targets, probePath });
      } else {
        clearTimeout(timer);
        worker.terminate();
        resolve({ "worker started": "yes", ...event.data });
      }
    };
    worker.onerror = (event) => {
      if (ready) return;
      clearTimeout(timer);
      resolve({ "worker started": "no (error: " + event.message + ")" });
    };
  });
  // Give anything started time to reach the network.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { ...outcomes, ...fromWorker };
}`;

// ---------------------------------------------------------------------------------------------
// One engine

interface EngineResult {
  engine: string;
  ok: boolean;
  line: string;
}

async function waitFor<T>(
  driver: Driver,
  what: string,
  fn: (...args: never[]) => T,
  args: unknown[],
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await driver.call<T>(fn, args);
    if (done(last)) return last;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/**
 * The probe run in a plain page of a third origin that sends no policy: fetch, import() and, in a
 * worker, fetch, importScripts and import() to the recording server. Returns what each did.
 */
async function runControl(driver: Driver, context: EngineContext): Promise<Record<string, string>> {
  context.elsewhereLog.length = 0;
  await driver.goto(`${context.control}/`);
  const outcomes = await driver.call<Record<string, string>>(PROBE_SANDBOX, [
    { elsewhere: context.elsewhere },
    PROBE_PATH,
  ]);
  delete outcomes["origin"];
  delete outcomes["worker started"];
  return outcomes;
}

interface EngineContext {
  site: string;
  elsewhere: string;
  control: string;
  siteLog: string[];
  elsewhereLog: string[];
  photo: string;
}

async function runEngine(label: string, start: () => Promise<Driver>, context: EngineContext): Promise<EngineResult> {
  let driver: Driver | undefined;
  const began = Date.now();
  try {
    driver = await start();
    const problems: string[] = [];
    await driver.goto(`${context.site}/`);
    await waitFor(driver, "the analyzer to hydrate", islandReady, [], Boolean, 60_000);
    await driver.setFile('input[name="photo"]', context.photo);
    await waitFor(driver, "the chosen photo", photoShown, [], Boolean, 30_000);
    await driver.call(pressButton, ["Female"]);
    await waitFor(
      driver,
      '"Female" pressed',
      () => document.querySelector('button[aria-pressed="true"]')?.textContent?.trim() ?? null,
      [],
      (pressed) => pressed === "Female",
      10_000,
    );
    await driver.call(pressButton, ["Upload Your Selfie Now"]);
    const heading = await waitFor(
      driver,
      "the result's heading",
      resultHeading,
      [],
      (text) => !!text,
      ANALYSIS_WAIT_MS,
    );
    const shape = SHAPE.exec(heading ?? "") ? heading! : null;
    if (!shape) problems.push(`no face shape in the result: "${heading}"`);

    const sandbox = await driver.call<ReturnType<typeof sandboxState>>(sandboxState, []);
    const inSandbox = sandbox.frames === 1 && sandbox.sandbox === "allow-scripts" && sandbox.worker === "started";
    if (!inSandbox) problems.push(`the worker is not in the sandbox: ${JSON.stringify(sandbox)}`);
    if (sandbox.fallback !== null) problems.push(`the fallback started (${sandbox.fallback})`);

    // The controls: both logs record what reaches them.
    const siteBefore = context.siteLog.length;
    const controlStatus = await driver.call<number>(pageControl, [`${PROBE_PATH}/page-control`]);
    if (!context.siteLog.slice(siteBefore).some((line) => line.includes(`${PROBE_PATH}/page-control`)))
      problems.push(`the site's log did not record the page's own control request (status ${controlStatus})`);
    await fetch(`${context.elsewhere}${PROBE_PATH}/node-control`);
    if (!context.elsewhereLog.some((line) => line.includes("node-control")))
      problems.push("the recording server did not record the control request");
    context.siteLog.length = 0;
    context.elsewhereLog.length = 0;

    const outcomes = await driver.call<Record<string, string>>(
      PROBE_SANDBOX,
      [{ site: context.site, elsewhere: context.elsewhere }, PROBE_PATH],
      "sandbox",
    );
    const { origin, "worker started": workerStarted, ...probes } = outcomes;
    if (origin !== "null") problems.push(`the sandbox frame's origin is ${origin}, not opaque`);
    if (workerStarted !== "yes") problems.push(`the probe's worker did not start in the frame: ${workerStarted}`);
    const expected = ["frame fetch", "frame import()", "worker fetch", "worker importScripts", "worker import()"];
    for (const way of expected)
      for (const target of ["site", "elsewhere"])
        if (workerStarted === "yes" || way.startsWith("frame"))
          if (!probes[`${way} ${target}`]?.startsWith("refused"))
            problems.push(`${way} to ${target}: ${probes[`${way} ${target}`] ?? "not tried"}`);
    const reached = [
      ...context.siteLog.filter((line) => line.includes(PROBE_PATH)).map((line) => `site: ${line}`),
      ...context.elsewhereLog.map((line) => `elsewhere: ${line}`),
    ];
    if (reached.length > 0) problems.push(`requests reached a host: ${reached.join(", ")}`);

    const ordered = expected.flatMap((way) => ["site", "elsewhere"].map((target) => `${way} ${target}`));
    const listed = Object.entries(probes).sort(([a], [b]) => ordered.indexOf(a) - ordered.indexOf(b));

    // The control: the same probe on a page with no policy at all reaches the recorder every way,
    // so a refusal above is the sandbox's doing, not the probe's or the engine's.
    const controlOutcomes = await runControl(driver, context);
    const controlWent = Object.entries(controlOutcomes).filter(([, outcome]) => outcome === "went through").length;
    const controlHeard = new Set(context.elsewhereLog.map((line) => /\/([\w-]+)(\.js)?$/.exec(line)?.[1])).size;
    if (controlWent !== 5 || controlHeard !== 5)
      problems.push(
        `the control did not get out (${controlWent} of 5 went through, the recorder heard ${controlHeard}): ` +
          JSON.stringify(controlOutcomes),
      );

    const probeText = listed
      .map(([name, outcome]) => `${name} ${outcome.startsWith("refused") ? "refused" : outcome}`)
      .join(", ");
    const seconds = ((Date.now() - began) / 1000).toFixed(0);
    const line =
      `${problems.length ? "FAIL" : "PASS"} ${driver.engine}: shape ${shape ?? "none"}; ` +
      `sandbox ${inSandbox ? "yes" : "no"} (fallback ${sandbox.fallback === null ? "not started" : "STARTED"}); ` +
      `probes: ${probeText}; reached a host: ${reached.length ? reached.join(", ") : "nothing"}; ` +
      `control without the sandbox: ${controlWent} of 5 ways reached the recorder (${seconds} s)` +
      listed.map(([name, outcome]) => `\n    ${name}: ${outcome}`).join("") +
      (problems.length ? `\n  problems: ${problems.join("; ")}` : "");
    return { engine: driver.engine, ok: problems.length === 0, line };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { engine: driver?.engine ?? label, ok: false, line: `NOT RUN ${driver?.engine ?? label}: ${reason}` };
  } finally {
    await driver?.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------

const ENGINES: Record<string, [label: string, start: () => Promise<Driver>]> = {
  firefox: ["Firefox ESR", firefoxDriver],
  webkit: ["WebKitGTK", webkitDriver],
};

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(ENGINES);
const unknown = chosen.filter((name) => !(name in ENGINES));
if (unknown.length) {
  console.error(`usage: jiti tests/engines/run.ts [${Object.keys(ENGINES).join("] [")}]`);
  process.exit(2);
}

const began = Date.now();
// Whatever hangs, the run ends, and says so.
setTimeout(() => {
  console.error("FAILED: test:engines did not finish in 10 minutes.");
  process.exit(1);
}, 600_000).unref();
ensurePackages();
ensureBuild();
const folder = join(REPO_ROOT, "test-results/engines");
mkdirSync(folder, { recursive: true });
const photo = join(folder, "one-face.jpg");
writeFileSync(photo, await cropDemoPhoto("sample1.jpg", ONE_FACE, { quality: 92 }));

const siteLog: string[] = [];
const site = await startPreview({
  port: 0,
  outDir: join(REPO_ROOT, "dist"),
  onRequest: (request) => siteLog.push(`${request.method ?? "?"} ${request.url ?? ""}`),
});
const elsewhere = await startRecordingServer();
// The control's page: a third origin, no policy, nothing but a document.
const controlServer = createHttpServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html" }).end('<!doctype html><html lang="en"><title>control</title>');
});
await new Promise<void>((resolve) => controlServer.listen(0, "127.0.0.1", resolve));
const control = `http://127.0.0.1:${(controlServer.address() as AddressInfo).port}`;
const results: EngineResult[] = [];
try {
  for (const name of chosen) {
    const [label, start] = ENGINES[name]!;
    const result = await runEngine(label, start, {
      site: site.origin,
      elsewhere: elsewhere.origin,
      control,
      siteLog,
      elsewhereLog: elsewhere.requests,
      photo,
    });
    console.log(result.line);
    results.push(result);
  }
} finally {
  await elsewhere.close();
  controlServer.closeAllConnections();
  controlServer.close();
  await Promise.race([site.stop(), sleep(2000)]);
}
const failed = results.filter((result) => !result.ok);
console.log(
  `${failed.length ? "FAILED" : "PASSED"}: ${results.length - failed.length} of ${results.length} engines in ` +
    `${((Date.now() - began) / 1000).toFixed(0)} s${failed.length ? ` (${failed.map((r) => r.engine).join(", ")})` : ""}.`,
);
process.exit(failed.length ? 1 : 0);
