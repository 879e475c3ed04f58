import type { FaceShape } from "../../data/face-shapes";
import type { Gender } from "../../data/face-shapes";
import type { BlogAudience, BlogPostData, BlogTopic } from "../content/blog-schema";

/** What the analyzer needs to know of an article to suggest it: a small, serialisable summary. */
export interface GuideSummary {
  slug: string;
  title: string;
  topics: readonly BlogTopic[];
  /** Shapes the article is written for; empty when it covers every shape. */
  shapes: readonly FaceShape[];
  audience: BlogAudience;
  /** Publication date as YYYY-MM-DD (newer wins a tie). */
  date: string;
}

/**
 * The summary of one article that the analyzer island receives. Only the fields it reads, so both
 * the collection's entries (cover as an image) and the files read outside Astro (cover as a path) fit.
 */
export function guideSummary(
  slug: string,
  data: Pick<BlogPostData, "title" | "topics" | "shapes" | "audience" | "date">,
): GuideSummary {
  return {
    slug,
    title: data.title,
    topics: data.topics,
    shapes: data.shapes,
    audience: data.audience,
    date: data.date.toISOString().slice(0, 10),
  };
}

/** The most guides shown under a result. */
export const MAX_GUIDES = 3;

/** The advice the results section links to, in the order it is preferred (makeup for women too). */
export function guideTopics(gender: Gender): readonly BlogTopic[] {
  return gender === "male" ? ["hair", "beard", "glasses"] : ["hair", "glasses", "makeup"];
}

/** True when an article is written for this shape, or covers every shape. */
export function coversShape(guide: GuideSummary, shape: FaceShape): boolean {
  return guide.shapes.length === 0 || guide.shapes.includes(shape);
}

/** True when an article's audience includes the gender the visitor chose. */
export function suitsGender(guide: GuideSummary, gender: Gender): boolean {
  return guide.audience === "everyone" || guide.audience === (gender === "male" ? "men" : "women");
}

/**
 * The articles to read next for a face shape: hair and glasses guides, with beard guides for men
 * and makeup guides for women, that cover the shape and suit the gender. Articles written for this shape come before general
 * ones, and each pick prefers a topic not yet covered, so the list is varied. At most MAX_GUIDES.
 */
export function guidesForShape(guides: readonly GuideSummary[], shape: FaceShape, gender: Gender): GuideSummary[] {
  const topics = guideTopics(gender);
  const firstTopic = (guide: GuideSummary) => {
    const ranks = guide.topics.map((topic) => topics.indexOf(topic)).filter((rank) => rank >= 0);
    return Math.min(...ranks);
  };
  const candidates = guides
    .filter((guide) => coversShape(guide, shape) && suitsGender(guide, gender))
    .filter((guide) => guide.topics.some((topic) => topics.includes(topic)))
    .sort(
      (a, b) =>
        Number(b.shapes.includes(shape)) - Number(a.shapes.includes(shape)) ||
        firstTopic(a) - firstTopic(b) ||
        b.date.localeCompare(a.date) ||
        a.slug.localeCompare(b.slug),
    );

  const chosen: GuideSummary[] = [];
  const covered = new Set<BlogTopic>();
  // First pass: one article per topic, best first; second pass: fill up with the rest in order.
  for (const guide of candidates) {
    if (chosen.length === MAX_GUIDES) break;
    if (guide.topics.every((topic) => !topics.includes(topic) || covered.has(topic))) continue;
    chosen.push(guide);
    guide.topics.forEach((topic) => covered.add(topic));
  }
  for (const guide of candidates) {
    if (chosen.length === MAX_GUIDES) break;
    if (!chosen.includes(guide)) chosen.push(guide);
  }
  return chosen;
}
