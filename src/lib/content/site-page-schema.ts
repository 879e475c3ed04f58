import { z } from "astro/zod";
import { editorText } from "./editor-text";

/** Front matter of a page written in `content/pages/` (the about page). */
export const sitePageSchema = z.object({
  /** The page's browser title. */
  title: editorText("title", 5, 60),
  /** The page's meta description, shown by search engines. */
  description: editorText("description", 70, 170),
  /** The sentence under the page's H1. */
  lead: editorText("lead", 20, 200),
  /** The box at the page's end that leads to the analyzer: a heading, a sentence and the button's label. */
  callToAction: z.object({
    title: editorText("callToAction.title", 5, 80),
    body: editorText("callToAction.body", 20, 300),
    button: editorText("callToAction.button", 3, 40),
  }),
});
