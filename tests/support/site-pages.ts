import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type BrowserContext, type Locator, type Page, type Worker } from "@playwright/test";
import type { FaceShape } from "../../src/data/face-shapes";
import { readBlogFiles } from "./content-files";
import { FACE_WORKER_NAME } from "../../src/lib/face-engine/protocol";

/** Every published article's slug and title, read from the content files the site is built from. */
export const ARTICLES: readonly { slug: string; title: string }[] = readBlogFiles()
  .filter((file) => !file.data.draft)
  .map((file) => ({ slug: file.slug, title: file.data.title }));

/** Each real page and the main heading it must show. */
export const PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: /face shape/i },
  { path: "/blog", heading: "Face Shape Style Blog" },
  { path: "/about", heading: "About Face Shape Detector" },
  { path: "/accuracy", heading: "How accurate it is" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-of-service", heading: "Terms of Service" },
  { path: "/result", heading: "A face shape result" },
  ...ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, heading: article.title })),
];

/** Collects console errors and uncaught exceptions of a page while a test runs. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until the island holding `selector` has hydrated, so a test acts on a live control. */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  const island = page.locator(`astro-island:has(${selector})`).first();
  await expect(island).not.toHaveAttribute("ssr");
  // Astro drops "ssr" when hydration starts; an island that marks itself is done only when it says so.
  await expect(island.locator('[data-hydrated="false"]')).toHaveCount(0);
}

/**
 * Brings each island into view in turn and waits until every one has hydrated, then scrolls to the
 * end of the page: its code has loaded and run, and images lazily loaded below the fold are asked
 * for. Islands for another screen size (the phone menu at desktop width, `client:media`) stay as
 * rendered. Waiting for the islands, not for the network to fall quiet, keeps this quick and the
 * same on a busy machine.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island:not([client="media"])');
  for (const island of await islands.all()) {
    // An island is `display: contents`: scroll its first element into view (client:visible), then
    // wait on the page's own frames, not Playwright's slower retry steps, until it has hydrated.
    // "instant": the site scrolls smoothly, and a smooth scroll holds the page's next evaluation for a second.
    await island.evaluate((element) => (element.firstElementChild ?? element).scrollIntoView({ behavior: "instant" }));
    await island.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const done = () => !element.hasAttribute("ssr") && !element.querySelector('[data-hydrated="false"]');
          const check = () => (done() ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
  }
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
}

/**
 * Makes the page wait for Inter instead of keeping the fallback font. The site's `font-display:
 * optional` keeps the fallback for the whole visit when the font misses its first 100 ms, which a
 * busy machine sometimes makes it do; a test that measures heights then measures another font.
 * Call before the page loads, then `await siteFontInUse(page)` before measuring.
 */
export async function waitForSiteFont(page: Page): Promise<void> {
  await page.route("**/_astro/*.css", async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replaceAll("font-display:optional", "font-display:block");
    await route.fulfill({ response, body: css });
  });
}

/** Resolves once Inter is loaded and laid out (after {@link waitForSiteFont}). */
export async function siteFontInUse(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Inter Variable"'))))
    .toBe(true);
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Holds back every script the site serves from /_astro/ until `release()` is called, so a test
 * can act on the server-rendered page the way a visitor on a slow phone can, before any island
 * has hydrated. Open the page with `waitUntil: "commit"`, since held scripts delay its load event.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let open = false;
  const held: (() => Promise<void>)[] = [];
  // Released scripts fall back to any other route (the recorded engine's worker script) or the network.
  await page.route(/\/_astro\/.*\.m?js(\?.*)?$/, async (route) => {
    if (open) return route.fallback();
    held.push(() => route.fallback());
  });
  return {
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((resume) => resume()));
    },
  };
}

/** The build the browser tests run against (playwright.config.ts serves the same folder). */
const BUILD = join(import.meta.dirname, "../..", process.env["SITE_OUT_DIR"] ?? "dist");

/**
 * Every page path the built sitemap lists: all the pages meant for visitors and search engines,
 * so a new article, category or listing page is covered without editing a test.
 */
