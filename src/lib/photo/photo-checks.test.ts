import { describe, expect, it } from "vitest";
import { checkPhotoDimensions, checkPhotoFile, meetsMinimumPixels } from "./photo-checks";
import { MAX_PHOTO_BYTES, MIN_PHOTO_PIXELS, MIN_PHOTO_SIDE_PX } from "./photo-limits";

describe("checkPhotoFile", () => {
  it("accepts an image at exactly 15 MB", () => {
    expect(checkPhotoFile({ type: "image/jpeg", size: MAX_PHOTO_BYTES })).toBeNull();
  });

  it("refuses one byte over 15 MB, with the file's size", () => {
    expect(checkPhotoFile({ type: "image/jpeg", size: MAX_PHOTO_BYTES + 1 })).toEqual({
      kind: "too-large",
      bytes: MAX_PHOTO_BYTES + 1,
    });
  });

  it("refuses files that are not images", () => {
    expect(checkPhotoFile({ type: "application/pdf", size: 1000 })).toEqual({ kind: "not-an-image" });
    expect(checkPhotoFile({ type: "text/plain", size: 10, name: "face.jpg" })).toEqual({ kind: "not-an-image" });
  });

  it("checks the type before the size", () => {
    expect(checkPhotoFile({ type: "video/mp4", size: MAX_PHOTO_BYTES * 2 })?.kind).toBe("not-an-image");
  });

  it("falls back to the file name when the browser reports no type", () => {
    expect(checkPhotoFile({ type: "", size: 10, name: "IMG_0001.HEIC" })).toBeNull();
    expect(checkPhotoFile({ type: "", size: 10, name: "notes.txt" })?.kind).toBe("not-an-image");
  });
});

describe("checkPhotoDimensions", () => {
  it("accepts 400 x 400", () => {
    expect(checkPhotoDimensions(MIN_PHOTO_SIDE_PX, MIN_PHOTO_SIDE_PX)).toBeNull();
  });

  it("refuses 399 px on either side", () => {
    expect(checkPhotoDimensions(399, 500)).toEqual({ kind: "too-small", width: 399, height: 500 });
    expect(checkPhotoDimensions(500, 399)).toEqual({ kind: "too-small", width: 500, height: 399 });
  });

  it("accepts any shape of photo: square, 3:2, 16:9, 2:3 and 9:16 (docs/decisions.md, Photo shape: no aspect rule)", () => {
    for (const [width, height] of [
      [1000, 1000],
      [1500, 1000],
      [1920, 1080],
      [1000, 1500],
      [1080, 1920],
      [4000, 400],
    ] as const) {
      expect(checkPhotoDimensions(width, height)).toBeNull();
    }
  });

  it("refuses 399 x 401 (159999 pixels) for its short side, not for its pixel count", () => {
    expect(399 * 401).toBeLessThan(MIN_PHOTO_PIXELS);
    expect(checkPhotoDimensions(399, 401)).toEqual({ kind: "too-small", width: 399, height: 401 });
  });

  // The pixel rule (docs/product.md, "Photo rules") is implied by the side rule (400 x 400 = 160000).
  // If the side limit is ever lowered, the pixel rule starts refusing photos and these two tests say so.
  it("keeps the side limit high enough to imply the pixel limit", () => {
    expect(MIN_PHOTO_SIDE_PX * MIN_PHOTO_SIDE_PX).toBeGreaterThanOrEqual(MIN_PHOTO_PIXELS);
  });

  it("never refuses a photo for low resolution once its sides pass", () => {
    const lowResolution: string[] = [];
    for (let width = MIN_PHOTO_SIDE_PX - 150; width <= MIN_PHOTO_SIDE_PX + 250; width += 1) {
      for (let height = MIN_PHOTO_SIDE_PX - 150; height <= MIN_PHOTO_SIDE_PX + 250; height += 1) {
        if (checkPhotoDimensions(width, height)?.kind === "low-resolution") {
          lowResolution.push(`${width} x ${height}`);
        }
      }
    }
    expect(lowResolution).toEqual([]);
    expect(meetsMinimumPixels(MIN_PHOTO_SIDE_PX, MIN_PHOTO_SIDE_PX)).toBe(true);
  });

  it("refuses sizes that are not positive numbers", () => {
    expect(checkPhotoDimensions(0, 0)).toEqual({ kind: "not-loadable" });
    expect(checkPhotoDimensions(Number.NaN, 500)).toEqual({ kind: "not-loadable" });
  });
});
