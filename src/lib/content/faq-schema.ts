import { z } from "astro/zod";
import { editorText } from "./editor-text";
import { editorTextWithPlaceholders } from "./placeholders";
import { faqAnswerId } from "../faq/faq-answer-id";

/** One question and its answer. */
export const faqItemSchema = z.object({
  /** The question as a visitor would ask it, ending with a question mark. */
  question: editorText("question", 10, 120).refine((question) => question.endsWith("?"), {
    error: "question must end with a question mark.",
  }),
  /** The answer: plain text, no HTML; {storageSummary} stands for the site's sentence about what it stores. */
  answer: editorTextWithPlaceholders("answer", 30, 1200),
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
