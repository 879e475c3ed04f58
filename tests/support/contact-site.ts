// The second build the tests need: the site with a contact form back-end configured, for the
// form's delivery tests (tests/e2e/contact-endpoint.spec.ts, served on its own port) and the check
// that only the contact page's policy names the back-end (tests/dist/contact-endpoint-policy.test.ts).
// Built in the build step of `npm test` (npm run build:contact), never inside a test.
//   npx jiti tests/support/contact-site.ts    builds it into dist-contact/
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The form back-end the contact tests start themselves. */
export const CONTACT_ENDPOINT_PORT = 4399;
export const CONTACT_ENDPOINT = `http://127.0.0.1:${CONTACT_ENDPOINT_PORT}/contact`;
/** Where the build goes, and the port Playwright serves it on. */
export const CONTACT_OUT_DIR = "dist-contact";
export const CONTACT_SITE_PORT = 4322;
/** The build mode whose `.env.contact-test` file sets CONTACT_ENDPOINT. */
export const CONTACT_MODE = "contact-test";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The endpoint comes from the committed .env.contact-test, as an operator's would come from .env:
  // the file reaches both the form and the contact page's policy (astro.config.mjs reads it too).
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_OUT_DIR: CONTACT_OUT_DIR };
  delete env["PUBLIC_CONTACT_ENDPOINT"];
  const build = spawnSync("npx", ["astro", "build", "--mode", CONTACT_MODE], { stdio: "inherit", env });
  process.exit(build.status ?? 1);
}
