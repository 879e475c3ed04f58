import { expect, test } from "@playwright/test";
import { ARTICLE_REDIRECTS, CATEGORY_REDIRECTS } from "../../../src/config/redirects";

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

/**
 * Followed in the browser: an old article address and a retired category. Every redirect's rule,
 * its page for hosts without `_redirects` and its target are checked in the build's output
 * (tests/dist/preview-server.test.ts, blog-output.test.ts, blog-categories.test.ts).
 */
test("an old article address and a retired category lead to their pages", async ({ page }) => {
  const followed = [Object.entries(ARTICLE_REDIRECTS)[0], Object.entries(CATEGORY_REDIRECTS)[0]];
  for (const [from, to] of followed.filter((pair) => pair !== undefined)) {
    await page.goto(from);
    await expect(page, from).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole("heading", { level: 1 }), from).toBeVisible();
  }
  expect(followed.filter(Boolean)).toHaveLength(2);
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("User-agent: *");
  expect(body).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml/);
});
