import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium-path";
import { CONTACT_OUT_DIR, CONTACT_SITE_PORT } from "./tests/support/contact-site";

/**
 * The default build (no contact endpoint), served as `npm start` serves it: as a host that reads
 * `_headers` and `_redirects` (scripts/preview-server.ts). E2E_SITE_PORT (with SITE_OUT_DIR for the
 * build folder) lets a second copy of the site be tested beside a running one.
 */
const SITE_PORT = Number(process.env["E2E_SITE_PORT"] ?? 4321);
/**
 * E2E_SITE_ONLY=1 skips the server of the second build, the one with a contact endpoint
 * (tests/support/contact-site.ts), for running a few site tests. Both builds are made before the
 * browser tests (npm run build, npm run build:contact), never by them.
 */
const SITE_ONLY = process.env["E2E_SITE_ONLY"] === "1";

const desktopChromium = {
  ...devices["Desktop Chrome"],
  launchOptions: chromiumLaunchOptions(),
};

const siteUse = { ...desktopChromium, baseURL: `http://127.0.0.1:${SITE_PORT}` };

export default defineConfig({
  testDir: "tests/e2e",
  // The builds it serves must be there and up to date (npm test makes them first).
  globalSetup: "./tests/support/builds-ready.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env["CI"]),
  retries: 0,
  workers: 2,
  // The list as tests run, then each spec file's time and the ten slowest tests (support/timing-reporter.ts).
  reporter: [["list"], ["./tests/support/timing-reporter.ts"]],
  // Short, so that a test grown slow fails instead of hiding it; only the real engine's specs give
  // a test more, each saying why beside it.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace costs about a quarter more time in every test. A failing test is traced
    // when run again with a retry: npx playwright test <spec> --retries=1 (see the README).
    trace: "on-first-retry",
    // A first visit, as most tests want: no service worker fetching the site's files behind the
    // test's back. The specs about the service worker itself allow it.
    serviceWorkers: "block",
  },
  // Grouped by what the tests run (docs/testing.md): the site's pages with no face engine, result
  // screens answered by the recorded engine, the real engine on WASM, and the contact back-end's build.
  projects: [
    { name: "site", testDir: "tests/e2e/site", use: siteUse },
    { name: "recorded-engine", testDir: "tests/e2e/recorded-engine", use: siteUse },
    // The real engine loads its models and runs tfjs on WASM (no GPU): one analysis takes 5 to 20 s
    // on this project's 2-core machine, and a test runs up to three.
    { name: "real-engine", testDir: "tests/e2e/real-engine", use: siteUse, timeout: 90_000 },
    ...(SITE_ONLY
      ? []
      : [
          {
            name: "contact-endpoint",
            testDir: "tests/e2e/contact-endpoint",
            use: { ...desktopChromium, baseURL: `http://127.0.0.1:${CONTACT_SITE_PORT}` },
          },
        ]),
  ],
  webServer: [
    {
      command: `JITI_TSCONFIG_PATHS=true npx jiti scripts/preview-server.ts --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env["CI"],
      // How long the preview server may take to answer its first request.
      timeout: 60_000,
    },
    ...(SITE_ONLY
      ? []
      : [
          {
            command: `JITI_TSCONFIG_PATHS=true npx jiti scripts/preview-server.ts --port ${CONTACT_SITE_PORT} --out-dir ${CONTACT_OUT_DIR}`,
            url: `http://127.0.0.1:${CONTACT_SITE_PORT}/contact`,
            reuseExistingServer: !process.env["CI"],
            timeout: 60_000,
          },
        ]),
  ],
});
