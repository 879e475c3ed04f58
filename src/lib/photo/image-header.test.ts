import { describe, expect, it } from "vitest";
import { DECODABLE_FORMATS, readImageHeader } from "./image-header";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** The first bytes of a PNG declaring the given size. */
function pngHeader(width: number, height: number): Uint8Array {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32(13),
    "IHDR",
    u32(width),
    u32(height),
    [8, 6, 0, 0, 0],
  );
}

/** A JPEG start with an APP0 segment, then a baseline frame header. */
function jpegHeader(width: number, height: number): Uint8Array {
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0x00, 0x10],
    "JFIF",
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3],
    new Array<number>(9).fill(0),
  );
}

describe("readImageHeader", () => {
  it("reads a PNG's declared size, including an absurd 30000 x 30000", () => {
    expect(readImageHeader(pngHeader(640, 480))).toEqual({ format: "png", width: 640, height: 480 });
    expect(readImageHeader(pngHeader(30000, 30000))).toEqual({ format: "png", width: 30000, height: 30000 });
  });

  it("finds a JPEG's frame header after other segments", () => {
    expect(readImageHeader(jpegHeader(1200, 900))).toEqual({ format: "jpeg", width: 1200, height: 900 });
  });

  it("gives no size for a JPEG cut off before its frame header", () => {
    const truncated = jpegHeader(1200, 900).slice(0, 12);
    expect(readImageHeader(truncated)).toEqual({ format: "jpeg" });
  });

  it("reads GIF (animated or not) and WebP sizes", () => {
    expect(readImageHeader(bytes("GIF89a", [0x20, 0x03, 0x58, 0x02]))).toEqual({
      format: "gif",
      width: 800,
      height: 600,
    });
    const vp8x = bytes(
      "RIFF",
      [0, 0, 0, 0],
      "WEBPVP8X",
      [10, 0, 0, 0, 0, 0, 0, 0],
      [0x1f, 0x03, 0x00, 0x57, 0x02, 0x00],
    );
    expect(readImageHeader(vp8x)).toEqual({ format: "webp", width: 800, height: 600 });
  });

  it("recognises formats that are not decoded as photos", () => {
    expect(readImageHeader(new Uint8Array(0)).format).toBe("unknown");
    expect(readImageHeader(bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')).format).toBe("svg");
    expect(readImageHeader(bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])).format).toBe("tiff");
    expect(readImageHeader(bytes("%PDF-1.7")).format).toBe("unknown");
    for (const format of ["svg", "tiff", "unknown"] as const) expect(DECODABLE_FORMATS).not.toContain(format);
  });

  it("tells HEIC from AVIF and reads the spatial extent box", () => {
    const heic = bytes(u32(24), "ftypheic", u32(0), "mif1heic", u32(20), "ispe", u32(0), u32(4032), u32(3024));
    expect(readImageHeader(heic)).toEqual({ format: "heic", width: 4032, height: 3024 });
    const avif = bytes(u32(20), "ftypavif", u32(0), "avif");
    expect(readImageHeader(avif).format).toBe("avif");
  });
});
