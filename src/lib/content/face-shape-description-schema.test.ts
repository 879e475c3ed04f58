import { describe, expect, it } from "vitest";
import { FACE_SHAPES } from "../../data/face-shapes";
import { readFaceShapeFiles } from "@tests/support/content-files";
import { faceShapeDescriptionSchema } from "./face-shape-description-schema";
import { FACE_SHAPE_DESCRIPTIONS } from "../face-shape-descriptions/face-shape-descriptions";

function problems(data: unknown): string[] {
  const result = faceShapeDescriptionSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("face-shape descriptions", () => {
  it("has one file per shape, named after it, which the analyzer imports as they are", () => {
    const files = readFaceShapeFiles();
    expect(files.map((file) => file.name)).toEqual([...FACE_SHAPES]);
    for (const file of files) expect(FACE_SHAPE_DESCRIPTIONS[file.name]).toEqual(file);
  });

  it("names the field and the fix for each mistake", () => {
    const oval = readFaceShapeFiles()[0];
    expect(problems({ ...oval, name: "Triangle" })).toEqual([`name: name must be one of: ${FACE_SHAPES.join(", ")}.`]);
    expect(problems({ ...oval, characteristics: ["Long"] })).toEqual([
      "characteristics.0: each characteristic is too short: write at least 5 characters.",
      "characteristics: characteristics needs exactly 4 entries.",
    ]);
    expect(problems({ ...oval, styleGoal: undefined })).toEqual(["styleGoal: styleGoal is required and must be text."]);
  });
});
