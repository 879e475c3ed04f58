import { existsSync } from "node:fs";

/** Places a system Chromium is found, in order of preference; CHROMIUM_PATH wins when set. */
const CANDIDATES = [
  process.env["CHROMIUM_PATH"],
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
].filter((path): path is string => Boolean(path));

/** Path of a Chromium the browser tests can drive, or undefined when none is installed. */
export function findChromium(): string | undefined {
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Launch flags for this kind of machine: no sandbox as root, no GPU, and none of the
 * background connections that a closed network refuses.
 */
export const CHROMIUM_ARGS: string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Playwright's launch options for that Chromium with those flags, and any `extraArgs` after them,
 * for the browser tests, the engine harness and the benchmarks (bench:lighthouse's chrome-launcher
 * takes the path and flags above directly). Without a system Chromium, Playwright's own is launched.
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): { executablePath?: string; args: string[] } {
  const executablePath = findChromium();
  return { ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS, ...extraArgs] };
}
