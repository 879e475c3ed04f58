import { RefreshCw } from "lucide-react";
import { SITE_UPDATED } from "../text/site";

/** Loads the page again, from the new deploy. */
export const reload = () => window.location.reload();

/**
 * Shown in place of a part of the page whose code could not be loaded because the site was
 * updated since the page opened; the rest of the page keeps working.
 */
export function SiteUpdatedNote() {
  return (
    <div role="alert" className="rounded-xl border border-line bg-card p-4 text-sm" data-testid="site-updated">
      <p className="font-semibold">{SITE_UPDATED.title}</p>
      <p className="mt-1 text-muted">{SITE_UPDATED.description}</p>
      <button type="button" className="btn-primary mt-3" onClick={reload}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {SITE_UPDATED.action}
      </button>
    </div>
  );
}
