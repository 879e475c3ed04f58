import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { BLOG_REDIRECTS } from "../../src/config/redirects";
import { DEVICE_STORAGE, STORAGE_SUMMARY } from "../../src/data/device-storage";
import { ACCURACY_FIGURES } from "../../src/lib/face-shape/model/figures.data";
import { readLegalFiles } from "../support/content-files";
import { htmlFiles, readDist } from "../../scripts/built-site.ts";

const pages = htmlFiles();
const redirectPages = new Set(Object.keys(BLOG_REDIRECTS).map((path) => `${path.slice(1)}.html`));
/** Pages meant for search engines and the sitemap: not redirects, and not marked noindex (404, 500, /result). */
const realPages = pages.filter(
  (file) => !redirectPages.has(file) && !/<meta name="robots" content="noindex/.test(readDist(file)),
);
const urlOf = (file: string) => `/${file.replace(/\.html$/, "").replace(/^index$/, "")}`;

/** Words that betray unfinished pages. */
/** A built page's visible text: scripts and tags removed, apostrophes decoded, spaces collapsed. */
const text = (file: string) =>
  readDist(file)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, " ");

const PLACEHOLDERS = [/lorem ipsum/i, /\bTODO\b/, /coming soon/i, /\bTBD\b/, /\[insert/i, /placeholder text/i];

describe("every built page", () => {
  for (const file of pages.filter((page) => !redirectPages.has(page))) {
    it(`${file} has a title, a description, canonical, Open Graph and Twitter meta`, () => {
      const html = readDist(file);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(html).toContain(`<meta property="${property}"`);
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    });

    it(`${file} has no placeholder text`, () => {
      const text = readDist(file)
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ");
      for (const pattern of PLACEHOLDERS) expect(text).not.toMatch(pattern);
    });

    it(`${file} loads nothing from another origin`, () => {
      const html = readDist(file);
      const external = [
        ...html.matchAll(/<(?:script|img|link|iframe|source)\b[^>]*(?:src|href)="(https?:)?\/\/([^"/]+)/g),
      ]
        .map((m) => m[0])
        .filter((tag) => !/rel="(canonical|alternate)"/.test(tag));
      expect(external).toEqual([]);
    });
  }

  it("the privacy page sets its own title and description", () => {
    const html = readDist("privacy-policy.html");
    expect(html).toContain("<title>Privacy Policy | Face Shape Detector</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]*(privacy|photo|selfie)[^"]*"/i);
  });

  it("every image has alt text and explicit dimensions", () => {
    for (const file of pages) {
      for (const [tag] of readDist(file).matchAll(/<img\b[^>]*>/g)) {
        expect(tag, `${file}: ${tag}`).toMatch(/\salt="[^"]+"/);
        expect(tag, `${file}: ${tag}`).toMatch(/\swidth="\d+"/);
        expect(tag, `${file}: ${tag}`).toMatch(/\sheight="\d+"/);
      }
    }
  });
});

