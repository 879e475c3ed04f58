import { checkPhotoDimensions, checkPhotoFile, type PhotoRefusal } from "./photo-checks";
import { DECODABLE_FORMATS, readImageHeader } from "./image-header";
import { DECODE_TIMEOUT_MS, MAX_DECODE_PIXELS, MAX_DECODE_SIDE_PX } from "./photo-limits";

/** A decoded photo, the right way up (EXIF orientation applied), at full size. */
export interface LoadedPhoto {
  bitmap: ImageBitmap;
  width: number;
  height: number;
}

export type LoadPhotoResult = { ok: true; photo: LoadedPhoto } | { ok: false; refusal: PhotoRefusal };

export interface LoadPhotoOptions {
  /**
   * Apply the size and pixel rules of SPEC.md section 5 (default true). The accuracy
   * benchmark turns them off: it measures the analysis, and many labelled photos are small.
   */
  enforcePhotoRules?: boolean;
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

/** Decodes with a time limit; a late result is closed so it does not leak memory. */
function decodeWithTimeout(file: Blob, timeoutMs: number): Promise<ImageBitmap | null> {
  return new Promise((resolve) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      resolve(null);
    }, timeoutMs);
    createImageBitmap(file, { imageOrientation: "from-image" }).then(
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

/**
 * Checks and decodes a photo the visitor picked. Runs the file checks, reads the declared size
 * from the header before decoding (refusing absurd sizes without decoding), decodes with a time
 * limit, then applies the dimension rules to the upright picture. Never throws and never hangs.
 */
export async function loadPhoto(file: Blob, options: LoadPhotoOptions = {}): Promise<LoadPhotoResult> {
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

  const bitmap = await decodeWithTimeout(file, options.timeoutMs ?? DECODE_TIMEOUT_MS);
  if (!bitmap || bitmap.width === 0 || bitmap.height === 0) {
    bitmap?.close();
    // Only Safari decodes HEIC: elsewhere a well-formed iPhone photo ends here, and can be saved as JPEG.
    return header.format === "heic" ? refuse({ kind: "heic-not-supported" }) : notLoadable();
  }
  if (options.enforcePhotoRules !== false) {
    const refusal = checkPhotoDimensions(bitmap.width, bitmap.height);
    if (refusal) {
      bitmap.close();
      return refuse(refusal);
    }
  }
  return { ok: true, photo: { bitmap, width: bitmap.width, height: bitmap.height } };
}
