import { z } from "astro/zod";
import { FACE_SHAPES } from "../../data/face-shapes";
import { editorText } from "./editor-text";
import { editorTextWithPlaceholders } from "./placeholders";

/** A section's heading and the sentence or two under it. */
const heading = { title: editorText("title", 3, 80), intro: editorText("intro", 30, 600) };

/** A card or step: a short heading and its plain-text explanation. */
const point = z.object({
  title: editorText("title", 3, 80),
  /** Plain text; {storageSummary} stands for the site's sentence about what it stores. */
  body: editorTextWithPlaceholders("body", 30, 1200),
});

const list = <T extends z.ZodType>(field: string, item: T) =>
  z
    .array(item, { error: `${field} is required: list its entries.` })
    .min(1, { error: `${field} needs at least one entry.` });

/** `content/home.yaml`: the home page's text, one key per section, in the page's order. */
export const homeContentSchema = z.object({
  /** The first screen, beside the analyzer: a badge, the page's H1, an introduction and three ticks. */
  hero: z.object({
    badge: editorText("hero.badge", 3, 40),
    ...heading,
    points: list("hero.points", editorText("each point", 10, 120)),
  }),
  /** The featured articles. */
  guides: z.object({
    ...heading,
    /**
     * The articles the section shows (docs/product.md, "Home page sections"), by slug (their file name in content/blog/);
     * the collection makes each a reference() to the blog, so the build stops on one that does not exist.
     */
    featured: z
      .array(z.string({ error: "each featured article is its slug, the file name in content/blog/ without .mdx." }), {
        error: "guides.featured is required: list the slugs of the three articles the section shows.",
      })
      .length(3, { error: "guides.featured needs exactly three slugs, one per card." }),
  }),
  /** Why this site: exactly three points, each shown with its own icon. */
  about: z.object({
    ...heading,
    points: z.array(point).length(3, { error: "about.points needs exactly three entries, one per icon." }),
  }),
  /** The six face shapes (their cards come from content/face-shapes/), each with its style ideas folded under `more`. */
  shapes: z.object({ ...heading, more: editorText("shapes.more", 3, 40) }),
  /** The style guide, inside the shapes' cards: an introduction under the section's, then one entry per face shape. */
  styleGuide: z.object({
    intro: editorText("styleGuide.intro", 30, 600),
    shapes: list(
      "styleGuide.shapes",
      z.object({
        shape: z.enum(FACE_SHAPES, { error: `shape must be one of: ${FACE_SHAPES.join(", ")}.` }),
        hair: editorText("hair", 30, 300),
        glasses: editorText("glasses", 30, 300),
        beard: editorText("beard", 30, 300),
        accessories: editorText("accessories", 30, 300),
      }),
    ).refine((entries) => FACE_SHAPES.every((shape) => entries.some((entry) => entry.shape === shape)), {
      error: `styleGuide.shapes needs one entry for each shape: ${FACE_SHAPES.join(", ")}.`,
    }),
  }),
  /**
   * How the analysis works, in short: the steps, "How accurate is it?" (its words are
   * content/model-accuracy.yaml's) with the link to the accuracy page, which tells each step and
   * limit in full, then what it cannot do.
   */
  science: z.object({
    ...heading,
    steps: list("science.steps", z.object({ title: editorText("title", 3, 80), body: editorText("body", 30, 240) })),
    /** The link to the accuracy page (/accuracy). */
    accuracyLink: editorText("science.accuracyLink", 10, 80),
    limitsTitle: editorText("science.limitsTitle", 3, 80),
    limits: list("science.limits", editorText("each limit", 30, 200)),
  }),
});

export type HomeContent = z.output<typeof homeContentSchema>;