describe("legal and about pages tell the true story", () => {
  it("the privacy policy: browser-only processing, no analytics or cookies, the theme key, age 13, six rights, 30 days, its date", () => {
    const html = readDist("privacy-policy.html");
    const page = text("privacy-policy.html");
    expect(html).toContain('id="cookies"');
    expect(page).toMatch(/never uploaded/i);
    expect(page).toMatch(/no analytics/i);
    expect(page).toMatch(/no cookies/i);
    expect(page).toMatch(/local storage under the key theme/);
    expect(page).toMatch(/\b13\b/);
    for (const right of ["access", "correct", "delet", "restrict", "portab", "object"]) {
      expect(page.toLowerCase()).toContain(right);
    }
    expect(page).toContain("30 days");
    expect(page).toMatch(/Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("the terms: local processing, entertainment only, 30 days' notice, minimum age, their date", () => {
    const page = text("terms-of-service.html");
    expect(page).toMatch(/in your browser|locally/i);
    expect(page).toMatch(/entertainment/i);
    expect(page).toContain("30 days");
    expect(page).toMatch(/\b13\b/);
    // The date shown is the one the terms' front matter carries (updated with the text).
    const updated = readLegalFiles().find((legal) => legal.slug === "terms-of-service")?.data.lastUpdated;
    expect(updated).toBeInstanceOf(Date);
    const shown = updated?.toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(page).toContain(`Last updated: ${shown}`);
  });

  it("the about page has the sections docs/product.md lists", () => {
    const page = text("about.html").toLowerCase();
    for (const section of ["mission", "how it works", "privacy", "our story", "why face shape matters", "commitment"]) {
      expect(page).toContain(section);
    }
    for (const card of [
      "accurate ai analysis",
      "comprehensive style guidance",
      "regular content updates",
      "free and accessible",
    ]) {
      expect(page).toContain(card);
    }
  });

  it("the about and contact pages print every figure and name their content files fill in", () => {
    for (const file of ["about.html", "contact.html"]) {
      const page = text(file);
      expect(page, file).not.toMatch(/NaN|undefined|\{[a-zA-Z.]+\}|figures\./);
    }
    expect(text("about.html")).toMatch(/oval faces were longer \(median \d+ % of the width\)/);
    expect(text("contact.html")).toContain("Write to the people who build Face Shape Detector.");
  });
});

describe("what the site stores on the device", () => {
  it("is told in the same words on the home page (with its FAQ), the about page and the privacy policy", () => {
    for (const file of ["index.html", "about.html", "privacy-policy.html"]) {
      expect(text(file), file).toContain(STORAGE_SUMMARY);
    }
  });

  it("the privacy policy names every key the site stores, where and for how long", () => {
    const page = text("privacy-policy.html");
    for (const item of DEVICE_STORAGE) {
      expect(page).toContain(item.key);
      expect(page).toContain(item.lasts);
    }
  });

  it("no page claims that the theme is the only thing stored", () => {
    for (const file of realPages) {
      expect(text(file), file).not.toMatch(
        /only (thing|one thing)[^.]{0,40}(remember|keep|store|save)|only (your |the )?theme/i,
      );
      expect(text(file), file).not.toMatch(/one thing the site (keeps|remembers)/i);
    }
  });
});

describe("how the classifier works is described as it is", () => {
  for (const file of ["about.html", "accuracy.html", "blog/measure-face-shape-home.html", "index.html"]) {
    it(`${file}: a fitted linear model over the whole outline, not four measurements matched to typical proportions`, () => {
      const page = text(file);
      expect(page).toMatch(/linear (model|classifier)/i);
      expect(page).toMatch(/fitted on|learned from/i);
      expect(page).not.toMatch(
        /typical proportions|(match|compar)\w* (your |the |those )?(four )?measurements (to|with|against) (the )?(typical|ideal|standard)/i,
      );
    });
  }
});

describe("accuracy claims", () => {
  /** The shipped model of each gender: the visitor's male or female choice picks one. */
  const models = (["female", "male"] as const).map((gender) => ({
    key: gender,
    gender,
    locked: ACCURACY_FIGURES.byGender[gender].locked,
    acrossAll: ACCURACY_FIGURES.byGender[gender].acrossAll,
  }));
  const stated = new Set(
    models.flatMap((m) =>
      [...m.locked, ...(m.acrossAll ? [m.acrossAll] : [])].flatMap((f) => [
        ...[f.top1, f.top2, f.consistency, f.threePhoto].flatMap((i) => [i.percent, i.low, i.high]),
        f.calibrationError,
      ]),
    ),
  );

  it("the accuracy page states every shipped model's locked-test figures, per gender and set, with intervals, photos and people", () => {
    const html = readDist("accuracy.html");
    const page = text("accuracy.html");
    for (const { key, gender, locked, acrossAll } of models) {
      // Women's figures come from three sets (the consensus set among them), men's from the men's set.
      expect(locked.length).toBe(gender === "female" ? 3 : 1);
      if (gender === "female") {
        expect(locked.map((f) => f.set)).toContain("consensus");
        // The consensus set is also stated as cross-validated over all its women.
        expect(acrossAll?.set).toBe("consensus");
        const line = page.match(
          new RegExp(
            `The locked women are few[^.]*?\\(${acrossAll?.photos} photos of ${acrossAll?.people} people[^]*?two photos of one woman ${acrossAll?.consistency.percent}%`,
          ),
        );
        expect(line, "the consensus set's cross-validated figures").not.toBeNull();
        expect(line?.[0]).toContain(
          `top shape matched ${acrossAll?.top1.percent}% (95% interval ${acrossAll?.top1.low} to ${acrossAll?.top1.high}%)`,
        );
        expect(line?.[0]).toContain(
          `label among the top two ${acrossAll?.top2.percent}% (${acrossAll?.top2.low} to ${acrossAll?.top2.high}%)`,
        );
      } else expect(acrossAll).toBeUndefined();
      for (const f of locked) {
        const figure = (id: string, value: string) =>
          expect(html).toMatch(
            new RegExp(`data-testid="${id}-${key}-${f.set}"[^>]*>\\s*${value.replace(".", "\\.")}\\s*<`),
          );
        figure("accuracy-top1", `${f.top1.percent}%`);
        figure("accuracy-top2", `${f.top2.percent}%`);
        figure("consistency", `${f.consistency.percent}%`);
        figure("calibration", `${f.calibrationError}`);
        for (const i of [f.top1, f.top2, f.consistency]) expect(page).toContain(`95% interval ${i.low} to ${i.high}%`);
        // Three-photo agreement where the set's locked part has people with six photos.
        if (f.threePhoto.people > 0) {
          figure("three-photo", `${f.threePhoto.percent}%`);
          expect(page).toContain(`${f.threePhoto.people} individuals with six photos or more`);
        } else expect(html).not.toContain(`data-testid="three-photo-${key}-${f.set}"`);
        expect(page).toContain(`Tested on ${f.photos} photos of ${f.people} people`);
        expect(page).toContain(`${f.consistency.people} individuals with several photos`);
      }
    }
    expect(page).toContain("Diamond is a rule, not a measured class");
    expect(page).toContain("Heart and diamond are not measured for men");
    expect(page).not.toMatch(/women's faces only/i);
  });

  /** The plain sentence (data-testid="accuracy-in-words") from `from` on, in words. */
  const plainAnswer = (html: string, from: number) =>
    (/<p[^>]*data-testid="accuracy-in-words"[^>]*>([\s\S]*?)<\/p>/.exec(html.slice(from))?.[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, " ");

  for (const [file, where] of [
    ["index.html", "the home page's accuracy section"],
    ["accuracy.html", "the accuracy page"],
  ] as const) {
    it(`${where} gives the plain answer in one sentence whose numbers are the measured ones`, () => {
      const html = readDist(file);
      const from = file === "index.html" ? html.indexOf('id="accuracy"') : html.indexOf("<main");
      expect(from).toBeGreaterThan(-1);
      const words = plainAnswer(html, from);
      const women = ACCURACY_FIGURES.byGender.female.acrossAll;
      const men = ACCURACY_FIGURES.byGender.male.locked[0];
      expect(women).toBeDefined();
      expect(men).toBeDefined();
      const tenths = (percent = 0) => Math.round(percent / 10);
      expect(words).toContain(
        `For women, our top shape matches the shape style experts agree on about ${tenths(women?.top1.percent)} times in 10, and one of our top two shapes does about ${tenths(women?.top2.percent)} times in 10.`,
      );
      expect(words).toContain(
        `For men, our top shape matches the label of a set of men's photos about ${tenths(men?.top1.percent)} times in 10, and one of our top two about ${tenths(men?.top2.percent)} times in 10.`,
      );
    });
  }

  it("the accuracy page gives the plain answer before any figure (the home page gives only the answer: accuracy-page.test.ts)", () => {
    const page = readDist("accuracy.html");
    expect(page.indexOf('data-testid="accuracy-in-words"')).toBeGreaterThan(-1);
    expect(page.indexOf('data-testid="accuracy-in-words"')).toBeLessThan(page.indexOf('data-testid="accuracy-top1-'));
  });

  it("no page claims any other accuracy figure, or Diamond examples that do not exist", () => {
    for (const file of pages) {
      const text = readDist(file)
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ");
      const claims = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%[^.]{0,40}accura|accura[^.]{0,60}?(\d+(?:\.\d+)?)\s*%/gi)]
        .map((m) => Number(m[1] ?? m[2]))
        .filter((value) => !stated.has(value));
      expect(claims, file).toEqual([]);
      expect(text, file).not.toMatch(/fewer diamond examples/i);
    }
  });
});

describe("sitemap", () => {
  const parser = new XMLParser();
  const index = parser.parse(readDist("sitemap-index.xml"));
  const sitemapFiles = [index.sitemapindex.sitemap].flat().map((entry: { loc: string }) => new URL(entry.loc).pathname);
  const urls = sitemapFiles.flatMap((path: string) =>
    [parser.parse(readDist(path.slice(1))).urlset.url]
      .flat()
      .map((entry: { loc: string }) => new URL(entry.loc).pathname),
  );

  it("lists every real page once, and no error page or redirect", () => {
    expect([...urls].sort()).toEqual(realPages.map(urlOf).sort());
    expect(urls).not.toContain("/404");
    expect(urls).not.toContain("/500");
    for (const from of Object.keys(BLOG_REDIRECTS)) expect(urls).not.toContain(from);
  });
});

describe("files for static hosts", () => {
  it("_redirects holds a permanent rule for every old address", () => {
    const rules = readDist("_redirects");
    for (const [from, to] of Object.entries(BLOG_REDIRECTS)) expect(rules).toContain(`${from} ${to} 301`);
  });

  it("each redirect page sends the browser on at once and is kept out of search results", () => {
    for (const [from, to] of Object.entries(BLOG_REDIRECTS)) {
      const html = readDist(`${from.slice(1)}.html`);
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}"`);
      expect(html).toContain('<meta name="robots" content="noindex"');
    }
  });
});
