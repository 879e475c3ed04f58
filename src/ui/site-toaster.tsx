import { useStore } from "@nanostores/react";
import { Toaster } from "sonner";
// sonner's stylesheet, bundled with the page's CSS (its run-time copy is dropped at build time:
// src/integrations/sonner-stylesheet.ts), so the Content-Security-Policy needs no hash for it.
import "sonner/dist/styles.css";
import { $theme } from "../stores/theme";
import { TOASTS_LABEL } from "../text/site";

/** How long a toast stays, within the first design's 4 to 5 seconds (docs/product.md, "Messages"). */
export const TOAST_DURATION_MS = 4000;

/**
 * The site's one toast region: bottom-right, announced as "Notifications", Alt+T moves focus
 * to it and Escape collapses it (sonner's own behaviour). It follows the site's theme, not
 * only the system's, and keeps sonner's plain colours, which meet contrast in both themes.
 */
export function SiteToaster() {
  const theme = useStore($theme);
  return (
    <Toaster
      position="bottom-right"
      containerAriaLabel={TOASTS_LABEL}
      hotkey={["altKey", "KeyT"]}
      duration={TOAST_DURATION_MS}
      closeButton
      theme={theme}
    />
  );
}
