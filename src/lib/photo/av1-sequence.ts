/**
 * The frame size an AV1 stream will decode at, from its sequence header OBU (AV1 specification
 * 5.5): `max_frame_width_minus_1 + 1` by `max_frame_height_minus_1 + 1`. An AVIF file states its
 * size twice, in the `ispe` property and in the sequence header; a decoder uses the second, so a
 * patched `ispe` alone must not pass for the size (image-header.ts compares the two).
 */

/** OBU types of the AV1 specification (6.2.2) this reader needs. */
const OBU_SEQUENCE_HEADER = 1;

/** Reads bits most significant first, as the AV1 specification's f(n). Past the end it reads zeros and says so. */
class BitReader {
  private position = 0;
  overran = false;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly start: number,
    private readonly end: number,
  ) {}

  bits(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i += 1) {
      const at = this.start + (this.position >> 3);
      if (at >= this.end) this.overran = true;
      const bit = at < this.end ? ((this.bytes[at] ?? 0) >> (7 - (this.position & 7))) & 1 : 0;
      value = value * 2 + bit;
      this.position += 1;
    }
    return value;
  }

  flag(): boolean {
    return this.bits(1) === 1;
  }

  /** uvlc() of the specification (4.10.3). */
  uvlc(): number {
    let leadingZeros = 0;
    while (!this.flag()) {
      leadingZeros += 1;
      if (leadingZeros >= 32 || this.overran) return 2 ** 32 - 1;
    }
    return this.bits(leadingZeros) + 2 ** leadingZeros - 1;
  }
}

/** The largest frame a sequence header allows, or undefined when the bytes do not hold a whole one. */
export function sequenceHeaderSize(
  bytes: Uint8Array,
  start: number,
  end: number,
): { width: number; height: number } | undefined {
  const r = new BitReader(bytes, start, end);
  r.bits(3); // seq_profile
  r.bits(1); // still_picture
  const reducedStillPictureHeader = r.flag();
  if (reducedStillPictureHeader) {
    r.bits(5); // seq_level_idx[0]
  } else {
    let decoderModelInfoPresent = false;
    let bufferDelayLength = 0;
    if (r.flag()) {
      // timing_info()
      r.bits(32); // num_units_in_display_tick
      r.bits(32); // time_scale
      if (r.flag()) r.uvlc(); // equal_picture_interval: num_ticks_per_picture_minus_1
      decoderModelInfoPresent = r.flag();
      if (decoderModelInfoPresent) {
        bufferDelayLength = r.bits(5) + 1;
        r.bits(32); // num_units_in_decoding_tick
        r.bits(5); // buffer_removal_time_length_minus_1
        r.bits(5); // frame_presentation_time_length_minus_1
      }
    }
    const initialDisplayDelayPresent = r.flag();
    const operatingPoints = r.bits(5) + 1;
    for (let i = 0; i < operatingPoints; i += 1) {
      r.bits(12); // operating_point_idc
      if (r.bits(5) > 7) r.bits(1); // seq_level_idx, then seq_tier
      if (decoderModelInfoPresent && r.flag()) {
        r.bits(bufferDelayLength); // decoder_buffer_delay
        r.bits(bufferDelayLength); // encoder_buffer_delay
        r.bits(1); // low_delay_mode_flag
      }
      if (initialDisplayDelayPresent && r.flag()) r.bits(4); // initial_display_delay_minus_1
    }
  }
  const widthBits = r.bits(4) + 1;
  const heightBits = r.bits(4) + 1;
  const width = r.bits(widthBits) + 1;
  const height = r.bits(heightBits) + 1;
  return r.overran ? undefined : { width, height };
}

/** A leb128() value (AV1 specification 4.10.5) at `at`, and how many bytes it took. */
function leb128(bytes: Uint8Array, at: number, end: number): { value: number; length: number } | undefined {
  let value = 0;
  for (let i = 0; i < 8 && at + i < end; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return { value, length: i + 1 };
  }
  return undefined;
}

/**
 * The frame size of the first sequence header among the OBUs laid from `start` to `end` (an
 * `av1C` box's configOBUs, or the start of an item's data), or undefined when there is none that
 * can be read. Only OBUs that state their size can be stepped over.
 */
export function firstSequenceHeaderSize(
  bytes: Uint8Array,
  start: number,
  end: number,
): { width: number; height: number } | undefined {
  let at = start;
  for (let count = 0; count < 16 && at < end; count += 1) {
    const header = bytes[at] ?? 0;
    const type = (header >> 3) & 0x0f;
    const extension = (header & 0x04) !== 0;
    const hasSize = (header & 0x02) !== 0;
    let payload = at + 1 + (extension ? 1 : 0);
    let payloadEnd = end;
    if (hasSize) {
      const size = leb128(bytes, payload, end);
      if (!size) return undefined;
      payload += size.length;
      payloadEnd = payload + size.value;
      if (payloadEnd > end) return undefined;
    }
    if (type === OBU_SEQUENCE_HEADER) return sequenceHeaderSize(bytes, payload, payloadEnd);
    if (!hasSize) return undefined;
    at = payloadEnd;
  }
  return undefined;
}
