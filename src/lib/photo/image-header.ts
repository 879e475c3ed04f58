/**
 * Reads an image's format and declared size from its first bytes, without decoding it, so an
 * absurd picture (a small file declaring 30000 x 30000 pixels) is refused before the browser
 * tries to allocate it. Pure: works on bytes only.
 */
import { firstSequenceHeaderSize } from "./av1-sequence";

/** Formats told apart by their signature. */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "bmp" | "avif" | "heic" | "tiff" | "svg" | "unknown";

export interface ImageHeader {
  format: ImageFormat;
  /**
   * Declared size in stored pixels (before EXIF rotation), when the header could be read: the
   * largest the browser may decode from the file (a GIF's largest frame, an AVIF's largest tile).
   */
  width?: number;
  height?: number;
  /** A progressive JPEG (its frame header SOF2, SOF6, SOF10 or SOF14), which browsers decode whole before any scaling. */
  progressive?: boolean;
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
function jpegSize(b: Uint8Array): { width: number; height: number; progressive: boolean } | undefined {
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
    if (isStartOfFrame)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7), progressive: (marker & 0x03) === 0x02 };
    if (marker === 0xd9 || marker === 0xda || length < 2) return undefined; // image data before any frame header
    i += 2 + length;
  }
  return undefined;
}

/**
 * The area a GIF's decoder draws on: its logical screen, widened to take in every frame. A frame
 * may be far larger than the screen it claims (a 500 x 500 screen with a 16000 x 16000 frame), and
 * browsers decode it at the frame's size, so every image descriptor is read. Walks the blocks:
 * extensions (0x21) and images (0x2c, with their colour tables and data sub-blocks) up to the
 * trailer (0x3b), or up to anything else, where browsers also stop.
 */
