import { getCollection, type CollectionEntry } from "astro:content";
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
