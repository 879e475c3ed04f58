import { z } from "astro/zod";

/**
 * A text field an editor writes, with messages that name the field, say what is wrong and what to
 * write instead.
 */
export function editorText(field: string, min: number, max: number) {
  return z
    .string({ error: `${field} is required and must be text.` })
    .trim()
    .min(min, { error: `${field} is too short: write at least ${min} characters.` })
    .max(max, { error: `${field} is too long: keep it to ${max} characters or fewer.` });
}
