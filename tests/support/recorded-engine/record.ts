/**
 * npm run record:engine: builds the site, runs its real face worker in headless Chromium on every
 * photo of recorded-photos.ts and writes what the worker answered to
 * tests/fixtures/engine-recording.json, which the recorded engine serves to the browser tests of
 * the result screens. Record again after changing the worker, the face model or a recorded photo
 * (tests/e2e/recorded-engine/recorded-engine.spec.ts fails until then).
 */
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { chromium } from "@playwright/test";
import { format, resolveConfig } from "prettier";
import { startPreview } from "../../../scripts/preview-server.ts";
import { DIST } from "../../../scripts/built-site.ts";
import { chromiumLaunchOptions } from "../../../scripts/chromium-path";
import { RECORDING_FILE } from "./engine-recording";
import { realAnswers } from "./real-answers";

const server = await startPreview({ port: 0, outDir: DIST });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  // Service workers blocked, as in the tests: the worker script's request must reach the route.
  const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: "block" });
  const recording = await realAnswers(await context.newPage());
  const ready = recording.load.find((message) => message.type === "ready");
  // Recorded on the fallback, every answer would be the fallback's: refuse rather than record it.
  if (ready?.backend !== "wasm") throw new Error(`the worker did not get ready on WASM: ${JSON.stringify(ready)}`);
  const options = { ...(await resolveConfig(RECORDING_FILE)), filepath: RECORDING_FILE };
  writeFileSync(RECORDING_FILE, await format(JSON.stringify(recording), options));
  const answers = Object.values(recording.analyses).map(
    (analysis) => `  ${analysis.photo}: ${analysis.result.outcome.kind}`,
  );
  console.log(
    `Recorded with ${recording.browser} in ${relative(process.cwd(), RECORDING_FILE)}:\n${answers.join("\n")}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
