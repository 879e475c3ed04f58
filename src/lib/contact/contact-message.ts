import { CONTACT_FIELD_ERRORS, CONTACT_NOT_SENT, fieldTooLong, formSubject, mailSubject } from "../../text/contact";

/** What the contact form sends. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Longest input each field accepts: enough for any real message, short enough to stop abuse. */
export const CONTACT_LIMITS: Readonly<Record<keyof ContactMessage, number>> = {
  name: 100,
  email: 254,
  message: 5000,
};

/** How long the form waits for the endpoint before it calls the attempt failed. */
export const CONTACT_TIMEOUT_MS = 15_000;

/** After a message is sent, how long before the form sends another: a pause that costs a person nothing and slows a script. */
export const CONTACT_SEND_PAUSE_MS = 30_000;

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order), named as common form services name theirs: a form that arrives with it filled was
 * filled by a script, and is not sent.
 */
export const CONTACT_HONEYPOT = "_gotcha";

/**
 * The form's starting values once the island hydrates: what the visitor typed into the
 * server-rendered fields before then wins, field by field, over the draft kept for this tab.
 */
export function startingValues(typed: ContactMessage, draft: ContactMessage): ContactMessage {
  return {
    name: typed.name || draft.name,
    email: typed.email || draft.email,
    message: typed.message || draft.message,
  };
}

/** The shortest message the form sends: "hi" gives nobody anything to answer. */
export const CONTACT_MIN_MESSAGE = 20;

/** An address with something before and after one @, and a dot in the part after it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field the form cannot send, in words to show beside it; empty when it can be sent. */
export function contactFieldErrors(message: ContactMessage): Partial<Record<keyof ContactMessage, string>> {
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  const name = message.name.trim();
  const email = message.email.trim();
  const text = message.message.trim();
  if (!name) errors.name = CONTACT_FIELD_ERRORS.nameMissing;
  if (!email) errors.email = CONTACT_FIELD_ERRORS.emailMissing;
  else if (!EMAIL_SHAPE.test(email)) errors.email = CONTACT_FIELD_ERRORS.emailInvalid;
  if (text.length < CONTACT_MIN_MESSAGE)
    errors.message = CONTACT_FIELD_ERRORS.messageTooShort(text.length, CONTACT_MIN_MESSAGE);
  for (const field of Object.keys(CONTACT_LIMITS) as (keyof ContactMessage)[])
    if (message[field].length > CONTACT_LIMITS[field])
      errors[field] = fieldTooLong(field, message[field].length, CONTACT_LIMITS[field]);
  return errors;
}

/** The JSON body form back-ends commonly accept (Formspree, Getform, Basin and similar); the subject names the site. */
export function contactRequestBody(message: ContactMessage, siteName: string): string {
  return JSON.stringify({
    name: message.name.trim(),
    email: message.email.trim(),
    message: message.message.trim(),
    _subject: formSubject(message.name.trim(), siteName),
    _replyto: message.email.trim(),
  });
}

/** A `mailto:` address that opens the visitor's e-mail program with the message filled in. */
export function contactMailtoUrl(to: string, message: ContactMessage, siteName: string): string {
  const subject = mailSubject(message.name.trim(), siteName);
  const body = `${message.message.trim()}\n\n${message.name.trim()}\n${message.email.trim()}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export type SendOutcome = { ok: true } | { ok: false; reason: string };

/** Posts the message and says, truthfully, whether it arrived. Never throws. */
export async function sendContactMessage(
  endpoint: string,
  message: ContactMessage,
  siteName: string,
  timeoutMs: number = CONTACT_TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: contactRequestBody(message, siteName),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return { ok: false, reason: CONTACT_NOT_SENT.serviceError(response.status, response.statusText) };
  } catch (error) {
    if (controller.signal.aborted) {
      return { ok: false, reason: CONTACT_NOT_SENT.noAnswer(timeoutMs) };
    }
    return {
      ok: false,
      reason: CONTACT_NOT_SENT.networkError(
        error instanceof Error ? error.message : CONTACT_NOT_SENT.unknownNetworkError,
      ),
    };
  } finally {
    clearTimeout(timer);
  }
}
