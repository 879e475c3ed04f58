import { z } from "astro/zod";
import { FACE_SHAPES } from "../../data/face-shapes";
import { editorText } from "./editor-text";

/** What an article gives advice on; the analyzer's results link to hair, glasses and beard guides. */
export const BLOG_TOPICS = ["hair", "glasses", "beard", "makeup", "accessories", "measuring"] as const;
export type BlogTopic = (typeof BLOG_TOPICS)[number];

/** Who an article is written for; the analyzer matches it against the gender the visitor picked. */
export const BLOG_AUDIENCES = ["everyone", "women", "men"] as const;
export type BlogAudience = (typeof BLOG_AUDIENCES)[number];

/** Labels the closing call-out's button may use (the first design's list; docs/product.md, "Blog"). */
export const CTA_LABELS = [
  "Try Face Shape Detector",
  "Analyze Your Face Shape",
  "Try AI Face Shape Detector",
  "Discover Your Face Shape",
  "Find Your Face Shape",
  "Get My Face Shape Analysis",
  "Analyze My Face Shape Now",
] as const;

/**
 * An article's category as its front matter writes it: the key of its entry in
 * content/blog-categories.yaml, the only list of categories. The collection turns it into a
 * reference() to that entry, so the build stops on a key the file lacks; outside Astro the tests'
 * content reader (tests/support/content-files.ts) makes the same check.
 */
export const categoryKey = z
  .string({ error: "category is required: the key of its entry in content/blog-categories.yaml, e.g. hairstyles." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error:
      "category must be the key of an entry in content/blog-categories.yaml (lower case, words joined by hyphens), e.g. hairstyles.",
  });

/** Image files a cover may be; SVG for the generated line art, the others for a photo or a hand-made picture. */
export const COVER_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"] as const;

/**
 * An article's cover as its front matter writes it: a path relative to the article file. Outside
 * Astro it stays a string (the tests' content reader, tests/support/content-files.ts, checks the file exists); the collection pipes it
 * into Astro's image() helper, which reads the file's size for the <Image> that shows it.
 */
export const coverPath = z
  .string({
    error:
      "cover is required: the path of the article's cover image, e.g. ./covers/<slug>.svg (npm run illustrations:covers draws one).",
  })
  .regex(new RegExp(`^\\.{1,2}/\\S+\\.(?:${COVER_EXTENSIONS.join("|")})$`, "i"), {
    error: `cover must be a path relative to the article, e.g. ./covers/<slug>.svg, to a ${COVER_EXTENSIONS.join(", ")} file.`,
  });

/** Front matter of one article in `content/blog/`. */
export const blogPostSchema = z.object({
  /** Headline, shown as the page's H1 and in the feed. */
  title: editorText("title", 20, 100),
  /** Summary under the title, on cards, in meta tags and the feed. */
  description: editorText("description", 70, 170),
  /** One of the blog's categories, by its key in content/blog-categories.yaml. */
  category: categoryKey,
  /** What the article advises on, one or more of BLOG_TOPICS. */
  topics: z
    .array(z.enum(BLOG_TOPICS, { error: `each topic must be one of: ${BLOG_TOPICS.join(", ")}.` }), {
      error: `topics is required: list what the article advises on (${BLOG_TOPICS.join(", ")}).`,
    })
    .min(1, { error: "topics needs at least one entry." }),
  /**
   * The face shapes the article is about. Leave it out (or empty) for an article that covers
   * every shape; the analyzer's results prefer articles written for the visitor's shape.
   */
  shapes: z.array(z.enum(FACE_SHAPES, { error: `each shape must be one of: ${FACE_SHAPES.join(", ")}.` })).default([]),
  /** Who it is written for (default everyone). */
  audience: z
    .enum(BLOG_AUDIENCES, { error: `audience must be one of: ${BLOG_AUDIENCES.join(", ")}.` })
    .default("everyone"),
  /** Publication date, written as YYYY-MM-DD. */
  date: z.coerce.date({ error: "date must be a date written as YYYY-MM-DD." }),
  /** Cover illustration on the article's cards and at the top of the article; every article has one. */
  cover: coverPath,
  /** What the cover shows, read to screen readers in place of the picture. */
  coverAlt: z
    .string({ error: "coverAlt is required: describe what the cover shows, for readers who cannot see it." })
    .pipe(editorText("coverAlt", 10, 300)),
  /** The closing call-out box, with its button to the analyzer. */
  cta: z.object(
    {
      heading: editorText("cta.heading", 10, 80),
      text: editorText("cta.text", 30, 220),
      label: z.enum(CTA_LABELS, { error: `cta.label must be one of: ${CTA_LABELS.join(", ")}.` }),
    },
    { error: "cta is required: give heading, text and label." },
  ),
  /** A draft stays out of the build until this is removed or set to false. */
  draft: z.boolean({ error: "draft must be true or false." }).default(false),
});

export type BlogPostData = z.infer<typeof blogPostSchema>;

/**
 * One entry of content/blog-categories.yaml, the blog's list of categories: keyed by the category's
 * URL slug (what articles write as `category`), with its name and the introduction of its page.
 * A few broad ones an editor keeps filled (at least three articles each), not the first design's
 * thirteen labels (docs/decisions.md "Blog categories"); the retired categories' addresses
 * redirect (CATEGORY_REDIRECTS in src/config/redirects.ts).
 */
export const blogCategorySchema = z.object({
  /** The category's name, on its page, its chip and every article's badge. */
  name: editorText("name", 3, 40),
  /** Introduction on the category page and its meta description. */
  description: editorText("description", 70, 170),
});

export type BlogCategoryData = z.infer<typeof blogCategorySchema>;
