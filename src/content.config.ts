import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { blogPostSchema } from "./lib/blog/blog-schema";

/** The style blog: one MDX file per article; the file name is the slug. */
const blog = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./content/blog" }),
  schema: blogPostSchema,
});

export const collections = { blog };
