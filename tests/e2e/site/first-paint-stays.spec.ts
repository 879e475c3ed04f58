/**
 * What a phone paints first stays where it is (Lighthouse counts every move as layout shift).
 * The home page does not move when the analyzer wakes up: on a phone the analyzer comes first, so a
 * change in its height as it hydrates would push the introduction below it down the screen (a
 * layout shift Lighthouse counts). The analyzer's box is measured as the server rendered it, with
 * every script held, and again once it has hydrated; both must match, as must the introduction's
 * place below it. Deterministic: the boxes, not a timing.
 */
import { expect, test, type Page } from "@playwright/test";
import { holdScripts, PHONE, waitForIsland } from "../../support/site-pages";

test.use({ viewport: PHONE, serviceWorkers: "block" });

async function boxes(page: Page) {
  return page.evaluate(() => {
    const analyzer = document.querySelector("astro-island:has(input[name=photo])")?.closest(".card");
    const intro = document.querySelector("#home-intro");
    const box = (element: Element | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { top: Math.round(rect.top), height: Math.round(rect.height) } : null;
    };
    return { analyzer: box(analyzer), intro: box(intro) };
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`on a phone (${theme}), the analyzer is as tall before it hydrates as after, and the introduction stays put`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "load" });
    await expect(page.locator("astro-island:has(input[name=photo])")).toHaveAttribute("ssr", "");
    // Web fonts take their place first, so only hydration can move anything after this.
    await page.evaluate(() => document.fonts.ready);
    const before = await boxes(page);
    await scripts.release();
    await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
    await page.evaluate(() => document.fonts.ready);
    const after = await boxes(page);
    expect(before.analyzer).not.toBeNull();
    expect(after).toEqual(before);
  });
}

for (const { name, viewport } of [
  { name: "on a phone", viewport: PHONE },
  { name: "on a desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`${name}, what the home page paints before the analyzer's HTML has arrived stays where it is`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    // A browser paints a long page before all of it has arrived. Serve the home page cut off where
    // the analyzer begins, as a first paint would see it, and compare each element of the first
    // screen it shows with the same element on the whole page (on a desktop the title stands beside
    // the analyzer: its row must not depend on the analyzer's height).
    const html = await (await fetch(`${baseURL}/`)).text();
    const cut = html.indexOf("<astro-island", html.indexOf('id="home"'));
    expect(cut).toBeGreaterThan(0);
    await page.route(`${baseURL}/`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: html.slice(0, cut) }),
    );
    const tops = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("header :is(nav, a), section#home :is(p, h1, ul)")]
          .filter((element) => element.getBoundingClientRect().height > 0)
          .map((element) => {
            const box = element.getBoundingClientRect();
            const name = `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ""}`;
            return [name, `${Math.round(box.left)},${Math.round(box.top)}`] as const;
          }),
      );
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const early = await tops();
    await page.unroute(`${baseURL}/`);
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const whole = new Map(await tops());
    expect(early.length).toBeGreaterThan(2);
    for (const [text, place] of early) expect(whole.get(text), `${text} moved`).toBe(place);
  });
}

for (const path of ["/", "/contact"]) {
  for (const { name, viewport } of [
    { name: "on a phone", viewport: PHONE },
    { name: "on a desktop", viewport: { width: 1280, height: 800 } },
  ]) {
    test(`${name}, the header stands where it ends up even before its buttons' HTML has arrived (${path})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      // Cut where the first island of the header begins (Astro's island script comes with it, and a
      // browser may paint the header before the rest arrives).
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const cut = html.indexOf("<astro-island", html.indexOf("<header"));
      expect(cut).toBeGreaterThan(0);
      // The buttons' box, and on a desktop the navigation centred beside it.
      const places = () =>
        page.evaluate(() =>
          [
            document.querySelector("header div.container-page > div.flex:last-child"),
            document.querySelector('header nav[aria-label="Main"]'),
          ].map((element) => {
            const box = element?.getBoundingClientRect();
            return box && box.width > 0 ? `${Math.round(box.left)}..${Math.round(box.right)}` : null;
          }),
        );
      await page.route(`${baseURL}${path}`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: html.slice(0, cut) }),
      );
      await page.goto(path);
      const early = await places();
      await page.unroute(`${baseURL}${path}`);
      await page.goto(path);
      expect(early[0]).not.toBeNull();
      expect(early).toEqual(await places());
    });
  }
}
