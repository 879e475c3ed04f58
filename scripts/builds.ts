/**
 * The three builds the project makes, and whether each is up to date with what it is built from.
 *
 *   npx jiti scripts/builds.ts site|contact|engine    builds it (what `npm run build`,
 *                                                   `npm run build:contact`, `npm run engine:build` run)
 *   npx jiti scripts/builds.ts --if-stale site ...    builds those of them that are missing or stale
 *
 * A build records a digest of its inputs (every file it is made from, tests excepted) in
 * `.cache/builds/<folder>.json` once it has succeeded. Tests never build: a test that needs a build
 * calls `requireFreshBuild`, which fails with the command to run when the build is missing or was
 * made from other files.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "./repo-root.ts";

export type BuildName = "site" | "contact" | "engine";

interface Build {
  /** The build folder, relative to the repository. */
  outDir: string;
  /** The npm command that makes it. */
  command: string;
  /** The `astro` arguments. */
  astro: string[];
  /** Files and folders it is made from, relative to the repository. */
  inputs: string[];
  /** Extra environment for the build. */
  env?: Record<string, string>;
}

/** What every build of the site reads. */
const SITE_INPUTS = [
  "src",
  "content",
  "public",
  "astro.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  ".env",
  ".env.production",
];

/** The contact-endpoint build's mode, whose `.env.contact-test` file sets CONTACT_ENDPOINT. */
export const CONTACT_MODE = "contact-test";

export const BUILDS: Record<BuildName, Build> = {
  site: { outDir: "dist", command: "npm run build", astro: ["build"], inputs: SITE_INPUTS },
  contact: {
    outDir: "dist-contact",
    command: "npm run build:contact",
    astro: ["build", "--mode", CONTACT_MODE],
    inputs: [...SITE_INPUTS, `.env.${CONTACT_MODE}`],
    // The endpoint comes from the committed .env.contact-test, as an operator's would come from .env.
    env: { SITE_OUT_DIR: "dist-contact" },
  },
  engine: {
    outDir: "dist-engine",
    command: "npm run engine:build",
    astro: ["build", "--config", "tools/engine-harness/astro.config.ts"],
    inputs: [...SITE_INPUTS, "tools/engine-harness", "tools/face-model"],
  },
};

/**
 * Tests sit beside the code and are not part of any build; nor are hidden folders (`.astro/`,
 * the types a build generates inside the engine harness's folder).
 */
const NOT_AN_INPUT = /\.test\.(ts|tsx|mjs)$|(^|\/)\.[^/]+\//;

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return (readdirSync(full, { recursive: true }) as string[])
    .map((file) => join(path, file))
    .filter((file) => !NOT_AN_INPUT.test(file) && statSync(join(root, file)).isFile())
    .sort();
}

/** A digest of every input file's path and bytes. */
export function inputsDigest(name: BuildName, root = REPO_ROOT): string {
  const hash = createHash("sha256");
  for (const file of BUILDS[name].inputs.flatMap((input) => filesUnder(root, input))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function stampPath(name: BuildName, root = REPO_ROOT): string {
  return join(root, ".cache/builds", `${BUILDS[name].outDir}.json`);
}

/** Records that the build in `root` was made from inputs with this digest. */
export function writeBuildStamp(name: BuildName, digest: string, root = REPO_ROOT): void {
  mkdirSync(join(root, ".cache/builds"), { recursive: true });
  writeFileSync(stampPath(name, root), `${JSON.stringify({ outDir: BUILDS[name].outDir, inputs: digest })}\n`);
}

/** Why the build cannot be used as it is, or undefined when it is up to date. */
export function buildProblem(name: BuildName, root = REPO_ROOT): string | undefined {
  const { outDir, command } = BUILDS[name];
  if (!existsSync(join(root, outDir)) || !existsSync(stampPath(name, root))) {
    return `${outDir}/ has not been built: run ${command} first.`;
  }
  const stamp = JSON.parse(readFileSync(stampPath(name, root), "utf8")) as { inputs?: string };
  if (stamp.inputs !== inputsDigest(name, root)) {
    return `${outDir}/ was built from other files than these: run ${command} again.`;
  }
  return undefined;
}

/** Throws, naming the command to run, unless the build exists and is up to date. */
export function requireFreshBuild(name: BuildName): void {
  const problem = buildProblem(name);
  if (problem) throw new Error(problem);
}

/**
 * The environment every `astro` command the project runs gets: Astro's telemetry off, so no build,
 * CI's included, sends a request anywhere (package.json sets it on `astro dev` and `astro check`).
 */
export function astroEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra, ASTRO_TELEMETRY_DISABLED: "1" };
}

/** Makes the build, and records its inputs' digest once it has succeeded. */
export function makeBuild(name: BuildName, stdio: "inherit" | "quiet" = "inherit"): void {
  const build = BUILDS[name];
  const digest = inputsDigest(name);
  const env = astroEnv(build.env);
  if (name === "contact") delete env["PUBLIC_CONTACT_ENDPOINT"];
  const result = spawnSync(join(REPO_ROOT, "node_modules/.bin/astro"), build.astro, {
    cwd: REPO_ROOT,
    env,
    stdio: stdio === "inherit" ? "inherit" : ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`${build.command} failed`);
  writeBuildStamp(name, digest);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--if-stale site engine ...`: makes only those of the builds named that are missing or stale.
  const ifStale = process.argv[2] === "--if-stale";
  const names = process.argv.slice(ifStale ? 3 : 2) as BuildName[];
  if (names.length === 0 || names.some((name) => !(name in BUILDS)) || (!ifStale && names.length > 1)) {
    console.error(`usage: npx jiti scripts/builds.ts [--if-stale] ${Object.keys(BUILDS).join("|")} ...`);
    process.exit(2);
  }
  try {
    for (const name of names) {
      if (ifStale && buildProblem(name) === undefined) console.log(`${BUILDS[name].outDir}/ is up to date.`);
      else makeBuild(name);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
