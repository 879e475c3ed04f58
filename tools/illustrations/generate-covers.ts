/**
 * Draws the blog's cover illustrations into content/blog/covers/<slug>.svg (1200 x 675), one per article, from each
 * article's front matter (see cover-plan.ts for how the front matter picks the picture). An article whose front matter
 * has no `cover` yet gets `cover: ./covers/<slug>.svg` and a `coverAlt` describing the drawing added after its date.
 * A cover an editor points elsewhere (a photo, a hand-made file) is left alone. Deterministic.
 * Run: npm run illustrations:covers            (every article)
 *      npm run illustrations:covers -- <slug>  (one article)
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { blogPostSchema } from "../../src/lib/content/blog-schema.ts";
import { BLOG_CONTENT_DIR, readArticleSources } from "../../src/lib/content/content-files.ts";
import { planCover } from "./cover-plan.ts";
import { drawCover } from "./covers/index.ts";

const COVERS_DIR = join(BLOG_CONTENT_DIR, "covers");
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The fields a cover is drawn from; the rest of the front matter is checked by the build, not here. */
const coverSource = blogPostSchema.pick({ title: true, category: true, topics: true, shapes: true, audience: true });

const only = process.argv[2];
const articles = readArticleSources().filter((article) => only === undefined || article.slug === only);
if (articles.length === 0) throw new Error(`No article ${only ?? ""} in ${BLOG_CONTENT_DIR}`);

mkdirSync(COVERS_DIR, { recursive: true });
const drawn: string[] = [];
for (const { file, slug, path, source, frontMatter: yaml, data: parsed } of articles) {
  const data = (parsed ?? {}) as Record<string, unknown>;
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
  const slugs = new Set(articles.map((article) => article.slug));
  for (const old of readdirSync(COVERS_DIR)) {
    if (old.endsWith(".svg") && !slugs.has(old.replace(/\.svg$/, ""))) {
      console.warn(`content/blog/covers/${old} belongs to no article: delete it if it is not used.`);
    }
  }
}
console.log(`Drew ${drawn.length} cover${drawn.length === 1 ? "" : "s"} in ${COVERS_DIR}`);
