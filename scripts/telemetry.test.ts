/**
 * Astro's telemetry is off for every `astro` command the project runs (security round 6): each
 * npm script that calls `astro` sets ASTRO_TELEMETRY_DISABLED=1, and each script or tool that
 * starts `astro` itself passes the environment of `astroEnv`.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { astroEnv } from "./builds";
import { REPO_ROOT } from "./repo-root";

const scripts = (
  JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

/** The project's own TypeScript and JavaScript under these folders (no node_modules, no build output). */
function sources(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|mjs|js)$/.test(file) && !file.includes("node_modules") && !file.includes(".astro/"))
    .map((file) => join(folder, file));
}

describe("Astro's telemetry", () => {
  it("is off in the environment every build gets", () => {
    expect(astroEnv().ASTRO_TELEMETRY_DISABLED).toBe("1");
    expect(astroEnv({ ASTRO_TELEMETRY_DISABLED: "0", OTHER: "kept" })).toMatchObject({
      ASTRO_TELEMETRY_DISABLED: "1",
      OTHER: "kept",
    });
  });

  it("is off in each npm script that runs astro", () => {
    const astroCommands = Object.entries(scripts).flatMap(([name, command]) =>
      command
        .split(/&&|\|\||;/)
        .map((part) => part.trim())
        .filter((part) => /(^|\s)astro\s/.test(part))
        .map((part) => [name, part] as const),
    );
    expect(astroCommands.map(([name]) => name)).toEqual(expect.arrayContaining(["dev", "check"]));
    for (const [name, part] of astroCommands) expect(part, name).toMatch(/^ASTRO_TELEMETRY_DISABLED=1 astro\s/);
  });

  it("is off wherever a script of the project starts astro itself", () => {
    const starters = ["scripts", "tools", "tests"]
      .flatMap(sources)
      .filter((file) => /spawn(Sync)?\([^;]{0,80}?["'/]astro["']/.test(readFileSync(join(REPO_ROOT, file), "utf8")));
    expect(starters).toEqual(expect.arrayContaining(["scripts/builds.ts", "tools/benchmarks/bench-build.ts"]));
    for (const file of starters) {
      const source = readFileSync(join(REPO_ROOT, file), "utf8");
      for (const call of source.matchAll(/spawn(?:Sync)?\([^;]{0,80}?["'/]astro["'][^;]*/g))
        expect(call[0], file).toMatch(/\benv(: env)?\b/);
      expect(source, file).toMatch(/astroEnv\(/);
    }
  });
});
