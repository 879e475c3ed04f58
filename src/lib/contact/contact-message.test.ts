import { describe, expect, it, vi } from "vitest";
import {
  CONTACT_LIMITS,
  CONTACT_TIMEOUT_MS,
  CONTACT_MIN_MESSAGE,
  contactFieldErrors,
  contactMailtoUrl,
  contactRequestBody,
  sendContactMessage,
  startingValues,
  type ContactMessage,
} from "./contact-message";
import { timeoutPhrase } from "../../text/contact";

const message: ContactMessage = { name: "Ada", email: "ada@example.test", message: "Hello & thanks?" };
const SITE_NAME = "Face Shape Detector";

describe("contact message", () => {
  it("accepts input at the limits and refuses one character more, naming the field", () => {
    const atLimit = {
      name: "n".repeat(CONTACT_LIMITS.name),
      email: "a@b.co",
      message: "m".repeat(CONTACT_LIMITS.message),
    };
    expect(contactFieldErrors(atLimit)).toEqual({});
    expect(contactFieldErrors({ ...atLimit, message: `${atLimit.message}m` })).toEqual({
      message: `Message is too long: ${CONTACT_LIMITS.message + 1} characters, the limit is ${CONTACT_LIMITS.message}.`,
    });
  });

  it("says beside each field, in the site's words, what it still needs", () => {
    expect(contactFieldErrors({ name: " ", email: "", message: "hi" })).toEqual({
      name: "Please enter your name, so we know whom to answer.",
      email: "Please enter your email address, so we can answer you.",
      message: `Please tell us a little more: at least ${CONTACT_MIN_MESSAGE} characters, so we can help (2 so far).`,
    });
    for (const email of ["not an address", "a@b", "@example.com", "a b@example.com"])
      expect(contactFieldErrors({ name: "Ada", email, message: "m".repeat(CONTACT_MIN_MESSAGE) }).email).toBe(
        "This email address looks incomplete: it should look like name@example.com.",
      );
    expect(
      contactFieldErrors({ name: "Ada", email: "ada@example.test", message: "m".repeat(CONTACT_MIN_MESSAGE) }),
    ).toEqual({});
  });

  it("posts JSON in the shape form back-ends accept", () => {
    expect(JSON.parse(contactRequestBody({ ...message, name: " Ada " }, SITE_NAME))).toEqual({
      name: "Ada",
      email: "ada@example.test",
      message: "Hello & thanks?",
      _subject: "Face Shape Detector contact: Ada",
      _replyto: "ada@example.test",
    });
  });

  it("builds a mailto address with the message encoded", () => {
    const url = contactMailtoUrl("hello@faceshapedetector.example", message, SITE_NAME);
    expect(url.startsWith("mailto:hello@faceshapedetector.example?subject=")).toBe(true);
    const params = new URLSearchParams(url.split("?")[1]);
    expect(params.get("subject")).toBe("Message from Ada via Face Shape Detector");
    expect(params.get("body")).toBe("Hello & thanks?\n\nAda\nada@example.test");
  });

  it("reports success only for a 2xx answer", async () => {
    const ok = vi.fn(async () => new Response("{}", { status: 200 }));
    expect(await sendContactMessage("https://forms.test/x", message, SITE_NAME, 1000, ok)).toEqual({ ok: true });
    const failed = vi.fn(async () => new Response("no", { status: 500, statusText: "Internal Server Error" }));
    expect(await sendContactMessage("https://forms.test/x", message, SITE_NAME, 1000, failed)).toEqual({
      ok: false,
      reason: "The message service answered with an error (500 Internal Server Error).",
    });
  });

  it("says so when the network fails or the service does not answer in time", async () => {
    const refused = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await sendContactMessage("https://forms.test/x", message, SITE_NAME, 1000, refused);
    expect(result).toEqual({
      ok: false,
      reason: "The message could not be sent: Failed to fetch. Check your connection.",
    });

    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const timedOut = await sendContactMessage("https://forms.test/x", message, SITE_NAME, 50, hanging as typeof fetch);
    expect(timedOut).toEqual({ ok: false, reason: "The message service did not answer within 0.05 seconds." });
  });

  it("states the wait truthfully for any timeout", () => {
    expect(timeoutPhrase(15_000)).toBe("within 15 seconds");
    expect(timeoutPhrase(30_000)).toBe("within 30 seconds");
    expect(timeoutPhrase(1000)).toBe("within 1 second");
    expect(timeoutPhrase(1500)).toBe("within 1.5 seconds");
    expect(timeoutPhrase(200)).toBe("within 0.2 seconds");
    expect(timeoutPhrase(1)).toBe("within 0.001 seconds");
    expect(timeoutPhrase(0.2)).toBe("in time");
    expect(timeoutPhrase(0)).toBe("in time");
  });

  it("words the site's own timeout as the end-to-end test expects it", () => {
    expect(timeoutPhrase(CONTACT_TIMEOUT_MS)).toBe(`within ${CONTACT_TIMEOUT_MS / 1000} seconds`);
  });

  it("starts from what was typed before hydration, field by field, over the tab's draft", () => {
    const draft = { name: "Draft name", email: "draft@example.test", message: "Draft text" };
    const empty = { name: "", email: "", message: "" };
    expect(startingValues(empty, draft)).toEqual(draft);
    expect(startingValues({ ...empty, message: "Typed early" }, draft)).toEqual({ ...draft, message: "Typed early" });
    expect(startingValues(message, empty)).toEqual(message);
  });
});
