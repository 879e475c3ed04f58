import { describe, expect, it } from "vitest";
import { FACE_SHAPES, type FaceShape, type Gender } from "../../src/data/face-shapes";
import type { LabelledShape } from "../../src/lib/face-shape/face-shape-model";
import { SHAPE_EVIDENCE } from "../../src/lib/face-shape/model/figures.data";
import type { RangedMeasurement } from "../../src/lib/face-shape/shape-evidence-types";
import { htmlFiles, readDist } from "../../scripts/built-site.ts";

/**
 * No page states a proportion of a face shape that the labelled photos contradict
 * (SHAPE_EVIDENCE in src/lib/face-shape/model/figures.data.ts, measured the way the analyzer measures).
 * Every built page's text is split into sentences; a sentence fails when it states one of the
 * usual rules of thumb the evidence contradicts (unless it calls it a rule of thumb), or when it
 * compares shapes (longest, shortest,
 * more angular jaw, more pointed chin, ...) in a way the medians of the gender it speaks of do
 * not bear out. A sentence that names women or men speaks of that gender; any other of both.
 */

/** Rules of thumb the labelled photos contradict: no shape's typical face comes near them. */
const CONTRADICTED: readonly RegExp[] = [
  /\b1\.5 times\b/i,
  /\bone and a half times\b/i,
  /\babout 1\.5\b/i,
  /\bmore than 1\.5\b/i,
  /within about 10 ?%/i,
  /\blength (is )?close to (its|the) width\b/i,
  /\blength close together\b/i,
  /\bwidth and length (are )?(about|roughly|nearly) (equal|the same)\b/i,
  /\b(nearly|almost|about) as wide as (it is )?long\b/i,
];

/**
 * A built page's visible text, one block (paragraph, list item, table row, caption) a line: a
 * heading stays with the block under it, which it names.
 */
const text = (file: string) =>
  readDist(file)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/\s+/g, " ")
    .replace(/<\/(p|li|tr|caption|figcaption|dd|dt|blockquote)>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;|&rsquo;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[^\S\n]+/g, " ");

