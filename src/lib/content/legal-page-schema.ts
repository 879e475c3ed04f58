import { z } from "astro/zod";
import { editorText } from "./editor-text";

/** Front matter of a legal page in `content/legal/` (the privacy policy, the terms of service). */
export const legalPageSchema = z.object({
  /** The page's H1 and the start of its browser title. */
  title: editorText("title", 5, 60),
  /** The page's meta description, shown by search engines. */
  description: editorText("description", 70, 170),
  /** The day the text last changed, shown as "Last updated: …" under the title. */
  lastUpdated: z.coerce.date({ error: "lastUpdated must be the day the text last changed, written as YYYY-MM-DD." }),
});

export type LegalPageData = z.infer<typeof legalPageSchema>;