function gifSize(b: Uint8Array): { width: number; height: number } {
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  const colourTableBytes = (packed: number) => ((packed & 0x80) !== 0 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const skipSubBlocks = (start: number) => {
    let i = start;
    while (i < b.length && b[i] !== 0) i += 1 + (b[i] ?? 0);
    return i + 1;
  };
  let i = 13 + colourTableBytes(b[10] ?? 0);
  while (i < b.length) {
    const block = b[i];
    if (block === 0x21) {
      i = skipSubBlocks(i + 2);
    } else if (block === 0x2c && i + 10 <= b.length) {
      width = Math.max(width, u16le(b, i + 1) + u16le(b, i + 5));
      height = Math.max(height, u16le(b, i + 3) + u16le(b, i + 7));
      // The colour table, then the LZW minimum code size, then the image data.
      i = skipSubBlocks(i + 10 + colourTableBytes(b[i + 9] ?? 0) + 1);
    } else {
      break;
    }
  }
  return { width, height };
}

interface IsobmffBox {
  type: string;
  /** Where the box's content starts (after its header) and ends. */
  start: number;
  end: number;
}

/** The boxes laid one after another in `b` from `start` to `end`, as far as they are whole. */
function isobmffBoxes(b: Uint8Array, start: number, end: number): IsobmffBox[] {
  const boxes: IsobmffBox[] = [];
  let i = start;
  while (i + 8 <= end) {
    let size = u32be(b, i);
    let header = 8;
    if (size === 1) {
      size = u32be(b, i + 8) * 2 ** 32 + u32be(b, i + 12);
      header = 16;
    } else if (size === 0) {
      size = end - i;
    }
    if (size < header) break;
    boxes.push({ type: ascii(b, i + 4, 4), start: i + header, end: Math.min(i + size, end) });
    i += size;
  }
  return boxes;
}

/** A whole number of 0, 4 or 8 bytes, big-endian, as `iloc` writes its offsets and lengths. */
function sizedNumber(b: Uint8Array, i: number, size: number): number {
  if (size === 4) return u32be(b, i);
  if (size === 8) return u32be(b, i) * 2 ** 32 + u32be(b, i + 4);
  return 0;
}

/**
 * Where an item's data starts in the file (its first extent), from the item locations (`iloc`);
 * undefined for an item that is not there or whose data is not at a file offset.
 */
function itemData(b: Uint8Array, iloc: IsobmffBox, itemId: number): { start: number; end: number } | undefined {
  const version = b[iloc.start] ?? 0;
  let i = iloc.start + 4;
  const offsetSize = (b[i] ?? 0) >> 4;
  const lengthSize = (b[i] ?? 0) & 0x0f;
  const baseOffsetSize = (b[i + 1] ?? 0) >> 4;
  const indexSize = version >= 1 ? (b[i + 1] ?? 0) & 0x0f : 0;
  i += 2;
  const count = version < 2 ? u16be(b, i) : u32be(b, i);
  i += version < 2 ? 2 : 4;
  for (let item = 0; item < count && i < iloc.end; item += 1) {
    const id = version < 2 ? u16be(b, i) : u32be(b, i);
    i += version < 2 ? 2 : 4;
    let construction = 0;
    if (version >= 1) {
      construction = u16be(b, i) & 0x0f;
      i += 2;
    }
    i += 2; // data_reference_index
    const base = sizedNumber(b, i, baseOffsetSize);
    i += baseOffsetSize;
    const extents = u16be(b, i);
    i += 2;
    let first: { start: number; end: number } | undefined;
    for (let extent = 0; extent < extents && i < iloc.end; extent += 1) {
      i += indexSize;
      const offset = sizedNumber(b, i, offsetSize);
      i += offsetSize;
      const length = sizedNumber(b, i, lengthSize);
      i += lengthSize;
      if (extent === 0) first = { start: base + offset, end: length > 0 ? base + offset + length : b.length };
    }
    if (id === itemId)
      return construction === 0 && first ? { start: first.start, end: Math.min(first.end, b.length) } : undefined;
  }
  return undefined;
}

/** What one item of an AVIF or HEIF file is associated with: its spatial extent and its AV1 configuration. */
interface ItemProperties {
  extent?: { width: number; height: number };
  av1Config?: IsobmffBox;
}

/** Sizes that differ by more than this many pixels are not one image stated twice. */
const SIZE_ROUNDING_PX = 1;

/**
 * The size an AVIF or HEIF file will be decoded at: the `ispe` (image spatial extent) of its primary
 * item (`pitm`), found through the item-property associations (`ipma`), widened to the largest
 * `ispe` any item is associated with, since a primary item made of tiles, or with an alpha plane,
 * has each of them decoded at its own size. Only the file-level `meta` box is read, so an `ispe`
 * of no item, or bytes that only look like one inside the image data, count for nothing.
 *
 * An AV1-coded item (one with an `av1C` property) states its size a second time, in its sequence
 * header, which is what the decoder uses: read from the `av1C`'s configuration OBUs, or else from
 * the start of the item's data (`iloc`). The size is the larger of the two; when they disagree by
 * more than rounding, or the sequence header cannot be found in these bytes, no size is given
 * (load-photo.ts then reads the whole file, and refuses a photo whose size it still cannot read).
 */
function isobmffSize(b: Uint8Array): { width: number; height: number } | undefined {
  const meta = isobmffBoxes(b, 0, b.length).find((box) => box.type === "meta");
  if (!meta) return undefined;
  const inMeta = isobmffBoxes(b, meta.start + 4, meta.end);
  const pitm = inMeta.find((box) => box.type === "pitm");
  const iprp = inMeta.find((box) => box.type === "iprp");
  if (!pitm || !iprp) return undefined;
  const primaryItem = b[pitm.start] === 0 ? u16be(b, pitm.start + 4) : u32be(b, pitm.start + 4);
  const inIprp = isobmffBoxes(b, iprp.start, iprp.end);
  const ipco = inIprp.find((box) => box.type === "ipco");
  if (!ipco) return undefined;
  // Property indices count from 1, in the order of the ipco box.
  const properties = isobmffBoxes(b, ipco.start, ipco.end);
  const items = new Map<number, ItemProperties>();
  for (const ipma of inIprp.filter((box) => box.type === "ipma")) {
    const version = b[ipma.start] ?? 0;
    const wideIndex = ((b[ipma.start + 3] ?? 0) & 1) === 1;
    const entries = u32be(b, ipma.start + 4);
    let i = ipma.start + 8;
    for (let entry = 0; entry < entries && i < ipma.end; entry += 1) {
      const item = version === 0 ? u16be(b, i) : u32be(b, i);
      i += version === 0 ? 2 : 4;
      const associations = b[i] ?? 0;
      i += 1;
      const own = items.get(item) ?? {};
      items.set(item, own);
      for (let n = 0; n < associations && i < ipma.end; n += 1) {
        const index = wideIndex ? u16be(b, i) & 0x7fff : (b[i] ?? 0) & 0x7f;
        i += wideIndex ? 2 : 1;
        const property = properties[index - 1];
        if (property?.type === "ispe" && property.start + 12 <= property.end)
          own.extent = { width: u32be(b, property.start + 4), height: u32be(b, property.start + 8) };
        if (property?.type === "av1C") own.av1Config = property;
      }
    }
  }
  if (!items.get(primaryItem)?.extent) return undefined;
  const iloc = inMeta.find((box) => box.type === "iloc");
  let width = 0;
  let height = 0;
  for (const [item, { extent, av1Config }] of items) {
    if (av1Config) {
      const data = iloc ? itemData(b, iloc, item) : undefined;
      const coded =
        firstSequenceHeaderSize(b, av1Config.start + 4, av1Config.end) ??
        (data ? firstSequenceHeaderSize(b, data.start, data.end) : undefined);
      if (!coded) return undefined;
      if (
        extent &&
        (Math.abs(extent.width - coded.width) > SIZE_ROUNDING_PX ||
          Math.abs(extent.height - coded.height) > SIZE_ROUNDING_PX)
      )
        return undefined;
      width = Math.max(width, coded.width);
      height = Math.max(height, coded.height);
    }
    if (extent) {
      width = Math.max(width, extent.width);
      height = Math.max(height, extent.height);
    }
  }
  return { width, height };
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

/** The brands of an AVIF (`avis`) or HEIF (`msf1`) image sequence. */
const SEQUENCE_BRANDS = /avis|msf1/;

/** Tells the format from the signature and reads the declared size where the format states it. */
export function readImageHeader(b: Uint8Array): ImageHeader {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { format: "jpeg", ...jpegSize(b) };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return ascii(b, 12, 4) === "IHDR"
      ? { format: "png", width: u32be(b, 16), height: u32be(b, 20) }
      : { format: "png" };
  }
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") {
    return { format: "gif", ...gifSize(b) };
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
    if (format === "unknown") return { format };
    // An image sequence (an animated AVIF or HEIF) is decoded from its track's frames, whose sizes
    // its still image does not bound: no size is read, so it is refused as a photo that cannot be read.
    if (SEQUENCE_BRANDS.test(brands)) return { format };
    return { format, ...isobmffSize(b) };
  }
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return { format: "tiff" };
  const text = ascii(b, 0, 1024).trimStart().toLowerCase();
  if (text.startsWith("<") && text.includes("<svg")) return { format: "svg" };
  return { format: "unknown" };
}
