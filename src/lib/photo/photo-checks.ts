import { MAX_PHOTO_BYTES, MIN_PHOTO_PIXELS, MIN_PHOTO_SIDE_PX } from "./photo-limits";

/**
 * Why a photo was refused, with the numbers that explain it. What the visitor reads is written
 * from this in one place (`photoRefusal` in text/analyzer.ts).
 */
export type PhotoRefusal =
  /** Neither the media type nor the file name says image. */
  | { kind: "not-an-image" }
  /** Over MAX_PHOTO_BYTES. */
  | { kind: "too-large"; bytes: number }
  /** Damaged, empty, or a format that is never a photo here (TIFF, SVG). */
  | { kind: "not-loadable" }
  /** A HEIC or HEIF photo this browser cannot decode (most browsers other than Safari). */
  | { kind: "heic-not-supported" }
  /**
   * More pixels (or a longer side) than the browser is asked to decode; `limit` where it is the
   * lower limit of a photo this browser cannot decode at a reduced size (MAX_UNSCALED_DECODE_PIXELS).
   */
  | { kind: "too-many-pixels"; width: number; height: number; limit?: number }
  /** A side under MIN_PHOTO_SIDE_PX. */
  | { kind: "too-small"; width: number; height: number }
  /** Under MIN_PHOTO_PIXELS in all (implied by the side rule while it stays at 400 px). */
  | { kind: "low-resolution"; width: number; height: number };

/** File extensions accepted when the browser does not report a type (some do not for HEIC). */
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "bmp", "avif", "heic", "heif", "tif", "tiff"];

/** True when the file says it is an image, by its media type or, failing that, by its name. */
export function isImageType(type: string, name?: string): boolean {
  if (type !== "") return type.toLowerCase().startsWith("image/");
  const extension = name?.split(".").pop()?.toLowerCase() ?? "";
  return IMAGE_EXTENSIONS.includes(extension);
}

/** True when the file is within the size limit: exactly 15 MB passes, one byte more does not. */
export function isWithinSizeLimit(bytes: number): boolean {
  return bytes <= MAX_PHOTO_BYTES;
}

/** Each side at least 400 px. */
export function meetsMinimumSides(width: number, height: number): boolean {
  return width >= MIN_PHOTO_SIDE_PX && height >= MIN_PHOTO_SIDE_PX;
}

/**
 * At least 160000 pixels in all. Kept because the first design lists the rule, but any size that passes
 * meetsMinimumSides (400 x 400 = 160000) passes this too, so in checkPhotoDimensions it never fires
 * while MIN_PHOTO_SIDE_PX squared is at least MIN_PHOTO_PIXELS (a unit test guards that).
 */
export function meetsMinimumPixels(width: number, height: number): boolean {
  return width * height >= MIN_PHOTO_PIXELS;
}

/** The checks that need only the file itself: type first, then size (docs/product.md, "Photo rules"). */
export function checkPhotoFile(file: { type: string; size: number; name?: string }): PhotoRefusal | null {
  if (!isImageType(file.type, file.name)) return { kind: "not-an-image" };
  if (!isWithinSizeLimit(file.size)) return { kind: "too-large", bytes: file.size };
  return null;
}

/** The checks on the decoded, upright picture, in the order docs/product.md, "Photo rules", lists them. */
export function checkPhotoDimensions(width: number, height: number): PhotoRefusal | null {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    return { kind: "not-loadable" };
  }
  if (!meetsMinimumSides(width, height)) return { kind: "too-small", width, height };
  // Unreachable with the current limits (the side rule implies it); kept as docs/product.md, "Photo rules", states it.
  if (!meetsMinimumPixels(width, height)) return { kind: "low-resolution", width, height };
  return null;
}
