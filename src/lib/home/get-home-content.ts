import { getEntry } from "astro:content";
import type { HomeContent } from "./home-content-schema";

/** The home page's text, from content/home.yaml. */
export async function getHomeContent(): Promise<HomeContent> {
  const entry = await getEntry("home", "home");
  if (!entry) throw new Error("content/home.yaml is missing: the home page's text is read from it.");
  return entry.data;
}
