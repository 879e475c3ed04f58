import { describe, expect, it } from "vitest";
import { pack4, packedSize, unpack4 } from "./packed-weights";

describe("4-bit weights with a codebook per output channel", () => {
  it("give back every value of a channel of up to 16 distinct values exactly, at any offset", () => {
    const shape = [3, 5, 4];
    // Channel c holds the values c, c + 0.5, ..., 16 at most.
    const values = Float32Array.from({ length: 60 }, (_, i) => (i % 4) + 0.5 * (Math.floor(i / 4) % 16));
    const packed = pack4(values, 4);
    expect(packed.length).toBe(packedSize(shape));
    const file = new Uint8Array(packed.length + 12);
    file.set(packed, 12);
    expect([...unpack4(file.buffer, 12, shape)]).toEqual([...values]);
  });

  it("keeps many values of one channel close: within a tenth of their spread", () => {
    const values = Float32Array.from({ length: 2001 }, (_, i) => Math.sin(i * 0.37) ** 3);
    const back = unpack4(pack4(values, 1).buffer as ArrayBuffer, 0, [2001, 1]);
    const worst = Math.max(...values.map((v, i) => Math.abs(v - (back[i] ?? 0))));
    expect(worst).toBeLessThan(0.1 * 2);
    const mean = values.reduce((a, v, i) => a + Math.abs(v - (back[i] ?? 0)), 0) / values.length;
    expect(mean).toBeLessThan(0.03);
  });
});
