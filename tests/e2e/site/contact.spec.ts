import { expect, test } from "@playwright/test";
import { CONTACT_TOASTS } from "../../../src/text/contact";
import { holdScripts, waitForIsland } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";

test("the contact page has every section of the spec", async ({ page }) => {
  await page.goto("/contact");
  for (const heading of [
    "How We Can Help You",
    "Technical Support",
    "Styling Questions",
    "Partnership Inquiries",
    "Response Time",
    "Direct Email",
    "Before You Contact Us",
    "What to Expect",
    "Privacy and Security",
  ]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  // The default build has no real address: it promises no reply (tests/dist/contact-promises.test.ts has both builds' words).
  await expect(page.getByText(/no reply will come/)).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@faceshapedetector.example" }).first()).toHaveAttribute(
    "href",
    "mailto:hello@faceshapedetector.example",
  );
  await expect(page.getByRole("link", { name: "frequently asked questions" })).toHaveAttribute("href", "/#faq");
  await expect(page.getByRole("main").getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
});

test("without an endpoint, the form hands the message to the visitor's e-mail program and says so", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send via your e-mail program" }).scrollIntoViewIfNeeded();
  await waitForIsland(page, "#contact-name");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Grace Hopper");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("grace@example.test");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Which frames suit a diamond face?");
  await page.getByRole("button", { name: "Send via your e-mail program" }).click();
  const status = page.getByRole("status").filter({ hasText: "e-mail program should now open" });
  await expect(status).toContainText("nothing has been sent yet");
  const href = (await status.getByRole("link").getAttribute("href")) ?? "";
  expect(href.startsWith("mailto:hello@faceshapedetector.example?")).toBe(true);
  const params = new URLSearchParams(href.split("?")[1]);
  expect(params.get("subject")).toBe("Message from Grace Hopper via Face Shape Detector");
  expect(params.get("body")).toBe("Which frames suit a diamond face?\n\nGrace Hopper\ngrace@example.test");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    "Which frames suit a diamond face?",
  );
  await expect(page.getByText(CONTACT_TOASTS.sent.title)).toHaveCount(0);
  expect(watch.foreignRequests).toEqual([]);
});

test.describe("before the form's island hydrates", () => {
  // A service worker answers scripts from its cache, out of holdScripts' reach: block it to route.
  test.use({ serviceWorkers: "block" });
  const EARLY = { name: "Early Visitor", email: "early@example.test", message: "Typed before the page woke up" };

  test("an early Enter or click sends nothing in a URL, stays on the page and keeps the text", async ({ page }) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.locator("form:has(#contact-name)");
    await expect(form).toHaveAttribute("method", "post");
    await expect(page.locator("astro-island:has(#contact-name)")).toHaveAttribute("ssr", "");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(EARLY.name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(EARLY.email);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(EARLY.message);
    await page.getByRole("textbox", { name: "Name", exact: true }).press("Enter");
    // force: a disabled button takes no click; one that is enabled would submit.
    await page.locator("form:has(#contact-name) button[type=submit]").click({ force: true });
    await scripts.release();
    await page.locator("#contact-name").scrollIntoViewIfNeeded();
    await waitForIsland(page, "#contact-name");

    const carried = urls.filter((url) => /[?&](name|email|message)=/.test(url) || url.includes("Early"));
    expect(carried).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(EARLY.name);
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(EARLY.email);
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(EARLY.message);
    await expect(page.getByText(`${EARLY.message.length} / `)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send via your e-mail program" })).toBeEnabled();
  });
});
