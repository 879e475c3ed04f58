/** Photo rules (docs/product.md, "Photo rules"), defined once and imported wherever they are used. */

/** One megabyte as the upload rule counts it. */
export const MEGABYTE = 1024 * 1024;
/** Largest accepted file, in megabytes, as the visitor is told it. */
export const MAX_PHOTO_MB = 15;
/** Largest accepted file: exactly MAX_PHOTO_MB passes, one byte more is refused. */
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * MEGABYTE;
/**
 * Each side must be at least this many pixels. Any shape of photo is accepted (docs/decisions.md
 * "Photo shape"): the first design's aspect rule refused ordinary 16:9, 9:16 and 3:2 phone photos although the
 * analyzer crops to the face.
 */
export const MIN_PHOTO_SIDE_PX = 400;
/**
 * Width times height must be at least this. The first design's rule stays, but with each side at least
 * MIN_PHOTO_SIDE_PX (400 x 400 = 160000) it is already implied: it can only refuse a photo if the
 * side limit is lowered below 400 px.
 */
export const MIN_PHOTO_PIXELS = 160_000;

/**
 * Largest picture the browser is asked to decode, read from the file's header before decoding.
 * A 15 MB file can declare 30000 x 30000 pixels (3.6 GB once decoded); 64 megapixels covers
 * every phone camera's normal output. One such frame is 256 MB decoded, and analysing it at full
 * size cost about 1.1 GB across the browser (the face worker copies it three times, once as 32-bit
 * numbers), so the analysis gets the photo at most MAX_ANALYSIS_SIDE_PX on its longer side.
 */
export const MAX_DECODE_PIXELS = 64_000_000;
/**
 * Longest side of the picture the analysis works on: a larger photo is drawn this size as soon as
 * it is decoded, and its full-size picture closed (load-photo.ts). Above every photo of the labelled
 * sets (the largest is 2,496 px), so the calibration measured photos exactly as the site does; a
 * face in it is still far larger than the 112 to 150 px the landmark and appearance networks read.
 */
export const MAX_ANALYSIS_SIDE_PX = 2560;
/** Longest side the browser is asked to decode (canvas and ImageBitmap limits sit near here). */
export const MAX_DECODE_SIDE_PX = 16_384;
/** Decoding that takes longer than this is abandoned and the photo refused as not loadable. */
export const DECODE_TIMEOUT_MS = 15_000;
/**
 * Largest picture decoded where the browser cannot decode it at a reduced size: every format but a
 * baseline JPEG, and every format in a browser without ImageDecoder (load-photo.ts). Such a photo
 * exists at full size once decoded (4 bytes a pixel, then copies): an 8000 x 8000 WebP cost the
 * browser about 490 MB above the idle page in security round 6's review, and JPEGs decoded whole
 * 308 MB at 24 megapixels and 303 MB at 16; 13 megapixels covers a phone's usual 12 (4032 x 3024,
 * or 4160 x 3120) and keeps the peak under 300 MB (`npm run bench:photo-memory`, docs/figures.md).
 */
export const MAX_UNSCALED_DECODE_PIXELS = 13_000_000;
/**
 * Most pixels a file may declare per byte it holds. No photo compresses this far (a 12-megapixel
 * JPEG at its lowest quality still takes hundreds of kilobytes, about 40 pixels a byte); a file
 * that claims 8000 x 8000 pixels in 34 bytes is made to cost memory, and is refused undecoded.
 */
export const MAX_PIXELS_PER_BYTE = 2000;
