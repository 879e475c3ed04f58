// `npm run bench:answer-time -- [--out-dir dist] [--runs 3] [--later 3]`: how long a visitor waits
// from pressing "Upload Your Selfie Now" to the headline of the answer, on the built site, the way a
// visitor does it (issue 52, "the wait is the work"). Builds nothing: serves the given build (`npm run
// build` first; point --out-dir at another build to compare two versions on the same machine, in
// turn). For each run, a fresh browser with an empty cache opens the home page, opens the file
// picker, takes a moment to choose a photo (a crop of a face-api demo photo), picks Female a moment
// later and presses analyze: that is the cold first analysis (model download included where it is
// not done by then). Then, on the same page, "Get My Shape & Style Tips Again" and the same steps
// `--later` more times: the later analyses. The landmark preview is left to end by itself, as a
// visitor who does not press Skip sees it. The page notes the press and the headline's arrival
// itself (a capturing click listener, a mutation observer). Prints each run and, last,
// `answer-time cold_ms=<median> later_ms=<median of the runs' medians> runs=<n>`.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { cropDemoPhoto, ONE_FACE } from "../engine-harness/face-photos";
import { chromiumLaunchOptions } from "../../scripts/chromium-path";
import { startPreview } from "../../scripts/preview-server.ts";
import { REPO_ROOT } from "../../scripts/repo-root";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const outDir = resolve(REPO_ROOT, option("--out-dir") ?? "dist");
const runs = Number(option("--runs")) || 3;
const later = Number(option("--later")) || 3;
/** How long the visitor takes to find the photo in the file dialog, and then to choose a gender. */
const CHOOSING_MS = 1500;
const GENDER_MS = 800;

readFileSync(join(outDir, "index.html")); // a build is there
const photoPath = join(tmpdir(), "answer-time-face.jpg");
writeFileSync(photoPath, await cropDemoPhoto("sample1.jpg", ONE_FACE, { quality: 90 }));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Picks the photo through the file dialog, chooses Female, presses analyze; resolves with ms to the headline. */
async function analyse(page: Page): Promise<number> {
  // The press, the landmark preview and the headline, each noted by the page itself as it happens
  // (not when this script next looks), on the page's own clock.
  await page.evaluate(() => {
    const own = window as unknown as { answerTimes: { pressed?: number; preview?: number; headline?: number } };
    own.answerTimes = {};
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element | null)?.closest?.("button")?.textContent?.includes("Upload Your Selfie Now"))
          own.answerTimes.pressed ??= performance.now();
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      const times = own.answerTimes;
      if (
        !times.preview &&
        document.querySelector("dialog svg[data-landmark-count], [role='dialog'] svg[data-landmark-count]")
      )
        times.preview = performance.now();
      if (!times.headline && document.querySelector("#results-title")) {
        times.headline = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Choose a photo", { exact: true }).click();
  await page.waitForTimeout(CHOOSING_MS);
  await (await chooser).setFiles(photoPath);
  await page.getByRole("img", { name: "The photo you chose, ready to analyze" }).waitFor();
  await page.waitForTimeout(GENDER_MS);
  await page.getByRole("button", { name: "Female", exact: true }).click();
  await page.getByRole("button", { name: "Upload Your Selfie Now" }).click();
  await page.locator("#results-title").waitFor({ timeout: 60_000 });
  const times = await page.evaluate(
    () => (window as unknown as { answerTimes: { pressed: number; preview: number; headline: number } }).answerTimes,
  );
  if (process.env.ANSWER_TIME_SPLIT)
    console.log(
      `  to preview ${Math.round(times.preview - times.pressed)} ms, to headline ${Math.round(times.headline - times.pressed)} ms`,
    );
  return times.headline - times.pressed;
}

const server = await startPreview({ port: 0, outDir });
const colds: number[] = [];
const laters: number[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      await page.locator('[data-testid="photo-drop-zone"][data-hydrated="true"]').waitFor();
      const cold = await analyse(page);
      const times: number[] = [];
      for (let i = 0; i < later; i += 1) {
        await page.getByRole("button", { name: "Get My Shape & Style Tips Again" }).click();
        await page.getByText("Choose a photo", { exact: true }).waitFor();
        times.push(await analyse(page));
      }
      colds.push(cold);
      laters.push(median(times));
      console.log(`run ${run + 1}: cold ${Math.round(cold)} ms, later ${times.map(Math.round).join(", ")} ms`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
console.log(`answer-time cold_ms=${Math.round(median(colds))} later_ms=${Math.round(median(laters))} runs=${runs}`);
