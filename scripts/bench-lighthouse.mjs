// `npm run bench:lighthouse -- [path ...]`: Lighthouse (mobile, its default) on the built site,
// served by the production preview. Prints the four category scores per page; the last line is
// for `/` (or the first path given). Build first (`npm run build`).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./chromium-path.mjs";
import { startPreview } from "./preview-server.mjs";

const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (paths.length === 0) paths.push("/");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const server = await startPreview({ port: 4331 });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const lines = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const categories = result?.lhr.categories ?? {};
    const runtimeError = result?.lhr.runtimeError;
    // A failed run has no scores: say so instead of printing zeros.
    if (runtimeError)
      console.log(`  ${path} Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
    const scores = CATEGORIES.map((id) => {
      const score = categories[id]?.score;
      return `${id}=${typeof score === "number" ? Math.round(score * 100) : "n/a"}`;
    });
    const audits = result?.lhr.audits ?? {};
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    if (failing.length > 0) console.log(`  ${path} failing audits: ${failing.join(", ")}`);
    console.log(
      `  ${path} FCP=${audits["first-contentful-paint"]?.displayValue} LCP=${audits["largest-contentful-paint"]?.displayValue} TBT=${audits["total-blocking-time"]?.displayValue} CLS=${audits["cumulative-layout-shift"]?.displayValue}`,
    );
    lines.push(`lighthouse ${scores.join(" ")} url=${path}`);
  }
} finally {
  chrome.kill();
  server.stop();
}
for (const line of lines.slice(1)) console.log(line);
console.log(lines[0]);
