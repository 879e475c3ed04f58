import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  readFaceShapeFiles,
  readFaqFile,
  readHomeFile,
  readLegalFiles,
  readModelAccuracyFile,
} from "../support/content-files";
import { ALL_STYLE_ITEMS } from "../../src/lib/style-catalogue/style-catalogue";
import { DIST, pageJavaScript, readDist } from "../../scripts/built-site.ts";

/** Visible text of some HTML: scripts and tags removed, entities decoded, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The HTML of the element that carries `id` (a <section> of the home page) up to its closing tag. */
function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `#${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

/** Every module a page can load (with the page or later), as one string. */
const pageModules = (file: string) =>
  pageJavaScript(file)
    .files.map((path) => readFileSync(join(DIST, path), "utf8"))
    .join("\n");

/** Whether bundled JavaScript holds `text` as a string literal (quoted either way). */
const shipsText = (js: string, text: string) => js.includes(text) || js.includes(JSON.stringify(text).slice(1, -1));

/** "November 23, 2026": legal pages print their calendar day in UTC. */
const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

describe("every entry of the editorial collections renders", () => {
  const home = readDist("index.html");

  it("the FAQ (content/faq.yaml): every question and answer, in the file's order, on the home page", () => {
    const faq = readFaqFile();
    const html = section(home, "faq");
    const questions = [...html.matchAll(/<summary[\s\S]*?<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
      visibleText(m[1] ?? "").trim(),
    );
    expect(questions).toEqual(faq.map((item) => item.question));
    const text = visibleText(html);
    for (const item of faq) expect(text).toContain(item.answer);
  });

  it("the FAQ's structured data lists every question with its answer", () => {
    const blocks = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "{}"),
    );
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    expect(
      faqPage.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => ({
        question: entry.name,
        answer: entry.acceptedAnswer.text,
      })),
    ).toEqual(readFaqFile());
  });

  it("the face shapes (content/face-shapes/): every description, characteristic and style goal on the home page, the style ideas with each", () => {
    const html = section(home, "shapes");
    const shapes = readFaceShapeFiles();
    const cards = shapes.map(({ name }) => html.indexOf(`id="shape-${name.toLowerCase()}"`));
    expect(
      cards.every((start, index) => start > (cards[index - 1] ?? -1)),
      "cards in FACE_SHAPES order",
    ).toBe(true);
    shapes.forEach((shape, index) => {
      const card = visibleText(html.slice(cards[index], cards[index + 1] ?? html.length));
      expect(card).toContain(shape.name);
      expect(card).toContain(shape.description);
      for (const characteristic of shape.characteristics) expect(card).toContain(characteristic);
      expect(card).toContain(`Style goal: ${shape.styleGoal}`);
      // The description shows; the rest folds under one summary, the style guide's ideas for the shape last.
      const ideas = readHomeFile().styleGuide.shapes.find((entry) => entry.shape === shape.name);
      expect(ideas, shape.name).toBeDefined();
      expect(card).toContain(
        `Hair ${ideas?.hair} Glasses ${ideas?.glasses} Beard ${ideas?.beard} Accessories ${ideas?.accessories}`,
      );
      const [shown = "", folded = ""] = html.slice(cards[index], cards[index + 1] ?? html.length).split("<details");
      expect(visibleText(shown)).toContain(shape.description);
      expect(visibleText(folded)).toContain(shape.characteristics.join(" "));
    });
  });

  it("the face-shape descriptions ship with the shared result, which shows them in the browser", () => {
    // The analyzer's result explains itself with the model's own reasons instead: a general
    // description beside the visitor's numbers read as a contradiction (issue 32).
    for (const file of ["result.html"]) {
      const js = pageModules(file);
      for (const shape of readFaceShapeFiles())
        expect(shipsText(js, shape.description), `${file}: ${shape.name}`).toBe(true);
    }
  });

  it("the style catalogue (content/style-catalogue/): every style's name ships with the analyzer and the shared result, with its illustrations", () => {
    expect(ALL_STYLE_ITEMS).toHaveLength(72);
    for (const file of ["index.html", "result.html"]) {
      const js = pageModules(file);
      const missing = ALL_STYLE_ITEMS.filter((item) => !shipsText(js, item.name) || !shipsText(js, item.description));
      expect(
        missing.map((item) => item.id),
        file,
      ).toEqual([]);
    }
    for (const item of ALL_STYLE_ITEMS) {
      for (const image of [item.thumbnail, ...item.examples]) {
        expect(existsSync(join(DIST, image.src)), image.src).toBe(true);
      }
    }
  });

  it("the home page's text (content/home.yaml): every heading, introduction and item in its section", () => {
    const { hero, guides, about, shapes, science, styleGuide } = readHomeFile();
    /** The page's text from the section on (a section may hold nested ones, so not up to its first </section>). */
    const text = (id: string) => visibleText(home.slice(home.indexOf(`id="${id}"`)));
    const expectAll = (id: string, texts: string[]) => {
      for (const expected of texts) expect(text(id), `#${id}`).toContain(expected);
    };
    expectAll("home", [hero.badge, hero.title, hero.intro, ...hero.points]);
    expect(visibleText(home)).toContain(`${guides.title} ${guides.intro}`);
    const teaser = home.slice(home.indexOf('id="guides-title"'), home.indexOf('id="about"'));
    const cards = [...teaser.matchAll(/<h3[^>]*>\s*<a href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(cards).toEqual(guides.featured);
    expectAll("about", [about.title, about.intro, ...about.points.flatMap(({ title, body }) => [title, body])]);
    expectAll("shapes", [shapes.title, shapes.intro, styleGuide.intro, shapes.more]);
    expectAll("science", [
      science.title,
      science.intro,
      ...science.steps.flatMap(({ title, body }) => [title, body]),
      science.accuracyLink,
      science.limitsTitle,
      ...science.limits,
    ]);
  });

  it("the accuracy page's text (content/model-accuracy.yaml): its heading, lead, steps, limits and the box to the analyzer", () => {
    const { page, summary, analysis, limits } = readModelAccuracyFile();
    const html = readDist("accuracy.html");
    const text = visibleText(html);
    for (const expected of [
      page.title,
      page.lead,
      summary,
      analysis.title,
      analysis.intro,
      ...analysis.steps.flatMap(({ title, body }) => [title, body]),
      limits.title,
      ...limits.items,
      page.callToAction.title,
      page.callToAction.body,
      page.callToAction.button,
    ])
      expect(text).toContain(expected);
    expect(html).toContain(`<meta name="description" content="${page.description}"`);
  });

  for (const { slug, data, body } of readLegalFiles()) {
    it(`the legal page content/legal/${slug}.mdx renders at /${slug} with its title and lastUpdated date`, () => {
      const html = readDist(`${slug}.html`);
      expect(html).toContain(`<title>${data.title} | `);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${data.title}</h1>`));
      const day = data.lastUpdated.toISOString().slice(0, 10);
      expect(html).toContain(`<time datetime="${day}">${longDate(data.lastUpdated)}</time>`);
      expect(visibleText(html)).toContain(`Last updated: ${longDate(data.lastUpdated)}`);
      const headings = [...body.matchAll(/^<h[23] id="([^"]+)">/gm)].map((m) => m[1]);
      expect(headings.length).toBeGreaterThan(5);
      for (const id of headings) expect(html, `#${id}`).toContain(`id="${id}"`);
    });
  }
});
