import { describe, expect, it } from "vitest";
import { STORAGE_SUMMARY } from "../../data/device-storage";
import { readFaqFile } from "@tests/support/content-files";
import { faqSchema } from "./faq-schema";
import { CONTENT_PLACEHOLDERS } from "./placeholders";

const item = {
  question: "Is the Face Shape Detector really free?",
  answer: "Yes. There is no fee, no account to create and no limit on how many photos you analyze.",
};

function problems(data: unknown): string[] {
  const result = faqSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("FAQ schema", () => {
  it("reads content/faq.yaml, in its order, with the storage sentence filled in", () => {
    const items = readFaqFile();
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items[0]?.question).toBe("Is the Face Shape Detector really free?");
    expect(items.some((faq) => faq.answer.includes(STORAGE_SUMMARY))).toBe(true);
    expect(items.every((faq) => !/[{}]/.test(faq.answer))).toBe(true);
  });

  it("puts the shared sentence where an answer names {storageSummary}", () => {
    const parsed = faqSchema.parse({ questions: [{ ...item, answer: "No. {storageSummary} Neither is sent." }] });
    expect(parsed.questions[0]?.answer).toBe(`No. ${STORAGE_SUMMARY} Neither is sent.`);
  });

  it("refuses two questions that would share one link", () => {
    expect(problems({ questions: [item, { ...item, question: "Is the Face Shape Detector really free!?" }] })).toEqual([
      "questions: questions has two questions with the same words, which would share one link: reword one.",
    ]);
  });

  it("names the field and the fix for each mistake", () => {
    expect(problems({})).toEqual([
      "questions: questions is required: list the questions, each with a question and an answer.",
    ]);
    expect(problems({ questions: [] })).toEqual(["questions: questions needs at least one entry."]);
    expect(problems({ questions: [{ ...item, question: "Is it free" }] })).toEqual([
      "questions.0.question: question must end with a question mark.",
    ]);
    expect(problems({ questions: [item, { ...item, answer: "Yes." }] })).toEqual([
      "questions.1.answer: answer is too short: write at least 30 characters.",
    ]);
    expect(problems({ questions: [{ question: item.question }] })).toEqual([
      "questions.0.answer: answer is required and must be text.",
    ]);
    expect(problems({ questions: [{ ...item, answer: `${item.answer} {storage}` }] })).toEqual([
      `questions.0.answer: answer uses a {…} placeholder that does not exist: use one of ${Object.keys(CONTENT_PLACEHOLDERS).join(", ")}.`,
    ]);
  });
});
