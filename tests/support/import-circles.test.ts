/**
 * No module of the project imports itself through others: an import circle makes the order in
 * which modules start matter, and it hides which of two files is the lower layer. Every TypeScript,
 * TSX and Astro file under src/, tools/, scripts/ and tests/ is read; its relative imports (and
 * `@/`-style aliases from tsconfig's `paths`, if any) are followed, type-only and lazy `import()`
 * ones included, since each still ties the two files together. An Astro file's imports are those of
 * its frontmatter and its <script> blocks.
 *
 * TypeScript's own `preProcessFile` lists a file's imports; the resolver is the few lines below
 * rather than a dependency-graph package, because none of those reads `.astro` files.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["src", "tools", "scripts", "tests"];
const MODULE = /\.(?:[cm]?[jt]s|tsx|astro)$/;
const GUESSED = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", ".astro", "/index.ts", "/index.tsx", "/index.js"];

/** Every module file under the project's own folders, as absolute paths. */
function moduleFiles(root: string): string[] {
  const files: string[] = [];
  for (const folder of FOLDERS.filter((name) => existsSync(join(root, name)))) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile() && MODULE.test(entry.name) && !path.includes("node_modules")) files.push(path);
    }
  }
  return files;
}

/** The code of a file that can import: all of a script, an Astro file's frontmatter and scripts. */
function codeOf(file: string): string {
  const text = readFileSync(file, "utf8");
  if (!file.endsWith(".astro")) return text;
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join("\n");
}

/** tsconfig's `paths` aliases ("@/*" -> ["src/*"]), so an alias import is followed as well. */
function aliases(root: string): [prefix: string, targets: string[]][] {
  const { config } = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const paths: Record<string, string[]> = config?.compilerOptions?.paths ?? {};
  const base = resolve(root, config?.compilerOptions?.baseUrl ?? ".");
  return Object.entries(paths).map(([pattern, targets]) => [
    pattern.replace(/\*$/, ""),
    targets.map((target) => resolve(base, target.replace(/\*$/, ""))),
  ]);
}

function existing(base: string): string | null {
  for (const ending of GUESSED) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The project file an import names, or null for a package, a built-in or anything not found. */
function resolveImport(specifier: string, from: string, paths: [string, string[]][]): string | null {
  const bare = specifier.split("?")[0]!;
  if (bare.startsWith(".")) return existing(resolve(dirname(from), bare));
  for (const [prefix, targets] of paths) {
    if (!bare.startsWith(prefix)) continue;
    for (const target of targets) {
      const found = existing(join(target, bare.slice(prefix.length)));
      if (found) return found;
    }
  }
  return null;
}

/** Each project file and the project files it imports, by path relative to the root. */
export function importGraph(root = ROOT): Map<string, string[]> {
  const paths = aliases(root);
  const graph = new Map<string, string[]>();
  for (const file of moduleFiles(root)) {
    const { importedFiles } = ts.preProcessFile(codeOf(file), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(fileName, file, paths))
      .filter((target): target is string => target !== null && MODULE.test(target))
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The shortest way from `start` back to itself inside one group of files, as a list of files. */
function shortestLoop(start: string, graph: Map<string, string[]>, group: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

/**
 * Every import circle, one per tangle of files that reach each other (Tarjan's strongly connected
 * components), each written as "a -> b -> a" with the other files of its tangle after it.
 */
export function importCircles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.add(member);
    } while (member !== file);
    if (group.size === 1 && !(graph.get(file) ?? []).includes(file)) return;
    const start = [...group].sort()[0]!;
    const loop = shortestLoop(start, graph, group);
    const others = [...group].filter((member) => !loop.includes(member)).sort();
    circles.push(loop.join(" -> ") + (others.length > 0 ? ` (with ${others.join(", ")})` : ""));
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

describe("import circles", () => {
  it("finds a circle and names its files, and passes a one-way tree", () => {
    const circle = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
    ]);
    expect(importCircles(circle)).toEqual(["a.ts -> b.ts -> c.ts -> a.ts"]);
    expect(importCircles(new Map([["x.ts", ["x.ts"]]]))).toEqual(["x.ts -> x.ts"]);
    expect(importCircles(new Map([...circle, ["c.ts", []]]))).toEqual([]);
  });

  it("follows type-only imports, re-exports, aliases and an Astro file's frontmatter and scripts", () => {
    const root = mkdtempSync(join(tmpdir(), "import-circles-"));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      write("tsconfig.json", JSON.stringify({ compilerOptions: { paths: { "@/*": ["./src/*"] } } }));
      write("src/a.ts", 'import type { B } from "./b";\nexport type A = B;\n');
      write("src/b.ts", 'export * from "@/c.astro";\nexport type B = number;\n');
      write("src/c.astro", '---\nimport type { A } from "./a";\n---\n<p>c</p>\n');
      write("tools/d.astro", '<p>d</p>\n<script>\nimport "../src/a";\n</script>\n');
      const graph = importGraph(root);
      expect(graph.get("tools/d.astro")).toEqual(["src/a.ts"]);
      expect(importCircles(graph)).toEqual(["src/a.ts -> src/b.ts -> src/c.astro -> src/a.ts"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("has none among the project's modules", () => {
    const circles = importCircles(importGraph());
    expect(circles, `import circles:\n${circles.join("\n")}`).toEqual([]);
  });
});

describe("layers", () => {
  it("src/lib/ never imports src/text/: lib returns codes and numbers, text words them", () => {
    const graph = importGraph();
    const reachUp = [...graph].flatMap(([file, targets]) =>
      file.startsWith("src/lib/") ? targets.filter((t) => t.startsWith("src/text/")).map((t) => `${file} -> ${t}`) : [],
    );
    expect([...graph.keys()].some((file) => file.startsWith("src/text/"))).toBe(true);
    expect(reachUp).toEqual([]);
  });
});
