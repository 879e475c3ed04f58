import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NavLink } from "../data/navigation";
import { withErrorBoundary } from "../ui/island-error-boundary";
import { keepTabInside } from "../ui/keep-tab-inside";
import { SITE_CHROME } from "../text/site";

interface Props {
  links: readonly NavLink[];
  cta: NavLink;
  currentPath: string;
}

/**
 * The small-screen navigation: a right-side panel built on a modal <dialog>, so the
 * browser itself traps focus, makes the page behind it inert and closes it on Escape.
 */
function MobileMenu({ links, cta, currentPath }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        aria-label={SITE_CHROME.toggleMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-xl border border-line bg-card text-ink hover:bg-surface"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="mobile-menu-title"
        onClose={close}
        onKeyDown={keepTabInside}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
        className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[300px] max-w-full border-l border-line bg-page p-0 text-ink shadow-2xl backdrop:bg-black/50 sm:w-[400px]"
      >
        <div className="flex h-full flex-col gap-6 p-6">
          <div className="flex items-center justify-between">
            <p id="mobile-menu-title" className="text-lg font-semibold">
              {SITE_CHROME.menuTitle}
            </p>
            <button
              type="button"
              aria-label={SITE_CHROME.closeMenu}
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-xl hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <nav aria-label={SITE_CHROME.menuNavigation}>
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={close}
                    aria-current={link.href === currentPath ? "page" : undefined}
                    className="block rounded-lg px-3 py-2.5 font-medium hover:bg-surface aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-soft-ink"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a href={cta.href} onClick={close} className="btn-primary mt-auto" data-open-picker>
            {cta.label}
          </a>
        </div>
      </dialog>
    </>
  );
}

export default withErrorBoundary(MobileMenu);
