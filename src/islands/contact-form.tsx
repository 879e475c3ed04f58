import { Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from "react";
import { toast } from "sonner";
import { CONTACT_DRAFT_KEY } from "../data/storage-keys";
import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_SEND_PAUSE_MS,
  contactFieldProblems,
  cleanMessage,
  contactMailtoUrl,
  sendContactMessage,
  startingValues,
  type ContactMessage,
} from "../lib/contact/contact-message";
import {
  CONTACT_FIELD_LABELS,
  CONTACT_MAILTO_NOTE,
  CONTACT_SEND_BUTTON,
  CONTACT_TOASTS,
  HONEYPOT_LABEL,
  characterCount,
  contactFieldErrors,
  contactPauseNote,
  formSubject,
  mailSubject,
  notSentNote,
  notSentReason,
} from "../text/contact";
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

type Field = keyof ContactMessage;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ["name", "email", "message"];

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-page px-3.5 py-2.5 text-ink placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent";

/**
 * The form's values, kept as a draft for this tab, and what each field still needs (said beside it
 * once Send was pressed: the browser's own bubbles are off).
 */
function useContactValues(form: RefObject<HTMLFormElement>) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Send stays disabled in the server HTML: a submit before hydration would leave the page.
  const [hydrated, setHydrated] = useState(false);
  const loaded = useRef(false);

  // The draft is read after hydration so the server HTML and the first client render agree; text
  // typed into the fields before then is taken up, not wiped by the first render.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the typed fields and the draft are read once, only after hydration (above)
    setValues(startingValues(typedFields(form.current), readDraft()));
    setHydrated(true);
    loaded.current = true;
  }, [form]);

  useEffect(() => {
    if (loaded.current) writeDraft(values);
  }, [values]);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A field's note goes once it is edited; Send checks again.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return { values, setValues, errors, setErrors, hydrated, update };
}

type ContactValues = ReturnType<typeof useContactValues>;

/**
 * Send: checks the fields, then hands the message to the form back-end (or, without one, to the
 * visitor's e-mail program) and says how it went; after a message is sent, Send pauses.
 */
function useContactSend(
  { email, endpoint, siteName }: Props,
  form: RefObject<HTMLFormElement>,
  { values, setValues, setErrors }: ContactValues,
) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // True for CONTACT_SEND_PAUSE_MS after a message was sent: Send waits.
  const [paused, setPaused] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = useRef(false);

  /** The fields cleared and the visitor thanked; Send pauses before another message. */
  function sent() {
    setValues(EMPTY);
    writeDraft(EMPTY);
    setStatus({ kind: "idle" });
    toast.success(CONTACT_TOASTS.sent.title, { description: CONTACT_TOASTS.sent.description });
    setPaused(true);
    setTimeout(() => setPaused(false), CONTACT_SEND_PAUSE_MS);
  }

  /** Says beside each field what it still needs and moves to the first such field; true when none does. */
  function fieldsReady(): boolean {
    const problems = contactFieldErrors(contactFieldProblems(values));
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (!first) return true;
    setStatus({ kind: "idle" });
    form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || paused) return; // a double click sends one message
    if (!fieldsReady()) return;
    if (!endpoint) {
      const href = contactMailtoUrl(email, values, mailSubject(cleanMessage(values).name, siteName));
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
    const outcome = await sendContactMessage(endpoint, values, formSubject(cleanMessage(values).name, siteName));
    sending.current = false;
    if (outcome.ok) {
      sent();
    } else {
      const reason = notSentReason(outcome.failure);
      setStatus({ kind: "error", text: notSentNote(reason, email) });
      toast.error(CONTACT_TOASTS.notSent, { description: reason });
    }
  }

  return { status, paused, honeypot, submit };
}

/** The id of a field's error note, which the field names among what describes it. */
const errorId = (field: Field) => `contact-${field}-error`;

/** A field, labelled, tied to its error note (and to `described`, other text about it), the note under it. */
function ContactField({
  field,
  value,
  error,
  onChange,
  described = [],
  children,
}: {
  field: Field;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  described?: string[];
  children?: ReactNode;
}) {
  const id = `contact-${field}`;
  const attributes = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [...(error ? [errorId(field)] : []), ...described].join(" ") || undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {CONTACT_FIELD_LABELS[field]}
      </label>
      {field === "message" ? (
        <textarea
          id={id}
          name={field}
          rows={6}
          required
          value={value}
          onChange={onChange}
          className={inputClass}
          {...attributes}
        />
      ) : (
        <input
          id={id}
          name={field}
          type={field === "email" ? "email" : "text"}
          required
          autoComplete={field}
          value={value}
          onChange={onChange}
          className={inputClass}
          {...attributes}
        />
      )}
      {error ? (
        <p id={errorId(field)} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** After Send without a back-end: the e-mail program should open, with a link that opens it again. */
function MailtoNote({ email, href }: { email: string; href: string }) {
  return (
    <p role="status" className="rounded-xl border border-line p-3 text-sm">
      {CONTACT_MAILTO_NOTE.before(email)}
      <a href={href} className="font-medium text-accent underline underline-offset-2">
        {CONTACT_MAILTO_NOTE.link}
      </a>
      {CONTACT_MAILTO_NOTE.after(email)}
    </p>
  );
}

/** The field people never see or reach (CONTACT_HONEYPOT): a script fills it, a person does not. */
function Honeypot({ input }: { input: RefObject<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor="contact-gotcha">{HONEYPOT_LABEL}</label>
      <input ref={input} id="contact-gotcha" name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

function SendButton({ busy, disabled, byMail }: { busy: boolean; disabled: boolean; byMail: boolean }) {
  return (
    <button type="submit" disabled={disabled} className="btn-primary w-full disabled:opacity-70 sm:w-auto">
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Send aria-hidden="true" className="size-4" />
      )}
      {busy ? CONTACT_SEND_BUTTON.sending : byMail ? CONTACT_SEND_BUTTON.sendByMail : CONTACT_SEND_BUTTON.send}
    </button>
  );
}

function ContactForm(props: Props) {
  const { email, endpoint } = props;
  const form = useRef<HTMLFormElement>(null);
  const contact = useContactValues(form);
  const { values, errors, hydrated, update } = contact;
  const { status, paused, honeypot, submit } = useContactSend(props, form, contact);
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
        <ContactField field="name" value={values.name} error={errors.name} onChange={update("name")} />
        <ContactField field="email" value={values.email} error={errors.email} onChange={update("email")} />
        <ContactField
          field="message"
          value={values.message}
          error={errors.message}
          onChange={update("message")}
          described={["contact-message-count"]}
        >
          <p id="contact-message-count" className="mt-1 text-xs text-muted">
            {characterCount(values.message.length, CONTACT_LIMITS.message)}
          </p>
        </ContactField>
        {status.kind === "error" && (
          <p role="alert" className="rounded-xl border border-danger p-3 text-sm text-danger">
            {status.text}
          </p>
        )}
        {status.kind === "mailto" && <MailtoNote email={email} href={status.href} />}
        <Honeypot input={honeypot} />
        {paused && endpoint && (
          <p role="status" className="text-sm text-muted" data-testid="contact-pause">
            {contactPauseNote(CONTACT_SEND_PAUSE_MS / 1000)}
          </p>
        )}
        <SendButton busy={busy} disabled={busy || !hydrated || paused} byMail={!endpoint} />
      </form>
      <SiteToaster />
    </>
  );
}

export default withErrorBoundary(ContactForm);
