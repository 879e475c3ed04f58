import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { isChunkLoadError } from "../lib/site-update/load-chunk";

/** What a visitor whose tab outlived a deploy is told, in the page and in a toast. */
export const SITE_UPDATED = {
  title: "The site was updated: reload",
  description: "A newer version of this site is online, and this part of the page needs it. Reload to continue.",
  action: "Reload",
} as const;

const reload = () => window.location.reload();

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

/**
 * For code loaded by an action (drawing the result card, say): when `error` is a chunk that
 * could not be loaded, shows the "site was updated" toast with a Reload button and returns true.
 */
export function toastIfSiteUpdated(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  toast.error(SITE_UPDATED.title, {
    description: SITE_UPDATED.description,
    action: { label: SITE_UPDATED.action, onClick: reload },
  });
  return true;
}
