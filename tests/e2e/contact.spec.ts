import { expect, test } from "@playwright/test";
import { waitForIsland } from "./support/site-pages";
import { watchSecurity } from "./support/watch-security";

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
  await expect(page.getByText(/24 to 48 hours on business days/)).toBeVisible();
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
  await expect(page.getByText("Message Sent!")).toHaveCount(0);
  expect(watch.foreignRequests).toEqual([]);
});
