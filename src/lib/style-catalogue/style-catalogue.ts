/**
 * The style catalogue as the analyzer shows it: the files of `content/style-catalogue/` with each
 * style's id and illustrations worked out. The islands import the same JSON files the
 * `styleCatalogue` collection checks with its schema at build, so the text exists once and no
 * schema code ships to the browser.
 */
import beardFile from "@content/style-catalogue/beard.json" with { type: "json" };
import glassesFile from "@content/style-catalogue/glasses.json" with { type: "json" };
import hairFemaleFile from "@content/style-catalogue/hair-female.json" with { type: "json" };
import hairMaleFile from "@content/style-catalogue/hair-male.json" with { type: "json" };
import { FACE_SHAPES, type FaceShape } from "../../data/face-shapes";
import { GLASSES_FRAME_LABELS, type GlassesFrameId } from "../../data/glasses-frame-labels";
import type {
  BeardCatalogueFile,
  GlassesCatalogueFile,
  HairCatalogueFile,
  StyleCatalogueFile,
} from "../content/style-catalogue-schema";

/** An illustration of a style: a file the site serves itself, with its alt text. */
export interface StyleImage {
  /** Site-relative address of the SVG under public/, e.g. "/illustrations/styles/hair-female-oval-long-layers.svg". */
  src: string;
  /** What the drawing shows, for screen readers. */
  alt: string;
  /** Intrinsic width in pixels. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
}

/** One suggestion in the results gallery. */
export interface StyleItem {
  /** Stable id, kebab-case, unique across the catalogue, e.g. "hair-female-oval-long-layers". */
  id: string;
  /** Name of the style, 2 to 5 words. */
  name: string;
  /** Why it suits this shape and how to ask for it / wear it: 2 to 3 sentences, 150 to 380 characters. */
  description: string;
  /** Small card image. */
  thumbnail: StyleImage;
  /** Two larger example images shown in the gallery dialog. */
  examples: readonly StyleImage[];
}

/** A glasses suggestion, tied to the frame the try-on and the illustrations draw. */
export type GlassesStyleItem = StyleItem & { frameId: GlassesFrameId };

import type { Gender } from "../../data/face-shapes";

export type StyleCategory = StyleCatalogueFile["category"];

/** Where the generated illustrations live, relative to the site root (files under public/). */
export const STYLE_ILLUSTRATION_DIR = "/illustrations/styles";
/** Size of a card thumbnail in pixels. */
export const THUMBNAIL_SIZE = { width: 320, height: 320 } as const;
/** Size of a gallery example image in pixels. */
export const EXAMPLE_SIZE = { width: 640, height: 480 } as const;

/** What an item's three images show, written once per item and turned into alt text. */
interface Drawn {
  /** The style as drawn, after "with", e.g. "a long side-swept layered cut". */
  style: string;
  /** What the second example adds, after the face, e.g. "guide lines marking the face's width and length". */
  detail: string;
}

/**
 * "an" before a word that starts with a vowel letter, "a" otherwise. Every face shape name starts with the
 * sound its letter suggests (an oval, an oblong, a round), so the letter decides; "hour" or "unit" would not.
 */
export function indefiniteArticle(word: string): "a" | "an" {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function faceWords(shape: FaceShape): string {
  const lower = shape.toLowerCase();
  return `${indefiniteArticle(lower)} ${lower} face`;
}

function images(id: string, shape: FaceShape, drawn: Drawn): Pick<StyleItem, "thumbnail" | "examples"> {
  const file = (suffix: string) => `${STYLE_ILLUSTRATION_DIR}/${id}${suffix}.svg`;
  const face = faceWords(shape);
  return {
    thumbnail: { src: file(""), alt: `Line drawing of ${face} with ${drawn.style}`, ...THUMBNAIL_SIZE },
    examples: [
      { src: file("-1"), alt: `Front view line drawing of ${face} with ${drawn.style}`, ...EXAMPLE_SIZE },
      { src: file("-2"), alt: `Closer line drawing of ${face} with ${drawn.style}, ${drawn.detail}`, ...EXAMPLE_SIZE },
    ],
  };
}

type ByShape<Item> = Readonly<Record<FaceShape, readonly Item[]>>;

function mapShapes<Entry, Item>(
  styles: ByShape<Entry>,
  toItem: (entry: Entry, shape: FaceShape) => Item,
): ByShape<Item> {
  return Object.fromEntries(
    FACE_SHAPES.map((shape) => [shape, styles[shape].map((entry) => toItem(entry, shape))]),
  ) as Record<FaceShape, Item[]>;
}

function hairItems(file: HairCatalogueFile): ByShape<StyleItem> {
  const detail = "with dashed guides marking the face's width and length";
  return mapShapes(file.styles, (entry, shape) => {
    const id = `hair-${file.gender}-${shape.toLowerCase()}-${entry.slug}`;
    return {
      id,
      name: entry.name,
      description: entry.description,
      ...images(id, shape, { style: entry.drawing, detail }),
    };
  });
}

function beardItems(file: BeardCatalogueFile): ByShape<StyleItem> {
  const detail = "seen close up around the jaw and chin";
  return mapShapes(file.styles, (entry, shape) => {
    const id = `beard-${shape.toLowerCase()}-${entry.slug}`;
    return {
      id,
      name: entry.name,
      description: entry.description,
      ...images(id, shape, { style: entry.drawing, detail }),
    };
  });
}

function glassesItems(file: GlassesCatalogueFile): ByShape<GlassesStyleItem> {
  return mapShapes(file.styles, (entry, shape) => {
    const id = `glasses-${shape.toLowerCase()}-${entry.slug ?? entry.frame}`;
    const label = GLASSES_FRAME_LABELS[entry.frame].toLowerCase();
    const drawn = { style: `${label} glasses`, detail: `and the ${label} frame drawn on its own beside it` };
    return {
      id,
      name: entry.name,
      description: entry.description,
      frameId: entry.frame,
      ...images(id, shape, drawn),
    };
  });
}

// The collection's schema has checked these files at build; the casts only give their JSON the schema's types.
export const HAIR_STYLES: Readonly<Record<Gender, ByShape<StyleItem>>> = {
  female: hairItems(hairFemaleFile as HairCatalogueFile),
  male: hairItems(hairMaleFile as HairCatalogueFile),
};

export const GLASSES_STYLES: ByShape<GlassesStyleItem> = glassesItems(glassesFile as GlassesCatalogueFile);

export const BEARD_STYLES: ByShape<StyleItem> = beardItems(beardFile as BeardCatalogueFile);

const CATALOGUES: Readonly<Record<StyleCategory, (gender: Gender) => ByShape<StyleItem>>> = {
  hair: (gender) => HAIR_STYLES[gender],
  glasses: () => GLASSES_STYLES,
  beard: () => BEARD_STYLES,
};

function isFaceShape(shape: string): shape is FaceShape {
  return (FACE_SHAPES as readonly string[]).includes(shape);
}

/** Three items of a category for a shape; an unknown shape falls back to Oval; beards only exist for male (female gets an empty list). */
export function styleSuggestions(category: StyleCategory, shape: string, gender: Gender): readonly StyleItem[] {
  if (category === "beard" && gender === "female") return [];
  const faceShape: FaceShape = isFaceShape(shape) ? shape : "Oval";
  return CATALOGUES[category](gender)[faceShape];
}

/**
 * Every item of every catalogue, once, for the illustration generator and the tests. Marked pure so
 * the bundler leaves it out of the pages, which never read it.
 */
export const ALL_STYLE_ITEMS: readonly StyleItem[] = /* @__PURE__ */ (() => [
  ...Object.values(HAIR_STYLES.female).flat(),
  ...Object.values(HAIR_STYLES.male).flat(),
  ...Object.values(GLASSES_STYLES).flat(),
  ...Object.values(BEARD_STYLES).flat(),
])();
