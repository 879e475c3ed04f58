import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { CARD_ACCENT, CARD_HEIGHT, CARD_WIDTH } from "../../../src/lib/result/card/draw-result-card";
import { CARD_MARGIN, MAX_SECTION_GAP } from "../../../src/lib/result/card/result-card-layout";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";

// The card is drawn from the result: the recorded engine gives it (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

async function showResults(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const photo = await makePhoto(page, "card.jpg", "sample1.jpg", ONE_FACE);
  return { results: await analyzeToResults(page, photo), photo };
}

/**
 * Decodes a PNG in the page: its size, how many distinct colours a coarse grid of it holds, the
 * tallest run of blank rows inside the drawing, whether anything runs into the right margin, and
 * how much of the accent colour (the site's address, printed only when SITE_URL is set) is in the
 * last lines drawn.
 */
async function describePng(page: Page, bytes: Buffer) {
  return page.evaluate(
    async ({ base64, margin, accent }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const colours = new Set<string>();
      for (let y = 0; y < bitmap.height; y += 15) {
        for (let x = 0; x < bitmap.width; x += 15) {
          const i = (y * bitmap.width + x) * 4;
          colours.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`);
        }
      }
      // The photo's corner of the card (where a photo goes when included).
      // Text and flat shapes have a few colours (plus anti-aliasing); a photo has hundreds.
      const photoColours = new Set<string>();
      for (let y = 200; y < 600; y += 6) {
        for (let x = 90; x < 410; x += 6) {
          const i = (y * bitmap.width + x) * 4;
          photoColours.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`);
        }
      }
      const white = (i: number) => pixels[i] === 255 && pixels[i + 1] === 255 && pixels[i + 2] === 255;
      const inkRows: number[] = [];
      let intoMargin = 0;
      for (let y = 0; y < bitmap.height; y += 1) {
        let ink = false;
        for (let x = 0; x < bitmap.width; x += 1) {
          if (white((y * bitmap.width + x) * 4)) continue;
          ink = true;
          // A glyph may overhang its advance by a pixel or two; text cut off at the edge goes far past.
          if (x >= bitmap.width - margin + 4) intoMargin += 1;
        }
        if (ink) inkRows.push(y);
      }
      let blankBand = 0;
      for (let index = 1; index < inkRows.length; index += 1) {
        blankBand = Math.max(blankBand, (inkRows[index] ?? 0) - (inkRows[index - 1] ?? 0) - 1);
      }
      const [r, g, b] = [1, 3, 5].map((start) => parseInt(accent.slice(start, start + 2), 16)) as [
        number,
        number,
        number,
      ];
      const lastRow = inkRows.at(-1) ?? 0;
      let accentAtFoot = 0;
      for (let y = lastRow - 40; y <= lastRow; y += 1) {
        for (let x = 0; x < bitmap.width; x += 1) {
          const i = (y * bitmap.width + x) * 4;
          const distance =
            Math.abs((pixels[i] ?? 0) - r) + Math.abs((pixels[i + 1] ?? 0) - g) + Math.abs((pixels[i + 2] ?? 0) - b);
          if (distance < 40) accentAtFoot += 1;
        }
      }
      return {
        width: bitmap.width,
        height: bitmap.height,
        colours: colours.size,
        photoArea: photoColours.size,
        blankBand,
        intoMargin,
        accentAtFoot,
      };
    },
    { base64: bytes.toString("base64"), margin: CARD_MARGIN, accent: CARD_ACCENT },
  );
}

test("Save result image downloads a PNG card drawn in the browser; the photo is on it only when ticked", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  const { results, photo } = await showResults(page);
  watch.guardBytes(readFileSync(photo));
  const card = results.getByRole("region", { name: "Keep or share this result" });
  const tick = card.getByRole("checkbox", { name: /Include my photo/ });
  await expect(tick).not.toBeChecked();

  const save = async () => {
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Save result image" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^face-shape-[a-z]+\.png$/);
    return describePng(page, readFileSync(await file.path()));
  };
  const plain = await save();
  expect(plain).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT });
  expect(plain.colours).toBeGreaterThan(5); // text, bars and cards, not a blank image
  expect(plain.photoArea).toBeLessThan(300);
  // Without the photo the content closes up: no band taller than a section gap plus a line's air.
  expect.soft(plain.blankBand).toBeLessThan(MAX_SECTION_GAP + 60);
  // The note at the foot fits the width (it used to run off the edge, cut at "inspira")...
  expect.soft(plain.intoMargin).toBe(0);
  // ...and under it no address: the tests build without SITE_URL, and the card never prints the
  // placeholder domain (config/site.ts).
  expect.soft(plain.accentAtFoot).toBe(0);

  await tick.check();
  const withPhoto = await save();
  expect(withPhoto.photoArea).toBeGreaterThan(800);
  expect.soft(withPhoto.blankBand).toBeLessThan(MAX_SECTION_GAP + 60);
  expect.soft(withPhoto.intoMargin).toBe(0);
  expect.soft(withPhoto.accentAtFoot).toBe(0);

  expect(watch.foreignRequests).toEqual([]);
  expect(watch.sendingRequests).toEqual([]);
  expect(watch.leaks).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("where the browser can share files, Share hands the PNG to the system sheet", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number; title?: string }[] = [];
    (window as unknown as { sharedFiles: typeof shared }).sharedFiles = shared;
    Object.assign(navigator, {
      canShare: (data: ShareData) => Boolean(data.files?.length),
      share: async (data: ShareData) => {
        for (const file of data.files ?? []) {
          shared.push({
            name: file.name,
            type: file.type,
            size: file.size,
            ...(data.title ? { title: data.title } : {}),
          });
        }
      },
    });
  });
  const { results } = await showResults(page);
  await results.getByRole("button", { name: "Share", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: { type: string }[] }).sharedFiles.length))
    .toBe(1);
  const [file] = await page.evaluate(
    () => (window as unknown as { sharedFiles: { name: string; type: string; size: number }[] }).sharedFiles,
  );
  expect(file?.type).toBe("image/png");
  expect(file?.size).toBeGreaterThan(10_000);
});
