import { toast } from "sonner";
import { OFFLINE_TOAST, outcomeToast, UNDO_LABEL } from "../../text/analyzer";
import { SITE_UPDATED } from "../../text/site";
import type { ToastText } from "../../text/toast-text";
import { isChunkLoadError } from "../../lib/site-update/load-chunk";
import type { AnalysisFailure } from "./engine";
import { failureReason } from "../../lib/face-engine/engine-failure";

/**
 * What the browser or the worker said about a failure, for the console only: the page shows the
 * site's own words (text/analyzer.ts), so nothing the worker writes reaches the visitor's screen.
 */
function logFailure(failure: AnalysisFailure): void {
  if (failure.kind === "engine-error") console.warn(`Face engine: ${failure.message}`);
  else if (failure.kind === "engine-failed") console.warn(`Face engine: ${failureReason(failure.failure)}`);
  else if (failure.kind === "threw") console.warn("Face engine:", failure.error);
}

/** A toast for something the visitor asked for that did not happen; returns its text, to keep on the page. */
export function notifyProblem(text: ToastText): ToastText {
  toast.error(text.title, { description: text.description });
  return text;
}

/** A toast for something that worked. */
export function notifyDone(text: ToastText): void {
  toast.success(text.title, { description: text.description });
}

/** A toast that tells the visitor what to do next, neither a success nor a failure. */
export function notifyNote(text: ToastText): void {
  toast.message(text.title, { description: text.description });
}

/** A problem said once, in the note beside the picker, which announces itself (no toast repeats it). */
export type ProblemNote = ToastText & { announce: true; reload?: true };

/** A note for the page, announced where it appears: the one place the problem is said. */
export const problemNote = (text: ToastText): ProblemNote => ({ ...text, announce: true });

/**
 * The one mapping from a failed analysis (of a chosen photo, camera frames or an added photo) to
 * what the visitor is told, said once: as the note kept beside the picker. An engine that could not
 * start on a device that is offline was not given its model: that is what the visitor is told.
 * Engine code that could not be loaded means the site was updated: the note says so and offers
 * Reload.
 */
export function failureNote(failure: AnalysisFailure): ProblemNote {
  logFailure(failure);
  const engineFailed = failure.kind === "threw" || failure.kind === "engine-error" || failure.kind === "engine-failed";
  if (engineFailed && globalThis.navigator?.onLine === false) return problemNote(OFFLINE_TOAST);
  if (failure.kind !== "threw") return problemNote(outcomeToast(failure));
  if (isChunkLoadError(failure.error))
    return { ...problemNote({ title: SITE_UPDATED.title, description: SITE_UPDATED.description }), reload: true };
  const detail = failure.error instanceof Error ? { detail: failure.error.message } : {};
  return problemNote(outcomeToast({ kind: "engine-failed", failure: { code: "could-not-start", ...detail } }));
}

/**
 * A toast that offers to put back what was just cleared or deleted: `undo` runs on its Undo;
 * `forget`, when given, once the toast is gone without it (Undo is then impossible).
 */
export function notifyWithUndo(text: ToastText, { undo, forget }: { undo: () => void; forget?: () => void }): void {
  toast(text.title, {
    description: text.description,
    action: { label: UNDO_LABEL, onClick: undo },
    ...(forget ? { onDismiss: forget, onAutoClose: forget } : {}),
  });
}