const sentencesOf = (file: string) =>
  text(file)
    .split(/\n|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * The shapes a comparison speaks of: those named in its own clause, or, where the clause names
 * none ("it was the longest"), those the sentence names.
 */
function shapesCompared(sentence: string, words: RegExp): FaceShape[] {
  const own = shapesIn(clauseOf(sentence, words));
  return own.length > 0 ? own : shapesIn(sentence);
}

/** The clause (between commas, semicolons and colons) that holds a comparison. */
const clauseOf = (sentence: string, words: RegExp): string =>
  sentence.split(/[,;:]/).find((part) => words.test(part)) ?? sentence;

const gendersOf = (sentence: string): Gender[] =>
  /\bwomen\b/i.test(sentence) && !/\bmen\b/i.test(sentence)
    ? ["female"]
    : /\bmen\b/i.test(sentence) && !/\bwomen\b/i.test(sentence)
      ? ["male"]
      : ["female", "male"];

const median = (gender: Gender, shape: FaceShape, m: RangedMeasurement) =>
  SHAPE_EVIDENCE[gender].shapes[shape as LabelledShape]?.ranges[m].median;

/** The shapes a sentence names (lower case, as prose writes them). */
const shapesIn = (sentence: string) => FACE_SHAPES.filter((s) => new RegExp(`\\b${s}\\b`, "i").test(sentence));

/**
 * Comparative words and what they claim of the shapes a sentence names: each named labelled shape
 * holds the extreme (`most`: the largest median; `least`: the smallest) of the measurement among
 * the gender's shapes, every named shape on the same side of every unnamed one.
 */
const SUPERLATIVES: readonly { words: RegExp; measurement: RangedMeasurement; most: boolean }[] = [
  { words: /\blongest\b/i, measurement: "faceLength", most: true },
  { words: /\bshortest\b/i, measurement: "faceLength", most: false },
  { words: /\bmost angular jaw|sharpest jaw corners\b/i, measurement: "jawAngle", most: false },
  { words: /\bsoftest jaw corners\b/i, measurement: "jawAngle", most: true },
  { words: /\bmost pointed chin/i, measurement: "chinAngle", most: false },
  { words: /\bbroadest chin|bluntest chin/i, measurement: "chinAngle", most: true },
];

/** Whether a superlative holds: the named shapes' medians all beyond every other shape's. */
function superlativeHolds(gender: Gender, named: readonly FaceShape[], measurement: RangedMeasurement, most: boolean) {
  const labelled = Object.keys(SHAPE_EVIDENCE[gender].shapes) as FaceShape[];
  const inside = named.filter((s) => labelled.includes(s));
  if (inside.length === 0) return true;
  const outside = labelled.filter((s) => !inside.includes(s));
  return inside.every((s) =>
    outside.every((o) => {
      const a = median(gender, s, measurement) ?? Number.NaN;
      const b = median(gender, o, measurement) ?? Number.NaN;
      return most ? a > b : a < b;
    }),
  );
}

describe("no page states a shape's proportion the labelled photos contradict", () => {
  const pages = htmlFiles();

  it("has pages to read, among them the home page, the measuring guide and the about page", () => {
    for (const page of ["index.html", "about.html", "blog/measure-face-shape-home.html"]) expect(pages).toContain(page);
  });

  for (const file of pages) {
    it(`${file}`, () => {
      const problems: string[] = [];
      for (const sentence of sentencesOf(file)) {
        // A rule of thumb said as one (and then set against the evidence) is allowed.
        if (!/\brules? of thumb\b/i.test(sentence))
          for (const rule of CONTRADICTED) if (rule.test(sentence)) problems.push(`rule of thumb: "${sentence}"`);
        if (shapesIn(sentence).length === 0) continue;
        for (const { words, measurement, most } of SUPERLATIVES) {
          if (!words.test(sentence)) continue;
          const clause = clauseOf(sentence, words);
          // "the shortest layers" compares haircuts: a length superlative speaks of a face, a shape or an outline.
          if (measurement === "faceLength" && !/\b(faces?|shapes?|outlines?)\b/i.test(clause)) continue;
          const named = shapesCompared(sentence, words);
          for (const gender of /\b(wo)?men\b/i.test(clause) ? gendersOf(clause) : gendersOf(sentence))
            if (!superlativeHolds(gender, named, measurement, most))
              problems.push(`${gender}: "${sentence}" (${measurement} medians disagree)`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("the home page's shape cards", () => {
  it("state each labelled shape's measured length as the evidence has it, for women and for men", () => {
    const html = readDist("index.html");
    for (const shape of FACE_SHAPES) {
      const card = new RegExp(`<p[^>]*data-measured-length="${shape}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? "";
      for (const [gender, group] of [
        ["female", "women"],
        ["male", "men"],
      ] as const) {
        const range = SHAPE_EVIDENCE[gender].shapes[shape as LabelledShape]?.ranges.faceLength;
        if (range) expect(card).toContain(`${Math.round(range.low)}–${Math.round(range.high)} % for ${group}`);
        else expect(card).not.toContain(`for ${group}`);
      }
      if (shape === "Diamond") expect(card).toBe("");
    }
  });
});

describe("the superlatives' check", () => {
  it("fails a claim the medians contradict", () => {
    const women = Object.keys(SHAPE_EVIDENCE.female.shapes) as FaceShape[];
    const longest = [...women].sort(
      (a, b) => (median("female", b, "faceLength") ?? 0) - (median("female", a, "faceLength") ?? 0),
    );
    expect(superlativeHolds("female", [longest[0]!], "faceLength", true)).toBe(true);
    expect(superlativeHolds("female", [longest[longest.length - 1]!], "faceLength", true)).toBe(false);
    expect(gendersOf("Among the labelled men, oval faces were the longest.")).toEqual(["male"]);
    expect(gendersOf("Oval faces are longer than they are wide.")).toEqual(["female", "male"]);
  });
});
