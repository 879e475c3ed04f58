import { getCollection } from "astro:content";
import { FACE_SHAPES } from "../../data/face-shapes";
import type { FaceShapeDescription } from "../content/face-shape-description-schema";

/** The six face shapes' descriptions, in FACE_SHAPES order, one file per shape in content/face-shapes/. */
export async function getFaceShapeDescriptions(): Promise<FaceShapeDescription[]> {
  const entries = await getCollection("faceShapes");
  const files = FACE_SHAPES.map((shape) => shape.toLowerCase());
  const extra = entries.filter((entry) => !files.includes(entry.id));
  if (extra.length > 0) {
    throw new Error(
      `content/face-shapes/ holds ${extra.map((entry) => `${entry.id}.json`).join(", ")}: only ${files.map((file) => `${file}.json`).join(", ")} belong there.`,
    );
  }
  return FACE_SHAPES.map((shape) => {
    const entry = entries.find((candidate) => candidate.id === shape.toLowerCase());
    if (!entry) throw new Error(`content/face-shapes/${shape.toLowerCase()}.json is missing: every shape needs one.`);
    if (entry.data.name !== shape) {
      throw new Error(
        `content/face-shapes/${entry.id}.json: name must be ${shape}, the shape the file is named after.`,
      );
    }
    return entry.data;
  });
}
