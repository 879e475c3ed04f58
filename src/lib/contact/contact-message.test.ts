import { describe, expect, it, vi } from "vitest";
import {
  CONTACT_LIMITS,
  CONTACT_MIN_MESSAGE,
  contactFieldProblems,
  contactMailtoUrl,
  contactRequestBody,
  sendContactMessage,
  startingValues,
  isControl,
  withoutControls,
  type ContactMessage,
} from "./contact-message";

const message: ContactMessage = { name: "Ada", email: "ada@example.test", message: "Hello & thanks?" };
const SUBJECT = "A subject line";

describe("contact message", () => {
  it("accepts input at the limits and refuses one character more, naming the field and its numbers", () => {
    const atLimit = {
      name: "n".repeat(CONTACT_LIMITS.name),
      email: "a@b.co",
      message: "m".repeat(CONTACT_LIMITS.message),
    };
    expect(contactFieldProblems(atLimit)).toEqual({});
    expect(contactFieldProblems({ ...atLimit, message: `${atLimit.message}m` })).toEqual({
      message: { kind: "tooLong", length: CONTACT_LIMITS.message + 1, limit: CONTACT_LIMITS.message },
    });
  });

  it("says of each field what it still needs", () => {
    expect(contactFieldProblems({ name: " ", email: "", message: "hi" })).toEqual({
      name: { kind: "missing" },
      email: { kind: "missing" },
      message: { kind: "tooShort", length: 2, minimum: CONTACT_MIN_MESSAGE },
    });
    for (const email of ["not an address", "a@b", "@example.com", "a b@example.com"])
      expect(contactFieldProblems({ name: "Ada", email, message: "m".repeat(CONTACT_MIN_MESSAGE) }).email).toEqual({
        kind: "invalid",
      });
    expect(
      contactFieldProblems({ name: "Ada", email: "ada@example.test", message: "m".repeat(CONTACT_MIN_MESSAGE) }),
    ).toEqual({});
  });

  it("posts JSON in the shape form back-ends accept, with the subject given", () => {
    expect(JSON.parse(contactRequestBody({ ...message, name: " Ada " }, SUBJECT))).toEqual({
      name: "Ada",
      email: "ada@example.test",
      message: "Hello & thanks?",
      _subject: SUBJECT,
      _replyto: "ada@example.test",
    });
  });

  it("builds a mailto address with the message and the subject encoded", () => {
    const url = contactMailtoUrl("hello@faceshapedetector.example", message, "Message & more?");
    expect(url.startsWith("mailto:hello@faceshapedetector.example?subject=")).toBe(true);
    const params = new URLSearchParams(url.split("?")[1]);
    expect(params.get("subject")).toBe("Message & more?");
    expect(params.get("body")).toBe("Hello & thanks?\n\nAda\nada@example.test");
  });

  it("reports success only for a 2xx answer, and the service's answer otherwise", async () => {
    const ok = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response("{}", { status: 200 }));
    expect(await sendContactMessage("https://forms.test/x", message, SUBJECT, 1000, ok)).toEqual({ ok: true });
    expect(JSON.parse(String(ok.mock.calls[0]?.[1]?.body))._subject).toBe(SUBJECT);
    const failed = vi.fn(async () => new Response("no", { status: 500, statusText: "Internal Server Error" }));
    expect(await sendContactMessage("https://forms.test/x", message, SUBJECT, 1000, failed)).toEqual({
      ok: false,
      failure: { kind: "serviceError", status: 500, statusText: "Internal Server Error" },
    });
  });

  it("says so when the network fails or the service does not answer in time", async () => {
    const refused = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await sendContactMessage("https://forms.test/x", message, SUBJECT, 1000, refused);
    expect(result).toEqual({ ok: false, failure: { kind: "networkError", message: "Failed to fetch" } });
    const thrownNonError = vi.fn(async () => {
      throw "refused";
    });
    expect(await sendContactMessage("https://forms.test/x", message, SUBJECT, 1000, thrownNonError)).toEqual({
      ok: false,
      failure: { kind: "networkError", message: null },
    });

    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const timedOut = await sendContactMessage("https://forms.test/x", message, SUBJECT, 50, hanging as typeof fetch);
    expect(timedOut).toEqual({ ok: false, failure: { kind: "noAnswer", timeoutMs: 50 } });
  });

  it("starts from what was typed before hydration, field by field, over the tab's draft", () => {
    const draft = { name: "Draft name", email: "draft@example.test", message: "Draft text" };
    const empty = { name: "", email: "", message: "" };
    expect(startingValues(empty, draft)).toEqual(draft);
    expect(startingValues({ ...empty, message: "Typed early" }, draft)).toEqual({ ...draft, message: "Typed early" });
    expect(startingValues(message, empty)).toEqual(message);
  });
});

describe("contact message fields as sent", () => {
  it("sends no control character in any field: a name cannot add a mail header through the subject", () => {
    const hostile = {
      name: "Eve\r\nBcc: everyone@example.test\u0000",
      email: "eve@example.test\n",
      message: "Line one\r\nLine two\tindented\u0007\u2028end of it all",
    };
    const body = JSON.parse(contactRequestBody(hostile, "Site contact: Eve\r\nBcc: everyone@example.test"));
    expect(body.name).toBe("Eve Bcc: everyone@example.test");
    expect(body.email).toBe("eve@example.test");
    expect(body._replyto).toBe("eve@example.test");
    expect(body._subject).toBe("Site contact: Eve Bcc: everyone@example.test");
    // A message keeps its lines and tabs, and nothing else below a space.
    expect(body.message).toBe("Line one\nLine two\tindentedend of it all");
    for (const value of Object.values(body) as string[])
      for (const character of value.replace(/[\n\t]/g, ""))
        expect(isControl(character.codePointAt(0) ?? 0), JSON.stringify(value)).toBe(false);
    const mailto = decodeURIComponent(contactMailtoUrl("team@example.test", hostile, "Message from Eve\r\nBcc: x"));
    expect(mailto).not.toMatch(/\r|Eve\n/);
    expect(mailto).toContain("subject=Message from Eve Bcc: x");
  });

  it("takes out C1 controls and Unicode line separators too, one line per field outside the message", () => {
    expect(withoutControls("a\u0085b\u2029c\u009b", { multiline: false })).toBe("a b c");
    expect(withoutControls("a\nb", { multiline: true })).toBe("a\nb");
    expect(withoutControls("a\nb", { multiline: false })).toBe("a b");
  });
});
