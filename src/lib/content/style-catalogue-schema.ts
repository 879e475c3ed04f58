import { z } from "astro/zod";
import { FACE_SHAPES, type FaceShape } from "../../data/face-shapes";
import { GLASSES_FRAME_LABELS, type GlassesFrameId } from "../../data/glasses-frame-labels";
import { editorText } from "./editor-text";

/** How many suggestions each shape has in each catalogue. */
export const STYLES_PER_SHAPE = 3;

const FRAME_IDS = Object.keys(GLASSES_FRAME_LABELS) as [GlassesFrameId, ...GlassesFrameId[]];

const slug = (field: string) =>
  z
    .string({ error: `${field} is required: the last part of the style's id, e.g. long-layers.` })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: `${field} must be lowercase words joined by hyphens, e.g. long-layers.`,
    });

const styleName = editorText("name", 3, 40).refine(
  (name) => {
    const words = name.split(/\s+/).length;
    return words >= 2 && words <= 5;
  },
  { error: "name must be 2 to 5 words, e.g. Long Soft Layers." },
);

const styleDescription = editorText("description", 150, 380).refine(
  (text) => {
    const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
    return sentences >= 2 && sentences <= 3;
  },
  { error: "description must be 2 or 3 sentences: why the style suits the shape, and how to ask for it or wear it." },
);

/** A hair or beard style; its three illustrations are generated from `drawing`. */
const drawnStyleSchema = z.strictObject(
  {
    /** The last part of the style's id (hair-female-oval-<slug>), which also names its illustration files. */
    slug: slug("slug"),
    /** Name of the style, 2 to 5 words. */
    name: styleName,
    /** What the illustrations show, completing "Line drawing of an oval face with …". */
    drawing: editorText("drawing", 10, 120),
    /** Why it suits this shape and how to ask for it or wear it: 2 or 3 sentences. */
    description: styleDescription,
  },
  { error: (issue) => unknownField(issue, "slug, name, drawing, description") },
);

/** A glasses style, drawn (and tried on) with one of the frames of src/data/glasses-frames.ts. */
const glassesStyleSchema = z.strictObject(
  {
    /** The frame shape the try-on and the illustrations draw. */
    frame: z.enum(FRAME_IDS, { error: `frame must be one of: ${FRAME_IDS.join(", ")}.` }),
    /** The last part of the style's id; leave it out to use the frame's name. */
    slug: slug("slug").optional(),
    name: styleName,
    description: styleDescription,
  },
  { error: (issue) => unknownField(issue, "frame, slug (optional), name, description") },
);

function unknownField(issue: { code?: string; keys?: readonly string[] }, fields: string): string | undefined {
  if (issue.code !== "unrecognized_keys") return undefined;
  return `each style may only have the fields ${fields}; remove ${issue.keys?.join(", ")}.`;
}

/** The styles of one catalogue file, three for every face shape, each slug used once per shape. */
function stylesByShape<Item extends z.ZodType<{ slug?: string | undefined; frame?: string }>>(item: Item) {
  const list = (shape: FaceShape) =>
    z
      .array(item, { error: `styles.${shape} is required: list ${STYLES_PER_SHAPE} styles for a ${shape} face.` })
      .length(STYLES_PER_SHAPE, { error: `styles.${shape} needs exactly ${STYLES_PER_SHAPE} styles.` })
      .refine(
        (styles) => {
          const ids = styles.map((style) => style.slug ?? style.frame);
          return new Set(ids).size === ids.length;
        },
        { error: `two styles in styles.${shape} would get the same id: give each its own slug.` },
      );
  return z.strictObject(
    Object.fromEntries(FACE_SHAPES.map((shape) => [shape, list(shape)])) as Record<FaceShape, ReturnType<typeof list>>,
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `styles may only list the shapes ${FACE_SHAPES.join(", ")}; remove ${issue.keys.join(", ")}.`
          : `styles is required: one list per face shape (${FACE_SHAPES.join(", ")}).`,
    },
  );
}

/** One file of `content/style-catalogue/`: every style of one category (hair for women or men, glasses, beards). */
export const styleCatalogueFileSchema = z.discriminatedUnion(
  "category",
  [
    z.object({
      category: z.literal("hair"),
      /** Hair has one file per gender. */
      gender: z.enum(["female", "male"], { error: "gender must be female or male." }),
      styles: stylesByShape(drawnStyleSchema),
    }),
    z.object({ category: z.literal("glasses"), styles: stylesByShape(glassesStyleSchema) }),
    z.object({ category: z.literal("beard"), styles: stylesByShape(drawnStyleSchema) }),
  ],
  { error: "category must be one of: hair, glasses, beard." },
);

export type StyleCatalogueFile = z.infer<typeof styleCatalogueFileSchema>;
export type HairCatalogueFile = Extract<StyleCatalogueFile, { category: "hair" }>;
export type GlassesCatalogueFile = Extract<StyleCatalogueFile, { category: "glasses" }>;
export type BeardCatalogueFile = Extract<StyleCatalogueFile, { category: "beard" }>;
