import { useEffect, useRef, type ReactNode } from "react";
import { keepTabInside } from "./keep-tab-inside";

interface Props {
  /** id of the element that names the dialog. */
  labelledBy: string;
  /** Called when the visitor presses Escape or clicks the backdrop; omit to make the dialog impossible to dismiss. */
  onDismiss?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: the browser makes the page behind it inert; Tab stays
 * inside; focus returns to where it was. It opens when mounted and closes when unmounted.
 */
export function ModalDialog({ labelledBy, onDismiss, className = "", children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    // React removes the dialog before this cleanup runs, too late for the browser to restore
    // focus itself, so the dialog puts it back where it was when it opened.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(100%-2rem,48rem)] overflow-y-auto rounded-2xl border border-line bg-page p-0 text-ink shadow-2xl backdrop:bg-black/60 ${className}`}
    >
      {children}
    </dialog>
  );
}
