import { STORAGE_SUMMARY } from "../../data/device-storage";
import { ACCURACY_FIGURES } from "../face-shape/model/figures.data";
import { toNearestHundred } from "../model-accuracy/accuracy-figures";
import { MAX_PHOTO_MB, MIN_PHOTO_SIDE_PX } from "../photo/photo-limits";
import { editorText } from "./editor-text";

/**
 * Shared sentences and figures editorial text may name in braces instead of repeating them: the
 * build puts each in its place, so every page that says it says it the same way, and a figure
 * follows the constant or the model it comes from.
 */
export const CONTENT_PLACEHOLDERS: Readonly<Record<string, string>> = {
  /** The site's one sentence about what it keeps on the visitor's device. */
  "{storageSummary}": STORAGE_SUMMARY,
  /** The upload's smallest accepted side, in pixels ("400"). */
  "{minPhotoSide}": String(MIN_PHOTO_SIDE_PX),
  /** The upload's largest accepted file, in MB ("15"). */
  "{maxPhotoMb}": String(MAX_PHOTO_MB),
  /** How many labelled photos of women the women's model learned from, to the hundred ("3,800"). */
  "{womenDevelopmentPhotos}": toNearestHundred(ACCURACY_FIGURES.byGender.female.developmentPhotos),
  /** How many labelled photos of men the men's model learned from, to the hundred ("800"). */
  "{menDevelopmentPhotos}": toNearestHundred(ACCURACY_FIGURES.byGender.male.developmentPhotos),
};

const PLACEHOLDER = /\{[^}]*\}/g;

/**
 * An editorText field that may name the shared placeholders, given back with each one's text in
 * its place. `figures` are further names the page fills in itself (fillFigures), left in braces.
 */
export function editorTextWithPlaceholders(field: string, min: number, max: number, figures: readonly string[] = []) {
  const known = [...figures.map((name) => `{${name}}`), ...Object.keys(CONTENT_PLACEHOLDERS)];
  return editorText(field, min, max)
    .refine((text) => (text.match(PLACEHOLDER) ?? []).every((name) => known.includes(name)), {
      error: `${field} uses a {…} placeholder that does not exist: use one of ${known.join(", ")}.`,
    })
    .transform((text) => text.replace(PLACEHOLDER, (name) => CONTENT_PLACEHOLDERS[name] ?? name));
}
