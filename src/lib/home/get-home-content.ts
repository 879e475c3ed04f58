import { getEntry, type CollectionEntry } from "astro:content";

/** The home page's text, from content/home.yaml (its featured articles as references to the blog). */
export async function getHomeContent(): Promise<CollectionEntry<"home">["data"]> {
  const entry = await getEntry("home", "home");
  if (!entry) throw new Error("content/home.yaml is missing: the home page's text is read from it.");
  // reference() logs a slug that is not an article but lets the build go on: stop it here, saying why.
  for (const article of entry.data.guides.featured) {
    if (!(await getEntry(article)))
      throw new Error(
        `content/home.yaml: guides.featured names "${article.id}", which is not an article in content/blog/.`,
      );
  }
  return entry.data;
}
