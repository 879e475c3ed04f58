/**
 * The engine harness for the length of one job: dist-engine/ built when asked, its static server,
 * a headless Chromium and the harness pages started, the job run, and the browser and the server
 * shut down after it, whether it ended well or not. Every engine benchmark and the calibration's
 * feature extraction start the harness through here.
 */
import type { Browser, Page } from "@playwright/test";
import { ensureEngineBuild, launchChromium, openHarness, startEngineServer, type EngineServer } from "./engine-runner";

export interface EngineHarnessOptions {
  /** Builds dist-engine/ first, as ensureEngineBuild takes it; left out, nothing is built. */
  build?: boolean | "if-stale";
  /** Folders served beside dist-engine/, by URL prefix (the photo folder at /__photos/, say). */
  mounts?: Record<string, string>;
  /** How many harness pages to open side by side, each with its own worker (default 1). */
  pages?: number;
}

export interface RunningEngineHarness {
  server: EngineServer;
  browser: Browser;
  /** The first harness page, ready (`window.engineHarness` installed). */
  page: Page;
  /** Every harness page opened, the first among them. */
  pages: Page[];
}

export async function withEngineHarness<T>(
  options: EngineHarnessOptions,
  job: (harness: RunningEngineHarness) => Promise<T>,
): Promise<T> {
  if (options.build !== undefined) ensureEngineBuild(options.build);
  const server = await startEngineServer(options.mounts);
  try {
    const browser = await launchChromium();
    try {
      const pages = await Promise.all(
        Array.from({ length: Math.max(1, options.pages ?? 1) }, () => openHarness(browser, server.origin)),
      );
      return await job({ server, browser, page: pages[0] as Page, pages });
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
