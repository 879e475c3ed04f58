/**
 * Reads the editorial collections straight from their files, for tests and scripts that run
 * outside Astro: the same files and schemas as src/content.config.ts, so expectations follow
 * what an editor writes instead of a hand-kept copy.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { FACE_SHAPES } from "../../data/face-shapes";
import {
  faceShapeDescriptionSchema,
  type FaceShapeDescription,
} from "../face-shape-descriptions/face-shape-description-schema";
import { faqSchema, type FaqItem } from "../faq/faq-schema";
import { legalPageSchema, type LegalPageData } from "../legal/legal-page-schema";

export const CONTENT_DIR = join(import.meta.dirname, "../../../content");

/** The FAQ's questions and answers in the file's order (the page's order), placeholders filled in. */
export function readFaqFile(): FaqItem[] {
  return faqSchema.parse(parse(readFileSync(join(CONTENT_DIR, "faq.yaml"), "utf8"))).questions;
}

/** The six face-shape descriptions, in FACE_SHAPES order. */
export function readFaceShapeFiles(): FaceShapeDescription[] {
  return FACE_SHAPES.map((shape) =>
    faceShapeDescriptionSchema.parse(
      JSON.parse(readFileSync(join(CONTENT_DIR, "face-shapes", `${shape.toLowerCase()}.json`), "utf8")),
    ),
  );
}

/** Every legal page's front matter, keyed by its slug (the file name, which is also the page's address). */
export function readLegalFiles(): { slug: string; data: LegalPageData }[] {
  const dir = join(CONTENT_DIR, "legal");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), "utf8"));
      if (!match) throw new Error(`${file} has no front matter.`);
      return { slug: file.replace(/\.mdx$/, ""), data: legalPageSchema.parse(parse(match[1] ?? "")) };
    });
}
