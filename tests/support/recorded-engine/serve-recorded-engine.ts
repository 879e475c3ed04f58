/**
 * The recorded engine for a browser test: the page's face worker answers from the recording of the
 * real worker (tests/fixtures/engine-recording.json) at once, instead of loading and running the
 * model for several seconds of CPU. What the page does with the answers is unchanged, so a test of
 * the result screens proves the same about the page; the real worker is tested by the engine,
 * one-model, worker-network, offline, camera and analyzer end-to-end specs, and the recording is
 * checked against it by recorded-engine.spec.ts.
 *
 * In a spec: `test.use({ serviceWorkers: "block" })` (a service worker would answer the worker
 * script before the route does), then `await serveRecordedEngine(context)` before the page opens.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { readEngineRecording, type EngineRecording } from "./engine-recording";
import { bundleWorkerModule, routeFaceWorker } from "./face-worker-route";

let recording: EngineRecording | undefined;

/**
 * `answerAfterMs`: each analysis is answered only that long after it was asked (the worker's own
 * time), for a test that looks at the overlay, which otherwise closes as soon as it opens.
 */
export async function serveRecordedEngine(
  target: Page | BrowserContext,
  { answerAfterMs = 0 }: { answerAfterMs?: number } = {},
): Promise<void> {
  recording ??= readEngineRecording();
  const body = bundleWorkerModule("recorded-worker.ts", {
    name: "answerFromRecording",
    argument: { ...recording, answerAfterMs },
  });
  await routeFaceWorker(target, body);
}
