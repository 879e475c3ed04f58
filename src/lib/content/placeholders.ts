import { STORAGE_SUMMARY } from "../../data/device-storage";
import { editorText } from "./editor-text";

/**
 * Shared sentences editorial text may name in braces instead of repeating them: the build puts the
 * sentence in its place, so every page that says it says it the same way.
 */
export const CONTENT_PLACEHOLDERS: Readonly<Record<string, string>> = {
  "{storageSummary}": STORAGE_SUMMARY,
};

const PLACEHOLDER = /\{[^}]*\}/g;
const placeholderNames = Object.keys(CONTENT_PLACEHOLDERS).join(", ");

/** An editorText field that may name a placeholder, given back with each one's sentence in its place. */
export function editorTextWithPlaceholders(field: string, min: number, max: number) {
  return editorText(field, min, max)
    .refine((text) => (text.match(PLACEHOLDER) ?? []).every((name) => name in CONTENT_PLACEHOLDERS), {
      error: `${field} uses a {…} placeholder that does not exist: the only one is ${placeholderNames}.`,
    })
    .transform((text) => text.replace(PLACEHOLDER, (name) => CONTENT_PLACEHOLDERS[name] ?? name));
}
