/**
 * Every `npm run` command's entry files exist and their imports resolve, all the way down, so a
 * moved file can never again break a command nobody ran (the operators' benchmarks, say). A file
 * run by plain `node` must name its relative imports exactly (Node guesses no extension); files
 * run by jiti, Astro, Vitest or Playwright are resolved as their bundlers do. The tsconfig's path
 * aliases (`@/…`) resolve for Astro, Vitest and Playwright, and for jiti only where the command sets
 * JITI_TSCONFIG_PATHS=true: a jiti command without it fails on the first aliased import.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts;

const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const GUESSED = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.js"];

/** The tsconfig's path aliases, as prefixes: "@/" stands for "src/". */
const ALIASES: [string, string][] = Object.entries(
  (
    JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8")) as {
      compilerOptions: { paths?: Record<string, string[]> };
    }
  ).compilerOptions.paths ?? {},
).map(([alias, [target]]) => [alias.replace(/\*$/, ""), (target ?? "").replace(/\*$/, "")]);

interface Entry {
  file: string;
  /** Run by plain node: imports name their files exactly. */
  exact: boolean;
  /** The runner reads the tsconfig's path aliases. */
  aliases: boolean;
}

/** The files a script's commands run, and how: by "node" (exact imports) or a bundler. */
export function entriesOf(command: string): Entry[] {
  const entries: Entry[] = [];
  for (const step of command.split(/&&|\|\||;/)) {
    const words = step.trim().split(/\s+/);
    const runner = words.find((word) => !word.includes("=")) ?? "";
    const aliases = runner === "jiti" ? words.includes("JITI_TSCONFIG_PATHS=true") : runner !== "node";
    for (const word of words.slice(1)) {
      const path = word.replace(/^["']|["']$/g, "");
      if (SOURCE.test(path) && !path.includes("*")) entries.push({ file: path, exact: runner === "node", aliases });
    }
  }
  return entries;
}

function packageExists(specifier: string, from: string): boolean {
  const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules", name, "package.json"))) return true;
    if (dir === dirname(dir)) return false;
  }
}

/** Where a relative import lands, or null. */
function resolveRelative(specifier: string, from: string, exact: boolean): string | null {
  const base = resolve(dirname(from), specifier.split("?")[0]!);
  for (const ending of exact ? [""] : GUESSED) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What a file imports when it runs: type-only imports are erased before, so they are left out. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The relative form of an aliased import ("@/data/x" from src/lib/y.ts: "../data/x"), or the import as it is. */
function unaliased(specifier: string, from: string): string {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (!alias) return specifier;
  const target = relative(dirname(from), join(ROOT, alias[1], specifier.slice(alias[0].length)));
  return target.startsWith(".") ? target : `./${target}`;
}

/** The imports of `entry` and everything it reaches that cannot be found, as "file: specifier". */
function unresolved(entry: string, exact: boolean, aliases = !exact): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  const queue = [resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(?:[cm]?[jt]s|tsx)$/.test(file)) continue; // .astro, .json, .css: their loaders' business
    for (const imported of importsOf(file)) {
      const specifier = aliases ? unaliased(imported, file) : imported;
      if (specifier.startsWith(".")) {
        const target = resolveRelative(specifier, file, exact);
        if (target) queue.push(target);
        else missing.push(`${relative(ROOT, file)}: ${imported}`);
      } else if (
        !specifier.startsWith("node:") &&
        !builtinModules.includes(specifier) &&
        !/^(?:astro|virtual):/.test(specifier) &&
        !packageExists(specifier, file)
      ) {
        missing.push(`${relative(ROOT, file)}: ${specifier}`);
      }
    }
  }
  return missing;
}

describe("every npm run command can start", () => {
  const all = Object.entries(scripts).flatMap(([name, command]) =>
    entriesOf(command).map((entry) => ({ name, ...entry })),
  );

  it("finds the entry files of the commands that run files", () => {
    expect(all.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["preview", "bench:lighthouse", "calibrate", "engine:build", "report:js"]),
    );
  });

  it.each(all)("$name: $file exists and every import it reaches resolves", ({ file, exact, aliases }) => {
    expect(existsSync(join(ROOT, file)), `${file} is missing`).toBe(true);
    expect(unresolved(file, exact, aliases)).toEqual([]);
  });

  it("would notice an entry that imports a moved file", () => {
    const probe = "tests/support/npm-scripts.test.ts";
    expect(unresolved(probe, true)).toEqual([]);
    expect(entriesOf("node scripts/nowhere.mjs --port 1")).toEqual([
      { file: "scripts/nowhere.mjs", exact: true, aliases: false },
    ]);
    // jiti reads the aliases only when told to; a file reaching an aliased import fails without it.
    const aliased = "tools/face-model/evaluation/evaluation-figures.ts";
    expect(importsOf(join(ROOT, aliased))).toContain("@/data/face-shapes");
    expect(entriesOf(`jiti ${aliased}`)).toEqual([{ file: aliased, exact: false, aliases: false }]);
    expect(unresolved(aliased, false, false)).toContain(`${aliased}: @/data/face-shapes`);
    expect(unresolved(aliased, false, entriesOf(`JITI_TSCONFIG_PATHS=true jiti ${aliased}`)[0]!.aliases)).toEqual([]);
    expect(resolveRelative("./chromium-path.mjs", join(ROOT, "tests/support/x.mjs"), true)).toBeNull();
  });
});
