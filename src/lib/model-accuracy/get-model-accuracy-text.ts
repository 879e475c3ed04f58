import { getEntry } from "astro:content";
import type { ModelAccuracyText } from "../content/model-accuracy-schema";

/** The words of the accuracy page and of "How accurate is it?", from content/model-accuracy.yaml ({…} where the figures go). */
export async function getModelAccuracyText(): Promise<ModelAccuracyText> {
  const entry = await getEntry("modelAccuracy", "model-accuracy");
  if (!entry) throw new Error("content/model-accuracy.yaml is missing: the accuracy page's words are read from it.");
  return entry.data;
}
