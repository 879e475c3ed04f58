/**
 * `npm run test:quick`: the tiers a change needs, for the files changed since a commit (HEAD by
 * default: what is not committed yet; `npm run test:quick -- main` since main), instead of all of
 * `npm test`.
 *
 * - Prettier and ESLint on the changed files; the type check when code changed.
 * - The unit tests that import a changed file (`vitest related`).
 * - The builds those files go into, when stale, then the build-output tests.
 * - The browser tests a change reaches: a changed spec; the site pages and the recorded engine's
 *   specs for a change to what the site is built from; the real engine's too for a change to the
 *   engine, the classifier or the harness; every project for a change to the test plumbing.
 *
 * It prints each step before running it. `npm test` is still what CI runs.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../../scripts/repo-root";
import { BUILDS, buildProblem, type BuildName } from "../../scripts/builds";

function git(...args: string[]): string[] {
  return execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
}

/** Files changed since `base`, committed or not, and new files; deleted ones left out. */
export function changedFiles(since: string): string[] {
  const files = new Set([...git("diff", "--name-only", since), ...git("ls-files", "--others", "--exclude-standard")]);
  return [...files].filter((file) => existsSync(`${REPO_ROOT}/${file}`)).sort();
}

/** What a change to these files needs run. */
export interface QuickPlan {
  format: string[];
  lint: string[];
  typeCheck: boolean;
  unitRelated: string[];
  builds: BuildName[];
  buildOutput: boolean;
  browserProjects: string[];
  browserSpecs: string[];
}

const CODE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const isSpec = (file: string) => file.startsWith("tests/e2e/") && file.endsWith(".spec.ts");
const inBuild = (name: BuildName, file: string) =>
  !/\.test\.(ts|tsx|mjs)$/.test(file) &&
  BUILDS[name].inputs.some((input) => file === input || file.startsWith(`${input}/`));
/** The engine's code, the classifier it runs and the harness that drives it. */
const ENGINE = /^(src\/lib\/face-engine\/|src\/lib\/face-shape\/|tools\/engine-harness\/)/;
/** Test plumbing every browser test runs through. */
const BROWSER_PLUMBING = /^(playwright\.config\.ts|tests\/support\/|tests\/fixtures\/|scripts\/)/;

export function quickPlan(files: readonly string[]): QuickPlan {
  const siteChanged = files.some((file) => inBuild("site", file));
  const engineChanged = files.some((file) => ENGINE.test(file) && !/\.test\.tsx?$/.test(file));
  const plumbing = files.some((file) => BROWSER_PLUMBING.test(file) && !/\.test\.ts$/.test(file));
  const builds = (["site", "contact", "engine"] as const).filter((name) => files.some((file) => inBuild(name, file)));
  const projects = new Set<string>();
  if (siteChanged || plumbing) projects.add("site").add("recorded-engine");
  if (engineChanged || plumbing) projects.add("real-engine");
  if (plumbing || files.some((file) => inBuild("contact", file) && /contact/.test(file)))
    projects.add("contact-endpoint");
  return {
    format: [...files],
    lint: files.filter((file) => CODE.test(file)),
    typeCheck: files.some((file) => CODE.test(file)),
    unitRelated: files.filter((file) => CODE.test(file) && !isSpec(file) && !file.startsWith("tests/dist/")),
    builds,
    buildOutput: siteChanged || files.some((file) => file.startsWith("tests/dist/")),
    browserProjects: [...projects],
    browserSpecs: projects.size > 0 ? [] : files.filter(isSpec),
  };
}

function run(label: string, command: string, args: string[]): void {
  console.log(`\n--- ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`--- ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? "HEAD";
  const files = changedFiles(base);
  if (files.length === 0) {
    console.log(`Nothing changed since ${base}.`);
    process.exit(0);
  }
  const plan = quickPlan(files);
  console.log(`${files.length} file(s) changed since ${base}.`);
  run("formatting", "npx", ["prettier", "--check", "--ignore-unknown", ...plan.format]);
  if (plan.lint.length > 0) run("lint", "npx", ["eslint", ...plan.lint]);
  if (plan.typeCheck) run("type check", "npm", ["run", "--silent", "check"]);
  if (plan.unitRelated.length > 0) run("unit tests", "npx", ["vitest", "related", "--run", ...plan.unitRelated]);
  // The browser tests read the site and contact builds; build those the change reaches, or that are stale.
  const needed = new Set<BuildName>(plan.builds);
  if (plan.buildOutput || plan.browserProjects.length > 0 || plan.browserSpecs.length > 0) {
    for (const name of ["site", "contact"] as const) if (buildProblem(name)) needed.add(name);
  }
  const realEngine =
    plan.browserProjects.includes("real-engine") ||
    plan.browserSpecs.some((spec) => spec.startsWith("tests/e2e/real-engine/"));
  if (realEngine && buildProblem("engine")) needed.add("engine");
  const stale = [...needed].filter((name) => buildProblem(name) !== undefined);
  if (stale.length > 0) run("builds", "npx", ["jiti", "scripts/builds.ts", "--if-stale", ...stale]);
  if (plan.buildOutput) run("build-output tests", "npm", ["run", "--silent", "test:dist"]);
  const projects = plan.browserProjects.flatMap((project) => ["--project", project]);
  if (projects.length > 0) run("browser tests", "npx", ["playwright", "test", ...projects]);
  else if (plan.browserSpecs.length > 0) run("browser tests", "npx", ["playwright", "test", ...plan.browserSpecs]);
}
