/**
 * Everything the contact form says: its labels, button and notes, the toasts, why a message is
 * refused or was not sent (from the codes lib/contact/contact-message.ts returns), and the subject
 * lines its message carries. Limits, the wait and the site's name come in as arguments.
 */
import type { ContactFieldProblem, ContactMessage, ContactSendFailure } from "../lib/contact/contact-message";

/** Under Send, for the pause after a message was sent (CONTACT_SEND_PAUSE_MS). */
export const contactPauseNote = (seconds: number): string =>
  `Message sent. Another can be sent ${seconds} seconds after it, which keeps the form from being used to flood us.`;

/** What the toasts say once a message is sent, or could not be (the reason follows). */
export const CONTACT_TOASTS = {
  sent: { title: "Message Sent!", description: "Thank you for contacting us. We will get back to you soon!" },
  notSent: "Message not sent",
} as const;

/** What Send says: while the message goes, or which way it will go. */
export const CONTACT_SEND_BUTTON = {
  sending: "Sending...",
  /** With a form back-end. */
  send: "Send Message",
  /** Without one: the visitor's own e-mail program sends it. */
  sendByMail: "Send via your e-mail program",
} as const;

/** Under the message: how many characters it has of the most it may have. */
export const characterCount = (length: number, limit: number): string => `${length} / ${limit} characters`;

/** The label of the field people never see (CONTACT_HONEYPOT), for a script that reads labels. */
export const HONEYPOT_LABEL = "Leave this field empty";

/**
 * After Send without a form back-end: the visitor's e-mail program should open; the words before
 * and after the link that opens it again.
 */
export const CONTACT_MAILTO_NOTE = {
  before: (email: string) =>
    `Your e-mail program should now open with this message addressed to ${email}. Press Send there to deliver it: nothing has been sent yet, so your text stays here. If nothing opened, `,
  link: "open the message in your e-mail program",
  after: (email: string) => ` or write to ${email} directly.`,
} as const;

/** Each field's name as the form labels it. */
export const CONTACT_FIELD_LABELS: Readonly<Record<keyof ContactMessage, string>> = {
  name: "Name",
  email: "Email",
  message: "Message",
};

/** What the form says beside a field it cannot send, in the site's words (not the browser's). */
export const CONTACT_FIELD_ERRORS = {
  nameMissing: "Please enter your name, so we know whom to answer.",
  emailMissing: "Please enter your email address, so we can answer you.",
  emailInvalid: "This email address looks incomplete: it should look like name@example.com.",
  messageTooShort: (length: number, minimum: number) =>
    `Please tell us a little more: at least ${minimum} characters, so we can help (${length} so far).`,
} as const;

/** A message an editor or visitor can act on for one over-long field. */
export const fieldTooLong = (field: keyof ContactMessage, length: number, limit: number): string =>
  `${CONTACT_FIELD_LABELS[field]} is too long: ${length} characters, the limit is ${limit}.`;

/**
 * The words beside a field for what is wrong with it (contactFieldProblems). Only the name and the
 * e-mail address are ever missing: an empty message is a message too short.
 */
export function fieldProblemText(field: keyof ContactMessage, problem: ContactFieldProblem): string {
  switch (problem.kind) {
    case "missing":
      return field === "name" ? CONTACT_FIELD_ERRORS.nameMissing : CONTACT_FIELD_ERRORS.emailMissing;
    case "invalid":
      return CONTACT_FIELD_ERRORS.emailInvalid;
    case "tooShort":
      return CONTACT_FIELD_ERRORS.messageTooShort(problem.length, problem.minimum);
    case "tooLong":
      return fieldTooLong(field, problem.length, problem.limit);
  }
}

/** What the form says beside each field it cannot send; empty when it can be sent. */
export function contactFieldErrors(
  problems: Partial<Record<keyof ContactMessage, ContactFieldProblem>>,
): Partial<Record<keyof ContactMessage, string>> {
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof ContactMessage, ContactFieldProblem][])
    errors[field] = fieldProblemText(field, problem);
  return errors;
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

/** Why a message did not arrive, said truthfully. */
export const CONTACT_NOT_SENT = {
  /** The service answered, with an HTTP error. */
  serviceError: (status: number, statusText: string) =>
    `The message service answered with an error (${status}${statusText ? ` ${statusText}` : ""}).`,
  /** The service did not answer within the form's wait. */
  noAnswer: (timeoutMs: number) => `The message service did not answer ${timeoutPhrase(timeoutMs)}.`,
  /** The request itself failed (no connection, say). */
  networkError: (message: string) => `The message could not be sent: ${message}. Check your connection.`,
  /** A failed request without a message of its own. */
  unknownNetworkError: "network error",
} as const;

/** Why a message did not arrive (sendContactMessage's failure), in words. */
export function notSentReason(failure: ContactSendFailure): string {
  switch (failure.kind) {
    case "serviceError":
      return CONTACT_NOT_SENT.serviceError(failure.status, failure.statusText);
    case "noAnswer":
      return CONTACT_NOT_SENT.noAnswer(failure.timeoutMs);
    case "networkError":
      return CONTACT_NOT_SENT.networkError(failure.message ?? CONTACT_NOT_SENT.unknownNetworkError);
  }
}

/** Under the form after a failed send: the reason, and that nothing typed was lost. */
export const notSentNote = (reason: string, email: string): string =>
  `${reason} Your message is still here: press Send to try again, or write to ${email}.`;

/** The subject of a message sent through the form's back-end. */
export const formSubject = (name: string, siteName: string): string => `${siteName} contact: ${name}`;

/** The subject of the e-mail the visitor's own e-mail program opens with. */
export const mailSubject = (name: string, siteName: string): string => `Message from ${name} via ${siteName}`;
