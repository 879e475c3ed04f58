import { useStore } from "@nanostores/react";
import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";
// sonner's stylesheet, bundled with the page's CSS (its run-time copy is dropped at build time:
// src/integrations/sonner-stylesheet.ts), so the Content-Security-Policy needs no hash for it.
import "sonner/dist/styles.css";
import "./site-toaster.css";
import { $theme } from "../stores/theme";
import { TOASTS_LABEL } from "../text/site";

/** How long a toast stays, within the first design's 4 to 5 seconds (docs/product.md, "Messages"). */
export const TOAST_DURATION_MS = 4000;

/** Where sonner lays toasts out for a phone, across the screen (its own stylesheet's breakpoint). */
const PHONE_TOASTS = "(max-width: 600px)";

/** From the phone's top edge: the toast lies over the sticky header's strip (site-toaster.css). */
const PHONE_OFFSET = { top: 8, left: 8, right: 8 } as const;

const phoneMedia = () => globalThis.matchMedia?.(PHONE_TOASTS);

function subscribePhoneToasts(change: () => void): () => void {
  const media = phoneMedia();
  media?.addEventListener("change", change);
  return () => media?.removeEventListener("change", change);
}

/** True where toasts take a phone's whole width; false in the server's HTML and while hydrating. */
function usePhoneToasts(): boolean {
  return useSyncExternalStore(
    subscribePhoneToasts,
    () => phoneMedia()?.matches ?? false,
    () => false,
  );
}

/**
 * The site's one toast region: bottom-right on a wider screen, announced as "Notifications", Alt+T
 * moves focus to it and Escape collapses it (sonner's own behaviour). On a phone a toast at the
 * bottom covered a sixth of the screen (the result's blend, issue 52): there it shows at the top
 * edge instead, compact, over the sticky header's strip, and covers none of the page below it. It
 * follows the site's theme, not only the system's, and keeps sonner's plain colours, which meet
 * contrast in both themes.
 */
export function SiteToaster() {
  const theme = useStore($theme);
  const phone = usePhoneToasts();
  return (
    <Toaster
      position={phone ? "top-center" : "bottom-right"}
      mobileOffset={PHONE_OFFSET}
      containerAriaLabel={TOASTS_LABEL}
      hotkey={["altKey", "KeyT"]}
      duration={TOAST_DURATION_MS}
      closeButton
      theme={theme}
    />
  );
}
