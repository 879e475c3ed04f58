import { checkPhotoDimensions, checkPhotoFile, type PhotoRefusal } from "./photo-checks";
import { DECODABLE_FORMATS, readImageHeader, type ImageFormat, type ImageHeader } from "./image-header";
import {
  DECODE_TIMEOUT_MS,
  MAX_ANALYSIS_SIDE_PX,
  MAX_DECODE_PIXELS,
  MAX_DECODE_SIDE_PX,
  MAX_PIXELS_PER_BYTE,
  MAX_UNSCALED_DECODE_PIXELS,
} from "./photo-limits";

/** A decoded photo, the right way up (EXIF orientation applied), at most MAX_ANALYSIS_SIDE_PX on its longer side. */
export interface LoadedPhoto {
  bitmap: ImageBitmap;
  width: number;
  height: number;
  /**
   * Where the photo was decoded smaller than it is: a JPEG of the decoded picture, for showing it
   * (an <img> of the original file would decode it at full size again) and for decoding it again.
   */
  smaller?: Blob;
}

export type LoadPhotoResult = { ok: true; photo: LoadedPhoto } | { ok: false; refusal: PhotoRefusal };

export interface LoadPhotoOptions {
  /** Give up decoding after this long (default DECODE_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * How much of the file is read first to find the declared size. The whole file is read where that
 * is not enough: JPEG metadata or an AVIF's image data can push the size further in, and a GIF's
 * frames can sit anywhere.
 */
const HEADER_BYTES = 1 << 20;

const refuse = (refusal: PhotoRefusal): LoadPhotoResult => ({ ok: false, refusal });
const notLoadable = (): LoadPhotoResult => refuse({ kind: "not-loadable" });

/**
 * The photo as the analysis uses it: at most MAX_ANALYSIS_SIDE_PX on its longer side. A larger
 * decoded picture is drawn smaller at once and closed, so a full-size copy exists only for a
 * moment (createImageBitmap's own resize options held a full-size and a resized copy, and more
 * memory at their peak). A picture smaller than the file's (`declaredPixels`) comes with a JPEG of
 * itself, for showing it and decoding it again without the original.
 */
async function atAnalysisSize(
  decoded: ImageBitmap,
  declaredPixels: number,
): Promise<{ bitmap: ImageBitmap; smaller?: Blob }> {
  const scale = Math.min(1, MAX_ANALYSIS_SIDE_PX / Math.max(decoded.width, decoded.height));
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  if (width * height >= declaredPixels) return { bitmap: decoded };
  let canvas: OffscreenCanvas;
  try {
    canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return { bitmap: decoded };
    context.imageSmoothingQuality = "high";
    context.drawImage(decoded, 0, 0, width, height);
  } catch {
    return { bitmap: decoded };
  }
  const encode = () => canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 }).catch(() => undefined);
  if (scale === 1) {
    const smaller = await encode();
    return smaller ? { bitmap: decoded, smaller } : { bitmap: decoded };
  }
  // Once drawn, the full-size picture is let go before the copy is encoded, so the two never
  // weigh on memory together (an 8000 x 8000 photo decoded at full size is 256 MB).
  decoded.close();
  const smaller = await encode();
  const bitmap = canvas.transferToImageBitmap();
  return smaller ? { bitmap, smaller } : { bitmap };
}

