// Makes sure a Chromium exists for the browser tests. Playwright's own browser download
// cannot reach its servers here, so the system package is installed instead.
import { execSync } from "node:child_process";
import { findChromium } from "../../scripts/chromium-path";

const found = findChromium();
if (found) {
  console.log(`Chromium for browser tests: ${found}`);
  process.exit(0);
}

console.log("No Chromium found: installing Debian's chromium package (this happens once per machine).");
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = asRoot ? "" : "sudo ";
const run = (command: string) =>
  execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
try {
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}apt-get install -y -qq chromium`);
} catch {
  console.error("Could not install Chromium. Install it by hand (apt-get install chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}
const installed = findChromium();
if (!installed) {
  console.error("Chromium was installed but not found on the expected paths; set CHROMIUM_PATH.");
  process.exit(1);
}
console.log(`Chromium for browser tests: ${installed}`);
