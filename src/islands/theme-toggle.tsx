import { Moon, Sun } from "lucide-react";
import { toggleTheme } from "../stores/theme";
import { SITE_CHROME } from "../text/site";
import { withErrorBoundary } from "../ui/island-error-boundary";

/**
 * Light/dark switch. Both icons are rendered and CSS shows the one for the current
 * theme, so the server HTML is right before hydration whatever the theme.
 */
function ThemeToggle() {
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={SITE_CHROME.toggleTheme}
      className="inline-flex size-10 items-center justify-center rounded-xl border border-line bg-card text-ink hover:bg-surface"
    >
      <Sun aria-hidden="true" className="size-5 dark:hidden" />
      <Moon aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}

export default withErrorBoundary(ThemeToggle);
