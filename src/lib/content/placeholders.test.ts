import { describe, expect, it } from "vitest";
import { ACCURACY_FIGURES } from "../face-shape/model/figures.data";
import { MAX_PHOTO_MB, MIN_PHOTO_SIDE_PX } from "../photo/photo-limits";
import { CONTENT_PLACEHOLDERS, editorTextWithPlaceholders } from "./placeholders";

const toHundred = (count: number) => (Math.round(count / 100) * 100).toLocaleString("en-US");

describe("the shared placeholders", () => {
  it("state the photo limits the upload applies", () => {
    expect(CONTENT_PLACEHOLDERS["{minPhotoSide}"]).toBe(`${MIN_PHOTO_SIDE_PX}`);
    expect(CONTENT_PLACEHOLDERS["{maxPhotoMb}"]).toBe(`${MAX_PHOTO_MB}`);
  });

  it("state how many labelled photos each gender's model learned from, to the hundred", () => {
    // That these counts are the locked split's development photos: tools/face-model/site-figures.test.ts.
    const { female, male } = ACCURACY_FIGURES.byGender;
    expect(CONTENT_PLACEHOLDERS["{womenDevelopmentPhotos}"]).toBe(toHundred(female.developmentPhotos));
    expect(CONTENT_PLACEHOLDERS["{menDevelopmentPhotos}"]).toBe(toHundred(male.developmentPhotos));
    expect(female.developmentPhotos).toBeGreaterThan(male.developmentPhotos);
  });

  it("fill a text, and leave the figures the page fills itself in braces", () => {
    const field = editorTextWithPlaceholders("body", 5, 200, ["people"]);
    expect(field.parse("At least {minPhotoSide} pixels, {people} people.")).toBe(
      `At least ${MIN_PHOTO_SIDE_PX} pixels, {people} people.`,
    );
    expect(field.safeParse("{photos} photos").error?.issues[0]?.message).toBe(
      `body uses a {…} placeholder that does not exist: use one of {people}, ${Object.keys(CONTENT_PLACEHOLDERS).join(", ")}.`,
    );
  });
});
