/**
 * The id a question's answer has on the page, from the question's words ("How accurate is it?"
 * gives `how-accurate-is-it`), so `/#how-accurate-is-it` opens that answer. Rewording a question
 * changes its link.
 */
export function faqAnswerId(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