export function sitemapPaths(): string[] {
  const read = (file: string) => {
    try {
      return readFileSync(join(BUILD, file), "utf8");
    } catch {
      throw new Error(`${file} is missing from ${BUILD}: build the site (npm run build) before the browser tests.`);
    }
  };
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const paths = locs(read("sitemap-index.xml")).flatMap((sitemap) => locs(read(sitemap.replace(/^\//, ""))));
  if (paths.length === 0) throw new Error("the built sitemap lists no pages");
  return [...new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, "") : path)))].sort();
}

/**
 * A word that only one published article uses, and only in its body (not its title or
 * description): found by search, it proves the index holds the articles' text.
 */
export function wordOnlyInOneBody(): { word: string; slug: string; title: string } {
  const posts = readBlogFiles().filter((post) => !post.data.draft);
  const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{9,}/g) ?? []);
  const bodies = posts.map((post) => ({ post, words: wordsOf(post.body) }));
  for (const { post, words } of bodies) {
    const heading = wordsOf(`${post.data.title} ${post.data.description}`);
    for (const word of [...words].sort()) {
      if (heading.has(word)) continue;
      if (bodies.every((other) => other.post === post || !other.words.has(word)))
        return { word, slug: post.slug, title: post.data.title };
    }
  }
  throw new Error("every long word appears in two articles or more");
}

/**
 * Picks a photo and, once it is read and shown, the gender, and checks the button is pressed. The
 * preview no longer moves the buttons (recorded-engine/nothing-moves.spec.ts); waiting for it keeps
 * each test's steps in the visitor's order.
 */
