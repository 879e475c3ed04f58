/**
 * Reads an image's format and declared size from its first bytes, without decoding it, so an
 * absurd picture (a small file declaring 30000 x 30000 pixels) is refused before the browser
 * tries to allocate it. Pure: works on bytes only.
 */

/** Formats told apart by their signature. */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "bmp" | "avif" | "heic" | "tiff" | "svg" | "unknown";

export interface ImageHeader {
  format: ImageFormat;
  /** Declared size in stored pixels (before EXIF rotation), when the header could be read. */
  width?: number;
  height?: number;
}

/** Formats a browser can be asked to decode into a photo. TIFF and SVG are never photos we accept. */
export const DECODABLE_FORMATS: readonly ImageFormat[] = ["jpeg", "png", "gif", "webp", "bmp", "avif", "heic"];

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
}
function u16le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}
function u24le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
}
function u32be(b: Uint8Array, i: number): number {
  return (((b[i] ?? 0) << 24) >>> 0) + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));
}
function i32le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24);
}
function ascii(b: Uint8Array, start: number, length: number): string {
  let text = "";
  for (let i = start; i < start + length && i < b.length; i += 1) text += String.fromCharCode(b[i] ?? 0);
  return text;
}
function startsWith(b: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((value, i) => b[i] === value);
}

/** Finds the frame header (SOFn) of a JPEG by walking its segments. */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = u16be(b, i + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda || length < 2) return undefined; // image data before any frame header
    i += 2 + length;
  }
  return undefined;
}

/** Finds the `ispe` (image spatial extent) box of an AVIF or HEIF file. */
function isobmffSize(b: Uint8Array): { width: number; height: number } | undefined {
  const limit = Math.min(b.length - 15, 1 << 20);
  for (let i = 4; i < limit; i += 1) {
    if (b[i] === 0x69 && ascii(b, i, 4) === "ispe") return { width: u32be(b, i + 8), height: u32be(b, i + 12) };
  }
  return undefined;
}

function webpSize(b: Uint8Array): { width: number; height: number } | undefined {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8L") {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return undefined;
}

/** Tells the format from the signature and reads the declared size where the format states it. */
export function readImageHeader(b: Uint8Array): ImageHeader {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { format: "jpeg", ...jpegSize(b) };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return ascii(b, 12, 4) === "IHDR"
      ? { format: "png", width: u32be(b, 16), height: u32be(b, 20) }
      : { format: "png" };
  }
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") {
    return { format: "gif", width: u16le(b, 6), height: u16le(b, 8) };
  }
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return { format: "webp", ...webpSize(b) };
  if (ascii(b, 0, 2) === "BM" && b.length >= 26) {
    return { format: "bmp", width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
  }
  if (ascii(b, 4, 4) === "ftyp") {
    const brands = ascii(b, 8, Math.min(u32be(b, 0), 64) - 8);
    const format: ImageFormat = /avi[fs]/.test(brands)
      ? "avif"
      : /hei[cxs]|hev[cx]|mif1|msf1/.test(brands)
        ? "heic"
        : "unknown";
    return format === "unknown" ? { format } : { format, ...isobmffSize(b) };
  }
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return { format: "tiff" };
  const text = ascii(b, 0, 1024).trimStart().toLowerCase();
  if (text.startsWith("<") && text.includes("<svg")) return { format: "svg" };
  return { format: "unknown" };
}
