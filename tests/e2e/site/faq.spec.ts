import { expect, test } from "@playwright/test";
import { readFaqFile } from "../../support/content-files";
import { faqAnswerId } from "../../../src/lib/faq/faq-answer-id";
import { waitForIsland } from "../../support/site-pages";
import { axeFindings, SITE_RULES } from "../../support/axe";

/** The FAQ as content/faq.yaml holds it, read with the collection's schema. */
const FAQ_ITEMS = readFaqFile();

test("a link to a question opens its answer, and the address follows the answer the visitor opens", async ({
  page,
}) => {
  const [, linked, next] = FAQ_ITEMS;
  if (!linked || !next) throw new Error("content/faq.yaml needs at least three questions for this test.");
  const linkedId = faqAnswerId(linked.question);
  const nextId = faqAnswerId(next.question);
  await page.goto(`/#${linkedId}`);
  const answers = page.locator("#faq details");
  const linkedAnswer = page.locator(`#${linkedId}`);
  const nextAnswer = page.locator(`#${nextId}`);
  await expect(answers.nth(1)).toHaveId(linkedId);
  await expect(linkedAnswer).toHaveAttribute("open", "");
  await expect(linkedAnswer.getByText(linked.answer)).toBeVisible();
  await expect(linkedAnswer.locator("summary")).toBeInViewport();
  await waitForIsland(page, "details");
  const entries = await page.evaluate(() => history.length);

  // By keyboard: the address names the answer just opened, without a new history entry.
  await nextAnswer.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(nextAnswer).toHaveAttribute("open", "");
  await expect(linkedAnswer).not.toHaveAttribute("open");
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${nextId}`);
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // Closing the answer the address names leaves the page's plain address.
  await page.keyboard.press("Enter");
  await expect(page.locator("#faq details[open]")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => location.href)).toMatch(/\/$/);

  // A link to another question on the same page opens it too.
  await page.evaluate((id) => (location.hash = id), linkedId);
  await expect(linkedAnswer).toHaveAttribute("open", "");

  expect(await axeFindings(page, { include: "#faq", tags: SITE_RULES })).toEqual([]);
});
