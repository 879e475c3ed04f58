import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/support/chromium-path.mjs";

/**
 * The default build (no contact endpoint), served as `npm start` serves it: as a host that reads
 * `_headers` and `_redirects` (scripts/preview-server.ts). E2E_SITE_PORT (with SITE_OUT_DIR for the
 * build folder) lets a second copy of the site be tested beside a running one.
 */
const SITE_PORT = Number(process.env["E2E_SITE_PORT"] ?? 4321);
/** E2E_SITE_ONLY=1 skips the contact-endpoint build and server (for running a few site tests). */
const SITE_ONLY = process.env["E2E_SITE_ONLY"] === "1";
/** A second build with a contact endpoint configured, for the form's delivery tests. */
export const CONTACT_SITE_PORT = 4322;
/** The form back-end the contact tests start themselves. */
export const CONTACT_ENDPOINT_PORT = 4399;
export const CONTACT_ENDPOINT = `http://127.0.0.1:${CONTACT_ENDPOINT_PORT}/contact`;

const chromium = findChromium();
const desktopChromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { ...(chromium ? { executablePath: chromium } : {}), args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env["CI"]),
  retries: 0,
  workers: 2,
  // The list as tests run, then each spec file's time and the ten slowest tests (support/timing-reporter.ts).
  reporter: [["list"], ["./tests/support/timing-reporter.ts"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    // A first visit, as most tests want: no service worker fetching the site's files behind the
    // test's back. The specs about the service worker itself allow it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "site",
      testIgnore: /contact-endpoint\.spec\.ts/,
      use: { ...desktopChromium, baseURL: `http://127.0.0.1:${SITE_PORT}` },
    },
    {
      name: "contact-endpoint",
      testMatch: /contact-endpoint\.spec\.ts/,
      use: { ...desktopChromium, baseURL: `http://127.0.0.1:${CONTACT_SITE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/preview-server.ts --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env["CI"],
      timeout: 60_000,
    },
    ...(SITE_ONLY
      ? []
      : [
          {
            command: `astro build && node scripts/preview-server.ts --port ${CONTACT_SITE_PORT}`,
            env: { SITE_OUT_DIR: "dist-contact", PUBLIC_CONTACT_ENDPOINT: CONTACT_ENDPOINT },
            url: `http://127.0.0.1:${CONTACT_SITE_PORT}/contact`,
            reuseExistingServer: !process.env["CI"],
            timeout: 180_000,
          },
        ]),
  ],
});