/** Decodes with a time limit; a late result is closed so it does not leak memory. */
function decodeWithTimeout(decode: () => Promise<ImageBitmap>, timeoutMs: number): Promise<ImageBitmap | null> {
  return new Promise((resolve) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      resolve(null);
    }, timeoutMs);
    decode().then(
      (bitmap) => {
        if (settled) {
          bitmap.close();
          return;
        }
        settled = true;
        clearTimeout(timer);
        resolve(bitmap);
      },
      () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

/** The formats the browser's ImageDecoder may decode at a reduced size, by their MIME type. */
const SCALED_DECODE_TYPES: Partial<Record<ImageFormat, string>> = {
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
};

/**
 * Whether this browser decodes the photo at a reduced size: a baseline JPEG through ImageDecoder
 * (Chromium's scales only JPEG, and a progressive one is decoded whole first).
 */
function decodesScaled(header: ImageHeader): boolean {
  return header.format === "jpeg" && header.progressive !== true && typeof globalThis.ImageDecoder === "function";
}

/**
 * Decodes a photo larger than the analysis uses near the analysis size, where the browser's
 * ImageDecoder (WebCodecs) can: a JPEG of 8000 x 8000 pixels then never exists at full size (the
 * peak it saves is measured by `npm run bench:photo-memory`, docs/figures.md). Its frame carries the EXIF rotation, which
 * createImageBitmap applies. Null where there is no such decoder or it does not take the format.
 */
async function decodeScaled(
  file: Blob,
  format: ImageFormat,
  width: number,
  height: number,
): Promise<ImageBitmap | null> {
  const type = SCALED_DECODE_TYPES[format];
  const Decoder = globalThis.ImageDecoder;
  const scale = MAX_ANALYSIS_SIDE_PX / Math.max(width, height);
  if (!type || !Decoder || scale >= 1 || !(await Decoder.isTypeSupported(type).catch(() => false))) return null;
  const decoder = new Decoder({
    data: file.stream(),
    type,
    desiredWidth: Math.max(1, Math.round(width * scale)),
    desiredHeight: Math.max(1, Math.round(height * scale)),
  });
  try {
    const { image } = await decoder.decode();
    try {
      return await createImageBitmap(image);
    } finally {
      image.close();
    }
  } finally {
    decoder.close();
  }
}

/**
 * Checks and decodes a photo the visitor picked. Runs the file checks, reads the declared size
 * from the header before decoding (refusing absurd sizes without decoding), decodes with a time
 * limit, then applies the dimension rules to the upright picture. Never throws and never hangs.
 */
export const loadPhoto = (file: Blob, options: LoadPhotoOptions = {}): Promise<LoadPhotoResult> =>
  checkAndDecode(file, options, checkPhotoDimensions);

/**
 * Decodes a photo as loadPhoto does, with the file checks and the decoding limits, but without the
 * visitor's size rules (docs/product.md, "Photo rules"): the calibration and the benchmarks measure labelled
 * photos, many of them smaller than a visitor may upload, exactly as the site would measure them.
 */
export const decodePhoto = (file: Blob, options: LoadPhotoOptions = {}): Promise<LoadPhotoResult> =>
  checkAndDecode(file, options, () => null);

async function checkAndDecode(
  file: Blob,
  options: LoadPhotoOptions,
  sizeRules: (width: number, height: number) => PhotoRefusal | null,
): Promise<LoadPhotoResult> {
  const name = "name" in file && typeof file.name === "string" ? file.name : undefined;
  const fileProblem = checkPhotoFile(name === undefined ? file : { type: file.type, size: file.size, name });
  if (fileProblem) return refuse(fileProblem);
  if (file.size === 0) return notLoadable();

  let header;
  try {
    header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
    const sizeMayLieFurther = header.format === "gif" || header.width === undefined;
    if (sizeMayLieFurther && file.size > HEADER_BYTES) {
      header = readImageHeader(new Uint8Array(await file.arrayBuffer()));
    }
  } catch {
    return notLoadable();
  }
  if (!DECODABLE_FORMATS.includes(header.format)) return notLoadable();
  const { width, height } = header;
  if (width === undefined || height === undefined || width <= 0 || height <= 0) return notLoadable();
  if (width > MAX_DECODE_SIDE_PX || height > MAX_DECODE_SIDE_PX || width * height > MAX_DECODE_PIXELS) {
    return refuse({ kind: "too-many-pixels", width, height });
  }
  // A file far too small for the pixels it declares is not a photo: it is made to cost memory.
  if (width * height > file.size * MAX_PIXELS_PER_BYTE) return notLoadable();
  // Where the browser cannot decode it at a reduced size, the whole picture exists once decoded.
  if (!decodesScaled(header) && width * height > MAX_UNSCALED_DECODE_PIXELS) {
    return refuse({ kind: "too-many-pixels", width, height, limit: MAX_UNSCALED_DECODE_PIXELS });
  }

  // The size rules hold for the picture as taken; they do not depend on which way up it is.
  const refusal = sizeRules(width, height);
  if (refusal) return refuse(refusal);
  const decoded = await decodeWithTimeout(
    async () =>
      (await decodeScaled(file, header.format, width, height).catch(() => null)) ??
      createImageBitmap(file, { imageOrientation: "from-image" }),
    options.timeoutMs ?? DECODE_TIMEOUT_MS,
  );
  if (!decoded || decoded.width === 0 || decoded.height === 0) {
    decoded?.close();
    // Only Safari decodes HEIC: elsewhere a well-formed iPhone photo ends here, and can be saved as JPEG.
    return header.format === "heic" ? refuse({ kind: "heic-not-supported" }) : notLoadable();
  }
  const { bitmap, smaller } = await atAnalysisSize(decoded, width * height);
  return { ok: true, photo: { bitmap, width: bitmap.width, height: bitmap.height, ...(smaller ? { smaller } : {}) } };
}
