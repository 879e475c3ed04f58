import { Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CONTACT_DRAFT_KEY } from "../data/storage-keys";
import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_SEND_PAUSE_MS,
  contactFieldErrors,
  contactMailtoUrl,
  sendContactMessage,
  startingValues,
  type ContactMessage,
} from "../lib/contact/contact-message";
import { CONTACT_TOASTS, contactPauseNote, notSentNote } from "../text/contact";
import { withErrorBoundary } from "../ui/island-error-boundary";
import { SiteToaster } from "../ui/site-toaster";

interface Props {
  /** Where the mailto fallback addresses the message. */
  email: string;
  /** Form back-end configured at build time; without it the form opens the visitor's e-mail program. */
  endpoint: string | null;
  /** The site's name, for the message's subject line. */
  siteName: string;
}

const EMPTY: ContactMessage = { name: "", email: "", message: "" };

function readDraft(): ContactMessage {
  try {
    const raw = sessionStorage.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<ContactMessage>;
    return {
      name: typeof parsed.name === "string" ? parsed.name : "",
      email: typeof parsed.email === "string" ? parsed.email : "",
      message: typeof parsed.message === "string" ? parsed.message : "",
    };
  } catch {
    return EMPTY;
  }
}

function writeDraft(message: ContactMessage): void {
  try {
    if (message.name || message.email || message.message) {
      sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(message));
    } else {
      sessionStorage.removeItem(CONTACT_DRAFT_KEY);
    }
  } catch {
    // Storage may be blocked; the form still works, only the draft is not kept.
  }
}

/** What the visitor typed into the server-rendered fields before the island hydrated. */
function typedFields(form: HTMLFormElement | null): ContactMessage {
  const value = (name: keyof ContactMessage) => {
    const field = form?.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
  };
  return { name: value("name"), email: value("email"), message: value("message") };
}

type Status =
  { kind: "idle" } | { kind: "sending" } | { kind: "error"; text: string } | { kind: "mailto"; href: string };

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-page px-3.5 py-2.5 text-ink placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent";

function ContactForm({ email, endpoint, siteName }: Props) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // What each field still needs, said beside it once Send was pressed (the browser's own bubbles are off).
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  // Send stays disabled in the server HTML: a submit before hydration would leave the page.
  const [hydrated, setHydrated] = useState(false);
  // True for CONTACT_SEND_PAUSE_MS after a message was sent: Send waits.
  const [paused, setPaused] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const loaded = useRef(false);

  // The draft is read after hydration so the server HTML and the first client render agree; text
  // typed into the fields before then is taken up, not wiped by the first render.
  useEffect(() => {
    setValues(startingValues(typedFields(form.current), readDraft()));
    setHydrated(true);
    loaded.current = true;
  }, []);

  useEffect(() => {
    if (loaded.current) writeDraft(values);
  }, [values]);

  const update = (field: keyof ContactMessage) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A field's note goes once it is edited; Send checks again.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** A field's error as its own described text, and the attributes that tie the two together. */
  const errorOf = (field: keyof ContactMessage, described: string[] = []) => {
    const text = errors[field];
    const id = `contact-${field}-error`;
    return {
      note: text ? (
        <p id={id} className="mt-1.5 text-sm font-medium text-danger">
          {text}
        </p>
      ) : null,
      attributes: {
        "aria-invalid": text ? true : undefined,
        "aria-describedby": [...(text ? [id] : []), ...described].join(" ") || undefined,
      },
    };
  };

  /** The fields cleared and the visitor thanked; Send pauses before another message. */
  function sent() {
    setValues(EMPTY);
    writeDraft(EMPTY);
    setStatus({ kind: "idle" });
    toast.success(CONTACT_TOASTS.sent.title, { description: CONTACT_TOASTS.sent.description });
    setPaused(true);
    setTimeout(() => setPaused(false), CONTACT_SEND_PAUSE_MS);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || paused) return; // a double click sends one message
    const problems = contactFieldErrors(values);
    setErrors(problems);
    const first = (["name", "email", "message"] as const).find((field) => problems[field]);
    if (first) {
      setStatus({ kind: "idle" });
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (!endpoint) {
      const href = contactMailtoUrl(email, values, siteName);
      window.location.href = href;
      setStatus({ kind: "mailto", href });
      return;
    }
    // Filled by a script: it is told what a person is told, and nothing is sent.
    if (honeypot.current?.value) {
      sent();
      return;
    }
    sending.current = true;
    setStatus({ kind: "sending" });
    const outcome = await sendContactMessage(endpoint, values, siteName);
    sending.current = false;
    if (outcome.ok) {
      sent();
    } else {
      const text = notSentNote(outcome.reason, email);
      setStatus({ kind: "error", text });
      toast.error(CONTACT_TOASTS.notSent, { description: outcome.reason });
    }
  }

  const busy = status.kind === "sending";
  return (
    <>
      <form
        ref={form}
        // Never GET: a submit that slips past a script would put the message in a URL.
        method="post"
        // The site says what a field needs, beside it; the browser's bubbles would say it in its own words.
        noValidate
        onSubmit={submit}
        className="mt-6 space-y-5"
        aria-busy={busy}
        data-endpoint={endpoint ? "configured" : "mailto"}
        data-hydrated={hydrated}
      >
        <div>
          <label htmlFor="contact-name" className="text-sm font-medium">
            Name
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            autoComplete="name"
            value={values.name}
            onChange={update("name")}
            className={inputClass}
            {...errorOf("name").attributes}
          />
          {errorOf("name").note}
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-medium">
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={update("email")}
            className={inputClass}
            {...errorOf("email").attributes}
          />
          {errorOf("email").note}
        </div>
        <div>
          <label htmlFor="contact-message" className="text-sm font-medium">
            Message
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={update("message")}
            className={inputClass}
            {...errorOf("message", ["contact-message-count"]).attributes}
          />
          {errorOf("message").note}
          <p id="contact-message-count" className="mt-1 text-xs text-muted">
            {values.message.length} / {CONTACT_LIMITS.message} characters
          </p>
        </div>
        {status.kind === "error" && (
          <p role="alert" className="rounded-xl border border-danger p-3 text-sm text-danger">
            {status.text}
          </p>
        )}
        {status.kind === "mailto" && (
          <p role="status" className="rounded-xl border border-line p-3 text-sm">
            Your e-mail program should now open with this message addressed to {email}. Press Send there to deliver it:
            nothing has been sent yet, so your text stays here. If nothing opened,{" "}
            <a href={status.href} className="font-medium text-accent underline underline-offset-2">
              open the message in your e-mail program
            </a>{" "}
            or write to {email} directly.
          </p>
        )}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="contact-gotcha">Leave this field empty</label>
          <input
            ref={honeypot}
            id="contact-gotcha"
            name={CONTACT_HONEYPOT}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {paused && endpoint && (
          <p role="status" className="text-sm text-muted" data-testid="contact-pause">
            {contactPauseNote(CONTACT_SEND_PAUSE_MS / 1000)}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || !hydrated || paused}
          className="btn-primary w-full disabled:opacity-70 sm:w-auto"
        >
          {busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {busy ? "Sending..." : endpoint ? "Send Message" : "Send via your e-mail program"}
        </button>
      </form>
      <SiteToaster />
    </>
  );
}

export default withErrorBoundary(ContactForm);
