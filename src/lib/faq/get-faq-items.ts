import { getEntry } from "astro:content";
import type { FaqItem } from "../content/faq-schema";

/** The FAQ's questions and answers in the order of content/faq.yaml. */
export async function getFaqItems(): Promise<FaqItem[]> {
  const entry = await getEntry("faq", "faq");
  if (!entry) throw new Error("content/faq.yaml is missing: the home page's FAQ is read from it.");
  return entry.data.questions;
}
