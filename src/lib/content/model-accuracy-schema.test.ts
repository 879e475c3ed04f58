import { describe, expect, it } from "vitest";
import { ACCURACY_FIGURES } from "../face-shape/model/figures.data";
import { MIN_PHOTO_SIDE_PX } from "../photo/photo-limits";
import { readModelAccuracyFile } from "@tests/support/content-files";
import { modelAccuracySchema } from "./model-accuracy-schema";
import { CONTENT_PLACEHOLDERS } from "./placeholders";

function problems(data: unknown): string[] {
  const result = modelAccuracySchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the accuracy section's text", () => {
  const text = readModelAccuracyFile();

  it("describes every labelled set a shipped model was measured on", () => {
    const sets = Object.values(ACCURACY_FIGURES.byGender).flatMap((g) => g.locked.map((f) => f.set));
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) expect(Object.keys(text.sets)).toContain(set);
  });

  it("fills the shared placeholders and leaves the page's figures in braces", () => {
    expect(text.closing).toContain(`at least ${MIN_PHOTO_SIDE_PX} x ${MIN_PHOTO_SIDE_PX} pixels`);
    expect(text.closing).toContain("{diamondWins}");
    // The accuracy page's steps say how many photos each model learned from, as the models count them.
    const learned = text.analysis.steps.map(({ body }) => body).join(" ");
    expect(learned).toContain(`about ${CONTENT_PLACEHOLDERS["{womenDevelopmentPhotos}"]} photos of women`);
    expect(learned).toContain(`about ${CONTENT_PLACEHOLDERS["{menDevelopmentPhotos}"]} photos of men`);
    expect(JSON.stringify([text.page, text.analysis, text.limits])).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("stops on a text that drops a figure, or names one that does not exist, saying which", () => {
    const raw = { ...text, tested: "Tested on {photos} photos: {about}." };
    expect(problems(raw)).toEqual([
      "tested: tested must name every figure it states, each in braces: {photos}, {people}, {about}.",
    ]);
    expect(
      problems({ ...text, measures: { ...text.measures, consistency: "Same shape ({persons} people)" } })[0],
    ).toMatch(
      /^measures\.consistency: measures\.consistency uses a \{…\} placeholder that does not exist: use one of \{people\}/,
    );
  });

  it("names the field that is missing", () => {
    expect(problems({ ...text, summary: undefined })).toEqual(["summary: summary is required and must be text."]);
    expect(problems({ ...text, limits: { ...text.limits, items: [] } })).toEqual([
      "limits.items: limits.items needs at least one entry.",
    ]);
  });
});
