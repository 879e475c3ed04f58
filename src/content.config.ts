import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { blogCategorySchema, blogPostSchema } from "./lib/blog/blog-schema";

/** The style blog: one MDX file per article; the file name is the slug. */
const blog = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./content/blog" }),
  schema: blogPostSchema,
});

/** The blog's categories: each one's page introduction (content/blog-categories.yaml, keyed by URL slug). */
const blogCategories = defineCollection({
  loader: file("./content/blog-categories.yaml"),
  schema: blogCategorySchema,
});

export const collections = { blog, blogCategories };
