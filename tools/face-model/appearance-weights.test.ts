import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APPEARANCE_BIN, APPEARANCE_DIR, APPEARANCE_MANIFEST, appearanceWeights } from "./appearance-weights";

describe("the appearance network's weights", () => {
  const { manifest, bytes } = appearanceWeights();

  it("are exactly the committed files (npm run appearance-weights writes them from face-api's model)", () => {
    expect(readFileSync(path.join(APPEARANCE_DIR, APPEARANCE_BIN)).equals(bytes)).toBe(true);
    expect(readFileSync(path.join(APPEARANCE_DIR, APPEARANCE_MANIFEST), "utf8")).toBe(
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
  });

  it("hold the recognition network's stages up to 128 channels, every weight in 8 bits", () => {
    const weights = manifest.flatMap((group) => group.weights);
    expect(weights.every((w) => /^conv(32|64|128)_/.test(w.name))).toBe(true);
    expect(weights.some((w) => w.name.startsWith("conv128_2/conv2"))).toBe(true);
    expect(weights.every((w) => w.quantization?.dtype === "uint8")).toBe(true);
    const count = weights.reduce((a, w) => a + w.shape.reduce((x, y) => x * y, 1), 0);
    expect(bytes.length).toBe(count);
  });
});
