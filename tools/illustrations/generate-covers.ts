/**
 * Draws the blog's cover illustrations into content/blog/covers/<slug>.svg (1200 x 675), one per article, from each
 * article's front matter (see cover-plan.ts for how the front matter picks the picture). An article whose front matter
 * has no `cover` yet gets `cover: ./covers/<slug>.svg` and a `coverAlt` describing the drawing added after its date.
 * A cover an editor points elsewhere (a photo, a hand-made file) is left alone. Deterministic.
 * Run: npm run illustrations:covers            (every article)
 *      npm run illustrations:covers -- <slug>  (one article)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { blogPostSchema } from "../../src/lib/blog/blog-schema.ts";
import { BLOG_CONTENT_DIR } from "../../src/lib/content/content-files.ts";
import { planCover } from "./cover-plan.ts";
import { drawCover } from "./covers/index.ts";

const COVERS_DIR = join(BLOG_CONTENT_DIR, "covers");
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The fields a cover is drawn from; the rest of the front matter is checked by the build, not here. */
const coverSource = blogPostSchema.pick({ title: true, category: true, topics: true, shapes: true, audience: true });

const only = process.argv[2];
const files = readdirSync(BLOG_CONTENT_DIR)
  .filter((file) => file.endsWith(".mdx"))
  .filter((file) => only === undefined || file === `${only}.mdx`)
  .sort();
if (files.length === 0) throw new Error(`No article ${only ?? ""} in ${BLOG_CONTENT_DIR}`);

mkdirSync(COVERS_DIR, { recursive: true });
const drawn: string[] = [];
for (const file of files) {
  const slug = file.replace(/\.mdx$/, "");
  const path = join(BLOG_CONTENT_DIR, file);
  const source = readFileSync(path, "utf8");
  const yaml = FRONT_MATTER.exec(source)?.[1];
  if (yaml === undefined) throw new Error(`${file} has no front matter.`);
  const data: Record<string, unknown> = parse(yaml) ?? {};
  const own = `./covers/${slug}.svg`;
  if (typeof data["cover"] === "string" && data["cover"] !== own) {
    console.log(`${slug}: keeps its own cover ${data["cover"]}`);
    continue;
  }
  const fields = coverSource.parse(data);
  const cover = drawCover(planCover({ slug, ...fields }));
  writeFileSync(join(COVERS_DIR, `${slug}.svg`), cover.svg);
  drawn.push(slug);
  console.log(`${slug}: ${cover.svg.length} bytes`);

  if (data["cover"] === undefined) {
    // Add the two fields after the date, where an editor expects the article's metadata.
    const lines = `cover: ${own}\ncoverAlt: ${JSON.stringify(cover.alt)}\n`;
    const updated = /^date:.*\r?\n/m.test(yaml)
      ? source.replace(/^(date:.*\r?\n)/m, `$1${lines}`)
      : source.replace(FRONT_MATTER, (block) => block.replace(/\r?\n---$/, `\n${lines.trimEnd()}\n---`));
    writeFileSync(path, updated);
    console.log(`${slug}: added cover and coverAlt to ${file}`);
  }
}

if (only === undefined) {
  const articles = new Set(files.map((file) => file.replace(/\.mdx$/, "")));
  for (const old of readdirSync(COVERS_DIR)) {
    if (old.endsWith(".svg") && !articles.has(old.replace(/\.svg$/, ""))) {
      console.warn(`content/blog/covers/${old} belongs to no article: delete it if it is not used.`);
    }
  }
}
console.log(`Drew ${drawn.length} cover${drawn.length === 1 ? "" : "s"} in ${COVERS_DIR}`);
