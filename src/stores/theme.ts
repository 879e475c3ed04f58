import { atom, onMount } from "nanostores";
import { THEME_STORAGE_KEY } from "../data/storage-keys";

export type Theme = "light" | "dark";

function themeOnPage(): Theme {
  if (typeof document === "undefined") return "light";
  return document.documentElement.dataset["theme"] === "dark" ? "dark" : "light";
}

/** The theme in force, as the inline head script applied it before first paint. */
export const $theme = atom<Theme>(themeOnPage());

/**
 * While anything listens (the toggle, the toaster), the store follows the page: the inline head
 * script switches the theme when the system setting changes and no choice is stored, and this
 * picks that up instead of keeping the theme the page started with.
 */
onMount($theme, () => {
  if (typeof document === "undefined") return;
  $theme.set(themeOnPage());
  const observer = new MutationObserver(() => $theme.set(themeOnPage()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
});

/** Applies a theme the visitor chose and remembers it. */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset["theme"] = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked (private mode, policies); the theme still applies for this page.
  }
  $theme.set(theme);
}

/** Flips between light and dark. */
export function toggleTheme(): void {
  chooseTheme(themeOnPage() === "dark" ? "light" : "dark");
}
