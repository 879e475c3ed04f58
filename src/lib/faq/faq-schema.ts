import { z } from "astro/zod";
import { STORAGE_SUMMARY } from "../../data/device-storage";
import { editorText } from "../content/editor-text";
import { faqAnswerId } from "./faq-answer-id";

/**
 * Shared sentences an answer may name in braces instead of repeating them: the build puts the
 * sentence in its place, so every page that says it says it the same way.
 */
export const FAQ_PLACEHOLDERS: Readonly<Record<string, string>> = {
  "{storageSummary}": STORAGE_SUMMARY,
};

const PLACEHOLDER = /\{[^}]*\}/g;
const placeholderNames = Object.keys(FAQ_PLACEHOLDERS).join(", ");

/** One question and its answer. */
export const faqItemSchema = z.object({
  /** The question as a visitor would ask it, ending with a question mark. */
  question: editorText("question", 10, 120).refine((question) => question.endsWith("?"), {
    error: "question must end with a question mark.",
  }),
  /** The answer: plain text, no HTML; {storageSummary} stands for the site's sentence about what it stores. */
  answer: editorText("answer", 30, 1200)
    .refine((answer) => (answer.match(PLACEHOLDER) ?? []).every((name) => name in FAQ_PLACEHOLDERS), {
      error: `answer uses a {…} placeholder that does not exist: the only one is ${placeholderNames}.`,
    })
    .transform((answer) => answer.replace(PLACEHOLDER, (name) => FAQ_PLACEHOLDERS[name] ?? name)),
});

/** `content/faq.yaml`: the questions in the order the page shows them. */
export const faqSchema = z.object({
  questions: z
    .array(faqItemSchema, { error: "questions is required: list the questions, each with a question and an answer." })
    .min(1, { error: "questions needs at least one entry." })
    .refine((items) => new Set(items.map((item) => faqAnswerId(item.question))).size === items.length, {
      error: "questions has two questions with the same words, which would share one link: reword one.",
      // Only once every question is valid, so a mistake in one question is reported alone.
      when: ({ issues }) => issues.length === 0,
    }),
});

/** A question and its answer as the page shows them (placeholders filled in). */
export type FaqItem = z.output<typeof faqItemSchema>;
