/**
 * The content collections Astro builds the site from (content/). Their schemas live in
 * src/lib/content/, one *-schema.ts per collection, and the tests' reader
 * (tests/support/content-files.ts) checks the same files with the same schemas. Here they only gain what needs
 * Astro: references between collections and the cover's image().
 */
import { defineCollection, reference } from "astro:content";
import { file, glob } from "astro/loaders";
import type { z } from "astro/zod";
import { blogCategorySchema, blogPostSchema, categoryKey, coverPath } from "./lib/content/blog-schema";
import { faceShapeDescriptionSchema } from "./lib/content/face-shape-description-schema";
import { faqSchema } from "./lib/content/faq-schema";
import { homeContentSchema } from "./lib/content/home-content-schema";
import { contactPageSchema } from "./lib/content/contact-page-schema";
import { legalPageSchema } from "./lib/content/legal-page-schema";
import { sitePageSchema } from "./lib/content/site-page-schema";
import { modelAccuracySchema } from "./lib/content/model-accuracy-schema";
import { styleCatalogueFileSchema } from "./lib/content/style-catalogue-schema";

/**
 * The style blog: one MDX file per article; the file name is the slug. The category is a reference
 * to an entry of blogCategories, so the build stops on one that content/blog-categories.yaml lacks.
 * The cover's path goes on through Astro's image() helper, so pages get the file with its size
 * (covers in content/blog/covers/).
 */
const blog = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./content/blog" }),
  schema: ({ image }) => {
    // image() takes the path string and resolves the file, but Astro types it by the image it
    // resolves to; typed from string, it can follow coverPath's editor-facing checks.
    const coverImage = image() as unknown as z.ZodType<z.output<ReturnType<typeof image>>, string>;
    return blogPostSchema.extend({
      category: categoryKey.pipe(reference("blogCategories")),
      cover: coverPath.pipe(coverImage),
    });
  },
});

/**
 * The blog's categories, the only list of them: content/blog-categories.yaml, keyed by URL slug,
 * each with its name and page introduction. Articles refer to an entry by its key.
 */
const blogCategories = defineCollection({
  loader: file("./content/blog-categories.yaml"),
  schema: blogCategorySchema,
});

/** The home page's questions and answers: one file, content/faq.yaml, whose list order is the page's. */
const faq = defineCollection({
  loader: glob({ pattern: "faq.yaml", base: "./content" }),
  schema: faqSchema,
});

/** The home page's text, section by section: one file, content/home.yaml; its featured articles refer to the blog. */
const home = defineCollection({
  loader: glob({ pattern: "home.yaml", base: "./content" }),
  schema: homeContentSchema.extend({
    guides: homeContentSchema.shape.guides.extend({
      featured: homeContentSchema.shape.guides.shape.featured.pipe(reference("blog").array()),
    }),
  }),
});

/**
 * The words of the home page's "How accurate is it?": one file, content/model-accuracy.yaml, with
 * {…} where the figures go; the figures are read from the shipped models.
 */
const modelAccuracy = defineCollection({
  loader: glob({ pattern: "model-accuracy.yaml", base: "./content" }),
  schema: modelAccuracySchema,
});

/**
 * The six face shapes' descriptions: one JSON file per shape (oval.json ...). The home page reads
 * the collection; the analyzer imports the same files (src/lib/face-shape-descriptions/).
 */
const faceShapes = defineCollection({
  loader: glob({ pattern: "*.json", base: "./content/face-shapes" }),
  schema: faceShapeDescriptionSchema,
});

/**
 * The style catalogue: one JSON file per category (hair-female, hair-male, glasses, beard), three
 * styles per face shape. Only the analyzer shows it, importing the same files
 * (src/lib/style-catalogue/); the collection checks them at build.
 */
const styleCatalogue = defineCollection({
  loader: glob({ pattern: "*.json", base: "./content/style-catalogue" }),
  schema: styleCatalogueFileSchema,
});

/** The privacy policy and the terms: one MDX file per page, named after its address, with a lastUpdated date. */
const legal = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./content/legal" }),
  schema: legalPageSchema,
});

/** The contact page's words: one file, content/contact.yaml. */
const contact = defineCollection({
  loader: glob({ pattern: "contact.yaml", base: "./content" }),
  schema: contactPageSchema,
});

/** Pages whose prose is written in MDX, named after their address: the about page. */
const pages = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./content/pages" }),
  schema: sitePageSchema,
});

export const collections = {
  blog,
  blogCategories,
  faq,
  home,
  modelAccuracy,
  faceShapes,
  styleCatalogue,
  legal,
  pages,
  contact,
};
