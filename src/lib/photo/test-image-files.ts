/**
 * Hand-built image files for the photo tests: only the structure the header reader walks, with
 * sizes chosen by the test.
 */

export function bytes(...parts: (number[] | string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === "string") for (const char of part) out.push(char.charCodeAt(0));
    else for (const value of part) out.push(value);
  }
  return new Uint8Array(out);
}
export const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** The first bytes of a PNG declaring the given size (all a header reader looks at). */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32(13),
    "IHDR",
    u32(width),
    u32(height),
    [8, 6, 0, 0, 0],
  );
}
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];

/** A frame of a GIF: where it sits on the screen and its size. */
export interface GifFrame {
  left?: number;
  top?: number;
  width: number;
  height: number;
}

/**
 * A GIF89a with a global colour table, a looping extension, a comment whose sub-blocks hold bytes
 * that look like image descriptors, and each frame with a local colour table and data sub-blocks.
 */
export function gif(screen: { width: number; height: number }, frames: readonly GifFrame[]): Uint8Array<ArrayBuffer> {
  const looksLikeADescriptor = [0x2c, ...u16le(0), ...u16le(0), ...u16le(1), ...u16le(1), 0];
  const frameBytes: number[] = [];
  for (const frame of frames) {
    frameBytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0);
    frameBytes.push(0x2c, ...u16le(frame.left ?? 0), ...u16le(frame.top ?? 0));
    frameBytes.push(...u16le(frame.width), ...u16le(frame.height));
    // A local colour table of 4 colours, the LZW code size, then data sub-blocks holding block bytes.
    frameBytes.push(0x81, ...new Array<number>(12).fill(0), 2, 3, 0x44, 0x01, 0x3b, 2, 0x2c, 0x21, 0);
  }
  return bytes(
    "GIF89a",
    u16le(screen.width),
    u16le(screen.height),
    [0x80, 0, 0, 0, 0, 0, 255, 255, 255],
    [0x21, 0xff, 0x0b],
    "NETSCAPE2.0",
    [3, 1, 0, 0, 0],
    [0x21, 0xfe, looksLikeADescriptor.length, ...looksLikeADescriptor, 2, 0x2c, 0x3b, 0],
    frameBytes,
    [0x3b],
  );
}

const box = (type: string, ...content: (number[] | string | Uint8Array)[]) => {
  const body = bytes(...content);
  return bytes(u32(8 + body.length), type, body);
};
const fullBox = (type: string, version: number, flags: number, ...content: (number[] | string | Uint8Array)[]) =>
  box(type, [version, 0, 0, flags], ...content);

/** An item of a HEIF file and the spatial extent (`ispe`) associated with it, if any. */
export interface HeifItem {
  id: number;
  extent?: { width: number; height: number };
}

/**
 * The boxes of an AVIF or HEIF file the size is read from: `ftyp`, then `meta` with the primary item
 * (`pitm`) and the item properties (`ipco`, one `ispe` per item that has an extent, in the order
 * given) with their associations (`ipma`). `before` goes between `ftyp` and `meta` (image data,
 * say). `wide` writes the 32-bit item ids and 15-bit property indices of the boxes' version 1.
 */
export function heif(
  brand: "heic" | "avif",
  primaryItem: number,
  items: readonly HeifItem[],
  options: { before?: Uint8Array; wide?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const wide = options.wide ?? false;
  const itemId = (id: number) => (wide ? u32(id) : u16(id));
  const withExtent = items.filter((item) => item.extent);
  const ipco = box(
    "ipco",
    ...withExtent.map((item) => fullBox("ispe", 0, 0, u32(item.extent?.width ?? 0), u32(item.extent?.height ?? 0))),
  );
  const ipma = fullBox(
    "ipma",
    wide ? 1 : 0,
    wide ? 1 : 0,
    u32(items.length),
    ...items.map((item) => {
      const index = withExtent.indexOf(item) + 1;
      if (index === 0) return [...itemId(item.id), 0];
      return [...itemId(item.id), 1, ...(wide ? u16(0x8000 | index) : [0x80 | index])];
    }),
  );
  return bytes(
    box("ftyp", brand, u32(0), "mif1", brand),
    options.before ?? [],
    fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, u32(0), "pict", u32(0), u32(0), u32(0), [0]),
      fullBox("pitm", wide ? 1 : 0, 0, itemId(primaryItem)),
      box("iprp", ipco, ipma),
    ),
  );
}

/** An `mdat` box whose data happens to hold the bytes of an `ispe` box of the given size. */
export function imageDataLookingLikeExtent(width: number, height: number): Uint8Array<ArrayBuffer> {
  return box("mdat", [0, 0, 0, 20], "ispe", u32(0), u32(width), u32(height), new Array<number>(32).fill(0));
}
