import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_TIMEOUT_MS } from "../lib/contact/contact-message";
import { CONTACT_NOT_SENT, fieldTooLong, formSubject, mailSubject, notSentNote, timeoutPhrase } from "./contact";

describe("the contact form's words", () => {
  it("state a field's length and its limit as given", () => {
    expect(fieldTooLong("message", CONTACT_LIMITS.message + 1, CONTACT_LIMITS.message)).toBe(
      `Message is too long: ${CONTACT_LIMITS.message + 1} characters, the limit is ${CONTACT_LIMITS.message}.`,
    );
    expect(fieldTooLong("email", 300, CONTACT_LIMITS.email)).toMatch(/^Email is too long: 300 characters/);
  });

  it("state the wait the form really had", () => {
    expect(CONTACT_NOT_SENT.noAnswer(CONTACT_TIMEOUT_MS)).toBe(
      `The message service did not answer within ${CONTACT_TIMEOUT_MS / 1000} seconds.`,
    );
    expect(timeoutPhrase(1000)).toBe("within 1 second");
    expect(timeoutPhrase(0)).toBe("in time");
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

  it("name the site given, not a retyped one", () => {
    expect(formSubject("Ada", "Some Site")).toBe("Some Site contact: Ada");
    expect(mailSubject("Ada", "Some Site")).toBe("Message from Ada via Some Site");
  });
});
