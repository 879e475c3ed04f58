import { checkAnswer } from "../../support/answer-checks";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { MANUAL_SHUTTER_AFTER_MS } from "../../../src/config/analyzer-timing";
import { CAMERA_PROBLEMS } from "../../../src/text/camera";
import { GATE_ORDER } from "../../../src/lib/camera/capture-gates";
import { CHECK_INTERVAL_MS } from "../../../src/stores/analyzer/guided-camera";
import {
  GUIDED_CAMERA_FACE,
  launchWithCamera,
  makeCameraVideo,
  type VideoSpec,
} from "../../../tools/engine-harness/camera-video";
import { engineBackends, engineMessages, watchEngineBackend, watchEngineMessages } from "../../support/engine-backend";
import { NO_FACE, ONE_FACE, makePhoto } from "../../../tools/engine-harness/face-photos";
import {
  holdClock,
  installClock,
  PHONE,
  waitForIsland,
  watchConsoleErrors,
  withRealTimers,
  REAL_ENGINE_WAIT_MS,
} from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";
import { axeFindings } from "../../support/axe";

/**
 * The guided camera, in a Chromium whose fake camera plays a video made from the face-api
 * package's demo photos. GOOD_FACE passes every gate.
 */
const GOOD_FACE = GUIDED_CAMERA_FACE;
const EMPTY_SCENE: VideoSpec = { source: "sample1.jpg", crop: NO_FACE };

/** Records every camera stream the page opens, so the test can check that each was stopped. */
async function recordStreams(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { cameraStreams: streams });
    const media = navigator.mediaDevices as MediaDevices | undefined;
    if (!media) return;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

interface WorkerCounts {
  started: number;
  /** Camera frames sent to be checked, and checks the engine has answered. */
  checks: number;
  answered: number;
}

/** The workers the page started and the camera checks it sent and heard answered (watchEngineMessages). */
async function workerCounts(page: Page): Promise<WorkerCounts> {
  const { sent, received } = await engineMessages(page);
  return { started: sent["load"] ?? 0, checks: sent["check"] ?? 0, answered: received["check-result"] ?? 0 };
}

/**
 * With the page's clock held: moves it on to the camera's next check and waits (in real time, as
 * long as the engine takes) until the engine has answered that check, so the page has judged it
 * at exactly the moment the test chose. Call it only once the check before has been answered.
 */
async function nextCheck(page: Page): Promise<void> {
  const { answered } = await workerCounts(page);
  await page.clock.runFor(CHECK_INTERVAL_MS);
  await expect
    .poll(async () => (await workerCounts(page)).answered, { timeout: REAL_ENGINE_WAIT_MS })
    .toBeGreaterThan(answered);
}

