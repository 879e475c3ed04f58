import { getCollection, type CollectionEntry } from "astro:content";
import { categoryPath, categorySlug } from "./categories";
import { listingPages, type ListingPage } from "./pagination";
import { countWords, readTimeMinutes } from "./read-time";

export type BlogPost = CollectionEntry<"blog"> & { readTime: number; words: number };

/** Every published article, newest first, with its word count and read time. */
export async function getPublishedPosts(): Promise<BlogPost[]> {
  const entries = await getCollection("blog", ({ data }) => !data.draft);
  return entries
    .map((entry) => {
      const words = countWords(entry.body ?? "");
      return { ...entry, words, readTime: readTimeMinutes(words) };
    })
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** "January 20, 2025": dates are calendar days, so they are formatted in UTC. */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The blog's categories that have published posts, each with its page introduction and posts (newest first). */
export async function getCategoriesInUse(): Promise<
  { slug: string; name: string; description: string; posts: BlogPost[] }[]
> {
  const [posts, categories] = await Promise.all([getPublishedPosts(), getCollection("blogCategories")]);
  for (const { id, data } of categories) {
    if (id !== categorySlug(data.name))
      throw new Error(`content/blog-categories.yaml: the key of "${data.name}" must be ${categorySlug(data.name)}.`);
  }
  for (const post of posts) {
    if (!categories.some(({ data }) => data.name === post.data.category))
      throw new Error(
        `content/blog/${post.id}.mdx uses the category "${post.data.category}", which has no entry in content/blog-categories.yaml: add one.`,
      );
  }
  return categories
    .map(({ id, data }) => ({
      slug: id,
      name: data.name,
      description: data.description,
      posts: posts.filter((post) => post.data.category === data.name),
    }))
    .filter((category) => category.posts.length > 0)
    .sort((a, b) => b.posts.length - a.posts.length || a.name.localeCompare(b.name));
}

/**
 * Every listing page of every category in use (first pages and later ones), with what the page
 * shows: the category's name, introduction and the category links.
 */
export async function getCategoryListings(): Promise<
  {
    slug: string;
    name: string;
    description: string;
    page: ListingPage<BlogPost>;
    categories: { name: string; count: number }[];
  }[]
> {
  const inUse = await getCategoriesInUse();
  const categories = inUse.map(({ name, posts }) => ({ name, count: posts.length }));
  return inUse.flatMap(({ slug, name, description, posts }) =>
    listingPages(posts, categoryPath(name)).map((page) => ({ slug, name, description, page, categories })),
  );
}
