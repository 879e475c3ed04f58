import { getCollection, type CollectionEntry } from "astro:content";
import { categoryPath } from "./blog-paths";
import { listingPages, type ListingPage } from "./pagination";
import { countWords, readTimeMinutes } from "./read-time";

/** A category as pages show it: its key (the URL slug), name and page introduction. */
export interface BlogCategory {
  slug: string;
  name: string;
  description: string;
}

export type BlogPost = CollectionEntry<"blog"> & { readTime: number; words: number; category: BlogCategory };

/** Every category of content/blog-categories.yaml, keyed by its slug. */
async function getCategories(): Promise<Map<string, BlogCategory>> {
  const entries = await getCollection("blogCategories");
  return new Map(entries.map(({ id, data }) => [id, { slug: id, ...data }]));
}

/** Every published article, newest first, with its word count, read time and category. */
export async function getPublishedPosts(): Promise<BlogPost[]> {
  const [entries, categories] = await Promise.all([getCollection("blog", ({ data }) => !data.draft), getCategories()]);
  return entries
    .map((entry) => {
      const words = countWords(entry.body ?? "");
      const category = categories.get(entry.data.category.id);
      // reference() logs a key the file lacks but lets the build go on: stop it here, saying why.
      if (!category)
        throw new Error(
          `content/blog/${entry.id}.mdx: the category "${entry.data.category.id}" has no entry in content/blog-categories.yaml.`,
        );
      return { ...entry, words, readTime: readTimeMinutes(words), category };
    })
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** "January 20, 2025": dates are calendar days, so they are formatted in UTC. */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The blog's categories that have published posts, each with its page introduction and posts (newest first). */
export async function getCategoriesInUse(): Promise<(BlogCategory & { posts: BlogPost[] })[]> {
  const [posts, categories] = await Promise.all([getPublishedPosts(), getCategories()]);
  return [...categories.values()]
    .map((category) => ({ ...category, posts: posts.filter((post) => post.category.slug === category.slug) }))
    .filter((category) => category.posts.length > 0)
    .sort((a, b) => b.posts.length - a.posts.length || a.name.localeCompare(b.name));
}

/** A category chip above a listing: the category and how many articles it holds. */
export interface CategoryLink {
  slug: string;
  name: string;
  count: number;
}

/** The chips above every listing, one per category in use. */
export function categoryLinks(inUse: readonly (BlogCategory & { posts: readonly BlogPost[] })[]): CategoryLink[] {
  return inUse.map(({ slug, name, posts }) => ({ slug, name, count: posts.length }));
}

/**
 * Every listing page of every category in use (first pages and later ones), with what the page
 * shows: the category's name, introduction and the category links.
 */
export async function getCategoryListings(): Promise<
  (BlogCategory & { page: ListingPage<BlogPost>; categories: CategoryLink[] })[]
> {
  const inUse = await getCategoriesInUse();
  const categories = categoryLinks(inUse);
  return inUse.flatMap(({ slug, name, description, posts }) =>
    listingPages(posts, categoryPath(slug)).map((page) => ({ slug, name, description, page, categories })),
  );
}
