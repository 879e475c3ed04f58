/**
 * The six face-shape descriptions for code that runs in the browser (the analyzer's result, a
 * shared result). They are the files of `content/face-shapes/`, imported as JSON: the
 * `faceShapes` collection checks the same files with its schema at build, and pages read it.
 */
import diamond from "@content/face-shapes/diamond.json" with { type: "json" };
import heart from "@content/face-shapes/heart.json" with { type: "json" };
import oblong from "@content/face-shapes/oblong.json" with { type: "json" };
import oval from "@content/face-shapes/oval.json" with { type: "json" };
import round from "@content/face-shapes/round.json" with { type: "json" };
import square from "@content/face-shapes/square.json" with { type: "json" };
import type { FaceShape } from "../../data/face-shapes";
import type { FaceShapeDescription } from "../content/face-shape-description-schema";

// The collection's schema has checked these files at build; the casts only give their JSON the schema's type.
export const FACE_SHAPE_DESCRIPTIONS: Readonly<Record<FaceShape, FaceShapeDescription>> = {
  Oval: oval as FaceShapeDescription,
  Round: round as FaceShapeDescription,
  Square: square as FaceShapeDescription,
  Heart: heart as FaceShapeDescription,
  Diamond: diamond as FaceShapeDescription,
  Oblong: oblong as FaceShapeDescription,
};
