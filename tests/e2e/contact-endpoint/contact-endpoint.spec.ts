import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_MIN_MESSAGE,
  CONTACT_SEND_PAUSE_MS,
  CONTACT_TIMEOUT_MS,
} from "../../../src/lib/contact/contact-message";
import { CONTACT_FIELD_ERRORS, CONTACT_TOASTS, contactPauseNote } from "../../../src/text/contact";
import { CONTACT_ENDPOINT_PORT } from "../../support/contact-site";
import { waitForIsland } from "../../support/site-pages";
import { watchSecurity } from "../../support/watch-security";

type Mode = "ok" | "error" | "hang" | "slow-ok";

/** A real form back-end on 127.0.0.1, as a static host's form service would be. */
class FormBackend {
  mode: Mode = "ok";
  received: unknown[] = [];
  private server: Server | null = null;
  private hanging: ServerResponse[] = [];

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(CONTACT_ENDPOINT_PORT, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.hanging = [];
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
    response.setHeader("Access-Control-Allow-Methods", "POST");
    response.setHeader("Access-Control-Allow-Headers", "content-type, accept");
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    let body = "";
    for await (const chunk of request) body += chunk;
    this.received.push({ contentType: request.headers["content-type"], body: JSON.parse(body) });
    if (this.mode === "hang") {
      this.hanging.push(response);
      return;
    }
    if (this.mode === "slow-ok") await new Promise((resolve) => setTimeout(resolve, 600));
    if (this.mode === "error") {
      response.writeHead(500, "Internal Server Error", { "Content-Type": "application/json" }).end('{"ok":false}');
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
  }
}

const backend = new FormBackend();
const MESSAGE = { name: "Ada Lovelace", email: "ada@example.test", message: "Does the analyzer work on a phone?" };

test.describe.configure({ mode: "serial" });
test.beforeAll(() => backend.start());
test.afterAll(() => backend.stop());
test.beforeEach(async () => {
  backend.mode = "ok";
  backend.received = [];
});

async function openForm(page: Page) {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
  await waitForIsland(page, "#contact-name");
}

async function fill(page: Page, values = MESSAGE) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(values.name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(values.email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(values.message);
}

async function expectFieldsKept(page: Page) {
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(MESSAGE.name);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(MESSAGE.email);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(MESSAGE.message);
}

test("the form says in its own words, beside each field, what an incomplete message needs; nothing is sent", async ({
  page,
}) => {
  await openForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await expect(page.locator("#contact-name-error")).toHaveText(CONTACT_FIELD_ERRORS.nameMissing);
  await expect(page.locator("#contact-email-error")).toHaveText(CONTACT_FIELD_ERRORS.emailMissing);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAttribute("aria-describedby", "contact-name-error");
  // The browser's own bubble never shows: the form checks itself.
  expect(await name.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
  await fill(page, { ...MESSAGE, email: "not an address", message: "hi" });
  await expect(page.locator("#contact-name-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-email-error")).toHaveText(CONTACT_FIELD_ERRORS.emailInvalid);
  await expect(page.locator("#contact-message-error")).toHaveText(
    CONTACT_FIELD_ERRORS.messageTooShort(2, CONTACT_MIN_MESSAGE),
  );
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute("rows", "6");
  expect(backend.received).toEqual([]);
});

test("a message the back-end accepts is posted as JSON, confirmed, and the fields clear", async ({
  context,
  page,
  baseURL,
}) => {
  const watch = await watchSecurity(context, baseURL ?? "");
  await openForm(page);
  await fill(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText(CONTACT_TOASTS.sent.title);
  await expect(toast).toContainText("Thank you for contacting us. We will get back to you soon!");
  expect(backend.received).toEqual([
    {
      contentType: "application/json",
      body: { ...MESSAGE, _subject: "Face Shape Detector contact: Ada Lovelace", _replyto: MESSAGE.email },
    },
  ]);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  await page.reload();
  await waitForIsland(page, "#contact-name");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  // The endpoint is the one other origin the policy allows, so posting to it is no violation.
  expect(watch.violations).toEqual([]);
  expect(watch.foreignRequests.every((url) => url.startsWith(`http://127.0.0.1:${CONTACT_ENDPOINT_PORT}/`))).toBe(true);
});

test("an error answer keeps every field, says what went wrong, and a retry then delivers", async ({ page }) => {
  backend.mode = "error";
  await openForm(page);
  await fill(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("(500 Internal Server Error)");
  await expectFieldsKept(page);
  backend.mode = "ok";
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(CONTACT_TOASTS.sent.title);
  expect(backend.received).toHaveLength(2);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
});

test("a back-end that never answers times out with the fields kept", async ({ page }) => {
  backend.mode = "hang";
  await page.clock.install();
  await openForm(page);
  await fill(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect.poll(() => backend.received.length).toBe(1);
  await page.clock.runFor(CONTACT_TIMEOUT_MS + 100);
  await expect(page.getByRole("alert")).toContainText(`did not answer within ${CONTACT_TIMEOUT_MS / 1000} seconds`);
  await expectFieldsKept(page);
});

test("a refused connection keeps the fields and says so", async ({ page }) => {
  await backend.stop();
  try {
    await openForm(page);
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("could not be sent");
    await expectFieldsKept(page);
  } finally {
    await backend.start();
  }
});

test("a double click sends one message", async ({ page }) => {
  backend.mode = "slow-ok";
  await openForm(page);
  await fill(page);
  await page.getByRole("button", { name: "Send Message" }).dblclick();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(CONTACT_TOASTS.sent.title);
  expect(backend.received).toHaveLength(1);
});

test("a draft survives a reload", async ({ page }) => {
  await openForm(page);
  await fill(page);
  await page.reload();
  await waitForIsland(page, "#contact-name");
  await expectFieldsKept(page);
});

test("over-long input is refused with a clear message before sending", async ({ page }) => {
  await openForm(page);
  await fill(page, { ...MESSAGE, message: "x".repeat(CONTACT_LIMITS.message + 1) });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-message-error")).toHaveText(
    `Message is too long: ${CONTACT_LIMITS.message + 1} characters, the limit is ${CONTACT_LIMITS.message}.`,
  );
  expect(backend.received).toEqual([]);
});

test("a form filled by a script (its hidden field filled) is thanked and not sent", async ({ page }) => {
  await openForm(page);
  await fill(page);
  const trap = page.locator(`input[name="${CONTACT_HONEYPOT}"]`);
  // Out of people's reach: off-screen, hidden from assistive technology, out of the tab order.
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await trap.fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(CONTACT_TOASTS.sent.title);
  expect(backend.received).toEqual([]);
});

test("after a message is sent, Send waits before another, and says so", async ({ page }) => {
  await page.clock.install();
  await openForm(page);
  await fill(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => backend.received.length).toBe(1);
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  await expect(page.getByTestId("contact-pause")).toHaveText(contactPauseNote(CONTACT_SEND_PAUSE_MS / 1000));
  await fill(page);
  await page.clock.runFor(CONTACT_SEND_PAUSE_MS - 1_000);
  await expect(send).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(send).toBeEnabled();
  await send.click();
  await expect.poll(() => backend.received.length).toBe(2);
});
