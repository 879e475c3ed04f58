/**
 * The contact form's message as codes and numbers: its limits, what is wrong with a field, the body
 * it posts, the mailto address, and sending it with a time limit. The words for all of it (a
 * field's problem, why a message was not sent, the subject lines) are in text/contact.ts.
 */

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

/** What is wrong with one field the form cannot send, as a code with the numbers its words need. */
export type ContactFieldProblem =
  | { kind: "missing" }
  | { kind: "invalid" }
  | { kind: "tooShort"; length: number; minimum: number }
  | { kind: "tooLong"; length: number; limit: number };

/** What is wrong with each field the form cannot send (text/contact.ts words it); empty when it can be sent. */
export function contactFieldProblems(
  message: ContactMessage,
): Partial<Record<keyof ContactMessage, ContactFieldProblem>> {
  const problems: Partial<Record<keyof ContactMessage, ContactFieldProblem>> = {};
  const name = message.name.trim();
  const email = message.email.trim();
  const text = message.message.trim();
  if (!name) problems.name = { kind: "missing" };
  if (!email) problems.email = { kind: "missing" };
  else if (!EMAIL_SHAPE.test(email)) problems.email = { kind: "invalid" };
  if (text.length < CONTACT_MIN_MESSAGE)
    problems.message = { kind: "tooShort", length: text.length, minimum: CONTACT_MIN_MESSAGE };
  for (const field of Object.keys(CONTACT_LIMITS) as (keyof ContactMessage)[])
    if (message[field].length > CONTACT_LIMITS[field])
      problems[field] = { kind: "tooLong", length: message[field].length, limit: CONTACT_LIMITS[field] };
  return problems;
}

/**
 * A field as it is sent: control characters out (a name with "\r\nBcc: ..." must not reach a mail
 * header through the subject), a message's line breaks and tabs kept, every other field on one line.
 */
export function withoutControls(value: string, { multiline }: { multiline: boolean }): string {
  let kept = "";
  let gap = false;
  for (const character of value) {
    const line = multiline && (character === "\n" || character === "\t");
    if (isControl(character.codePointAt(0) ?? 0) && !line) {
      // On one line, a run of controls becomes one space between the words around it.
      gap = !multiline;
      continue;
    }
    if (gap) kept += " ";
    gap = false;
    kept += character;
  }
  return kept.trim();
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
export function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** The message with control characters taken out of every field (see withoutControls), trimmed. */
export function cleanMessage(message: ContactMessage): ContactMessage {
  return {
    name: withoutControls(message.name, { multiline: false }),
    email: withoutControls(message.email, { multiline: false }),
    message: withoutControls(message.message.replace(/\r\n?/g, "\n"), { multiline: true }),
  };
}

/**
 * The JSON body form back-ends commonly accept (Formspree, Getform, Basin and similar), with the
 * subject line given (text/contact.ts formSubject names the site and the sender).
 */
export function contactRequestBody(message: ContactMessage, subject: string): string {
  const clean = cleanMessage(message);
  return JSON.stringify({
    name: clean.name,
    email: clean.email,
    message: clean.message,
    _subject: withoutControls(subject, { multiline: false }),
    _replyto: clean.email,
  });
}

/** A `mailto:` address that opens the visitor's e-mail program with the message and the subject given filled in. */
export function contactMailtoUrl(to: string, message: ContactMessage, subject: string): string {
  const clean = cleanMessage(message);
  const body = `${clean.message}\n\n${clean.name}\n${clean.email}`;
  return `mailto:${to}?subject=${encodeURIComponent(withoutControls(subject, { multiline: false }))}&body=${encodeURIComponent(body)}`;
}

/** Why a message did not arrive, as the facts text/contact.ts notSentReason words. */
export type ContactSendFailure =
  /** The service answered, with an HTTP error. */
  | { kind: "serviceError"; status: number; statusText: string }
  /** The service did not answer within the form's wait. */
  | { kind: "noAnswer"; timeoutMs: number }
  /** The request itself failed (no connection, say); `message` is the error's own, when it has one. */
  | { kind: "networkError"; message: string | null };

export type SendOutcome = { ok: true } | { ok: false; failure: ContactSendFailure };

/** Posts the message with the subject given and says, truthfully, whether it arrived. Never throws. */
export async function sendContactMessage(
  endpoint: string,
  message: ContactMessage,
  subject: string,
  timeoutMs: number = CONTACT_TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: contactRequestBody(message, subject),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return { ok: false, failure: { kind: "serviceError", status: response.status, statusText: response.statusText } };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, failure: { kind: "noAnswer", timeoutMs } };
    return { ok: false, failure: { kind: "networkError", message: error instanceof Error ? error.message : null } };
  } finally {
    clearTimeout(timer);
  }
}
