import { atom } from "nanostores";

export type Theme = "light" | "dark";

/** Local storage key that keeps the visitor's choice (everything the site stores is listed in data/device-storage.ts). */
export const THEME_STORAGE_KEY = "theme";

function themeOnPage(): Theme {
  if (typeof document === "undefined") return "light";
  return document.documentElement.dataset["theme"] === "dark" ? "dark" : "light";
}

/** The theme in force, as the inline head script applied it before first paint. */
export const $theme = atom<Theme>(themeOnPage());

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
