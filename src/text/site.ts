/**
 * What any page says when part of it fails: the site was updated since the page opened (reload),
 * or an island hit an unexpected error.
 */

/** What a visitor whose tab outlived a deploy is told, in the page and in a toast. */
export const SITE_UPDATED = {
  title: "The site was updated: reload",
  description: "A newer version of this site is online, and this part of the page needs it. Reload to continue.",
  action: "Reload",
} as const;

/** What a part of the page that failed shows in its place (ui/island-error-boundary.tsx). */
export const ISLAND_ERROR = {
  title: "Unexpected Application Error!",
  /** When the error carries no message of its own. */
  unknown: "Something went wrong.",
  /** When what was thrown is not an error at all (null or undefined). */
  nothingThrown: "Unknown error",
} as const;

/** The header's two buttons and the mobile menu (islands/theme-toggle.tsx, islands/mobile-menu.tsx). */
export const SITE_CHROME = {
  toggleTheme: "Toggle theme",
  toggleMenu: "Toggle menu",
  menuTitle: "Menu",
  closeMenu: "Close menu",
  /** The menu's navigation landmark, beside the header's own. */
  menuNavigation: "Mobile",
} as const;

/** The name screen readers give the toasts' region. */
export const TOASTS_LABEL = "Notifications";
