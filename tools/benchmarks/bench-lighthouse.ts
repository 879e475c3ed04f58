// `npm run bench:lighthouse -- [path ...] [--dist <dir>] [--runs <n>] [--json <dir>]`: Lighthouse
// (mobile, its default) on the built site, served by the production preview. Prints the four
// category scores per page; the last line is for `/` (or the first path given). Build first
// (`npm run build`). `--dist` serves another build folder (default `dist`); `--runs` measures each
// page n times and prints the median of each figure (total blocking time varies with CPU load);
// `--json` writes each run's full Lighthouse report there. Under each run it names the largest
// paint's element (with its phases) and every element that shifted. The server compresses text as
// hosts do; `--uncompressed` serves it raw, for a before-and-after of the compression itself.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium-path";
import { startPreview } from "../../scripts/preview-server.ts";

const args = process.argv.slice(2);
/** The value after `--name`, or `--name=value`. */
function option(name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] ?? "";
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
}
const outDir = option("dist") ?? process.env["LIGHTHOUSE_DIST"] ?? "dist";
const runs = Math.max(1, Number(option("runs") ?? 1) || 1);
const jsonDir = option("json");
const compress = !args.includes("--uncompressed");
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const optionValues = new Set(["dist", "runs", "json"].map(option));
const paths = args.filter((arg) => arg.startsWith("/") && !optionValues.has(arg));
if (paths.length === 0) paths.push("/");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS: readonly (readonly [string, string])[] = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
];

/** The middle value (the lower middle for an even count). */
function median(values: readonly (number | null | undefined)[]): number | undefined {
  const sorted = values.filter((value): value is number => typeof value === "number").sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)];
}

const server = await startPreview({ port: 4331, outDir, compress });
const chromePath = findChromium();
const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const lines: string[] = [];
try {
  for (const path of paths) {
    const results: { scores: (number | null | undefined)[]; values: (number | undefined)[] }[] = [];
    for (let run = 0; run < runs; run++) {
      let result;
      // A failed run (Chromium sometimes loses the trace: NO_NAVSTART) has no scores: say so, try
      // twice more, and print n/a rather than zeros if it still fails.
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(`${server.origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        const error = result?.lhr.runtimeError;
        if (!error) break;
        console.log(`  ${path} Lighthouse could not measure: ${error.code} ${error.message}`);
      }
      const lhr = result?.lhr;
      if (jsonDir && result) {
        const name = `${path.replace(/^\/$/, "/home").slice(1).replaceAll("/", "_")}-${run + 1}.json`;
        writeFileSync(
          join(jsonDir, name),
          typeof result.report === "string" ? result.report : (result.report[0] ?? ""),
        );
      }
      const audits = lhr?.audits ?? {};
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      if (failing.length > 0) console.log(`  ${path} failing audits: ${failing.join(", ")}`);
      const metrics = METRICS.map(([label, id]) => `${label}=${audits[id]?.displayValue}`);
      const scores = CATEGORIES.map((id) => lhr?.categories[id]?.score);
      if (runs > 1) console.log(`  ${path} run ${run + 1}: ${metrics.join(" ")} performance=${scoreText(scores[0])}`);
      else console.log(`  ${path} ${metrics.join(" ")}`);
      for (const line of causes(audits as Record<string, AuditResult>)) console.log(`    ${line}`);
      results.push({ scores, values: METRICS.map(([, id]) => audits[id]?.numericValue) });
    }
    if (runs > 1) {
      const values = METRICS.map(([label, id], index) => {
        const value = median(results.map((result) => result.values[index]));
        if (value === undefined) return `${label}=n/a`;
        return id === "cumulative-layout-shift" ? `${label}=${value.toFixed(3)}` : `${label}=${Math.round(value)} ms`;
      });
      console.log(`  ${path} median of ${runs}: ${values.join(" ")}`);
    }
    const scores = CATEGORIES.map((id, index) => `${id}=${scoreText(median(results.map((r) => r.scores[index])))}`);
    lines.push(`lighthouse ${scores.join(" ")} url=${path}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
for (const line of lines.slice(1)) console.log(line);
console.log(lines[0]);

/**
 * What a run's figures came from, so a regression names its cause: the largest paint's element and
 * how long its render waited, and each element that shifted with its share of the shift.
 */
function causes(audits: Record<string, AuditResult>): string[] {
  const lines: string[] = [];
  const breakdown = audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = breakdown.find((item) => item.type === "node");
  if (node) {
    const phases = (breakdown.find((item) => item.type === "table")?.items ?? [])
      .map((phase) => `${phase.label} ${Math.round(phase.duration ?? 0)} ms`)
      .join(", ");
    lines.push(
      `largest paint: ${node.selector ?? node.nodeLabel} ("${(node.nodeLabel ?? "").slice(0, 60)}")${phases ? `; ${phases}` : ""}`,
    );
  }
  for (const shift of audits["layout-shifts"]?.details?.items ?? []) {
    const shifted = shift.node;
    lines.push(
      `shifted: ${shifted?.selector ?? "(no element)"} ("${(shifted?.nodeLabel ?? "").slice(0, 60)}") score ${Number(shift.score ?? 0).toFixed(3)}`,
    );
  }
  return lines;
}

function scoreText(score: number | null | undefined): string {
  return typeof score === "number" ? String(Math.round(score * 100)) : "n/a";
}

/** What `causes` reads of an audit: Lighthouse's details are loosely typed, so only these fields. */
interface AuditResult {
  details?: { items?: DetailItem[] };
}
interface DetailItem {
  type?: string;
  selector?: string;
  nodeLabel?: string;
  label?: string;
  duration?: number;
  score?: number;
  node?: { selector?: string; nodeLabel?: string };
  items?: DetailItem[];
}
