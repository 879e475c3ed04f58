/**
 * Weights stored in 4 bits with a 16-value codebook per output channel (the last axis), the way
 * the identity network's later stages ship (./models/face-identity.bin, written by
 * `npm run identity-weights`): each weight is the index of the nearest of its channel's 16 values.
 * The codebooks are fitted by Lloyd's k-means (starting at the channel's quantiles), which keeps
 * the many small weights apart where an even scale would give them one or two steps. A tensor's
 * bytes are its channels' codebooks (float32, little-endian, 16 a channel), then two indices a
 * byte, low nibble first, in the tensor's own order. Pure, so the tool that writes them and the
 * worker that reads them share it, and a unit test checks the two agree.
 */

/** One tensor of a packed file: where its bytes start and how many there are. */
export interface PackedWeight {
  name: string;
  shape: number[];
  offset: number;
  bytes: number;
}

const LEVELS = 16;
const ITERATIONS = 25;

/** The bytes a packed tensor of `shape` takes. */
export function packedSize(shape: readonly number[]): number {
  const count = shape.reduce((a, b) => a * b, 1);
  const channels = shape.at(-1) ?? 1;
  return 4 * LEVELS * channels + Math.ceil(count / 2);
}

/** The 16 values of one channel's codebook, fitted to its weights (sorted, deterministic). */
function codebook(values: readonly number[]): Float32Array {
  const sorted = [...values].sort((a, b) => a - b);
  const book = Float32Array.from(
    { length: LEVELS },
    (_, k) => sorted[Math.floor(((k + 0.5) / LEVELS) * sorted.length)] ?? 0,
  );
  for (let round = 0; round < ITERATIONS; round += 1) {
    const sums = new Float64Array(LEVELS);
    const counts = new Float64Array(LEVELS);
    for (const v of sorted) {
      const k = nearest(book, v);
      sums[k] = (sums[k] ?? 0) + v;
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (let k = 0; k < LEVELS; k += 1) if ((counts[k] ?? 0) > 0) book[k] = (sums[k] ?? 0) / (counts[k] ?? 1);
  }
  return book;
}

function nearest(book: Float32Array, v: number): number {
  let best = 0;
  let gap = Infinity;
  for (let k = 0; k < LEVELS; k += 1) {
    const d = Math.abs((book[k] ?? 0) - v);
    if (d < gap) {
      gap = d;
      best = k;
    }
  }
  return best;
}

/** Packs float values of a tensor whose last axis has `channels` entries. */
export function pack4(values: Float32Array, channels: number): Uint8Array {
  const perChannel = Array.from({ length: channels }, () => [] as number[]);
  values.forEach((v, i) => perChannel[i % channels]?.push(v));
  const books = perChannel.map(codebook);
  const out = new Uint8Array(4 * LEVELS * channels + Math.ceil(values.length / 2));
  const view = new DataView(out.buffer);
  books.forEach((book, c) => book.forEach((v, k) => view.setFloat32(4 * (c * LEVELS + k), v, true)));
  const start = 4 * LEVELS * channels;
  for (let i = 0; i < values.length; i += 1) {
    const q = nearest(books[i % channels] as Float32Array, values[i] ?? 0);
    const at = start + (i >> 1);
    out[at] = (out[at] ?? 0) | (i % 2 === 0 ? q : q << 4);
  }
  return out;
}

/** The float values of a packed tensor of `shape` whose bytes start at `offset` in `buffer`. */
export function unpack4(buffer: ArrayBuffer, offset: number, shape: readonly number[]): Float32Array {
  const count = shape.reduce((a, b) => a * b, 1);
  const channels = shape.at(-1) ?? 1;
  const view = new DataView(buffer, offset, packedSize(shape));
  const books = Float32Array.from({ length: LEVELS * channels }, (_, i) => view.getFloat32(4 * i, true));
  const start = 4 * LEVELS * channels;
  const values = new Float32Array(count);
  for (let i = 0; i < count; i += 1) {
    const byte = view.getUint8(start + (i >> 1));
    const q = i % 2 === 0 ? byte & 15 : byte >> 4;
    values[i] = books[(i % channels) * LEVELS + q] ?? 0;
  }
  return values;
}
