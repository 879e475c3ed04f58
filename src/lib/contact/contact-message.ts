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

/** What the toasts say once a message is sent, or could not be (the reason follows). */
export const CONTACT_TOASTS = {
  sent: { title: "Message Sent!", description: "Thank you for contacting us. We will get back to you soon!" },
  notSent: "Message not sent",
} as const;

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

const FIELD_LABELS: Readonly<Record<keyof ContactMessage, string>> = {
  name: "Name",
  email: "Email",
  message: "Message",
};

/** A message an editor or visitor can act on for each over-long field, or an empty list. */
export function contactLimitErrors(message: ContactMessage): string[] {
  return (Object.keys(CONTACT_LIMITS) as (keyof ContactMessage)[])
    .filter((field) => message[field].length > CONTACT_LIMITS[field])
    .map(
      (field) =>
        `${FIELD_LABELS[field]} is too long: ${message[field].length} characters, the limit is ${CONTACT_LIMITS[field]}.`,
    );
}

/** The JSON body form back-ends commonly accept (Formspree, Getform, Basin and similar). */
export function contactRequestBody(message: ContactMessage): string {
  return JSON.stringify({
    name: message.name.trim(),
    email: message.email.trim(),
    message: message.message.trim(),
    _subject: `Face Shape Detector contact: ${message.name.trim()}`,
    _replyto: message.email.trim(),
  });
}

/** A `mailto:` address that opens the visitor's e-mail program with the message filled in. */
export function contactMailtoUrl(to: string, message: ContactMessage): string {
  const subject = `Message from ${message.name.trim()} via Face Shape Detector`;
  const body = `${message.message.trim()}\n\n${message.name.trim()}\n${message.email.trim()}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * How long the form waited, for the timeout message: "within 15 seconds", "within 1 second",
 * "within 0.2 seconds" (to the millisecond), or "in time" for a wait under half a millisecond.
 */
export function timeoutPhrase(timeoutMs: number): string {
  const seconds = Math.round(timeoutMs) / 1000;
  if (!(seconds > 0)) return "in time";
  return `within ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

export type SendOutcome = { ok: true } | { ok: false; reason: string };

/** Posts the message and says, truthfully, whether it arrived. Never throws. */
export async function sendContactMessage(
  endpoint: string,
  message: ContactMessage,
  timeoutMs: number = CONTACT_TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: contactRequestBody(message),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return {
      ok: false,
      reason: `The message service answered with an error (${response.status}${response.statusText ? ` ${response.statusText}` : ""}).`,
    };
  } catch (error) {
    if (controller.signal.aborted) {
      return {
        ok: false,
        reason: `The message service did not answer ${timeoutPhrase(timeoutMs)}.`,
      };
    }
    return {
      ok: false,
      reason: `The message could not be sent: ${error instanceof Error ? error.message : "network error"}. Check your connection.`,
    };
  } finally {
    clearTimeout(timer);
  }
}
