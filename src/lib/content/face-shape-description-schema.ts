import { z } from "astro/zod";
import { FACE_SHAPES } from "../../data/face-shapes";
import { editorText } from "./editor-text";

/** How many characteristics each shape lists. */
export const CHARACTERISTICS_PER_SHAPE = 4;

/** One file of `content/face-shapes/`: what defines a shape, on the home page and under a result. */
export const faceShapeDescriptionSchema = z.object({
  /** The shape this file describes; the file is named after it in lowercase (oval.json). */
  name: z.enum(FACE_SHAPES, { error: `name must be one of: ${FACE_SHAPES.join(", ")}.` }),
  /** Two or three sentences on what defines the shape. */
  description: editorText("description", 100, 400),
  /** Four short characteristics. */
  characteristics: z
    .array(editorText("each characteristic", 5, 70), {
      error: `characteristics is required: list ${CHARACTERISTICS_PER_SHAPE} short characteristics.`,
    })
    .length(CHARACTERISTICS_PER_SHAPE, {
      error: `characteristics needs exactly ${CHARACTERISTICS_PER_SHAPE} entries.`,
    }),
  /** One sentence: the style goal for this shape (for example "add width at the cheeks"). */
  styleGoal: editorText("styleGoal", 30, 160),
});

export type FaceShapeDescription = z.infer<typeof faceShapeDescriptionSchema>;
