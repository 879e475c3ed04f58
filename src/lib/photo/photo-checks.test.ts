import { describe, expect, it } from "vitest";
import { checkPhotoDimensions, checkPhotoFile, meetsMinimumPixels } from "./photo-checks";
import {
  MAX_ASPECT_RATIO,
  MAX_PHOTO_BYTES,
  MIN_ASPECT_RATIO,
  MIN_PHOTO_PIXELS,
  MIN_PHOTO_SIDE_PX,
  PHOTO_MESSAGES,
} from "./photo-limits";

const failed = (message: string) => ({ title: PHOTO_MESSAGES.validationTitle, message });

describe("checkPhotoFile", () => {
  it("accepts an image at exactly 15 MB", () => {
    expect(checkPhotoFile({ type: "image/jpeg", size: MAX_PHOTO_BYTES })).toBeNull();
  });

  it("refuses one byte over 15 MB with the 'File too large' toast", () => {
    expect(checkPhotoFile({ type: "image/jpeg", size: MAX_PHOTO_BYTES + 1 })).toEqual({
      title: "File too large",
      message: "Please select an image under 15MB",
    });
  });

  it("refuses files that are not images", () => {
    expect(checkPhotoFile({ type: "application/pdf", size: 1000 })).toEqual(failed(PHOTO_MESSAGES.notAnImage));
    expect(checkPhotoFile({ type: "text/plain", size: 10, name: "face.jpg" })).toEqual(
      failed(PHOTO_MESSAGES.notAnImage),
    );
  });

  it("checks the type before the size", () => {
    expect(checkPhotoFile({ type: "video/mp4", size: MAX_PHOTO_BYTES * 2 })?.message).toBe(PHOTO_MESSAGES.notAnImage);
  });

  it("falls back to the file name when the browser reports no type", () => {
    expect(checkPhotoFile({ type: "", size: 10, name: "IMG_0001.HEIC" })).toBeNull();
    expect(checkPhotoFile({ type: "", size: 10, name: "notes.txt" })?.message).toBe(PHOTO_MESSAGES.notAnImage);
  });
});

describe("checkPhotoDimensions", () => {
  it("accepts 400 x 400", () => {
    expect(checkPhotoDimensions(MIN_PHOTO_SIDE_PX, MIN_PHOTO_SIDE_PX)).toBeNull();
  });

  it("refuses 399 px on either side", () => {
    expect(checkPhotoDimensions(399, 500)).toEqual(failed(PHOTO_MESSAGES.tooSmall));
    expect(checkPhotoDimensions(500, 399)).toEqual(failed(PHOTO_MESSAGES.tooSmall));
  });

  it("refuses an aspect ratio of exactly 0.7 and exactly 1.5", () => {
    expect(checkPhotoDimensions(700, 1000)).toEqual(failed(PHOTO_MESSAGES.badAspect));
    expect(checkPhotoDimensions(1500, 1000)).toEqual(failed(PHOTO_MESSAGES.badAspect));
    expect(700 / 1000).toBe(MIN_ASPECT_RATIO);
    expect(1500 / 1000).toBe(MAX_ASPECT_RATIO);
  });

  it("accepts ratios just inside 0.7 and 1.5", () => {
    expect(checkPhotoDimensions(701, 1000)).toBeNull();
    expect(checkPhotoDimensions(1499, 1000)).toBeNull();
  });

  it("counts 159999 pixels as too few and 160000 as enough", () => {
    expect(meetsMinimumPixels(399, 401)).toBe(false);
    expect(399 * 401).toBe(MIN_PHOTO_PIXELS - 1);
    expect(meetsMinimumPixels(400, 400)).toBe(true);
    // A 399 x 401 photo is refused (the side rule is checked first, as SPEC.md lists it).
    expect(checkPhotoDimensions(399, 401)).not.toBeNull();
  });

  it("refuses sizes that are not positive numbers", () => {
    expect(checkPhotoDimensions(0, 0)).toEqual(failed(PHOTO_MESSAGES.notLoadable));
    expect(checkPhotoDimensions(Number.NaN, 500)).toEqual(failed(PHOTO_MESSAGES.notLoadable));
  });
});