export async function choosePhotoAndGender(
  page: Page,
  photo: string,
  gender: "Female" | "Male" = "Female",
): Promise<void> {
  await page.locator('input[name="photo"]').setInputFiles(photo);
  await expect(page.getByRole("img", { name: "The photo you chose, ready to analyze" })).toBeVisible();
  const button = page.getByRole("button", { name: gender, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

/**
 * How long a step that waits on the real engine may take: it downloads and compiles its model (a few
 * MB of WebAssembly and weights) and runs on this machine's CPUs, beside the other tests. The
 * recorded engine answers at once, and its tests wait no longer than any other step.
 */
export const REAL_ENGINE_WAIT_MS = 60_000;

/**
 * Picks a photo, chooses the catalogue and runs the analysis to its results, on a page whose
 * clock is installed (`page.clock.install()`) and whose analyzer has hydrated. Returns the results.
 * `engine: "real"` where the page runs the real engine (it waits REAL_ENGINE_WAIT_MS for it).
 */
export async function analyzeToResults(
  page: Page,
  photo: string,
  gender: "Female" | "Male" = "Female",
  { engine = "recorded" }: { engine?: "recorded" | "real" } = {},
) {
  const wait = engine === "real" ? { timeout: REAL_ENGINE_WAIT_MS } : {};
  await choosePhotoAndGender(page, photo, gender);
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  // The overlay opens at once now that the photo is read (a fast engine, the recorded one, may have
  // given way to the landmark preview or the results meanwhile).
  const results = page.getByTestId("analysis-results");
  const skip = page.getByRole("button", { name: "Skip to results" });
  const overlay = page.getByRole("dialog", { name: "Analyzing your photo" });
  await expect(overlay.or(skip).or(results).first()).toBeVisible();
  await expect(skip.or(results).first()).toBeVisible(wait);
  // On a slow machine the preview's own timer (the clock runs on) may show the results meanwhile.
  // The click is dispatched on the button itself, not at its place on the screen: a pointer click
  // that raced the preview's end would land on whatever part of the result lies there (a link or a
  // fold), and scroll the result away from its top.
  await skip.dispatchEvent("click", {}, { timeout: 5_000 }).catch(() => undefined);
  await expect(results).toBeVisible();
  return results;
}

/** The browser's own timer functions, which `installClock` keeps aside before the page's clock replaces them. */
const TIMER_NAMES = ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] as const;

/**
 * Installs the page's clock (`clock.install()`), first keeping the browser's own timers aside, so
 * that axe, which schedules its work on timers, can still run while the clock is held
 * (`withRealTimers`).
 */
export async function installClock(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((names) => {
    const own = window as unknown as Record<string, unknown>;
    own["realTimers"] = Object.fromEntries(names.map((name) => [name, (own[name] as () => void).bind(window)]));
  }, TIMER_NAMES);
  await target.clock.install();
}

/**
 * Runs `action` (an axe scan) with the browser's own timers in place of the held clock's, then puts
 * the clock's back. Timers the page sets meanwhile run in real time; those it set before stay held.
 */
export async function withRealTimers<T>(page: Page, action: () => Promise<T>): Promise<T> {
  await page.evaluate((names) => {
    const own = window as unknown as Record<string, unknown>;
    own["heldTimers"] = Object.fromEntries(names.map((name) => [name, own[name]]));
    Object.assign(window, own["realTimers"]);
  }, TIMER_NAMES);
  try {
    return await action();
  } finally {
    await page.evaluate(() => {
      const own = window as unknown as Record<string, unknown>;
      Object.assign(window, own["heldTimers"]);
    });
  }
}

/**
 * Stops the page's installed clock, which otherwise runs on: on a slow machine the page's own
 * timers (a toast's 5 s, the landmark preview's 3 s, the engine's time limit) then wait for
 * `clock.runFor`. Pausing needs a time ahead of the page's: a few milliseconds ahead first, so
 * that the jump fires nothing, and further ahead if the chosen moment passed meanwhile.
 */
export async function holdClock(page: Page) {
  for (const ahead of [20, 100, 500, 2000, 5000]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch {
      // the page's time ran past the chosen moment meanwhile
    }
  }
  throw new Error("could not pause the page's clock");
}

/** What a results view shows at its top: the shape and every shape's share, by shape name. */
export async function shownShapeAndBlend(view: Locator) {
  const blend = await view
    .getByRole("list", { name: "Shape blend, in percent" })
    .getByRole("listitem")
    .allTextContents();
  return {
    shape: await view.getByRole("heading", { level: 2 }).first().textContent(),
    blend: Object.fromEntries(blend.map((row) => [/^[A-Za-z]+/.exec(row)?.[0], /(\d+)%$/.exec(row)?.[1]])),
  };
}

/**
 * The page's face worker. It starts from a `blob:` address (so that it keeps the page's policy), so
 * it is found by the name it is given, not by its address.
 */
export async function faceWorker(page: Page): Promise<Worker> {
  for (const worker of page.workers()) {
    if ((await worker.evaluate(() => self.name).catch(() => "")) === FACE_WORKER_NAME) return worker;
  }
  throw new Error("the face worker is not running");
}

/** What a result's model note says: which gender's model measured the photo. */
export const MODEL_NOTE = /^Measured with the model fitted on photos of (women|men)\./;

/**
 * Starts a log of every toast the page shows, so a test can check one was shown even when a busy
 * machine takes longer than the toast's few seconds on screen to look.
 */
export async function logToasts(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { toastLog: string[] }).toastLog = log;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const added = node.matches("[data-sonner-toast]")
            ? [node]
            : [...node.querySelectorAll("[data-sonner-toast]")];
          for (const toast of added) log.push(toast.textContent ?? "");
        }
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
}

/** The texts of every toast shown since logToasts started. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { toastLog: string[] }).toastLog);
}

/** A result heading as the site writes it: one shape, or both shapes of a close call. */
export const SHAPE_HEADING =
  /^(Oval|Round|Square|Heart|Diamond|Oblong)$|^Between (Oval|Round|Square|Heart|Diamond|Oblong) and (Oval|Round|Square|Heart|Diamond|Oblong)$/;

/** The top shape of a results view's blend (the shape its style ideas start with). */
export async function topShape(view: Locator): Promise<FaceShape> {
  const first = await view
    .getByRole("list", { name: "Shape blend, in percent" })
    .getByRole("listitem")
    .first()
    .innerText();
  const shape = /^[A-Za-z]+/.exec(first)?.[0];
  if (!shape) throw new Error(`no shape in the blend's first row: ${first}`);
  return shape as FaceShape;
}
