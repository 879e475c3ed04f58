/**
 * Comments cite only what a clone of the repository holds. The product's specification and its
 * decisions are written in docs/product.md and docs/decisions.md; the first design they came from
 * lives outside the repository, so a comment that points there is a dead end for a newcomer. Every
 * `docs/<name>.md` a source file cites must exist, and a heading it names in quotes right after
 * (`docs/product.md, "Photo rules"`) must be one of that document's headings (or begin one).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
/** Folders whose files may cite nothing outside the repository. */
const SOURCE_FOLDERS = ["src", "tools", "scripts"];
/** Folders whose citations of docs/ are checked (tests name the docs in their titles too). */
const CITING_FOLDERS = [...SOURCE_FOLDERS, "tests"];
const TEXT_FILE = /\.(?:[cm]?[jt]s|tsx|astro|json|ya?ml|md|mdx|css|html)$/;
/** The outside documents, and the path they lived at, as they were once cited. */
const OUTSIDE = [/shared\/spec/, /\bSPEC\.md\b/, /\bDECISIONS\.md\b/];
/** `docs/<name>.md`, then optionally a quoted heading after a comma or space. */
const CITATION = /\bdocs\/([\w.-]+\.md)(?:,? "([^"]+)")?/g;
const SELF = relative(ROOT, import.meta.filename);

/** Every text file under `folders`, as paths from the repository root, generated files included. */
function textFiles(folders: readonly string[]): string[] {
  const files: string[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      const path = relative(ROOT, join(entry.parentPath, entry.name));
      if (entry.isFile() && TEXT_FILE.test(entry.name) && !path.includes("node_modules") && path !== SELF) {
        files.push(path);
      }
    }
  }
  return files;
}

/** A file's text with comments that wrap over lines joined, so a heading cut by a line break reads whole. */
function joinedText(path: string): string {
  return readFileSync(join(ROOT, path), "utf8").replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, " ");
}

/** The headings of a markdown document, without their `#` marks. */
function headingsOf(doc: string): string[] {
  return readFileSync(join(ROOT, "docs", doc), "utf8")
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, "").trim());
}

describe("citations", () => {
  it("no file under src/, tools/ or scripts/ points to a document outside the repository", () => {
    const offenders = textFiles(SOURCE_FOLDERS).flatMap((path) =>
      readFileSync(join(ROOT, path), "utf8")
        .split("\n")
        .flatMap((line, index) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it("every docs/<name>.md cited exists, with the heading the citation names", () => {
    const problems: string[] = [];
    let cited = 0;
    for (const path of textFiles(CITING_FOLDERS)) {
      for (const [, doc = "", heading] of joinedText(path).matchAll(CITATION)) {
        cited += 1;
        if (!existsSync(join(ROOT, "docs", doc))) {
          problems.push(`${path}: docs/${doc} does not exist`);
        } else if (heading && !headingsOf(doc).some((title) => title.startsWith(heading))) {
          problems.push(`${path}: docs/${doc} has no heading "${heading}"`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The sources do cite the docs, so a pattern that silently stopped matching would show here.
    expect(cited).toBeGreaterThan(20);
  });
});
