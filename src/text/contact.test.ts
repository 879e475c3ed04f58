import { describe, expect, it } from "vitest";
import {
  CONTACT_LIMITS,
  CONTACT_MIN_MESSAGE,
  CONTACT_TIMEOUT_MS,
  contactFieldProblems,
  contactMailtoUrl,
  contactRequestBody,
} from "../lib/contact/contact-message";
import {
  CONTACT_MAILTO_NOTE,
  CONTACT_NOT_SENT,
  characterCount,
  contactFieldErrors,
  fieldTooLong,
  formSubject,
  mailSubject,
  notSentNote,
  notSentReason,
  timeoutPhrase,
} from "./contact";

const SITE_NAME = "Face Shape Detector";

describe("the contact form's words", () => {
  it("state a field's length and its limit as given", () => {
    expect(fieldTooLong("message", CONTACT_LIMITS.message + 1, CONTACT_LIMITS.message)).toBe(
      `Message is too long: ${CONTACT_LIMITS.message + 1} characters, the limit is ${CONTACT_LIMITS.message}.`,
    );
    expect(fieldTooLong("email", 300, CONTACT_LIMITS.email)).toMatch(/^Email is too long: 300 characters/);
  });

  it("name the over-long field, with its length and limit", () => {
    const atLimit = { name: "Ada", email: "a@b.co", message: "m".repeat(CONTACT_LIMITS.message) };
    expect(contactFieldErrors(contactFieldProblems({ ...atLimit, message: `${atLimit.message}m` }))).toEqual({
      message: `Message is too long: ${CONTACT_LIMITS.message + 1} characters, the limit is ${CONTACT_LIMITS.message}.`,
    });
    expect(contactFieldErrors({})).toEqual({});
  });

  it("say beside each field, in the site's words, what it still needs", () => {
    expect(contactFieldErrors(contactFieldProblems({ name: " ", email: "", message: "hi" }))).toEqual({
      name: "Please enter your name, so we know whom to answer.",
      email: "Please enter your email address, so we can answer you.",
      message: `Please tell us a little more: at least ${CONTACT_MIN_MESSAGE} characters, so we can help (2 so far).`,
    });
    expect(
      contactFieldErrors(
        contactFieldProblems({ name: "Ada", email: "a b@example.com", message: "m".repeat(CONTACT_MIN_MESSAGE) }),
      ).email,
    ).toBe("This email address looks incomplete: it should look like name@example.com.");
  });

  it("state the wait the form really had", () => {
    expect(CONTACT_NOT_SENT.noAnswer(CONTACT_TIMEOUT_MS)).toBe(
      `The message service did not answer within ${CONTACT_TIMEOUT_MS / 1000} seconds.`,
    );
    expect(timeoutPhrase(1000)).toBe("within 1 second");
    expect(timeoutPhrase(0)).toBe("in time");
  });

  it("state the wait truthfully for any timeout", () => {
    expect(timeoutPhrase(15_000)).toBe("within 15 seconds");
    expect(timeoutPhrase(30_000)).toBe("within 30 seconds");
    expect(timeoutPhrase(1000)).toBe("within 1 second");
    expect(timeoutPhrase(1500)).toBe("within 1.5 seconds");
    expect(timeoutPhrase(200)).toBe("within 0.2 seconds");
    expect(timeoutPhrase(1)).toBe("within 0.001 seconds");
    expect(timeoutPhrase(0.2)).toBe("in time");
    expect(timeoutPhrase(0)).toBe("in time");
  });

  it("word the site's own timeout as the end-to-end test expects it", () => {
    expect(timeoutPhrase(CONTACT_TIMEOUT_MS)).toBe(`within ${CONTACT_TIMEOUT_MS / 1000} seconds`);
  });

  it("give the service's answer, and keep the message with a way to write instead", () => {
    expect(CONTACT_NOT_SENT.serviceError(500, "Internal Server Error")).toBe(
      "The message service answered with an error (500 Internal Server Error).",
    );
    expect(CONTACT_NOT_SENT.serviceError(502, "")).toBe("The message service answered with an error (502).");
    expect(notSentNote("Oops.", "team@example.test")).toBe(
      "Oops. Your message is still here: press Send to try again, or write to team@example.test.",
    );
  });

  it("say why a message was not sent, for each way sending fails", () => {
    expect(notSentReason({ kind: "serviceError", status: 500, statusText: "Internal Server Error" })).toBe(
      "The message service answered with an error (500 Internal Server Error).",
    );
    expect(notSentReason({ kind: "networkError", message: "Failed to fetch" })).toBe(
      "The message could not be sent: Failed to fetch. Check your connection.",
    );
    expect(notSentReason({ kind: "networkError", message: null })).toBe(
      "The message could not be sent: network error. Check your connection.",
    );
    expect(notSentReason({ kind: "noAnswer", timeoutMs: 50 })).toBe(
      "The message service did not answer within 0.05 seconds.",
    );
  });

  it("name the site given, not a retyped one", () => {
    expect(formSubject("Ada", "Some Site")).toBe("Some Site contact: Ada");
    expect(mailSubject("Ada", "Some Site")).toBe("Message from Ada via Some Site");
  });

  it("give the posted message and the e-mail the subject lines that name the site", () => {
    const message = { name: "Ada", email: "ada@example.test", message: "Hello & thanks?" };
    expect(JSON.parse(contactRequestBody(message, formSubject(message.name, SITE_NAME)))._subject).toBe(
      "Face Shape Detector contact: Ada",
    );
    const url = contactMailtoUrl("hello@faceshapedetector.example", message, mailSubject(message.name, SITE_NAME));
    expect(new URLSearchParams(url.split("?")[1]).get("subject")).toBe("Message from Ada via Face Shape Detector");
  });

  it("count the message's characters and tell where the e-mail program's message is", () => {
    expect(characterCount(12, CONTACT_LIMITS.message)).toBe(`12 / ${CONTACT_LIMITS.message} characters`);
    const note = `${CONTACT_MAILTO_NOTE.before("team@example.test")}${CONTACT_MAILTO_NOTE.link}${CONTACT_MAILTO_NOTE.after("team@example.test")}`;
    expect(note).toBe(
      "Your e-mail program should now open with this message addressed to team@example.test. Press Send there to deliver it: nothing has been sent yet, so your text stays here. If nothing opened, open the message in your e-mail program or write to team@example.test directly.",
    );
  });
});
