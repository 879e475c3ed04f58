import { toast } from "sonner";
import { isChunkLoadError } from "../lib/site-update/load-chunk";
import { SITE_UPDATED } from "../text/site";
import { reload } from "./site-updated-note";

/**
 * For code loaded by an action (drawing the result card, say): when `error` is a chunk that
 * could not be loaded, shows the "site was updated" toast with a Reload button and returns true.
 * Kept apart from the note so that pages without toasts do not load the toast library.
 */
export function toastIfSiteUpdated(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  toast.error(SITE_UPDATED.title, {
    description: SITE_UPDATED.description,
    action: { label: SITE_UPDATED.action, onClick: reload },
  });
  return true;
}