/** How many camera tracks the page opened, and how many are still live. */
function cameraTracks(page: Page): Promise<{ opened: number; live: number }> {
  return page.evaluate(() => {
    const streams = (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams;
    const tracks = streams.flatMap((stream) => stream.getTracks());
    return { opened: tracks.length, live: tracks.filter((track) => track.readyState === "live").length };
  });
}

async function withCamera(
  page: Page,
  name: string,
  spec: VideoSpec,
  run: (browser: Browser) => Promise<void>,
): Promise<void> {
  const video = await makeCameraVideo(page, name, spec);
  const browser = await launchWithCamera(video);
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

test("the guided camera turns every gate green, takes three frames, stops the camera and shows a combined result", async ({
  page: helperPage,
  baseURL,
}) => {
  await withCamera(helperPage, "camera-face.y4m", GOOD_FACE, async (browser) => {
    const context = await browser.newContext({ baseURL: baseURL ?? "", viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["camera"]);
    await recordStreams(context);
    await watchEngineBackend(context);
    const watch = await watchSecurity(context, baseURL ?? "");
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await page.goto("/");
    await waitForIsland(page, 'button:has-text("Use camera")');
    await page.getByRole("button", { name: "Use camera" }).click();
    const camera = page.getByTestId("camera-capture");
    await expect(camera.getByLabel("Your camera, mirrored")).toBeVisible();

    // No catalogue chosen yet: every gate turns green, and the capture waits for the choice.
    const gates = camera.getByRole("list", { name: "Capture checks" }).getByRole("listitem");
    // The model's first load can take a while on a busy machine.
    await expect(gates).toHaveCount(GATE_ORDER.length, { timeout: REAL_ENGINE_WAIT_MS });
    for (const id of GATE_ORDER)
      await expect(camera.locator(`[data-gate="${id}"]`)).toHaveAttribute("data-state", "met");
    await expect(camera.getByTestId("camera-instruction")).toHaveText(/Choose male or female/);
    await expect(camera.getByRole("status")).toHaveText(/All set/);
    expect(await engineBackends(page)).toEqual(["wasm"]);
    await page.screenshot({ path: test.info().outputPath("camera-guidance.png") });
    expect(await axeFindings(page, { include: '[data-testid="camera-capture"]' })).toEqual([]);
    expect((await cameraTracks(page)).live).toBe(1);

    await page.getByRole("button", { name: "Female", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Analyzing your photo" })).toBeVisible({
      timeout: REAL_ENGINE_WAIT_MS,
    });
    // The camera light goes off as soon as the frames are taken.
    expect(await cameraTracks(page)).toEqual({ opened: 1, live: 0 });
    await page.getByRole("button", { name: "Skip to results" }).click({ timeout: REAL_ENGINE_WAIT_MS });
    const results = page.getByTestId("analysis-results");
    await expect(results.getByTestId("combined-from")).toHaveText(
      /^Combined from 3 camera frames(, all \w+|: [12] of 3 \w+(, [12] \w+)+)\.$/,
    );
    await expect(results.locator("svg[data-landmark-count]")).toHaveAttribute("data-landmark-count", "68");
    // Camera frames are not mixed with picked photos.
    await expect(results.locator('input[name="another-photo"]')).toHaveCount(0);
    // The same close-call rule, the map's region and the steadiness figure as for photos.
    await checkAnswer(results, "female", "twoPhotos");
    await page.screenshot({ path: test.info().outputPath("camera-result.png"), fullPage: true });

    expect(watch.foreignRequests).toEqual([]);
    expect(watch.sendingRequests).toEqual([]);
    // Trusted Types are required on every page: the capture, its checks and its analysis break no rule.
    expect(watch.violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test("with no face in view the guidance says so; cancelling or leaving the page turns the camera off", async ({
  page: helperPage,
  baseURL,
}) => {
  await withCamera(helperPage, "camera-empty.y4m", EMPTY_SCENE, async (browser) => {
    const context = await browser.newContext({ baseURL: baseURL ?? "" });
    await context.grantPermissions(["camera"]);
    await recordStreams(context);
    // The page's clock: time flows as usual, and the test can move it on instead of waiting.
    await context.clock.install();
    const page = await context.newPage();
    await page.goto("/");
    await waitForIsland(page, 'button:has-text("Use camera")');
    await page.getByRole("button", { name: "Female", exact: true }).click();
    await page.getByRole("button", { name: "Use camera" }).click();
    const camera = page.getByTestId("camera-capture");
    await expect(camera.getByTestId("camera-instruction")).toHaveText(/No face in view/, {
      timeout: REAL_ENGINE_WAIT_MS,
    });
    await expect(camera.getByRole("status")).toHaveText(/No face in view/);
    await expect(camera.locator('[data-state="met"]')).toHaveCount(0);
    // Some seconds later (on the page's clock) nothing has been captured, and the checks go on.
    await page.clock.fastForward(3000);
    await expect(camera.getByRole("status")).toHaveText(/No face in view/);
    await expect(page.getByRole("dialog", { name: "Analyzing your photo" })).toHaveCount(0);

    await camera.getByRole("button", { name: /Cancel/ }).click();
    await expect(camera).toHaveCount(0);
    expect(await cameraTracks(page)).toEqual({ opened: 1, live: 0 });
    await expect(page.locator('input[name="photo"]')).toBeEnabled();

    await page.getByRole("button", { name: "Use camera" }).click();
    await expect.poll(async () => (await cameraTracks(page)).live).toBe(1);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
    expect(await cameraTracks(page)).toEqual({ opened: 2, live: 0 });
  });
});

test("a refused camera or an insecure page gets a clear message, and the upload still works", async ({
  page: helperPage,
  baseURL,
}) => {
  const photo = await makePhoto(helperPage, "camera-refused.jpg", "sample1.jpg", ONE_FACE);
  await withCamera(helperPage, "camera-refused.y4m", GOOD_FACE, async (browser) => {
    // Permission not granted: headless Chromium refuses.
    const context = await browser.newContext({ baseURL: baseURL ?? "" });
    const page = await context.newPage();
    await page.goto("/");
    await waitForIsland(page, 'button:has-text("Use camera")');
    await page.getByRole("button", { name: "Use camera" }).click();
    await expect(page.getByTestId("camera-problem")).toContainText(CAMERA_PROBLEMS.refused.title);
    // Said once: the note announces itself, and no toast repeats it.
    await expect(page.getByTestId("camera-problem")).toHaveAttribute("role", "alert");
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText(CAMERA_PROBLEMS.refused.title),
    ).toHaveCount(0);
    await expect(page.getByTestId("camera-capture")).toHaveCount(0);
    await page.locator('input[name="photo"]').setInputFiles(photo);
    await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
    expect(await axeFindings(page, { include: '[data-testid="photo-drop-zone"]' })).toEqual([]);

    // A page that is not a secure context (plain http on a public address).
    const insecure = await browser.newContext({ baseURL: baseURL ?? "" });
    await insecure.addInitScript(() => Object.defineProperty(window, "isSecureContext", { value: false }));
    const second = await insecure.newPage();
    await second.goto("/");
    await waitForIsland(second, 'button:has-text("Use camera")');
    await second.getByRole("button", { name: "Use camera" }).click();
    await expect(second.getByTestId("camera-problem")).toContainText(CAMERA_PROBLEMS.insecure.title);
    await expect(second.locator('input[name="photo"]')).toBeEnabled();
  });
});

test("on a phone the preview comes into view below the header; without a face the checks wait, and after a while a manual shutter takes the photos", async ({
  page: helperPage,
  baseURL,
}) => {
  await withCamera(helperPage, "camera-phone-empty.y4m", EMPTY_SCENE, async (browser) => {
    const context = await browser.newContext({
      baseURL: baseURL ?? "",
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await context.grantPermissions(["camera"]);
    await recordStreams(context);
    await watchEngineMessages(context);
    await installClock(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForIsland(page, 'button:has-text("Use camera")');
    await page.getByRole("button", { name: "Female", exact: true }).click();
    // From here the page's clock moves only when the test moves it: no real time between the
    // test's steps (however slow this machine, an axe scan included) counts toward the shutter's delay.
    await holdClock(page);
    await page.getByRole("button", { name: "Use camera" }).click();
    const camera = page.getByTestId("camera-capture");
    const video = camera.getByLabel("Your camera, mirrored");
    await expect(video).toBeVisible();

    // The whole preview is on screen, below the header, not hidden under it.
    const header = await page.locator("body > header, header").first().boundingBox();
    if (!header) throw new Error("no header");
    await expect
      .poll(async () => {
        const box = await video.boundingBox();
        return box !== null && box.y >= header.y + header.height - 1 && box.y + box.height <= PHONE.height + 1;
      })
      .toBe(true);
    const box = await video.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(100);

    // The first check goes out as soon as the engine is ready; the clock moves on only while none
    // has (the video may not be playing yet). No face: that one check fails, and the page's clock
    // then reads the moment the checks went unmet.
    await expect
      .poll(
        async () => {
          if ((await workerCounts(page)).checks === 0) await page.clock.runFor(CHECK_INTERVAL_MS);
          return (await workerCounts(page)).answered;
        },
        { timeout: REAL_ENGINE_WAIT_MS },
      )
      .toBeGreaterThan(0);
    const pageNow = () => page.evaluate(() => performance.now());
    const unmetSince = await pageNow();
    // The others cannot be judged yet, so they wait (not a cross).
    await expect(camera.locator('[data-gate="one-face"]')).toHaveAttribute("data-state", "unmet");
    for (const id of GATE_ORDER.filter((id) => id !== "one-face")) {
      await expect(camera.locator(`[data-gate="${id}"]`)).toHaveAttribute("data-state", "waiting");
    }
    await expect(camera.locator('[data-gate="light"]')).toHaveText("Enough light: waiting");
    await expect(camera.locator('[data-gate="one-face"]')).toHaveText("One face in view: not yet");
    const shutter = camera.getByRole("button", { name: "Take photo anyway" });
    await expect(shutter).toHaveCount(0);

    // Not while the checks have been unmet for less than MANUAL_SHUTTER_AFTER_MS (on the page's clock)...
    while ((await pageNow()) - unmetSince < MANUAL_SHUTTER_AFTER_MS - CHECK_INTERVAL_MS) {
      await nextCheck(page);
      await expect(camera.locator('[data-gate="one-face"]')).toHaveAttribute("data-state", "unmet");
      await expect(shutter).toHaveCount(0);
    }
    // ...but at the check that makes it MANUAL_SHUTTER_AFTER_MS the shutter is offered, with what is still off.
    await nextCheck(page);
    expect((await pageNow()) - unmetSince).toBe(MANUAL_SHUTTER_AFTER_MS);
    await expect(shutter).toBeVisible();
    await expect(shutter).toHaveAccessibleDescription(
      "Still off: One face in view, Good distance, Face centred, Head level, Facing the camera, Enough light.",
    );
    const withShutter = await withRealTimers(page, () =>
      axeFindings(page, { include: '[data-testid="camera-capture"]' }),
    );
    expect(withShutter).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("camera-phone-shutter.png") });
    expect((await cameraTracks(page)).live).toBe(1);

    // The capture takes its frames a moment apart: the clock runs on from here.
    await page.clock.resume();
    await shutter.click();
    await expect(page.getByRole("dialog", { name: "Analyzing your photo" })).toBeVisible({
      timeout: REAL_ENGINE_WAIT_MS,
    });
    expect(await cameraTracks(page)).toEqual({ opened: 1, live: 0 });
  });
});

test("if the face model cannot load, the camera goes off, says so and offers a retry, without restarting the engine in a loop", async ({
  page: helperPage,
  baseURL,
}) => {
  await withCamera(helperPage, "camera-no-model.y4m", GOOD_FACE, async (browser) => {
    const context = await browser.newContext({ baseURL: baseURL ?? "", serviceWorkers: "block" });
    await context.grantPermissions(["camera"]);
    await recordStreams(context);
    await watchEngineMessages(context);
    await context.clock.install();
    // The model's weight files cannot be fetched (a broken connection, say).
    const weightRequests: string[] = [];
    await context.route(/\.bin$/, (route) => {
      weightRequests.push(route.request().url());
      return route.abort("connectionfailed");
    });
    const page = await context.newPage();
    let workers = 0;
    page.on("worker", () => {
      workers += 1;
    });
    await page.goto("/");
    await waitForIsland(page, 'button:has-text("Use camera")');
    await page.getByRole("button", { name: "Use camera" }).click();
    const camera = page.getByTestId("camera-capture");
    const failed = camera.getByRole("alert");
    await expect(failed).toContainText(CAMERA_PROBLEMS.modelFailed.title, { timeout: REAL_ENGINE_WAIT_MS });
    await expect(camera.getByTestId("camera-instruction")).toHaveCount(0);
    expect(await cameraTracks(page)).toEqual({ opened: 1, live: 0 });
    expect(weightRequests.length).toBeGreaterThan(0);

    // A minute later on the page's clock, every timer due having fired, no engine has been started again.
    await page.clock.runFor(60_000);
    expect((await workerCounts(page)).started).toBe(1);
    expect(workers).toBe(1);
    expect(await axeFindings(page, { include: '[data-testid="camera-capture"]' })).toEqual([]);

    // Trying again opens the camera and loads the model once more; it fails the same way.
    await camera.getByRole("button", { name: "Try again" }).click();
    await expect.poll(async () => (await cameraTracks(page)).opened).toBe(2);
    await expect(failed).toContainText(CAMERA_PROBLEMS.modelFailed.title, { timeout: REAL_ENGINE_WAIT_MS });
    expect(await cameraTracks(page)).toEqual({ opened: 2, live: 0 });
    await page.clock.runFor(60_000);
    expect((await workerCounts(page)).started).toBe(2);
    expect(workers).toBe(2);

    await camera.getByRole("button", { name: "Choose a photo instead" }).click();
    await expect(page.locator('input[name="photo"]')).toBeEnabled();
  });
});
