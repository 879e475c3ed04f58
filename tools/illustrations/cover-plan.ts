/**
 * Which cover an article gets, decided from its front matter alone: the first rule of COVER_RULES that matches picks
 * the composition, the article's first shape (or one drawn from its slug) the face, its audience the figure. A new
 * article gets a fitting cover without code changes; the slug only varies the look (side, shape, small choices).
 */
import { FACE_SHAPES, type FaceShape } from "../../src/data/face-shapes.ts";
import type { BlogAudience, BlogTopic } from "../../src/lib/content/blog-schema.ts";

/** The front matter a cover is drawn from. */
export interface CoverSource {
  slug: string;
  title: string;
  category: string;
  topics: readonly BlogTopic[];
  shapes: readonly FaceShape[];
  audience: BlogAudience;
}

/** The kinds of cover, each drawn by its own function under covers/ (one file per family). */
export const COVER_COMPOSITIONS = [
  "measure",
  "beard",
  "winter",
  "jewelry",
  "hat-lineup",
  "hat-guide",
  "sunglasses",
  "glasses",
  "vanity",
  "makeup",
  "verdict",
  "palette",
  "runway",
  "six-shapes",
  "gallery",
  "duo",
  "portrait",
] as const;
export type CoverComposition = (typeof COVER_COMPOSITIONS)[number];

export interface CoverPlan {
  slug: string;
  composition: CoverComposition;
  /** The main face: the article's first shape, or one picked from the slug when it covers every shape. */
  shape: FaceShape;
  /** Whether the article is written for one shape (the cover then shows that shape's outline). */
  shapeSpecific: boolean;
  gender: "female" | "male";
  /** Which side of the cover the main figure stands on. */
  side: "left" | "right";
  /** A number from the slug, for choices that only vary the look. */
  variant: number;
}

const has = (source: CoverSource, topic: BlogTopic): boolean => source.topics.includes(topic);
const says = (source: CoverSource, pattern: RegExp): boolean => pattern.test(source.title);

/** First match wins; the order puts specific subjects (a beard, a hat) before broad topics (hair). */
export const COVER_RULES: readonly { composition: CoverComposition; when: (source: CoverSource) => boolean }[] = [
  { composition: "measure", when: (s) => has(s, "measuring") },
  { composition: "beard", when: (s) => has(s, "beard") },
  { composition: "winter", when: (s) => has(s, "accessories") && says(s, /winter|scarf|beanie/i) },
  { composition: "jewelry", when: (s) => says(s, /earring|jewel/i) },
  { composition: "hat-lineup", when: (s) => says(s, /\bhats?\b/i) && says(s, /universal|suit every/i) },
  { composition: "hat-guide", when: (s) => says(s, /\bhats?\b/i) },
  { composition: "sunglasses", when: (s) => says(s, /sunglass/i) },
  { composition: "six-shapes", when: (s) => s.shapes.length === 0 && s.topics.length >= 3 },
  { composition: "glasses", when: (s) => s.topics[0] === "glasses" },
  { composition: "vanity", when: (s) => has(s, "makeup") && (has(s, "hair") || says(s, /red.carpet|get ready/i)) },
  { composition: "makeup", when: (s) => has(s, "makeup") },
  { composition: "verdict", when: (s) => has(s, "hair") && says(s, /avoid/i) },
  { composition: "palette", when: (s) => has(s, "hair") && says(s, /colou?r|highlight|balayage/i) },
  { composition: "runway", when: (s) => has(s, "accessories") && says(s, /fashion|runway|trend/i) },
  { composition: "gallery", when: (s) => has(s, "hair") && says(s, /celebrit/i) },
  { composition: "duo", when: (s) => has(s, "hair") },
  { composition: "portrait", when: () => true },
];

/** FNV-1a: a small, stable number from a string, so the same slug always draws the same cover. */
export function slugHash(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Compositions that always show a woman or a man, whatever the audience. */
const FIGURE_GENDER: Partial<Record<CoverComposition, "female" | "male">> = {
  beard: "male",
  jewelry: "female",
  makeup: "female",
  vanity: "female",
  palette: "female",
  gallery: "female",
};

export function planCover(source: CoverSource): CoverPlan {
  const rule = COVER_RULES.find((candidate) => candidate.when(source));
  const composition = rule?.composition ?? "portrait";
  const hash = slugHash(source.slug);
  const first = source.shapes[0];
  const shape = first ?? (FACE_SHAPES[hash % FACE_SHAPES.length] as FaceShape);
  const gender =
    FIGURE_GENDER[composition] ??
    (source.audience === "men"
      ? "male"
      : source.audience === "women"
        ? "female"
        : (hash >>> 3) % 2 === 0
          ? "female"
          : "male");
  return {
    slug: source.slug,
    composition,
    shape,
    shapeSpecific: first !== undefined,
    gender,
    side: (hash >>> 5) % 2 === 0 ? "left" : "right",
    variant: (hash >>> 7) % 1000,
  };
}
