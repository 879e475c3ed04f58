import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DECODABLE_FORMATS, readImageHeader } from "./image-header";
import { bytes, gif, heif, imageDataLookingLikeExtent, pngHeader, u32 } from "@tests/fixtures/image-files";

/** A JPEG start with an APP0 segment, then a baseline frame header. */
function jpegHeader(width: number, height: number, frame = 0xc0): Uint8Array {
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0x00, 0x10],
    "JFIF",
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, frame, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3],
    new Array<number>(9).fill(0),
  );
}

describe("readImageHeader", () => {
  it("reads a PNG's declared size, including an absurd 30000 x 30000", () => {
    expect(readImageHeader(pngHeader(640, 480))).toEqual({ format: "png", width: 640, height: 480 });
    expect(readImageHeader(pngHeader(30000, 30000))).toEqual({ format: "png", width: 30000, height: 30000 });
  });

  it("finds a JPEG's frame header after other segments", () => {
    expect(readImageHeader(jpegHeader(1200, 900))).toEqual({
      format: "jpeg",
      width: 1200,
      height: 900,
      progressive: false,
    });
  });

  it("tells a progressive JPEG (decoded whole before any scaling) from a baseline one", () => {
    for (const frame of [0xc2, 0xc6, 0xca, 0xce])
      expect(readImageHeader(jpegHeader(8000, 8000, frame)).progressive, frame.toString(16)).toBe(true);
    for (const frame of [0xc0, 0xc1, 0xc3, 0xc9])
      expect(readImageHeader(jpegHeader(8000, 8000, frame)).progressive, frame.toString(16)).toBe(false);
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

  it("reads every frame of a GIF: a frame larger than the screen, or placed beyond it, widens the size", () => {
    const screen = { width: 500, height: 500 };
    expect(readImageHeader(gif(screen, [{ width: 500, height: 500 }]))).toEqual({
      format: "gif",
      width: 500,
      height: 500,
    });
    expect(
      readImageHeader(
        gif(screen, [
          { width: 500, height: 500 },
          { width: 16000, height: 16000 },
        ]),
      ),
    ).toEqual({
      format: "gif",
      width: 16000,
      height: 16000,
    });
    expect(readImageHeader(gif(screen, [{ left: 9000, top: 100, width: 400, height: 600 }]))).toEqual({
      format: "gif",
      width: 9400,
      height: 700,
    });
  });
});

describe("readImageHeader on HEIC and AVIF", () => {
  it("tells HEIC from AVIF and reads the spatial extent of the primary item", () => {
    const heic = heif("heic", 1, [{ id: 1, extent: { width: 4032, height: 3024 } }]);
    expect(readImageHeader(heic)).toEqual({ format: "heic", width: 4032, height: 3024 });
    const avif = bytes(u32(20), "ftypavif", u32(0), "avif");
    expect(readImageHeader(avif)).toEqual({ format: "avif" });
  });

  it("gives no size for an image sequence (an animated AVIF or HEIF), whose frames its still image does not bound", () => {
    const still = heif("avif", 1, [{ id: 1, extent: { width: 1000, height: 1000 } }]);
    expect(readImageHeader(still)).toEqual({ format: "avif", width: 1000, height: 1000 });
    for (const brand of ["avis", "msf1"]) {
      const sequence = Uint8Array.from(still);
      sequence.set(new TextEncoder().encode(brand), 8);
      expect(readImageHeader(sequence)).toEqual({ format: "avif" });
    }
  });

  it("finds the primary item's extent through the item associations, not the first extent in the file", () => {
    const thumbnailFirst = heif("avif", 2, [
      { id: 1, extent: { width: 320, height: 240 } },
      { id: 2, extent: { width: 16000, height: 16000 } },
    ]);
    expect(readImageHeader(thumbnailFirst)).toEqual({ format: "avif", width: 16000, height: 16000 });
    const dataFirst = heif("heic", 1, [{ id: 1, extent: { width: 12000, height: 9000 } }], {
      before: imageDataLookingLikeExtent(640, 480),
    });
    expect(readImageHeader(dataFirst)).toEqual({ format: "heic", width: 12000, height: 9000 });
    const wide = heif("avif", 70000, [{ id: 70000, extent: { width: 4000, height: 3000 } }], { wide: true });
    expect(readImageHeader(wide)).toEqual({ format: "avif", width: 4000, height: 3000 });
  });

  it("widens the size to any larger extent an item declares (a tile or alpha plane is decoded at its own)", () => {
    const hugeTile = heif("avif", 1, [
      { id: 1, extent: { width: 500, height: 500 } },
      { id: 2, extent: { width: 16000, height: 16000 } },
    ]);
    expect(readImageHeader(hugeTile)).toEqual({ format: "avif", width: 16000, height: 16000 });
  });

  it("gives no size when the primary item has no extent", () => {
    const noExtent = heif("heic", 2, [{ id: 1, extent: { width: 640, height: 480 } }, { id: 2 }]);
    expect(readImageHeader(noExtent)).toEqual({ format: "heic" });
  });

  it("reads an AV1 image's size from its sequence header too, and gives none when the extent contradicts it", () => {
    const fixture = (name: string) =>
      new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/avif/${name}`, import.meta.url)));
    expect(readImageHeader(fixture("plain-640x480.avif"))).toEqual({ format: "avif", width: 640, height: 480 });
    // 16000 x 16000 pixels of AV1 whose `ispe` was patched to say 1000 x 1000 (4.6 KB): no size, so never decoded.
    const patched = fixture("16000-square-declaring-1000.avif");
    expect(readImageHeader(patched)).toEqual({ format: "avif" });
    // The same file with its true extent: the real size, which the decoding limits then refuse.
    const honest = new Uint8Array(patched);
    const ispe = Buffer.from(honest).indexOf("ispe");
    new DataView(honest.buffer).setUint32(ispe + 8, 16000);
    new DataView(honest.buffer).setUint32(ispe + 12, 16000);
    expect(readImageHeader(honest)).toEqual({ format: "avif", width: 16000, height: 16000 });
    // Cut before the image data, the sequence header is out of reach: no size from the first bytes alone.
    expect(readImageHeader(fixture("plain-640x480.avif").slice(0, 200))).toEqual({ format: "avif" });
  });
});
