// `npm run bench:build -- [--posts <n>]...`: how the production build's time grows with the number
// of articles. For each count it copies the repository's tracked files (and any untracked, not
// ignored ones) to a temporary folder, links node_modules, adds generated articles (copies of the
// real ones under new slugs, each with its own cover when articles have covers) until the blog
// holds that many, runs `astro build` there and prints the wall time and the pages built. The
// real repository is never touched. Default counts: 20 and 200.
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { astroEnv } from "../../scripts/builds";
import { REPO_ROOT } from "../../scripts/repo-root";

const args = process.argv.slice(2);
const counts = args.flatMap((arg, i) => (args[i - 1] === "--posts" ? [Number(arg)] : [])).filter((n) => n > 0);
if (counts.length === 0) counts.push(20, 200);

/** Files git knows or would add: the repository as a fresh clone (plus work not yet committed) has it. */
function repositoryFiles() {
  const list = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: REPO_ROOT,
  });
  return list
    .toString("utf8")
    .split("\0")
    .filter((file) => file && existsSync(join(REPO_ROOT, file)));
}

/** Adds copies of the real articles under new slugs until `content/blog` holds `total` articles. */
function addArticles(copy: string, total: number): void {
  const blog = join(copy, "content", "blog");
  const sources = readdirSync(blog)
    .filter((file) => file.endsWith(".mdx"))
    .sort();
  for (let n = sources.length; n < total; n += 1) {
    const source = sources[n % sources.length] ?? "";
    const slug = `generated-${String(n + 1).padStart(4, "0")}-${source.replace(/\.mdx$/, "")}`.slice(0, 90);
    let text = readFileSync(join(blog, source), "utf8");
    // A distinct title, and a distinct cover file where the article refers to one next to it.
    text = text.replace(/^title: "?(.*?)"?$/m, (_, title) => `title: "${String(title).slice(0, 80)} (${n + 1})"`);
    text = text.replace(/(\.\/covers\/)([\w-]+)(\.\w+)/g, (match, folder, name, extension) => {
      const from = join(blog, "covers", `${name}${extension}`);
      if (!existsSync(from)) return match;
      cpSync(from, join(blog, "covers", `${slug}${extension}`));
      return `${folder}${slug}${extension}`;
    });
    writeFileSync(join(blog, `${slug}.mdx`), text);
  }
}

for (const count of counts) {
  const copy = mkdtempSync(join(tmpdir(), "face-shape-build-"));
  try {
    for (const file of repositoryFiles()) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(REPO_ROOT, file), join(copy, file));
    }
    symlinkSync(join(REPO_ROOT, "node_modules"), join(copy, "node_modules"), "dir");
    addArticles(copy, count);
    const started = performance.now();
    const build = spawnSync("astro", ["build"], { cwd: copy, encoding: "utf8", env: astroEnv() });
    const seconds = (performance.now() - started) / 1000;
    if (build.status !== 0) {
      console.error(build.stdout.slice(-3000), build.stderr.slice(-3000));
      throw new Error(`the build with ${count} articles failed`);
    }
    const pages = /(\d+) page\(s\) built/.exec(build.stdout)?.[1] ?? "?";
    console.log(`build articles=${count} pages=${pages} wall_s=${seconds.toFixed(1)}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
