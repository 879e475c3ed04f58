import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildProblem, inputsDigest, writeBuildStamp } from "./builds";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository with one source file and, once `built`, a build folder and its stamp. */
function repository(): string {
  const root = mkdtempSync(join(tmpdir(), "builds-"));
  roots.push(root);
  mkdirSync(join(root, "src/lib"), { recursive: true });
  writeFileSync(join(root, "src/lib/a.ts"), "export const a = 1;\n");
  writeFileSync(join(root, "astro.config.mjs"), "export default {};\n");
  return root;
}

function built(root: string): void {
  mkdirSync(join(root, "dist"), { recursive: true });
  writeBuildStamp("site", inputsDigest("site", root), root);
}

describe("a build's freshness", () => {
  it("asks for the build, by its command, when it was never made", () => {
    expect(buildProblem("site", repository())).toBe("dist/ has not been built: run npm run build first.");
  });

  it("is fresh once built, and stale after a source changes or one is added", () => {
    const root = repository();
    built(root);
    expect(buildProblem("site", root)).toBeUndefined();
    writeFileSync(join(root, "src/lib/a.ts"), "export const a = 2;\n");
    expect(buildProblem("site", root)).toBe("dist/ was built from other files than these: run npm run build again.");
    built(root);
    writeFileSync(join(root, "src/lib/b.ts"), "export const b = 1;\n");
    expect(buildProblem("site", root)).toMatch(/run npm run build again/);
  });

  it("ignores tests beside the code, and files no build reads", () => {
    const root = repository();
    built(root);
    writeFileSync(join(root, "src/lib/a.test.ts"), "it('x', () => {});\n");
    mkdirSync(join(root, "notes"));
    writeFileSync(join(root, "notes/todo.txt"), "later\n");
    expect(buildProblem("site", root)).toBeUndefined();
  });

  it("reads the harness for the engine build only", () => {
    const root = repository();
    const before = { site: inputsDigest("site", root), engine: inputsDigest("engine", root) };
    mkdirSync(join(root, "tools/engine-harness"), { recursive: true });
    writeFileSync(join(root, "tools/engine-harness/page.astro"), "---\n---\n");
    expect(inputsDigest("site", root)).toBe(before.site);
    expect(inputsDigest("engine", root)).not.toBe(before.engine);
  });
});
