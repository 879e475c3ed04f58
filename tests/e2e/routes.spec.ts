import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BLOG_REDIRECTS } from "../../src/config/redirects";
import { PAGES } from "../support/site-pages";

test("an unknown path answers 404 with the not-found page, which logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") logged.push(message.text());
  });
  const response = await page.goto("/no-such-page/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => logged.join("\n")).toContain("/no-such-page/here");
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the error page for static hosts says what happened", async ({ page }) => {
  await page.goto("/500");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByText(/500 Internal Server Error/)).toBeVisible();
});

test("every old address (short article slugs, retired categories) leads to its page", async ({ page, request }) => {
  const hostRules = readFileSync("dist/_redirects", "utf8");
  // One page visits them all; each failure names its address and the test goes on to the next.
  for (const [from, to] of Object.entries(BLOG_REDIRECTS)) {
    expect.soft(hostRules, from).toContain(`${from} ${to} 301`);
    expect.soft((await request.get(to)).status(), to).toBe(200);
    await page.goto(from);
    await expect.soft(page, from).toHaveURL(new RegExp(`${to}$`));
    await expect.soft(page.getByRole("heading", { level: 1 }), from).toBeVisible();
  }
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("User-agent: *");
  expect(body).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml/);
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no page scrolls sideways", async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
