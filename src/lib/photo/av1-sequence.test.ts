import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstSequenceHeaderSize, sequenceHeaderSize } from "./av1-sequence";

/** A synthetic solid-colour AVIF that sharp wrote (tests/fixtures/avif/), 640 x 480. */
const plain = new Uint8Array(readFileSync(new URL("../../../tests/fixtures/avif/plain-640x480.avif", import.meta.url)));
/** Its item data (the `mdat` box's content): a temporal delimiter OBU, then the sequence header. */
const mdat = Buffer.from(plain).indexOf("mdat") + 4;

/** Bits, most significant first, packed into bytes. */
function packBits(bits: string): number[] {
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, "0");
  return Array.from({ length: padded.length / 8 }, (_, i) => Number.parseInt(padded.slice(i * 8, i * 8 + 8), 2));
}

describe("the AV1 sequence header's frame size", () => {
  it("reads the frame size sharp's encoder wrote, stepping over the OBUs before it", () => {
    expect(mdat).toBeGreaterThan(0);
    expect(firstSequenceHeaderSize(plain, mdat, plain.length)).toEqual({ width: 640, height: 480 });
  });

  it("reads a reduced still-picture header and a full one with timing and operating points", () => {
    const n = (value: number, bits: number) => value.toString(2).padStart(bits, "0");
    // seq_profile 0, still_picture 1, reduced header 1, level 5 bits; then 16-bit sizes of 16000 x 9000.
    const reduced = `000` + `1` + `1` + n(8, 5) + n(15, 4) + n(15, 4) + n(15999, 16) + n(8999, 16);
    expect(sequenceHeaderSize(new Uint8Array(packBits(reduced)), 0, 99)).toEqual({ width: 16000, height: 9000 });
    // Timing info (equal interval, uvlc 0) and a decoder model, two operating points (one at level 9 with a tier).
    const full =
      `000` + `0` + `0` +
      `1` + n(1, 32) + n(30, 32) + `1` + `1` + // timing_info, equal_picture_interval, uvlc() = 0
      `1` + n(9, 5) + n(1, 32) + n(4, 5) + n(4, 5) + // decoder_model_info, buffer delays 10 bits
      `1` + n(1, 5) + // initial_display_delay_present, two operating points
      n(0, 12) + n(9, 5) + `1` + `1` + n(0, 10) + n(0, 10) + `0` + `1` + n(3, 4) +
      n(0, 12) + n(4, 5) + `0` + `0` +
      n(11, 4) + n(10, 4) + n(1919, 12) + n(1079, 11); // prettier-ignore
    expect(sequenceHeaderSize(new Uint8Array(packBits(full)), 0, 99)).toEqual({ width: 1920, height: 1080 });
  });

  it("gives no size for bytes that end before the header does, or hold no sequence header", () => {
    expect(firstSequenceHeaderSize(plain, mdat, mdat + 6)).toBeUndefined();
    // A temporal delimiter and nothing else.
    expect(firstSequenceHeaderSize(new Uint8Array([0x12, 0x00]), 0, 2)).toBeUndefined();
  });
});
