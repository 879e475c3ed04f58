import { expect, test, type Locator, type Page } from "@playwright/test";
import { RESULT_LINK_VERSION } from "../../../src/lib/result/codec";
import { RESULT_LINK_PROBLEMS } from "../../../src/text/result";
import { indefiniteArticle } from "../../../src/lib/style-catalogue/style-catalogue";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, shownShapeAndBlend, waitForIsland, MODEL_NOTE } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";
import { axeFindings } from "../../support/axe";

// The result comes from the recorded engine (tests/support/recorded-engine/).
test.use({ serviceWorkers: "block" });
test.beforeEach(({ context }) => serveRecordedEngine(context));

/** What a results view shows: top shape, every shape's share, the four measurements. */
async function shownResult(view: Locator) {
  return {
    ...(await shownShapeAndBlend(view)),
    measurements: await view.locator("dl dd.text-2xl").allTextContents(),
  };
}

async function expectAxeClean(page: Page) {
  expect(await axeFindings(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
}

test("a copied link opens the same result in another browser, with numbers only and nothing sent", async ({
  browser,
  context,
  page,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const watch = await watchSecurity(context, baseURL ?? "");
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const results = await analyzeToResults(page, await makePhoto(page, "shared.jpg", "sample1.jpg", ONE_FACE), "Male");
  // The result says which model measured it.
  await expect(results.getByTestId("classifier-used")).toContainText(MODEL_NOTE);
  const original = await shownResult(results);
  const shapeWord = original.shape?.toLowerCase() ?? "";
  // The visitor's own result speaks to them; the shared one speaks of "a heart face" or "an oval face".
  await expect(results.getByRole("heading", { name: /^Styles for / })).toHaveText(`Styles for your ${shapeWord} face`);

  await results.getByRole("button", { name: "Copy link" }).click();
  const link = await results.getByTestId("result-link").inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const url = new URL(link);
  expect(url.pathname).toBe("/result");
  expect(url.search).toBe("");
  // Only numbers, a gender letter and the version: nothing that could hold a photo.
  expect(url.hash).toMatch(/^#v=\d+&g=[mf]&s=\d&b=[\d.]+&m=[\d.]+$/);
  expect(url.hash.length).toBeLessThan(80);

  const other = await browser.newContext();
  const otherWatch = await watchSecurity(other, baseURL ?? "");
  const shared = await other.newPage();
  await shared.goto(link);
  const view = shared.getByTestId("shared-result");
  await expect(view).toBeVisible();
  // In another browser, with nothing kept, the result is someone else's: shared.
  await expect(view.getByTestId("result-origin")).toHaveText("Shared face shape");
  expect(await shownResult(view)).toEqual(original);
  await expect(view.getByRole("heading", { name: /^Styles for / })).toHaveText(
    `Styles for ${indefiniteArticle(shapeWord)} ${shapeWord} face`,
  );
  await expect(view.getByRole("tablist", { name: "Style suggestions" }).getByRole("tab")).toHaveText([
    "Hair",
    "Glasses",
    "Beard",
  ]);
  await expect(view.getByTestId("read-next").getByRole("link").first()).toHaveAttribute("href", /^\/blog\//);
  await expect(view.getByRole("link", { name: "Analyze your own photo" })).toHaveAttribute("href", "/#home");
  await expectAxeClean(shared);
  await other.close();

  for (const watched of [watch, otherWatch]) {
    expect(watched.foreignRequests).toEqual([]);
    expect(watched.sendingRequests).toEqual([]);
    expect(watched.errors).toEqual([]);
  }
});

test("an empty, outdated or tampered link gets a clear message and the way to the analyzer", async ({ page }) => {
  const cases = [
    ["/result", RESULT_LINK_PROBLEMS.empty],
    [`/result#v=${RESULT_LINK_VERSION + 1}&g=f&s=0&b=100.0.0.0.0.0&m=90.100.80.130`, RESULT_LINK_PROBLEMS.version],
    [`/result#v=${RESULT_LINK_VERSION}&g=f&s=0&b=90.0.0.0.0.0&m=90.100.80.130`, RESULT_LINK_PROBLEMS.damaged],
    [
      `/result#v=${RESULT_LINK_VERSION}&g=f&s=0&b=100.0.0.0.0.0&m=<img src=x onerror=alert(1)>`,
      RESULT_LINK_PROBLEMS.damaged,
    ],
    // A shape the analyzer never gives a man.
    [`/result#v=${RESULT_LINK_VERSION}&g=m&s=3&b=0.0.0.100.0.0&m=80.100.79.148`, RESULT_LINK_PROBLEMS.damaged],
  ] as const;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const [path, problem] of cases) {
    await page.goto(path);
    const alert = page.getByTestId("result-link-problem");
    await expect(alert).toContainText("This result link cannot be opened");
    await expect(alert).toContainText(problem);
    await expect(alert.getByRole("link", { name: "Analyze your own photo" })).toHaveAttribute("href", "/#home");
  }
  await expectAxeClean(page);
  // A good fragment typed into the same page shows the result without a reload.
  await page.evaluate((version) => {
    window.location.hash = `v=${version}&g=f&s=0&b=60.20.10.5.0.5&m=90.100.80.130`;
  }, RESULT_LINK_VERSION);
  await expect(page.getByTestId("shared-result").getByRole("heading", { level: 2 })).toHaveText("Oval");
  expect(errors).toEqual([]);
});
