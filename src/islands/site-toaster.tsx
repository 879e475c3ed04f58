import { Toaster } from "sonner";

/** How long a toast stays, within SPEC.md's 4 to 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/**
 * The site's one toast region: bottom-right, announced as "Notifications",
 * Alt+T moves focus to it and Escape collapses it (sonner's own behaviour).
 */
export function SiteToaster() {
  return (
    <Toaster
      position="bottom-right"
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme="system"
    />
  );
}
