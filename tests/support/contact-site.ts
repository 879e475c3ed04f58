// The second build the tests need: the site with a contact form back-end configured, for the
// form's delivery tests (tests/e2e/contact-endpoint/contact-endpoint.spec.ts, served on its own port) and the check
// that only the contact page's policy names the back-end (tests/dist/contact-endpoint-policy.test.ts).
// Made by `npm run build:contact` (scripts/builds.ts) in the build step of `npm test`, never inside
// a test; its endpoint comes from the committed .env.contact-test, as an operator's would come from .env.
import { BUILDS, CONTACT_MODE } from "../../scripts/builds";

export { CONTACT_MODE };
/** The form back-end the contact tests start themselves. */
export const CONTACT_ENDPOINT_PORT = 4399;
export const CONTACT_ENDPOINT = `http://127.0.0.1:${CONTACT_ENDPOINT_PORT}/contact`;
/** Where the build goes, and the port Playwright serves it on. */
export const CONTACT_OUT_DIR = BUILDS.contact.outDir;
export const CONTACT_SITE_PORT = 4322;
